import { notificationText } from '#shared/notification-text.js';
import type { NotificationKind } from '#shared/schemas/alerts.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { Language } from '#server/language.js';
import { composeEmail } from '#server/mail/compose.js';
import type { OutgoingEmail } from '#server/mail/outbox.repository.js';
import { alertEmailTexts } from './alert-email-texts.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface AlertMailSettings {
  /** The base of every link in an email (PUBLIC_URL). */
  publicUrl: string;
  /** Signs the unsubscribe links. */
  jwtSecret: string;
}

/** What a notification keeps, from which its texts are made (in the page and in an email). */
export interface NotificationData {
  programName: string;
  ageGroups: AgeGroup[];
  alertLabel: string;
  resultsPath: string | null;
}

export type NotificationKindName = NotificationKind;

/** Who an alert email goes to; it is written in their stored language (docs/decisions/0038), English when unknown. */
export interface AlertRecipient {
  emailId: string;
  firstName: string;
  language?: Language;
}

/**
 * The program page's absolute address, written as the web app writes it (src/web/lib/program-link.ts):
 * the colon readable, a dot escaped so the server never takes the id for a file name.
 */
export const programUrl = (publicUrl: string, programId: string) =>
  `${publicUrl}/programs/${encodeURIComponent(programId).replace(/%3A/gi, ':').replace(/\./g, '%2E')}`;

/**
 * The one-click unsubscribe headers of RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`
 * to the API address; the link in the body opens the page that asks first.
 */
export function unsubscribeParts(settings: AlertMailSettings, alertId: string) {
  const token = unsubscribeToken(settings.jwtSecret, alertId);
  return {
    pageUrl: `${settings.publicUrl}/unsubscribe/${token}`,
    headers: {
      'List-Unsubscribe': `<${settings.publicUrl}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One event's email, sent at once. */
export function instantAlertEmail(
  settings: AlertMailSettings,
  recipient: AlertRecipient,
  alert: { id: string; label: string },
  event: { kind: NotificationKindName; programId: string; data: NotificationData },
): OutgoingEmail {
  const { language = 'en' } = recipient;
  const text = alertEmailTexts[language];
  const { title, body } = notificationText({ kind: event.kind, ...event.data }, text);
  const unsubscribe = unsubscribeParts(settings, alert.id);
  const parts = composeEmail({
    language,
    greeting: text.emailGreeting(recipient.firstName),
    paragraphs: [title, body],
    action: { label: text.emailViewProgram, url: programUrl(settings.publicUrl, event.programId) },
    footer: [text.emailWhy(alert.label)],
    footerLinks: [{ label: text.emailUnsubscribe, url: unsubscribe.pageUrl }],
  });
  return { kind: 'alert', to: recipient.emailId, subject: title, ...parts, headers: unsubscribe.headers };
}

/** An import can put many programs along a route at once: the digest names the first ones, the page has them all. */
const DIGEST_LINES = 20;

/**
 * A day's digest of one parent's notifications, with a link to stop each alert it tells about. Its
 * one-click headers can name one alert only: the first.
 */
export function digestEmail(
  settings: AlertMailSettings,
  recipient: AlertRecipient,
  items: { alertId: string; kind: NotificationKindName; programId: string; data: NotificationData }[],
): OutgoingEmail {
  const first = items[0];
  if (!first) throw new Error('a digest needs at least one notification');
  const { language = 'en' } = recipient;
  const text = alertEmailTexts[language];
  const lines = items.slice(0, DIGEST_LINES).map((item) => {
    const { title, body } = notificationText({ kind: item.kind, ...item.data }, text);
    return `${title}: ${body} ${programUrl(settings.publicUrl, item.programId)}`;
  });
  if (items.length > DIGEST_LINES) lines.push(text.digestMore(items.length - DIGEST_LINES));
  const alerts = new Map(items.map((item) => [item.alertId, item.data.alertLabel]));
  const parts = composeEmail({
    language,
    greeting: text.emailGreeting(recipient.firstName),
    paragraphs: [text.digestIntro, ...lines],
    action: { label: text.digestAction, url: `${settings.publicUrl}/notifications` },
    footer: [text.digestWhy],
    footerLinks: [...alerts].map(([alertId, label]) => ({ label: text.digestUnsubscribe(label), url: unsubscribeParts(settings, alertId).pageUrl })),
  });
  const unsubscribe = unsubscribeParts(settings, first.alertId);
  return { kind: 'digest', to: recipient.emailId, subject: text.digestSubject(items.length), ...parts, headers: unsubscribe.headers };
}
