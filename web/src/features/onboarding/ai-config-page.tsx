import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, errorMessages, errorText, isApiError, isChangedElsewhere } from '../../lib/api';
import { CHANGED_ELSEWHERE_FALLBACK, ChangedElsewhereAlert } from './changed-elsewhere-alert';
import { sellsProducts, type Business } from '../../../../functions/contract/businesses';
import { useBusiness } from '../../lib/business-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { OnboardingWide } from './onboarding-shell';
import { AutoGrowTextarea } from '../../components/auto-grow-textarea';
import { TestCallProvider, useTestCall } from '../test-call/test-call-context';
import { callMe } from '../test-call/test-call-api';
import { playVoicePreview } from '../test-call/voice-preview';
import {
  DAY_LABEL,
  blankQuestion,
  draftFromBusiness,
  newService,
  personalizeAttributes,
  rebasePersonalize,
  removeItem,
  removeQuestion,
  validatePersonalize,
  type HoursRow,
  type ItemRow,
  type PersonalizeDraft,
  type QuestionRow,
} from './personalize-draft';
import { VariantsEditor } from '../../components/variants-editor';
import type { AvailablePhoneNumber } from '../../../../functions/contract/phone-numbers';
import { ANSWER_DELAYS, type CallHandlingMethod } from '../../../../functions/contract/assistant-configurations';

type CallHandling = CallHandlingMethod;

const STEP_TITLES = ['Choose Your Call Handling Method', 'Personalize Customer Interaction', 'Configure Your AI Assistant'];

