import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/**
 * Last line of defence for a screen that throws while rendering, or whose code chunk failed to load
 * (typically after a new deploy replaced the old chunks): offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  if (notFound) {
    return (
      <main className="simple-page">
        <div className="simple-page__card">
          <h1>Page not found</h1>
          <p>The page you are looking for does not exist or has moved.</p>
          <p className="simple-page__actions">
            <Link className="btn btn--primary" to="/">
              Go to the home page
            </Link>
          </p>
        </div>
      </main>
    );
  }
  return (
    <main className="simple-page">
      <div className="simple-page__card" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be displayed. Reloading usually fixes it.</p>
        <p className="simple-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="btn btn--secondary" to="/" reloadDocument>
            Go to the home page
          </Link>
        </p>
      </div>
    </main>
  );
}
