import { describe, expect, it } from 'vitest';
import { auditActor, auditChanges, auditValue } from './audit-text';

describe('the audit log as text', () => {
  it('names who acted: an account, a feed token, or a deleted account', () => {
    expect(auditActor({ actor: { id: 'u1', name: 'Ana Lima', email: 'ana@example.com' }, via: null })).toBe('by Ana Lima (ana@example.com)');
    expect(auditActor({ actor: null, via: 'Front desk' })).toBe('by software, token "Front desk"');
    expect(auditActor({ actor: null, via: null })).toBe('by a deleted account');
  });

  it('shows each change as field: old → new, missing values as (none)', () => {
    expect(
      auditChanges({
        changes: [
          { field: 'openings.infant.openSeats', old: null, new: 2 },
          { field: 'offers.description', old: '', new: '<b>Hi</b>' },
          { field: 'hours.week.mon', old: { open: '07:00', close: '18:00' }, new: undefined },
        ],
      }),
    ).toEqual([
      'openings.infant.openSeats: (none) → 2',
      'offers.description: "" → "<b>Hi</b>"',
      'hours.week.mon: {"open":"07:00","close":"18:00"} → (none)',
    ]);
  });

  it('never throws on a value JSON cannot write', () => {
    expect(auditValue(() => 1)).toBe('() => 1');
  });
});
