import { useEffect } from 'react';

/** /how-it-works is a static page outside the SPA (spec section 2): hand the browser over to it. */
export function HowItWorksRedirect() {
  useEffect(() => {
    window.location.replace('/how-it-works.html');
  }, []);
  return (
    <p className="page-loading page-loading--full" role="status">
      Redirecting to How It Works...
    </p>
  );
}
