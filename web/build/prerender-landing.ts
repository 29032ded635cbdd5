import type { Plugin, PluginOption } from 'vite';

/** The empty root of web/landing.html that the pre-rendered markup fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * landing.html with the landing page's markup inside #root. Refuses markup that would not survive the site's
 * CSP (no inline script, no style attribute) or an HTML without the empty root, so a broken build fails loudly.
 */
export function injectPrerendered(html: string, markup: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1 || html.indexOf(EMPTY_ROOT, at + 1) !== -1) throw new Error(`landing.html must hold exactly one ${EMPTY_ROOT}`);
  if (!markup.trim()) throw new Error('the landing page rendered nothing');
  if (/<script[\s>]/i.test(markup)) throw new Error('the pre-rendered landing page holds a <script> (the CSP allows none inline)');
  if (/\sstyle="/i.test(markup)) throw new Error('the pre-rendered landing page holds a style attribute (the CSP allows none inline)');
  return `${html.slice(0, at)}<div id="root">${markup}</div>${html.slice(at + EMPTY_ROOT.length)}`;
}

/**
 * Build step: renders the landing page (web/src/landing-prerender.tsx, through a throwaway Vite SSR loader with the
 * same plugins) into dist/web/landing.html, so `/` paints its hero from the first HTML, before any script runs.
 * The browser then hydrates it (web/src/landing-main.tsx).
 */
export function prerenderLanding(options: { webRoot: string; plugins: () => PluginOption[] }): Plugin {
  return {
    name: 'prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('/landing.html')) return html;
        const { createServer } = await import('vite');
        const loader = await createServer({
          configFile: false,
          root: options.webRoot,
          plugins: options.plugins(),
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const module = (await loader.ssrLoadModule('/src/landing-prerender.tsx')) as { renderLandingMarkup: () => string };
          return injectPrerendered(html, module.renderLandingMarkup());
        } finally {
          await loader.close();
        }
      },
    },
  };
}
