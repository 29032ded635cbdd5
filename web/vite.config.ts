import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderLanding } from './build/prerender-landing';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA lives in web/ and builds into dist/web, which the local server (and S3 in AWS) serves: landing.html
// (the landing page, pre-rendered) for `/`, index.html (the app's shell) for every other route.
// In dev, /api goes to the local API server so cookies stay same-origin.
export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), prerenderLanding({ webRoot, plugins: () => [react()] })],
  resolve: {
    // react-router's package exports point at its development build under every condition; the site ships the
    // production build (the same API, without dev-only checks and warnings).
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            // Both entries, or the app would hold two copies of the router's contexts.
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : [],
  },
  build: {
    // WEB_OUT_DIR lets parallel test runs build into their own folder (the server reads WEB_DIR).
    outDir: process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), landing: fileURLToPath(new URL('landing.html', import.meta.url)) },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
        changeOrigin: false,
      },
    },
  },
}));
