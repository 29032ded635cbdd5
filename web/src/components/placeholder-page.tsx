import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * A stand-in for a screen another issue builds; keeps the route reachable and titled until then.
 */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="simple-page">
      <div className="simple-page__card">
        <h1>{title}</h1>
        {children ?? <p>This page is coming soon.</p>}
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    </main>
  );
}
