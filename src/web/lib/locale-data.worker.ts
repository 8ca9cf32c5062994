/**
 * Builds one formatter of each kind the pages use, in the page's locale, off the page's thread.
 * The first Intl formatter a browser's page process builds loads ICU's locale data, tens of
 * milliseconds in one long task wherever it falls. That data is the process's, not the thread's,
 * so once this worker has loaded it the page's own formatters take well under a millisecond
 * (figures in docs/decisions/0013-results-page-first-paint.md).
 */
const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; close(): void };

scope.onmessage = ({ data: locale }) => {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0);
  new Intl.PluralRules(locale).select(0);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day');
  scope.close();
};
