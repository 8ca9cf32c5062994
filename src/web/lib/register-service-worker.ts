/**
 * Registers the service worker of the built app (src/web/public/sw.js), which makes CareRoute
 * installable and shows an offline page. Not in development, where it would cache Vite's modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app still works fully online; nothing to tell the parent.
    });
  });
}
