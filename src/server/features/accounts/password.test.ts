import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost, verifyPassword } from './password.js';

describe('password hashes', () => {
  afterAll(() => setPasswordHashCost(12));

  it('hash new passwords at the configured cost, and a stored hash keeps its own when the setting changes', async () => {
    setPasswordHashCost(12);
    const cheaper = await hashPassword('correct horse battery');
    expect(cheaper.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
    setPasswordHashCost(13);
    const dearer = await hashPassword('correct horse battery');
    expect(dearer.split('$')[1]).toBe(String(2 ** 13));
    expect(await verifyPassword('correct horse battery', cheaper)).toBe(true);
    expect(await verifyPassword('correct horse battery', dearer)).toBe(true);
    expect(await verifyPassword('correct horse batterY', cheaper)).toBe(false);
  });
});
