import { describe, expect, it } from 'vitest';
import { digestEmail, instantAlertEmail, programUrl } from './alert-emails.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

const settings = { publicUrl: 'https://careroute.test', jwtSecret: 'secret' };
const data = { programName: '<b>Tiny & Co</b>', ageGroups: ['infant' as const], alertLabel: 'Home → Work', resultsPath: null };

describe('alert emails', () => {
  it('link to the program page as the web app writes it: the colon readable, a dot escaped', () => {
    expect(programUrl(settings.publicUrl, 'osm:node/1.5')).toBe('https://careroute.test/programs/osm:node%2F1%2E5');
  });

  it('show what people wrote as text, and sign the unsubscribe link for the alert', () => {
    const email = instantAlertEmail(settings, { emailId: 'a@example.com', firstName: 'Ana' }, { id: 'alert-1', label: 'Home → Work' }, {
      kind: 'openings',
      programId: 'test:1',
      data,
    });
    expect(email.subject).toBe('Openings at <b>Tiny & Co</b>');
    expect(email.html).toContain('Openings at &lt;b&gt;Tiny &amp; Co&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Tiny');
    const token = /unsubscribe\/([A-Za-z0-9_-]+)"/.exec(email.html)?.[1] ?? '';
    expect(verifyUnsubscribeToken(settings.jwtSecret, token)).toBe('alert-1');
    expect(email.headers?.['List-Unsubscribe']).toBe(`<https://careroute.test/api/unsubscribe/${token}>`);
  });

  it('give a digest one stop link per alert it tells about', () => {
    const email = digestEmail(settings, { emailId: 'a@example.com', firstName: 'Ana' }, [
      { alertId: 'alert-1', kind: 'openings', programId: 'test:1', data },
      { alertId: 'alert-2', kind: 'new-program', programId: 'test:2', data: { ...data, alertLabel: 'Gym' } },
      { alertId: 'alert-1', kind: 'watched', programId: 'test:3', data },
    ]);
    expect(email.subject).toBe('3 updates along your saved routes');
    expect(email.text).toContain('Stop emails for Home → Work: https://careroute.test/unsubscribe/');
    expect(email.text).toContain('Stop emails for Gym: https://careroute.test/unsubscribe/');
    expect(email.text.match(/Stop emails for/g)).toHaveLength(2);
  });

  it('name the first 20 programs of a long digest and count the rest', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ alertId: 'alert-1', kind: 'new-program' as const, programId: `test:${i}`, data }));
    const email = digestEmail(settings, { emailId: 'a@example.com', firstName: 'Ana' }, items);
    expect(email.subject).toBe('25 updates along your saved routes');
    expect(email.text.match(/New program: /g)).toHaveLength(20);
    expect(email.text).toContain('And 5 more in your notifications.');
  });
});
