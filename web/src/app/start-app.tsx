import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import '../styles/base.css';

/**
 * Loads the lazy routes that match `pathname` and puts what they load on the route objects, so the router's
 * first render is the page itself rather than its loading fallback (used when the landing page hands over).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The whole app (every route, the data router) rendered into `container`, replacing whatever it holds. */
export function renderApp(container: HTMLElement) {
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
  return root;
}
