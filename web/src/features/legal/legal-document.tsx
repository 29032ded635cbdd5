import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/icons';
import { PublicFooter } from '../../components/public-footer';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/public-pages.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of a legal page: title, effective date, contents list and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  useDocumentTitle(title);
  return (
    <div className="public-page">
      <header className="public-header">
        <div className="public-container public-header__inner">
          <Link to="/" className="brand" aria-label="AI Receptionist home">
            <LogoMark />
            <span>AI Receptionist</span>
          </Link>
          <Link to="/" className="link">
            Back to home
          </Link>
        </div>
      </header>
      <main className="public-container legal">
        <article aria-labelledby="legal-title">
          <header className="legal__header">
            <h1 id="legal-title">{title}</h1>
            <p className="legal__date">
              Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
            </p>
            <div className="legal__intro">{intro}</div>
          </header>
          <nav className="legal__toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title">Contents</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="legal__section">
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}

function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
