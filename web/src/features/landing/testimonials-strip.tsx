import { useState } from 'react';
import type { Testimonial } from './landing-content';

function Stars({ count }: { count: number }) {
  return (
    <span className="stars" role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={i < count ? 'is-on' : ''}>
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

function Card({ t }: { t: Testimonial }) {
  return (
    <figure className="testimonial">
      <Stars count={t.stars} />
      <blockquote>
        <p>“{t.content}”</p>
      </blockquote>
      <figcaption>
        <span className="testimonial__avatar" aria-hidden="true">
          {t.initials}
        </span>
        <span>
          <span className="testimonial__author">{t.author}</span>
          <span className="testimonial__position">{t.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The testimonials strip (spec section 9): an endless loop that takes 15 s per round, cards narrower below
 * 768 px wide (both in landing.css). The list is rendered twice for a seamless loop; the copy is hidden
 * from assistive technology. A Pause button (and hover or focus) stops it; reduced motion never starts it.
 */
export function TestimonialsStrip({ items }: { items: readonly Testimonial[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={paused ? 'marquee is-paused' : 'marquee'}>
      <button type="button" className="marquee__pause" onClick={() => setPaused((p) => !p)}>
        {paused ? 'Play testimonials' : 'Pause testimonials'}
      </button>
      <div className="marquee__viewport">
        <div className="marquee__track" data-testid="testimonials-track">
          <ul className="marquee__group">
            {items.map((t) => (
              <li key={t.id}>
                <Card t={t} />
              </li>
            ))}
          </ul>
          <ul className="marquee__group marquee__group--copy" aria-hidden="true">
            {items.map((t) => (
              <li key={t.id}>
                <Card t={t} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
