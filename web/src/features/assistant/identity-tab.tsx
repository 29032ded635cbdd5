import { useId, useRef, useState } from 'react';
import { errorMessages } from '../../lib/api';
import { playVoicePreview } from '../test-call/voice-preview';
import { AutoGrowTextarea } from '../../components/auto-grow-textarea';
import { POST_COLLECTION_SUGGESTIONS, TRANSFER_SCENARIOS, VOICES } from './constants';
import { newKey, type DraftScenario, type DraftScenarioQuestion } from './draft';
import { EmptyState, FieldError, PlusIcon, SettingsCard, Switch, TrashIcon, type DraftProps } from './ui';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Assistant Identity tab (spec section 2): greeting and voice, Business Q&A, intake scenarios, transfer. */
export function IdentityTab(props: DraftProps) {
  return (
    <div className="as-stack">
      <GreetingCard {...props} />
      <QuestionsCard {...props} />
      <ScenariosCard {...props} />
      <TransferCard {...props} />
    </div>
  );
}

function GreetingCard({ draft, update, errorFor }: DraftProps) {
  const id = useId();
  const greetingError = errorFor('greeting_phrase');
  return (
    <SettingsCard title="Greeting & Voice" description="The first words callers hear, and the voice that says them.">
      <div className="as-grid as-grid--greeting">
        <div className="as-field">
          <label htmlFor={`${id}-greeting`}>Greeting message</label>
          <textarea
            id={`${id}-greeting`}
            rows={3}
            value={draft.greeting_phrase}
            placeholder="Thank you for calling! How can I help you today?"
            aria-invalid={greetingError ? true : undefined}
            aria-describedby={`${id}-greeting-hint${greetingError ? ` ${id}-greeting-error` : ''}`}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, greeting_phrase: value }));
            }}
          />
          <p id={`${id}-greeting-hint`} className="as-hint">
            Leave empty to use a greeting that names your business.
          </p>
          <FieldError id={`${id}-greeting-error`} message={greetingError} />
        </div>
        <div className="as-field">
          <label htmlFor={`${id}-voice`}>Voice</label>
          <select
            id={`${id}-voice`}
            value={draft.voice}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, voice: value }));
            }}
          >
            {VOICES.map((voice) => (
              <option key={voice} value={voice}>
                {capitalize(voice)}
              </option>
            ))}
          </select>
          <p className="as-hint">Used for every call, in every language.</p>
          <VoicePreviewButton voice={draft.voice} greeting={draft.greeting_phrase} />
        </div>
      </div>
    </SettingsCard>
  );
}

/**
 * 'AI Voice Preview' beside the voice: the greeting as typed (saved or not; the business's default greeting when
 * empty) in the chosen voice, so the owner hears a voice before choosing it.
 */
