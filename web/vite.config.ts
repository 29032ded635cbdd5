import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The landing page is a lazy chunk; without help the browser learns of it only after index.js has run, and of its
 * CSS after that (a waterfall before the hero can paint). These links in the first HTML let it fetch the chunk,
 * the chunks it imports and its CSS in parallel with index.js. No inline script (the CSP forbids them).
 */
function preloadLanding(): Plugin {
  return {
    name: 'preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const landing = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/features/landing/landing-page.tsx'));
        if (!landing || landing.type !== 'chunk') return [];
        const scripts = [landing.fileName, ...landing.imports.filter((f) => !chunks.some((c) => c.type === 'chunk' && c.isEntry && c.fileName === f))];
        const styles = [...(landing.viteMetadata?.importedCss ?? [])];
        return [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

// The SPA lives in web/ and builds into dist/web, which the local server (and S3 in AWS) serves.
// In dev, /api goes to the local API server so cookies stay same-origin.
export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), preloadLanding()],
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
