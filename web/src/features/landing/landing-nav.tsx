import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { LandingLink } from './landing-routing';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/icons';
import { prefersReducedMotion } from './use-reduced-motion';

/** The top bar gains its shadow past this many pixels of scroll (spec section 9). */
export const NAV_SHADOW_SCROLL_PX = 100;

const NAV_LINKS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;

/**
 * Links starting with '#' scroll smoothly to their target, aligned to its start (spec section 2), and
 * move keyboard focus there too. Smooth only for people who did not ask for reduced motion.
 */
export function scrollToHash(event: MouseEvent<HTMLAnchorElement>) {
  const href = event.currentTarget.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== href) window.history.pushState(window.history.state, '', href);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function LandingNav() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SHADOW_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    scrollToHash(event);
  };

  return (
    <header className={scrolled ? 'landing-nav is-scrolled' : 'landing-nav'} data-scrolled={scrolled}>
      <div className="landing-nav__inner">
        <LandingLink to="/" className="brand" aria-label="AI Receptionist home">
          <LogoMark />
          <span>AI Receptionist</span>
        </LandingLink>
        <button
          ref={menuButton}
          type="button"
          className="icon-btn landing-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id={menuId} className={menuOpen ? 'landing-nav__menu is-open' : 'landing-nav__menu'} aria-label="Main">
          <ul className="landing-nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={follow}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="landing-nav__actions">
            <LandingLink to="/login" className="landing-nav__signin">
              Sign In
            </LandingLink>
            <a href="#demo" className="btn btn--primary landing-nav__cta" onClick={follow}>
              Try Demo
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
