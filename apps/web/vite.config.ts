import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server (apps/server) listens here in development; the built app is served by it directly. */
const apiServer = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/graphql', '/api', '/documents', '/healthz', '/integrations'].map((path) => [
    path,
    { target: apiServer, changeOrigin: false },
  ]),
);

/**
 * Writes `<file>.br` and `<file>.gz` next to each text file of the build; the server sends them to
 * browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(path.join(outDir, file));
          // Below about one packet compression gains nothing; the server then sends the file as it is.
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                // Quality 10 is within 2 % of 11 at a third of the build time.
                [zlib.BROTLI_PARAM_QUALITY]: 10,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(path.join(outDir, `${file}.br`), br),
            writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * The portal as an installable web app: the manifest, and a service worker (Workbox) that keeps the
 * app's shell so the portal opens without a connection (decision 023). Precached: index.html, the
 * entry script and style, and the icons; every other script is kept the first time a page uses it, so
 * the staff console's code reaches only the browsers that open it. Server routes never come from the
 * cache; where the browser can, they bypass the worker altogether. The app registers the worker itself, after the first paint (src/lib/serviceWorker.ts).
 */
const pwa = VitePWA({
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'California Road Charge Pilot',
    short_name: 'Road Charge',
    description: 'Account portal of the California Road Charge Pilot',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b3d6e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: 'Create Mileage Report', url: '/my-account?tab=Create%20Mileage%20Report' }],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/index-*.{js,css}', 'icons/*.png', 'logo.svg'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/(api|graphql|documents|webhooks|integrations|healthz|readyz|metrics)(\/|$)/],
    // Static routes: the server's own routes bypass the worker (public/sw-routes.js).
    importScripts: ['/sw-routes.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Named by their content hash: a kept copy is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), precompress(), pwa],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The staff console and each page are lazily loaded chunks; the entry holds what every page needs
    // (`npm run bench:web` measures what a participant's first page downloads).
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first paint: one file instead
        // of some thirty small ones saves requests (six at a time over HTTP/1.1) and compresses better.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
      treeshake: {
        // packages/domain is pure (constants, messages, zod schemas) but cannot declare itself
        // side-effect free; saying so here keeps zod out of pages that use no form.
        // hoist-non-react-statics (and the old react-is it requires) is pure too: emotion imports it for
        // withTheme only, which the app never uses (about 1 KB gz on every page).
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
