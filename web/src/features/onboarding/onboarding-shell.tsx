import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon, LogoMark } from '../../components/icons';
import { ONBOARDING_TESTIMONIALS, type Testimonial } from './testimonials';
import '../../styles/onboarding.css';

export const ONBOARDING_STEPS = ['About you', 'Account', 'Company', 'Assistant'] as const;

/** Where the owner is in the flow: a short progress list every onboarding screen shows. */
export function OnboardingProgress({ current }: { current: number }) {
  return (
    <nav className="onb-progress" aria-label="Sign-up progress">
      <p className="onb-progress__count">
        Step {current} of {ONBOARDING_STEPS.length}
      </p>
      <ol>
        {ONBOARDING_STEPS.map((label, i) => {
          const step = i + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={label} className={`onb-progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="onb-progress__dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={14} height={14} /> : step}
              </span>
              <span className="onb-progress__label">
                {label}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const BENEFITS = [
  'Answers every call 24/7 in your brand voice',
  'Books appointments and takes orders for you',
  'Learns your services, prices and hours from your website',
];

/**
 * The sign-up screens' split layout (spec section 2): the marketing side panel with the rotating testimonials
 * strip, and the main area with the form.
 */
export function OnboardingSplit({ step, children }: { step: number; children: ReactNode }) {
  const asideId = useId();
  return (
    <div className="onb-split">
      <aside className="onb-aside" aria-labelledby={asideId}>
        <div className="onb-aside__inner">
          <Link to="/" className="brand brand--light">
            <LogoMark />
            <span>AI Receptionist</span>
          </Link>
          <h2 id={asideId} className="onb-aside__title">
            Your AI receptionist, live in about 5 minutes
          </h2>
          <p className="onb-aside__lead">14-day free trial. No credit card required.</p>
          <ul className="onb-benefits">
            {BENEFITS.map((b) => (
              <li key={b}>
                <span className="onb-benefits__icon" aria-hidden="true">
                  <CheckIcon width={16} height={16} />
                </span>
                {b}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="onb-main">
        <div className="onb-main__inner">
          <OnboardingProgress current={step} />
          {children}
        </div>
      </main>
      <div className="onb-quotes">
        <TestimonialRotator items={ONBOARDING_TESTIMONIALS} />
      </div>
    </div>
  );
}

/** The setup screens after sign-up: a top bar with the brand and progress, and a wide content card. */
export function OnboardingWide({ step, children }: { step: number; children: ReactNode }) {
  return (
    <div className="onb-wide">
      <header className="onb-topbar">
        <Link to="/" className="brand">
          <LogoMark />
          <span>AI Receptionist</span>
        </Link>
        <OnboardingProgress current={step} />
      </header>
      <main className="onb-wide__main">{children}</main>
    </div>
  );
}

const ROTATE_MS = 6000;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** One testimonial at a time, moving on every 6 s; it stops while hovered or focused, or when paused. */
export function TestimonialRotator({ items }: { items: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (paused || hovered || items.length < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % items.length), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, hovered, items.length]);

  const t = items[index]!;
  return (
    <section
      className="onb-testimonials"
      aria-label="What owners say"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="onb-testimonials__strip">
        <figure key={t.id} className="onb-testimonial" data-testid="onboarding-testimonial">
          <span className="onb-stars" role="img" aria-label={`${t.stars} out of 5 stars`}>
            {'★★★★★'.slice(0, t.stars)}
          </span>
          <blockquote>
            <p>“{t.content}”</p>
          </blockquote>
          <figcaption>
            <span className="onb-testimonial__avatar" aria-hidden="true">
              {t.initials}
            </span>
            <span>
              <span className="onb-testimonial__author">{t.author}</span>
              <span className="onb-testimonial__position">{t.position}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className="onb-testimonials__controls">
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            className={i === index ? 'onb-dot is-active' : 'onb-dot'}
            aria-label={`Show testimonial ${i + 1} of ${items.length}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
        <button type="button" className="onb-testimonials__pause" onClick={() => setPaused((p) => !p)}>
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> testimonials</span>
        </button>
      </div>
    </section>
  );
}
