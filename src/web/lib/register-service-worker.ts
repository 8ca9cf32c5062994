import { whenIdle } from './when-idle';

/**
 * How long after the page has loaded the service worker is registered. Installing it fetches the
 * shell's files and then sees every request the page makes: on a phone's few cores that competed
 * with the first page's own start (its results and map), and the worker only matters for a later
 * visit (docs/decisions/0013-results-page-first-paint.md).
 */
const REGISTER_AFTER_LOAD_MS = 5000;

/**
 * Registers the service worker of the built app (src/web/public/sw.js), which makes CareRoute
 * installable and shows an offline page. Not in development, where it would cache Vite's modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    window.setTimeout(
      () =>
        whenIdle(() => {
          navigator.serviceWorker.register('/sw.js').catch(() => {
            // Without it the app still works fully online; nothing to tell the parent.
          });
        }),
      REGISTER_AFTER_LOAD_MS,
    );
  });
}
