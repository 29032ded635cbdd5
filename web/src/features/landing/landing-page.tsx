import { useEffect, useSyncExternalStore } from 'react';
import { LandingLink, useLandingRouting } from './landing-routing';
import { CheckIcon, LogoMark } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CallDemo } from './call-demo';
import { FaqAccordion } from './faq-accordion';
import { LandingIcon } from './landing-icons';
import { LandingNav, scrollToHash } from './landing-nav';
import { NewsletterForm } from './newsletter-form';
import { TestimonialsStrip } from './testimonials-strip';
import { FAQS, FEATURES, INDUSTRY_CARDS, INTEGRATIONS, PROBLEMS, SIGN_UP_START, STEPS, TESTIMONIALS } from './landing-content';
import '../../styles/landing.css';

const PROBLEM_ICONS = ['alert', 'moon', 'repeat'] as const;

const noSubscription = () => () => {};

/**
 * The current year, once the page runs in a browser. The build's pre-render (and so the hydration) shows none:
 * the year of the build would not match the year of a later visit, and the markup stays the same whatever the date.
 */
function CopyrightYear() {
  const year = useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => null);
  return year === null ? null : <>{year} </>;
}

/** The public landing page (spec section 2), the index of the public shell. Its CSS ships only with it. */
export function LandingPage() {
  useDocumentTitle(undefined);
  const { hash } = useLandingRouting();

  // Arriving with an anchor (e.g. the Help page's link to /#faq): the section exists once this chunk renders.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="landing">
      <a className="skip-link" href="#main" onClick={scrollToHash}>
        Skip to content
      </a>
      <LandingNav />

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="landing-container hero__grid">
            <div className="hero__copy">
              <p className="eyebrow">AI phone receptionist for small businesses</p>
              <h1 id="hero-title" className="hero__title">
                Never Miss a Call, Never Miss a Customer
              </h1>
              <p className="hero__lead">
                Your AI receptionist answers every call 24/7, takes orders, books appointments and sends the summary to
                you by SMS or email, in your brand voice.
              </p>
              <div className="hero__actions">
                <LandingLink to={SIGN_UP_START} className="btn btn--primary btn--lg">
                  Start Free Trial
                </LandingLink>
                <a href="#how-it-works" className="btn btn--ghost btn--lg" onClick={scrollToHash}>
                  See how it works
                </a>
              </div>
              <ul className="hero__assurances">
                <li>
                  <CheckIcon width={18} height={18} /> 14-day free trial
                </li>
                <li>
                  <CheckIcon width={18} height={18} /> No credit card required
                </li>
                <li>
                  <CheckIcon width={18} height={18} /> Set up in about 5 minutes
                </li>
              </ul>
              <p className="hero__proof">
                <span className="hero__rating" aria-hidden="true">
                  ★★★★★
                </span>
                <span>
                  Rated <strong>4.9/5</strong> · trusted by <strong>50,000+ teams</strong>
                </span>
              </p>
            </div>
            <div className="hero__demo">
              <CallDemo />
            </div>
          </div>
        </section>

        <section className="section section--muted" aria-labelledby="problems-title">
          <div className="landing-container">
            <header className="section__header">
              <p className="eyebrow">The problem</p>
              <h2 id="problems-title">Every missed call is a customer who called someone else</h2>
            </header>
            <ul className="card-grid card-grid--3">
              {PROBLEMS.map((problem, i) => (
                <li key={problem.title} className="card card--problem">
                  <span className="card__icon card__icon--warn">
                    <LandingIcon name={PROBLEM_ICONS[i]} />
                  </span>
                  <h3>{problem.title}</h3>
                  <p>{problem.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="features" className="section" aria-labelledby="features-title">
          <div className="landing-container">
            <header className="section__header">
              <p className="eyebrow">Features</p>
              <h2 id="features-title">A receptionist that never takes a day off</h2>
              <p>Everything a great front desk does on the phone, without the hold music.</p>
            </header>
            <ul className="card-grid card-grid--4">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="card">
                  <span className="card__icon">
                    <LandingIcon name={feature.icon} />
                  </span>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="integrations" aria-labelledby="integrations-title">
          <div className="landing-container integrations__inner">
            <h2 id="integrations-title" className="integrations__title">
              Works with the tools you already use
            </h2>
            <ul className="integrations__list">
              {INTEGRATIONS.map((integration) => (
                <li key={integration.name} className="integration">
                  <span className="integration__name">{integration.name}</span>
                  <span className="integration__kind">{integration.kind}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" className="section" aria-labelledby="how-title">
          <div className="landing-container">
            <header className="section__header">
              <p className="eyebrow">How it works</p>
              <h2 id="how-title">Live in three steps, in about 5 minutes</h2>
            </header>
            <ol className="steps">
              {STEPS.map((step, i) => (
                <li key={step.title} className="step">
                  <span className="step__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
            <p className="section__more">
              <a href="/how-it-works" className="link">
                Read the step-by-step guide
              </a>
            </p>
          </div>
        </section>

        <section id="testimonials" className="section section--muted" aria-labelledby="testimonials-title">
          <div className="landing-container">
            <header className="section__header">
              <p className="eyebrow">Testimonials</p>
              <h2 id="testimonials-title">Loved by small businesses</h2>
            </header>
            <dl className="stats">
              <div>
                <dt>Teams on board</dt>
                <dd>50,000+</dd>
              </div>
              <div>
                <dt>Average rating</dt>
                <dd>4.9/5</dd>
              </div>
              <div>
                <dt>Calls answered</dt>
                <dd>24/7</dd>
              </div>
            </dl>
          </div>
          <TestimonialsStrip items={TESTIMONIALS} />
        </section>

        <section id="industries" className="section" aria-labelledby="industries-title">
          <div className="landing-container">
            <header className="section__header">
              <p className="eyebrow">Industries</p>
              <h2 id="industries-title">Built for businesses that live on the phone</h2>
            </header>
            <ul className="card-grid card-grid--3 industries">
              {INDUSTRY_CARDS.map((industry) => (
                <li key={industry.name} className="industry">
                  <h3>{industry.name}</h3>
                  <p>{industry.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="demo" className="section demo" aria-labelledby="demo-title">
          <div className="landing-container demo__inner">
            <div>
              <p className="eyebrow eyebrow--light">Live demo</p>
              <h2 id="demo-title">Hear your own AI receptionist before your first customer does</h2>
              <p>
                Tell us your business name and we set up an assistant that already knows your hours and services.
                Then call it, or try it right in your browser.
              </p>
            </div>
            <LandingLink to={SIGN_UP_START} className="btn btn--light btn--lg">
              Try a Demo Now
            </LandingLink>
          </div>
        </section>

        <section className="section cta" aria-labelledby="cta-title">
          <div className="landing-container cta__inner">
            <h2 id="cta-title">Ready to answer every call?</h2>
            <p>Start your 14-day free trial. No credit card required, set up in about 5 minutes.</p>
            <LandingLink to={SIGN_UP_START} className="btn btn--primary btn--lg">
              Get Started Free
            </LandingLink>
          </div>
        </section>

        <section id="faq" className="section section--muted" aria-labelledby="faq-title">
          <div className="landing-container landing-container--narrow">
            <header className="section__header">
              <p className="eyebrow">FAQ</p>
              <h2 id="faq-title">Frequently asked questions</h2>
            </header>
            <FaqAccordion items={FAQS} />
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container landing-footer__grid">
          <div className="landing-footer__brand">
            <LandingLink to="/" className="brand brand--light" aria-label="AI Receptionist home">
              <LogoMark />
              <span>AI Receptionist</span>
            </LandingLink>
            <p>The AI phone receptionist for small businesses. Every call answered, 24/7.</p>
          </div>
          <nav className="landing-footer__links" aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="landing-footer__heading">
              Company
            </h2>
            <ul>
              <li>
                <a href="/how-it-works">How It Works</a>
              </li>
              <li>
                <LandingLink to="/help">Help</LandingLink>
              </li>
              <li>
                <LandingLink to="/privacy-policy">Privacy Policy</LandingLink>
              </li>
              <li>
                <LandingLink to="/terms-of-service">Terms of Service</LandingLink>
              </li>
            </ul>
          </nav>
          <NewsletterForm />
        </div>
        <div className="landing-container landing-footer__bottom">
          <p>
            © <CopyrightYear />
            AI Receptionist Ltd. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}
