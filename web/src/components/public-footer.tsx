import { Link } from 'react-router-dom';

/** The small footer of the public content pages (help, terms, privacy); styles in styles/public-pages.css. */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="public-container public-footer__inner">
        <p>© {new Date().getFullYear()} AI Receptionist Ltd.</p>
        <nav aria-label="Footer">
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-service">Terms of Service</Link>
          <Link to="/help">Help</Link>
        </nav>
      </div>
    </footer>
  );
}
