import type { Language } from '#server/language.js';

/** An email's two parts, saying the same thing: plain text for any reader, HTML for the rest. */
export interface ComposedEmail {
  text: string;
  html: string;
}

export interface EmailContent {
  /** The language it is written in: marked on the HTML for screen readers and translators. */
  language?: Language;
  /** "Hi Ana," */
  greeting: string;
  /** Plain sentences; each becomes a paragraph. */
  paragraphs: readonly string[];
  /** The one thing to do, as a button in HTML and an absolute link in text. */
  action?: { label: string; url: string };
  /** Smaller print after the action: why the email came, how to stop it. */
  footer?: readonly string[];
  /** Links in the small print, such as an alert's unsubscribe link; absolute like the action. */
  footerLinks?: readonly { label: string; url: string }[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Both parts of an email from its content. Every text is escaped: names and program names come from
 * people, and an email shows them as text, never as HTML. Links must already be absolute.
 */
export function composeEmail({ language = 'en', greeting, paragraphs, action, footer = [], footerLinks = [] }: EmailContent): ComposedEmail {
  for (const url of [action?.url, ...footerLinks.map((link) => link.url)].filter(Boolean)) {
    if (!/^https?:\/\//.test(url!)) throw new Error(`email links must be absolute: ${url}`);
  }
  const smallPrint = [...footer, ...footerLinks.map((link) => `${link.label}: ${link.url}`)];
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), ...(smallPrint.length ? ['--', ...smallPrint] : [])].join('\n\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f6b63;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  const small =
    footer.map((line) => `<p style="margin:0 0 8px;font-size:12px;color:#666">${escapeHtml(line)}</p>`).join('') +
    footerLinks
      .map((link) => `<p style="margin:0 0 8px;font-size:12px;color:#666"><a href="${escapeHtml(link.url)}" style="color:#0f6b63">${escapeHtml(link.label)}</a></p>`)
      .join('');
  // English emails keep the markup they have always had; another language is marked.
  const htmlTag = language === 'en' ? '<html>' : `<html lang="${language}">`;
  const html =
    `<!doctype html>${htmlTag}<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2a2a;max-width:560px;margin:0 auto;padding:24px">` +
    paragraph(greeting) +
    paragraphs.map(paragraph).join('') +
    button +
    (small ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">${small}` : '') +
    '</body></html>';
  return { text, html };
}