function VoicePreviewButton({ voice, greeting }: { voice: string; greeting: string }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const lock = useRef(false);
  async function preview() {
    if (lock.current) return;
    lock.current = true;
    setBusy(true);
    setNote(null);
    try {
      setNote({ text: (await playVoicePreview(voice, greeting)).note });
    } catch (error) {
      console.error('AI Voice Preview failed', error);
      setNote({ text: errorMessages(error, 'The voice preview could not be played. Please try again.').join(' '), error: true });
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn--secondary btn--sm as-voice-preview" onClick={() => void preview()} aria-busy={busy}>
        {busy ? 'Loading voice...' : 'AI Voice Preview'}
      </button>
      <p className={note?.error ? 'as-hint as-voice-note as-voice-note--error' : 'as-hint as-voice-note'} role="status" data-testid="voice-note">
        {note?.text}
      </p>
    </>
  );
}

function QuestionsCard({ draft, update, errorFor, touch }: DraftProps) {
  const add = () => update((d) => ({ ...d, questions: [...d.questions, { key: newKey('q'), question: '', answer: '' }] }));
  return (
    <SettingsCard
      title="Business Q&A"
      description="Answers your assistant gives when callers ask. Write them the way you would say them."
      actions={
        <button type="button" className="btn btn--secondary btn--sm" onClick={add}>
          <PlusIcon /> Add FAQ
        </button>
      }
    >
      {draft.questions.length === 0 ? (
        <EmptyState title="No questions yet">Add the questions callers ask most: parking, prices, payment, cancellations.</EmptyState>
      ) : (
        <ol className="as-list">
          {draft.questions.map((q, index) => {
            const field = `faq:${q.key}:question`;
            const error = errorFor(field);
            const answerField = `faq:${q.key}:answer`;
            const answerError = errorFor(answerField);
            const set = (patch: Partial<typeof q>) =>
              update((d) => ({ ...d, questions: d.questions.map((x) => (x.key === q.key ? { ...x, ...patch } : x)) }));
            return (
              <li key={q.key} className="as-list__item as-faq">
                <div className="as-faq__fields">
                  <div className="as-field">
                    <label htmlFor={`${q.key}-question`}>Question {index + 1}</label>
                    <input
                      id={`${q.key}-question`}
                      value={q.question}
                      placeholder="Do you have parking?"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${q.key}-question-error` : undefined}
                      onBlur={() => touch(field)}
                      onChange={(e) => set({ question: e.target.value })}
                    />
                    <FieldError id={`${q.key}-question-error`} message={error} />
                  </div>
                  <div className="as-field">
                    <label htmlFor={`${q.key}-answer`}>Answer {index + 1}</label>
                    <AutoGrowTextarea
                      id={`${q.key}-answer`}
                      rows={2}
                      value={q.answer}
                      placeholder="Yes, free parking is available behind the building."
                      aria-invalid={answerError ? true : undefined}
                      aria-describedby={answerError ? `${q.key}-answer-error` : undefined}
                      onBlur={() => touch(answerField)}
                      onChange={(e) => set({ answer: e.target.value })}
                    />
                    <FieldError id={`${q.key}-answer-error`} message={answerError} />
                  </div>
                </div>
                <button
                  type="button"
                  className="icon-btn as-remove"
                  aria-label={`Remove question ${index + 1}`}
                  title="Remove"
                  onClick={() => update((d) => ({ ...d, questions: d.questions.filter((x) => x.key !== q.key) }))}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </SettingsCard>
  );
}

function ScenariosCard({ draft, update, errorFor, touch }: DraftProps) {
  const listId = useId();
  const setScenario = (key: string, change: (s: DraftScenario) => DraftScenario) =>
    update((d) => ({ ...d, scenarios: d.scenarios.map((s) => (s.key === key ? change(s) : s)) }));
  const add = () =>
    update((d) => ({
      ...d,
      scenarios: [
        ...d.scenarios,
        { key: newKey('s'), trigger: '', post_collection_action: '', questions: [{ key: newKey('sq'), question: '', is_required: true }] },
      ],
    }));

  return (
    <SettingsCard
      title="Client Intake Questions"
      description="Questions asked during calls. When a scenario's trigger matches, the assistant asks its questions, then carries out the action."
      actions={
        <button type="button" className="btn btn--secondary btn--sm" onClick={add}>
          <PlusIcon /> Add Scenario
        </button>
      }
    >
      <datalist id={`${listId}-actions`}>
        {POST_COLLECTION_SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {draft.scenarios.length === 0 ? (
        <EmptyState title="No intake scenarios yet">
          For example: when a caller wants a first consultation, ask for their name, date of birth and reason for the visit.
        </EmptyState>
      ) : (
        <ol className="as-scenarios">
          {draft.scenarios.map((scenario, index) => {
            const n = index + 1;
            const triggerField = `scenario:${scenario.key}:trigger`;
            const triggerError = errorFor(triggerField);
            const setQuestion = (qKey: string, patch: Partial<DraftScenarioQuestion>) =>
              setScenario(scenario.key, (s) => ({ ...s, questions: s.questions.map((q) => (q.key === qKey ? { ...q, ...patch } : q)) }));
            return (
              <li key={scenario.key} className="as-scenario">
                <div className="as-scenario__head">
                  <span className="as-scenario__badge">Scenario {n}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm as-danger-text"
                    onClick={() => update((d) => ({ ...d, scenarios: d.scenarios.filter((s) => s.key !== scenario.key) }))}
                    aria-label={`Remove scenario ${n}`}
                  >
                    <TrashIcon /> Remove
                  </button>
                </div>
                <div className="as-grid as-grid--2">
                  <div className="as-field">
                    <label htmlFor={`${scenario.key}-trigger`}>Trigger (scenario {n})</label>
                    <input
                      id={`${scenario.key}-trigger`}
                      value={scenario.trigger}
                      placeholder="Caller wants to book a first consultation"
                      aria-invalid={triggerError ? true : undefined}
                      aria-describedby={triggerError ? `${scenario.key}-trigger-error` : undefined}
                      onBlur={() => touch(triggerField)}
                      onChange={(e) => {
                        const value = e.target.value;
                        setScenario(scenario.key, (s) => ({ ...s, trigger: value }));
                      }}
                    />
                    <FieldError id={`${scenario.key}-trigger-error`} message={triggerError} />
                  </div>
                  <div className="as-field">
                    <label htmlFor={`${scenario.key}-action`}>After collecting (scenario {n})</label>
                    <input
                      id={`${scenario.key}-action`}
                      list={`${listId}-actions`}
                      value={scenario.post_collection_action}
                      placeholder="Book an appointment"
                      onChange={(e) => {
                        const value = e.target.value;
                        setScenario(scenario.key, (s) => ({ ...s, post_collection_action: value }));
                      }}
                    />
                  </div>
                </div>
                <fieldset className="as-questions">
                  <legend>Questions to ask</legend>
                  {scenario.questions.length === 0 ? <p className="as-hint">No questions yet.</p> : null}
                  <ol>
                    {scenario.questions.map((q, qIndex) => {
                      const field = `sq:${q.key}:question`;
                      const error = errorFor(field);
                      const label = `Scenario ${n} question ${qIndex + 1}`;
                      return (
                        <li key={q.key} className="as-question">
                          <div className="as-question__row">
                            <span className="as-question__number" aria-hidden="true">
                              {qIndex + 1}
                            </span>
                            <input
                              aria-label={label}
                              value={q.question}
                              placeholder="What is your date of birth?"
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${q.key}-error` : undefined}
                              onBlur={() => touch(field)}
                              onChange={(e) => setQuestion(q.key, { question: e.target.value })}
                            />
                            <label className="as-check as-check--compact">
                              <input
                                type="checkbox"
                                checked={q.is_required}
                                aria-label={`${label} required`}
                                onChange={(e) => setQuestion(q.key, { is_required: e.target.checked })}
                              />
                              <span aria-hidden="true">Required</span>
                            </label>
                            <button
                              type="button"
                              className="icon-btn as-remove"
                              aria-label={`Remove ${label.toLowerCase()}`}
                              title="Remove question"
                              onClick={() =>
                                setScenario(scenario.key, (s) => ({ ...s, questions: s.questions.filter((x) => x.key !== q.key) }))
                              }
                            >
                              <TrashIcon />
                            </button>
                          </div>
                          <FieldError id={`${q.key}-error`} message={error} />
                        </li>
                      );
                    })}
                  </ol>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() =>
                      setScenario(scenario.key, (s) => ({
                        ...s,
                        questions: [...s.questions, { key: newKey('sq'), question: '', is_required: false }],
                      }))
                    }
                  >
                    <PlusIcon /> Add question to scenario {n}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </SettingsCard>
  );
}

function TransferCard({ draft, update, errorFor, touch }: DraftProps) {
  const id = useId();
  const phoneError = errorFor('transfer_phone_number');
  const onCallError = errorFor('after_hours_transfer_phone_number');
  const off = !draft.transfer_calls_enabled;
  return (
    <SettingsCard title="Transfer to Human" description="Hand the call to you or your staff when the assistant should not handle it alone.">
      <Switch
        checked={draft.transfer_calls_enabled}
        onChange={(checked) => update((d) => ({ ...d, transfer_calls_enabled: checked }))}
        label="Enable call transfer"
        description="When off, the assistant takes a message instead."
      />
      <div className={off ? 'as-transfer is-off' : 'as-transfer'}>
        <div className="as-field as-field--narrow">
          <label htmlFor={`${id}-phone`}>Transfer phone number</label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.transfer_phone_number}
            placeholder="+1 212 555 0147"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${id}-phone-hint${phoneError ? ` ${id}-phone-error` : ''}`}
            onBlur={() => touch('transfer_phone_number')}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, transfer_phone_number: value }));
            }}
          />
          <p id={`${id}-phone-hint`} className="as-hint">
            US numbers can be typed without +1; other countries need their country code.
          </p>
          <FieldError id={`${id}-phone-error`} message={phoneError} />
        </div>
        <div className="as-field as-field--narrow">
          <label htmlFor={`${id}-on-call`}>After-hours on-call phone (optional)</label>
          <input
            id={`${id}-on-call`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={draft.after_hours_transfer_phone_number}
            placeholder="+1 212 555 0188"
            aria-invalid={onCallError ? true : undefined}
            aria-describedby={`${id}-on-call-hint${onCallError ? ` ${id}-on-call-error` : ''}`}
            onBlur={() => touch('after_hours_transfer_phone_number')}
            onChange={(e) => {
              const value = e.target.value;
              update((d) => ({ ...d, after_hours_transfer_phone_number: value }));
            }}
          />
          <p id={`${id}-on-call-hint`} className="as-hint">
            Outside your working hours, urgent callers (a leak, a fire, an injury) are put through to this number. Leave it
            empty and the assistant takes an urgent message and texts you at once.
          </p>
          <FieldError id={`${id}-on-call-error`} message={onCallError} />
        </div>
        <fieldset className="as-checks">
          <legend>Transfer the call when</legend>
          {TRANSFER_SCENARIOS.map((text) => (
            <label key={text} className="as-check">
              <input
                type="checkbox"
                checked={draft.transfer_scenarios.includes(text)}
                onChange={(e) => {
                  const checked = e.target.checked;
                  update((d) => ({
                    ...d,
                    transfer_scenarios: checked
                      ? [...d.transfer_scenarios.filter((t) => t !== text), text]
                      : d.transfer_scenarios.filter((t) => t !== text),
                  }));
                }}
              />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </SettingsCard>
  );
}
