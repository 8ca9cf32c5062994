import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

it('makes zod parse without probing for `new Function`, which the CSP reports', async () => {
  const compile = vi.fn(() => {
    throw new EvalError('Refused by the CSP');
  });
  vi.stubGlobal('Function', compile);
  await import('./zod-jitless');
  const { z } = await import('zod');

  const schema = z.object({ name: z.string(), age: z.number() });

  expect(z.config().jitless).toBe(true);
  expect(schema.safeParse({ name: 'Maya', age: 3 }).success).toBe(true);
  expect(schema.safeParse({ name: 'Maya' }).success).toBe(false);
  expect(compile).not.toHaveBeenCalled();
});
