import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';
import { newPasswordProblem } from './password-check';
import { parseProfileTab } from './profile-tab';
import { recentActivity } from './recent-activity';

describe('parseProfileTab', () => {
  it.each(['overview', 'daycares', 'routes', 'settings'] as const)('opens ?tab=%s', (tab) => {
    expect(parseProfileTab(tab)).toBe(tab);
  });

  it.each([null, '', 'Routes', 'billing'])('opens the overview for %j', (value) => {
    expect(parseProfileTab(value)).toBe('overview');
  });
});

describe('newPasswordProblem', () => {
  it('accepts a long enough password typed twice', () => {
    expect(newPasswordProblem('a'.repeat(PASSWORD_MIN_LENGTH), 'a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
  });

  it('refuses a short one with the server rule in its words', () => {
    const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(newPasswordProblem(short, short)).toBe(`New password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  });

  it('refuses a confirmation that differs', () => {
    expect(newPasswordProblem('sunny-mornings-1', 'sunny-mornings-2')).toBe('The new passwords do not match.');
  });
});

describe('recentActivity', () => {
  const daycare = { id: 'd1', name: 'Little Acorns', savedAt: '2025-03-03T10:00:00.000Z' } as SavedDaycare;
  const route = { id: 'r1', origin: 'Quincy, MA', destination: 'Boston, MA', createdAt: '2025-03-02T10:00:00.000Z' } as SavedRoute;
  const user = { createdAt: '2025-03-01T10:00:00.000Z' };

  it('lists saves and joining, newest first', () => {
    expect(recentActivity(user, [daycare], [route], 5).map((line) => line.text)).toEqual([
      'Saved Little Acorns',
      'Saved a route from Quincy, MA to Boston, MA',
      'Joined CareRoute',
    ]);
  });

  it('keeps only the newest lines', () => {
    expect(recentActivity(user, [daycare], [route], 1).map((line) => line.key)).toEqual(['daycare:d1']);
  });
});