/** '+14155550100' → '+1 (415) 555-0100' */
export function displayPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `+1 (${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/**
 * AI configuration (spec section 2), three internal steps kept in the URL (?step=2), so a reload resumes the
 * step the owner was on, with what was saved.
 */
export function AiConfigPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('step') ?? '1');
  const step = raw === 2 || raw === 3 ? raw : 1;
  useDocumentTitle(STEP_TITLES[step - 1]);
  const { business } = useBusiness();
  const go = (next: number) => setParams(next === 1 ? {} : { step: String(next) });
  if (!business) return null;
  return (
    <OnboardingWide step={4}>
      <div className="onb-card onb-card--wide">
        <ol className="onb-substeps" aria-label="AI configuration steps">
          {STEP_TITLES.map((title, i) => (
            <li key={title} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : ''} aria-current={i + 1 === step ? 'step' : undefined}>
              <span className="onb-substeps__num" aria-hidden="true">
                {i + 1}
              </span>
              <span className="onb-substeps__label">{title}</span>
            </li>
          ))}
        </ol>
        {step === 1 ? <CallHandlingStep onDone={() => go(2)} /> : null}
        {step === 2 ? <PersonalizeStep onBack={() => go(1)} onDone={() => go(3)} /> : null}
        {step === 3 ? (
          <TestCallProvider>
            <ConfigureStep onBack={() => go(2)} />
          </TestCallProvider>
        ) : null}
      </div>
    </OnboardingWide>
  );
}

function useSave() {
  const { business, setBusiness } = useBusiness();
  return async (body: Record<string, unknown>) => {
    const saved = await api.patch<Business>(`/businesses/${business!.id}`, { business: body });
    setBusiness(saved);
    return saved;
  };
}

function StepError({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <div className="alert alert--error" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="alert__list">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const failureMessages = (error: unknown): string[] => {
  const list = isApiError(error) ? (error.body as { errors?: unknown } | null)?.errors : null;
  if (Array.isArray(list) && list.length) return list.map(String);
  return [errorText(error) ?? 'Your changes could not be saved. Please try again.'];
};

// ---------------------------------------------------------------- step 1

function CallHandlingStep({ onDone }: { onDone: () => void }) {
  const { business } = useBusiness();
  const save = useSave();
  const id = useId();
  const saved = business!.assistant_configuration.call_handling_method;
  const [method, setMethod] = useState<CallHandling>(saved === 'own_number' ? 'own_number' : 'smart_line');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const lock = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.current) return;
    lock.current = true;
    setBusy(true);
    setErrors([]);
    try {
      await save({ call_handling_method: method });
      onDone();
    } catch (error) {
      setErrors(failureMessages(error));
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

  const option = (value: CallHandling, title: string, text: string, badge?: string) => (
    <label className={method === value ? 'choice is-selected' : 'choice'}>
      <input type="radio" name={`${id}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
      <span className="choice__body">
        <span className="choice__title">
          {title}
          {badge ? <span className="badge">{badge}</span> : null}
        </span>
        <span className="choice__text">{text}</span>
      </span>
    </label>
  );

  return (
    <form onSubmit={onSubmit} className="onb-step">
      <h1 className="onb-title">Choose Your Call Handling Method</h1>
      <p className="onb-subtitle">How should calls reach your AI assistant?</p>
      <StepError messages={errors} />
      <fieldset className="choices">
        <legend className="visually-hidden">Call handling method</legend>
        {option('own_number', 'Use My Own Number', 'Keep your current business number and forward calls to your assistant when you want it to answer.')}
        {option('smart_line', 'Use a Smart Line', 'Get a dedicated number from us. Your assistant answers it straight away, with nothing to set up.', 'Recommended')}
      </fieldset>
      <div className="onb-actions onb-actions--split">
        <Link to="/onboarding/company-details" className="btn btn--secondary btn--lg">
          Back
        </Link>
        <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
          {busy ? 'Saving...' : 'Continue'}
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------- step 2

function Section({ title, count, children }: { title: string; count: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className={open ? 'collapsible is-open' : 'collapsible'}>
      <h2 className="collapsible__heading">
        <button type="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          <span className="collapsible__count">{count}</span>
          <span className="collapsible__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={`${id}-panel`} className="collapsible__panel" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

const LEAVE_PERSONALIZE_QUESTION = 'You have unsaved FAQs, products or hours. Leave this step and discard them?';

function PersonalizeStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { business, reload } = useBusiness();
  const save = useSave();
  // The draft as loaded (or last reloaded): what a refused save's typing is rebased from.
  const [loaded, setLoaded] = useState<PersonalizeDraft>(() => draftFromBusiness(business!));
  const [draft, setDraft] = useState<PersonalizeDraft>(loaded);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [changedElsewhere, setChangedElsewhere] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const lock = useRef(false);
  // What a save would send, compared with what was loaded: a reload, Back or another page asks before dropping it.
  const savedShape = useMemo(() => JSON.stringify(personalizeAttributes(loaded)), [loaded]);
  const dirty = JSON.stringify(personalizeAttributes(draft)) !== savedShape;
  const saved = useRef(false);
  useLeaveGuard(dirty, LEAVE_PERSONALIZE_QUESTION, { withinSearch: true, lets: () => saved.current, leaving: saved });

  const setQuestion = (key: string, patch: Partial<QuestionRow>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q) => (q.key === key ? { ...q, ...patch } : q)) }));
  const setItem = (key: string, patch: Partial<ItemRow>) =>
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));
  const setHours = (key: string, patch: Partial<HoursRow>) =>
    setDraft((d) => ({ ...d, hours: d.hours.map((h) => (h.key === key ? { ...h, ...patch } : h)) }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.current) return;
    const problems = validatePersonalize(draft);
    setErrors(problems);
    if (problems.length) return;
    lock.current = true;
    setBusy(true);
    setChangedElsewhere(null);
    try {
      // Checked against the version this page loaded: another tab's save in between is refused, not overwritten.
      const result = await save({ ...personalizeAttributes(draft), lock_version: business!.lock_version });
      // The saved records now have ids: a second save (Back, then Continue again) updates them.
      const next = draftFromBusiness(result);
      setLoaded(next);
      setDraft(next);
      saved.current = true;
      onDone();
    } catch (error) {
      if (isChangedElsewhere(error)) setChangedElsewhere(errorText(error) ?? CHANGED_ELSEWHERE_FALLBACK);
      else setErrors(failureMessages(error));
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }

  async function reloadLatest() {
    setReloading(true);
    try {
      const latest = await reload();
      setDraft((typed) => rebasePersonalize(loaded, typed, latest));
      setLoaded(draftFromBusiness(latest));
      setChangedElsewhere(null);
    } catch (error) {
      setErrors(failureMessages(error));
    } finally {
      setReloading(false);
    }
  }

  const openDays = draft.hours.filter((h) => h.open).length;
  return (
    <form onSubmit={onSubmit} className="onb-step" noValidate>
      <h1 className="onb-title">Personalize Customer Interaction</h1>
      <p className="onb-subtitle">What your assistant tells callers: answers to common questions, what you offer, and when you're open.</p>
      <StepError messages={errors} />
      {changedElsewhere ? <ChangedElsewhereAlert message={changedElsewhere} reloading={reloading} onReload={() => void reloadLatest()} /> : null}

      <Section title="FAQs" count={counted(draft.questions.filter((q) => q.question.trim()).length, 'question')}>
        <ul className="rows">
          {draft.questions.map((q, i) => (
            <li key={q.key} className="row-card">
              <div className="field">
                <label htmlFor={`${q.key}-q`}>Question {i + 1}</label>
                <input id={`${q.key}-q`} value={q.question} placeholder="Do you have parking?" onChange={(e) => setQuestion(q.key, { question: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${q.key}-a`}>Answer {i + 1}</label>
                <AutoGrowTextarea id={`${q.key}-a`} rows={2} value={q.answer} placeholder="Yes, free parking is available behind the building." onChange={(e) => setQuestion(q.key, { answer: e.target.value })} />
              </div>
              <button type="button" className="btn btn--ghost btn--sm row-card__remove" onClick={() => setDraft((d) => removeQuestion(d, q.key))}>
                Delete<span className="visually-hidden"> question {i + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDraft((d) => ({ ...d, questions: [...d.questions, blankQuestion()] }))}>
          + Add Another Question
        </button>
      </Section>

      <Section title="Pricing & Product Information" count={counted(draft.items.filter((i) => i.name.trim()).length, 'item')}>
        <ul className="rows">
          {draft.items.map((item, i) => (
            <li key={item.key} className="row-card row-card--item">
              <div className="field">
                <label htmlFor={`${item.key}-name`}>Name {i + 1}</label>
                <input id={`${item.key}-name`} value={item.name} placeholder="First consultation" onChange={(e) => setItem(item.key, { name: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${item.key}-price`}>Price ({item.currency})</label>
                <input
                  id={`${item.key}-price`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={item.price}
                  placeholder="0.00"
                  onChange={(e) => setItem(item.key, { price: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${item.key}-duration`}>Duration (minutes)</label>
                <input
                  id={`${item.key}-duration`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={item.product ? '' : item.duration}
                  disabled={item.product}
                  placeholder={item.product ? 'Not needed' : '30'}
                  onChange={(e) => setItem(item.key, { duration: e.target.value })}
                />
              </div>
              <button type="button" className="btn btn--ghost btn--sm row-card__remove" onClick={() => setDraft((d) => removeItem(d, item.key))}>
                Delete<span className="visually-hidden"> product or service {i + 1}</span>
              </button>
              <label className="row-card__product">
                <input
                  type="checkbox"
                  aria-label={`Product ${i + 1}: ordered by callers, not booked`}
                  checked={item.product}
                  onChange={(e) => setItem(item.key, { product: e.target.checked })}
                />
                <span aria-hidden="true">Product: ordered by callers, not booked</span>
              </label>
              <div className="row-card__variants">
                <VariantsEditor
                  idPrefix={item.key}
                  itemLabel={item.name.trim() || `product or service ${i + 1}`}
                  rows={item.variants ?? []}
                  onChange={(variants) => setItem(item.key, { variants })}
                  withDuration={!item.product}
                  showErrors={errors.length > 0}
                />
              </div>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDraft((d) => ({ ...d, items: [...d.items, newService(sellsProducts(business?.industry))] }))}>
          + Add Product or Service
        </button>
      </Section>

      <Section title="Working Hours" count={`${counted(openDays, 'day')} open`}>
        <table className="hours-table">
          <caption className="visually-hidden">Opening hours by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
            </tr>
          </thead>
          <tbody>
            {draft.hours.map((h) => (
              <tr key={h.key} className={h.open ? '' : 'is-closed'}>
                <th scope="row">
                  <label className="checkbox">
                    <input type="checkbox" checked={h.open} onChange={(e) => setHours(h.key, { open: e.target.checked })} />
                    {DAY_LABEL[h.day_of_week]}
                  </label>
                </th>
                {h.open ? (
                  <>
                    <td>
                      <input
                        type="time"
                        aria-label={`${DAY_LABEL[h.day_of_week]} opens`}
                        value={h.open_time}
                        step={900}
                        onChange={(e) => setHours(h.key, { open_time: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        type="time"
                        aria-label={`${DAY_LABEL[h.day_of_week]} closes`}
                        value={h.close_time}
                        step={900}
                        onChange={(e) => setHours(h.key, { close_time: e.target.value })}
                      />
                    </td>
                  </>
                ) : (
                  <td colSpan={2} className="hours-table__closed">
                    Closed
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <div className="onb-actions onb-actions--split">
        <button type="button" className="btn btn--secondary btn--lg" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn--primary btn--lg" disabled={busy || reloading}>
          {busy ? 'Saving...' : 'Continue to Configuration'}
        </button>
      </div>
    </form>
  );
}

// ---------------------------------------------------------------- step 3

function ConfigureStep({ onBack }: { onBack: () => void }) {
  const { business } = useBusiness();
  const save = useSave();
  const navigate = useNavigate();
  const id = useId();
  const assistant = business!.assistant_configuration;
  const linked = (business as Business & { assistant_phone_number?: string | null }).assistant_phone_number ?? null;
  const [numbers, setNumbers] = useState<AvailablePhoneNumber[] | null>(linked ? [] : null);
  const [numberId, setNumberId] = useState<string>('');
  const [answerIfUnanswered, setAnswerIfUnanswered] = useState(assistant.answer_if_unanswered !== false);
  const [answerDelay, setAnswerDelay] = useState<number>(
    ANSWER_DELAYS.includes(assistant.answer_delay_seconds as (typeof ANSWER_DELAYS)[number]) ? (assistant.answer_delay_seconds as number) : 10,
  );
  const [afterHours, setAfterHours] = useState(assistant.after_hours_handling !== false);
  const [status, setStatus] = useState<'idle' | 'activating'>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const lock = useRef(false);
  // The phone-assistant issue replaces the spec's two alerts: 'Call Me Now' rings the owner's phone in AWS and
  // opens the in-browser call panel locally; 'AI Voice Preview' plays the greeting in the assistant's voice
  // (Amazon Polly's audio in AWS, the browser's speech synthesis locally).
  const { openTestCall } = useTestCall();
  const [tryBusy, setTryBusy] = useState<'call' | 'voice' | null>(null);
  const [tryNote, setTryNote] = useState<{ text: string; error?: boolean } | null>(null);
  const tryLock = useRef(false);

  async function callMeNow() {
    if (tryLock.current) return;
    tryLock.current = true;
    setTryBusy('call');
    setTryNote(null);
    try {
      const reply = await callMe();
      if (reply.mode === 'phone') {
        setTryNote({ text: `We're calling you at ${reply.phone_number ? displayPhone(reply.phone_number) : 'your business phone'}. Answer to talk to your assistant.` });
      } else {
        openTestCall({ context: 'Call Me Now: on this computer the call runs in your browser.', voice: assistant.voice, logsLink: false });
      }
    } catch (error) {
      console.error('Call Me Now failed', error);
      setTryNote({ text: errorMessages(error, 'We could not start the call. Please try again.').join(' '), error: true });
    } finally {
      tryLock.current = false;
      setTryBusy(null);
    }
  }

  async function previewVoice() {
    if (tryLock.current) return;
    tryLock.current = true;
    setTryBusy('voice');
    setTryNote(null);
    try {
      setTryNote({ text: (await playVoicePreview(assistant.voice || 'alloy')).note });
    } catch (error) {
      console.error('AI Voice Preview failed', error);
      setTryNote({ text: errorMessages(error, 'The voice preview could not be played. Please try again.').join(' '), error: true });
    } finally {
      tryLock.current = false;
      setTryBusy(null);
    }
  }

  useEffect(() => {
    if (linked) return;
    let active = true;
    api
      .get<AvailablePhoneNumber[]>('/phone-numbers/available')
      .then((list) => {
        if (!active) return;
        setNumbers(list);
        // The first number is preselected (spec section 2).
        setNumberId(list[0]?.id ?? '');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Failed to load phone numbers', error);
        setNumbers([]);
        setErrors(['We could not load the available phone numbers. Please reload the page.']);
      });
    return () => {
      active = false;
    };
  }, [linked, reloadKey]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.current) return;
    if (!linked && !numberId) {
      setErrors(['Choose a phone number for your assistant.']);
      return;
    }
    lock.current = true;
    setStatus('activating');
    setErrors([]);
    try {
      // The spec keeps these in the browser; the phone assistant needs them, so they are saved on the assistant.
      await save({ answer_if_unanswered: answerIfUnanswered, answer_delay_seconds: answerDelay, after_hours_handling: afterHours });
      if (!linked) await api.post('/phone-numbers/link/', { business_id: business!.id, phone_number_id: numberId });
      navigate('/dashboard');
    } catch (error) {
      console.error('Activating the assistant failed', error);
      setErrors(failureMessages(error));
      // A number someone else just took: offer a fresh list.
      if (isApiError(error) && error.status === 409) setReloadKey((k) => k + 1);
      lock.current = false;
      setStatus('idle');
    }
  }

  const ownNumber = assistant.call_handling_method === 'own_number';
  return (
    <form onSubmit={onSubmit} className="onb-step">
      <h1 className="onb-title">Configure Your AI Assistant</h1>
      <p className="onb-subtitle">
        {ownNumber
          ? 'Pick the number your assistant answers on. Forward your business line to it whenever you want the assistant to pick up.'
          : 'Pick your Smart Line: the number your assistant answers on.'}
      </p>
      <StepError messages={errors} />

      <fieldset className="numbers">
        <legend className="onb-legend">Your assistant's phone number</legend>
        {linked ? (
          <label className="choice is-selected">
            <input type="radio" name={`${id}-number`} checked readOnly />
            <span className="choice__body">
              <span className="choice__title">{displayPhone(linked)}</span>
              <span className="choice__text">Already linked to your assistant.</span>
            </span>
          </label>
        ) : numbers === null ? (
          <p className="onb-muted" role="status">
            Loading available numbers...
          </p>
        ) : numbers.length === 0 ? (
          <p className="onb-muted">No numbers are available right now. Please try again in a moment.</p>
        ) : (
          numbers.map((n) => (
            <label key={n.id} className={numberId === n.id ? 'choice choice--compact is-selected' : 'choice choice--compact'}>
              <input type="radio" name={`${id}-number`} value={n.id} checked={numberId === n.id} onChange={() => setNumberId(n.id)} />
              <span className="choice__body">
                <span className="choice__title">{displayPhone(n.phone_number)}</span>
              </span>
            </label>
          ))
        )}
      </fieldset>

      <div className="settings-list">
        <div className="setting">
          <label className="checkbox">
            <input type="checkbox" checked={answerIfUnanswered} onChange={(e) => setAnswerIfUnanswered(e.target.checked)} />
            <span>
              Answer after{' '}
              <select
                aria-label="Seconds before the assistant answers"
                className="inline-select"
                value={answerDelay}
                disabled={!answerIfUnanswered}
                onChange={(e) => setAnswerDelay(Number(e.target.value))}
              >
                {ANSWER_DELAYS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>{' '}
              seconds if unanswered
            </span>
          </label>
          <p className="field__hint">If nobody picks up, your assistant takes the call.</p>
        </div>
        <div className="setting">
          <label className="checkbox">
            <input type="checkbox" checked={afterHours} onChange={(e) => setAfterHours(e.target.checked)} />
            <span>After-hours/weekend call handling</span>
          </label>
          <p className="field__hint">Outside your working hours the assistant answers every call.</p>
        </div>
      </div>

      <div className="onb-try">
        {/* Never disabled while busy (that would drop the focus the call panel hands back); tryLock stops a second request. */}
        <button type="button" className="btn btn--secondary" onClick={() => void previewVoice()} aria-busy={tryBusy === 'voice'}>
          {tryBusy === 'voice' ? 'Loading voice...' : 'AI Voice Preview'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void callMeNow()} aria-busy={tryBusy === 'call'}>
          {tryBusy === 'call' ? 'Calling...' : 'Call Me Now'}
        </button>
        <p className={tryNote?.error ? 'onb-try__note onb-try__note--error' : 'onb-try__note'} role="status" data-testid="try-note">
          {tryNote?.text}
        </p>
      </div>

      <div className="onb-actions onb-actions--split">
        <button type="button" className="btn btn--secondary btn--lg" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn--primary btn--lg" disabled={status === 'activating' || (!linked && numbers === null)}>
          {status === 'activating' ? 'Activating...' : 'Activate Assistant'}
        </button>
      </div>
    </form>
  );
}

/** "1 question", "3 questions": the section headers' counts. */
export const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
