import type { Appointment } from './appointments-api';
import { intakeAnswersOf } from './appointment-format';

/**
 * What the caller answered to the owner's intake questions on the phone, read-only (the owner acts on it): in the
 * appointment's form and in its row's details. Questions are shown whole, however long.
 */
export function IntakeAnswers({
  appointment,
  headingId,
  id,
  className,
  title = 'Intake answers',
}: {
  appointment: Appointment;
  headingId: string;
  id?: string;
  className?: string;
  title?: string;
}) {
  const { trigger, answers } = intakeAnswersOf(appointment);
  if (!answers.length) return null;
  return (
    <section id={id} className={`ap-intake${className ? ` ${className}` : ''}`} aria-labelledby={headingId} data-testid="intake-answers">
      <h3 id={headingId} className="ap-intake__title">
        {title}
      </h3>
      {trigger ? <p className="field__hint">Asked because the caller said: “{trigger}”</p> : null}
      <dl className="ap-intake__list">
        {answers.map((a, i) => (
          <div key={i} className="ap-intake__row">
            <dt>{a.question}</dt>
            <dd>
              {a.answer || <span className="ap-optional">no answer</span>}
              {a.note ? <span className="ap-intake__note"> ({a.note})</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
