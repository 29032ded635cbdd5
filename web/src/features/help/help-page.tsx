import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/icons';
import { PublicFooter } from '../../components/public-footer';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/public-pages.css';

/** Support contacts of the Help page (spec section 2). */
export const SUPPORT_PHONE_DISPLAY = '+1 (555) 010-0199';
export const SUPPORT_CHAT_URL = 'https://wa.me/15550100199';
export const SUPPORT_EMAIL = 'support@receptionist.example';

const TOPICS = [
  { title: 'Account & Security', text: 'Password reset, two-factor authentication' },
  { title: 'Getting Started', text: 'Setting up your assistant, choosing a phone number' },
  { title: 'Billing & Plans', text: 'Your free trial, changing or cancelling a plan' },
  { title: 'Advanced Features', text: 'API integration, custom workflows' },
] as const;

function CardIcon({ d }: { d: string }) {
  return (
    <span className="help-card__icon">
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={d} />
      </svg>
    </span>
  );
}

/** /help (spec section 2): header, three ways to get help, four popular topics. */
export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <div className="public-page">
      <header className="public-header">
        <div className="public-container public-header__inner">
          <Link to="/" className="brand" aria-label="AI Receptionist home">
            <LogoMark />
            <span>AI Receptionist</span>
          </Link>
          {/* Placeholder links, as the spec describes them. */}
          <nav aria-label="Help" className="public-header__nav">
            <a href="#">Dashboard</a>
            <a href="#">Projects</a>
            <a href="#" aria-current="page">
              Help
            </a>
          </nav>
        </div>
      </header>

      <main className="help">
        <section className="help-hero" aria-labelledby="help-title">
          <div className="public-container">
            <h1 id="help-title">How can we help you?</h1>
            <p>Answers, a person to chat with, or a place to tell us what to improve.</p>
          </div>
        </section>

        <div className="public-container">
          <ul className="help-cards">
            <li className="help-card">
              <CardIcon d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
              <h2>Help Center</h2>
              <p>Quick answers to the questions business owners ask most.</p>
              <Link to="/#faq" className="btn btn--secondary">
                Browse the FAQ
              </Link>
            </li>
            <li className="help-card">
              <CardIcon d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.6A8.4 8.4 0 1 1 21 11.5z" />
              <h2>Live Chat Support</h2>
              <p>Chat with our support team on WhatsApp at {SUPPORT_PHONE_DISPLAY}.</p>
              <a href={SUPPORT_CHAT_URL} className="btn btn--secondary" target="_blank" rel="noopener noreferrer">
                Start a chat<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="help-card">
              <CardIcon d="M4 4h16v16H4zM4 6l8 7 8-7" />
              <h2>Submit Feedback</h2>
              <p>
                Tell us what works and what would make the product better for you, at{' '}
                <span className="help-card__email">{SUPPORT_EMAIL}</span>.
              </p>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Feedback`} className="btn btn--secondary">
                Send feedback
              </a>
            </li>
          </ul>

          <section className="help-topics" aria-labelledby="topics-title">
            <h2 id="topics-title">Popular Help Topics</h2>
            <ul>
              {TOPICS.map((topic) => (
                <li key={topic.title} className="help-topic">
                  <h3>{topic.title}</h3>
                  <p>{topic.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>

      <PublicFooter />
    </div>
  );
}
