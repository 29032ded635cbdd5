import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The frame of a screen inside the dashboard shell: the page heading and its content. */
export function DashboardView({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="dash-view" aria-labelledby="dash-view-title">
      <header className="dash-view__header">
        <h1 id="dash-view-title">{title}</h1>
        {description ? <p className="dash-view__description">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
