import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="simple-page">
      <div className="simple-page__card">
        <p className="simple-page__code">404</p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <p className="simple-page__actions">
          <Link className="btn btn--primary" to="/">
            Go to the home page
          </Link>
          <Link className="btn btn--secondary" to="/dashboard">
            Open the dashboard
          </Link>
        </p>
      </div>
    </main>
  );
}
