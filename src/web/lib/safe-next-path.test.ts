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

  it.each([
    ['/login', '/'],
    ['/register', '/'],
    ['/register?next=%2Fprofile', '/'],
    ['/login/', '/'],
    ['/LOGIN', '/'],
    ['/%6Cogin', '/'],
    ['/login#top', '/'],
  ])('never sends a signed-in parent back to a login or register form: %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['/login?next=%2Fprofile', '/profile'],
    ['/login?next=%2Flogin%3Fnext%3D%252Froute-results%253Fsearch%253Ddaycare', '/route-results?search=daycare'],
    ['/login?next=https%3A%2F%2Fevil.example%2F', '/'],
  ])("follows a login page's own next, however deeply nested: %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('keeps paths that only start like an account page', () => {
    expect(safeNextPath('/login-help')).toBe('/login-help');
  });

  it('round-trips through the login URL', () => {
    const returnTo = '/route-results?start=Quincy, MA&end=Boston & Co';
    const next = new URL(loginPathReturningTo(returnTo), 'http://localhost').searchParams.get('next');
    expect(safeNextPath(next)).toBe(returnTo);
  });

  it('builds no login URL that returns to a login page, however often it is asked', () => {
    const original = loginPathReturningTo('/route-results?search=daycare&location=Cambridge, MA');
    let from = original;
    for (let click = 0; click < 3; click += 1) from = loginPathReturningTo(from);
    expect(from).toBe(original);
    expect(loginPathReturningTo('/register')).toBe(loginPathReturningTo('/'));
  });
});
