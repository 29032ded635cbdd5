import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder: the landing page issue replaces this file (keep the named export LandingPage). */
export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <main className="simple-page">
      <div className="simple-page__card">
        <h1>Never Miss a Call, Never Miss a Customer</h1>
        <p>Your AI receptionist answers every call, takes orders and books appointments, 24/7.</p>
        <p className="simple-page__actions">
          <Link className="btn btn--primary" to="/onboarding/account-setup">
            Start Free Trial
          </Link>
          <Link className="btn btn--secondary" to="/login">
            Sign In
          </Link>
        </p>
      </div>
    </main>
  );
}
