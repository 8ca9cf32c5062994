import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/route-results?search=daycare&location=Quincy%2C%20MA', '/route-results?search=daycare&location=Quincy%2C%20MA'],
    ['/profile', '/profile'],
    ['/', '/'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('falls back to home for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('round-trips through the login URL', () => {
    const returnTo = '/route-results?start=Quincy, MA&end=Boston & Co';
    const next = new URL(loginPathReturningTo(returnTo), 'http://localhost').searchParams.get('next');
    expect(safeNextPath(next)).toBe(returnTo);
  });
});
