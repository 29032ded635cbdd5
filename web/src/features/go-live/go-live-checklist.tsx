import { Link } from 'react-router-dom';
import { GO_LIVE_STEPS, type GoLiveStatus, type GoLiveStep } from './go-live-api';

const STEP_TEXT: Record<GoLiveStep, { label: string; to: string; action: string }> = {
  number_linked: { label: 'Phone number linked', to: '/onboarding/ai-config', action: 'Choose a number' },
  hours: { label: 'Business hours set', to: '/dashboard/assistant?tab=hours', action: 'Set hours' },
  services: { label: 'Services or products added', to: '/dashboard/assistant?tab=services', action: 'Add services' },
  faqs: { label: 'FAQs added', to: '/dashboard/assistant?tab=identity', action: 'Add FAQs' },
  test_call: { label: 'A test call made', to: '/dashboard', action: 'Use Start Test Call in the menu' },
  calendar: { label: 'Calendar connected', to: '/dashboard/assistant?tab=hours', action: 'Connect Google Calendar' },
};

/** The dashboard's go-live checklist: each step from the real records; gone once every step is done. */
export function GoLiveChecklist({ status }: { status: GoLiveStatus | null }) {
  if (!status || status.complete) return null;
  // Only the steps this business needs (no calendar for a pickup-only restaurant).
  const needed = status.needed ?? GO_LIVE_STEPS;
  const done = needed.filter((s) => status.steps[s]).length;
  return (
    <section className="gl-card gl-checklist" aria-labelledby="gl-checklist-title" data-testid="go-live-checklist">
      <h2 id="gl-checklist-title" className="gl-card__title">
        Go-live checklist
      </h2>
      <p className="gl-card__text">
        {done} of {needed.length} done
      </p>
      <ul className="gl-checklist__list">
        {needed.map((step) => {
          const ok = status.steps[step];
          const text = STEP_TEXT[step];
          return (
            <li key={step} className={ok ? 'gl-step gl-step--done' : 'gl-step'} data-step={step} data-done={ok ? 'true' : 'false'}>
              <span className="gl-step__mark" aria-hidden="true">
                {ok ? '✓' : '○'}
              </span>
              <span className="gl-step__label">
                {text.label}
                <span className="visually-hidden">{ok ? ': done' : ': to do'}</span>
              </span>
              {ok ? null : step === 'test_call' ? (
                <span className="gl-step__hint">{text.action}</span>
              ) : (
                <Link className="gl-step__action" to={text.to}>
                  {text.action}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
