// Imported by the service worker (vite.config.ts). Requests to the server's own routes never come from
// the cache, so where the browser supports static routing (Chromium) they go straight to the network
// without starting the service worker: otherwise every API call waits on the worker's fetch event.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const network = (pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' });
  event.waitUntil(
    event.addRoutes(
      ['/graphql', '/api/*', '/documents/*', '/webhooks/*', '/integrations/*', '/healthz', '/readyz', '/metrics'].map(
        network,
      ),
    ),
  );
});
