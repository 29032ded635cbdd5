import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { LandingDocument } from './features/landing/landing-document';
import type { LandingRouting } from './features/landing/landing-routing';
import './styles/base.css';

/*
 * The entry of landing.html, served for `/`: the page arrives pre-rendered (the hero paints before any script) and
 * this hydrates it with React alone. The app's router and routes (start-app.tsx) load only when the visitor heads
 * into the app (or points at a link), and then take over the same root at the new address.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from landing.html');

const loadApp = () => import('./app/start-app');
let handingOver = false;

async function navigate(to: string) {
  const url = new URL(to, window.location.href);
  if (url.pathname === window.location.pathname) {
    // The logo's link to `/` from `/`: to the top, as the router would.
    if (url.href !== window.location.href) window.history.pushState(window.history.state, '', url);
    window.scrollTo(0, 0);
    return;
  }
  if (handingOver) return;
  handingOver = true;
  try {
    // The landing page stays until the app and the target page's code are here, then the address changes with the page.
    const app = await loadApp();
    await app.loadMatchedRoutes(url.pathname);
    window.history.pushState(null, '', url);
    root.unmount();
    app.renderApp(container!);
    window.scrollTo(0, 0);
  } catch {
    window.location.assign(url.href);
  }
}

const routing: LandingRouting = {
  hash: window.location.hash,
  navigate: (to) => void navigate(to),
  prefetch: () => void loadApp().catch(() => undefined),
};

const page = <LandingDocument routing={routing} />;
let root: Root;
if (container.hasChildNodes()) {
  root = hydrateRoot(container, page);
} else {
  // `vite dev` serves landing.html without the build's pre-render.
  root = createRoot(container);
  root.render(page);
}
