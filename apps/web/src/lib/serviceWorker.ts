/**
 * Registers the service worker that keeps the portal's shell for use without a connection (built by
 * vite-plugin-pwa, see vite.config.ts). Only in a production build, and after the page has loaded, so
 * the worker's first downloads never compete with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser that refuses it): the portal works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
