import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server (apps/server) listens here in development; the built app is served by it directly. */
const apiServer = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/graphql', '/api', '/documents', '/healthz', '/integrations'].map((path) => [
    path,
    { target: apiServer, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The main chunk stays small: the staff console and each page are lazily loaded chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // packages/domain is pure (constants, messages, zod schemas) but cannot declare itself
        // side-effect free; saying so here keeps zod out of pages that use no form.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
