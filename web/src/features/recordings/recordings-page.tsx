import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { errorMessages, isApiError } from '../../lib/api';
import { useBusiness } from '../../lib/business-context';
import { splitVariantRecordId, type Business } from '../../../../functions/contract/businesses';
import type { CallEndedBy, CallIntake } from '../../../../functions/contract/calls';
import { DashboardView } from '../dashboard/dashboard-view';
import { useTestCall } from '../test-call/test-call-context';
import {
  CALL_OUTCOMES,
  OUTCOME_LABEL,
  getCall,
  listCalls,
  type CallDetail,
  type CallOutcome,
  type CallSummary,
} from '../test-call/test-call-api';
import { displayDuration, displayPhone } from '../test-call/call-format';
import '../../styles/recordings.css';

const PAGE_SIZE = 25;

/** The end of a call the assistant did not close itself (its goodbye or hand-over shows on its own last line). */
const ENDED_BY: Record<Exclude<CallEndedBy, 'assistant'>, string> = {
  caller: 'The caller hung up',
  owner: 'You hung up this test call',
  no_reply: 'No one spoke for a while; the call was closed',
};

interface Loaded {
  calls: CallSummary[];
  next: string | null;
  zone: string;
}

/**
 * Call Recording Logs (/dashboard/recordings): every call the assistant took, test calls included, newest
 * first, filtered by outcome and date (the business's calendar days); a call opens its transcript. The
 * filters and the open call live in the URL, so a reload or a shared link shows the same thing.
 */
export function RecordingsPage() {
  const [params, setParams] = useSearchParams();
  const outcome = (CALL_OUTCOMES as readonly string[]).includes(params.get('outcome') ?? '') ? (params.get('outcome') as CallOutcome) : '';
  const from = validDate(params.get('from'));
  const to = validDate(params.get('to'));
  // Only the calls where a caller left an urgent message (the badge's filter).
  const urgent = params.get('urgent') === 'true';
  const openId = params.get('call');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A test call made from this page (the empty state's button, the sidebar) shows up as it starts and ends.
  const { openTestCall, callChanges } = useTestCall();
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(null);
    listCalls({ outcome: outcome || undefined, urgent: urgent ? 'true' : undefined, from: from || undefined, to: to || undefined, limit: PAGE_SIZE }, controller.signal)
      .then((page) => setLoaded({ calls: page.calls, next: page.next_cursor, zone: page.time_zone }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load calls', error);
        setLoaded(null);
        setFailed(messageOf(error));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [outcome, urgent, from, to, attempt, callChanges]);

  async function loadMore() {
    if (!loaded?.next || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listCalls({ outcome: outcome || undefined, urgent: urgent ? 'true' : undefined, from: from || undefined, to: to || undefined, cursor: loaded.next, limit: PAGE_SIZE });
      setLoaded((l) => (l ? { calls: [...l.calls, ...page.calls.filter((c) => !l.calls.some((x) => x.id === c.id))], next: page.next_cursor, zone: page.time_zone } : l));
    } catch (error) {
      console.error('Failed to load more calls', error);
      setFailed(messageOf(error));
    } finally {
      setLoadingMore(false);
    }
  }

  const setFilter = (name: 'outcome' | 'urgent' | 'from' | 'to', value: string) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('call');
        return next;
      },
      // The filters' inputs read their values from the address: it is updated in the input's own event (not in a
      // deferred transition), else a loaded browser puts the checkbox back unticked for a moment after the click.
      { replace: true, flushSync: true },
    );
  };
  const openCall = (callId: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (callId) next.set('call', callId);
      else next.delete('call');
      return next;
    });

  const filtered = !!(outcome || urgent || from || to);
  const rangeProblem = from && to && from > to ? 'The From date must be on or before the To date.' : null;
  const zone = loaded?.zone;
  const format = useMemo(() => dateTimeFormat(zone), [zone]);

  return (
    <DashboardView title="Call Recording Logs" description="Access and manage your call recordings.">
      <div className="rc-card">
        <form className="rc-filters" role="search" aria-label="Filter calls" onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor={`${id}-outcome`}>Outcome</label>
            <select id={`${id}-outcome`} value={outcome} onChange={(e) => setFilter('outcome', e.target.value)}>
              <option value="">All outcomes</option>
              {CALL_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {OUTCOME_LABEL[o]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => setFilter('from', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setFilter('to', e.target.value)} />
          </div>
          <label className="rc-filters__urgent">
            <input type="checkbox" checked={urgent} onChange={(e) => setFilter('urgent', e.target.checked ? 'true' : '')} /> Urgent messages only
          </label>
          <div className="rc-filters__actions">
            <button type="button" className="btn btn--secondary" disabled={!filtered} onClick={() => setParams({}, { replace: true })}>
              Clear filters
            </button>
          </div>
        </form>
        {zone ? <p className="rc-zone">Times are in {zone.replace(/_/g, ' ')}.</p> : null}

        {rangeProblem ? (
          <p className="alert alert--error" role="alert">
            {rangeProblem}
          </p>
        ) : failed && !loaded ? (
          <div className="alert alert--error rc-failed" role="alert">
            <span>We could not load your calls. {failed}</span>
            <button type="button" className="btn btn--secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        ) : loading && !loaded ? (
          <p className="rc-loading" role="status">
            Loading calls...
          </p>
        ) : loaded && loaded.calls.length === 0 ? (
          <div className="rc-empty" data-testid="calls-empty">
            {filtered ? (
              <>
                <h2>No calls match these filters</h2>
                <p>Try another outcome or date range.</p>
                <button type="button" className="btn btn--secondary" onClick={() => setParams({}, { replace: true })}>
                  Clear filters
                </button>
              </>
            ) : (
              <>
                <h2>No calls yet</h2>
                <p>When your assistant answers a call, it shows up here with its transcript. Try it with a test call.</p>
                <button type="button" className="btn btn--primary" onClick={() => openTestCall()}>
                  Start Test Call
                </button>
              </>
            )}
          </div>
        ) : loaded ? (
          <>
            <div className="rc-table-frame" aria-busy={loading}>
              <table className="data-table rc-table">
                <caption className="visually-hidden">Calls, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date &amp; time</th>
                    <th scope="col">Caller</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">Duration</th>
                    <th scope="col">Summary</th>
                    <th scope="col">
                      <span className="visually-hidden">Transcript</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.calls.map((call) => (
                    <tr key={call.id} data-testid="call-row">
                      <td className="rc-cell-when">
                        <span className="cell-label">Date &amp; time</span>
                        <span className="rc-when">{format.format(new Date(call.started_at))}</span>
                        {call.is_test ? <span className="rc-badge rc-badge--test">Test</span> : null}
                      </td>
                      <td className="rc-caller">
                        <span className="cell-label">Caller</span>
                        {call.is_test && !call.caller_number ? 'You (test call)' : displayPhone(call.caller_number)}
                      </td>
                      <td>
                        <span className="cell-label">Outcome</span>
                        <OutcomeBadge call={call} />
                      </td>
                      <td className="rc-num">
                        <span className="cell-label">Duration</span>
                        {displayDuration(call.duration_seconds)}
                      </td>
                      <td className="rc-summary">
                        <span className="cell-label">Summary</span>
                        {[call.transfer_to ? `Transferred to ${displayPhone(call.transfer_to)}` : null, call.summary].filter(Boolean).join(' · ') || '—'}
                      </td>
                      <td className="rc-cell-open">
                        <button type="button" className="btn btn--secondary rc-open" onClick={() => openCall(call.id)}>
                          View transcript
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {failed ? (
              <p className="alert alert--error" role="alert">
                {failed}
              </p>
            ) : null}
            {loaded.next ? (
              <div className="rc-more">
                <button type="button" className="btn btn--secondary" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading...' : 'Load more calls'}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      <TranscriptDialog callId={openId} onClose={() => openCall(null)} zone={zone} />
    </DashboardView>
  );
}

function OutcomeBadge({ call }: { call: CallSummary }) {
  // A caller's urgent message stands out beside whatever the call's outcome was (a message, or a booking after it).
  const urgent = call.urgent ? (
    <span className="rc-badge rc-badge--urgent" data-testid="urgent-badge">
      Urgent
    </span>
  ) : null;
  if (call.status === 'in_progress' || !call.outcome) {
    return (
      <>
        <span className="rc-badge rc-badge--live">In progress</span>
        {urgent}
      </>
    );
  }
  return (
    <>
      <span className={`rc-badge rc-badge--${call.outcome}`}>{OUTCOME_LABEL[call.outcome]}</span>
      {urgent}
    </>
  );
}

/** Where a fact the assistant spoke came from: the owner's record, named for the transcript. */
const SOURCE_LABEL: Record<string, string> = { faq: 'FAQ', service: 'service', hours: 'opening hours', address: 'address' };

/**
 * A fact's record as the owner knows it (the FAQ's question, the service's name), not its id. A record removed
 * since the call (or not in the loaded business yet) is named by its kind alone. A catalog item marked as a product
 * (a pizza on a menu) is named a product, as the Service Catalog names it.
 */
export function sourceName(source: { kind: string; id: string }, business: Pick<Business, 'business_questions' | 'business_items' | 'business_addresses'> | null): string {
  // A variant's record is its item and the variant's name ("Pepperoni Pizza, Large 16\"").
  const { itemId, variant } = source.kind === 'service' ? splitVariantRecordId(source.id) : { itemId: source.id, variant: null };
  const item = source.kind === 'service' ? business?.business_items.find((i) => i.id === itemId) : undefined;
  const label = item?.product ? 'product' : (SOURCE_LABEL[source.kind] ?? source.kind);
  const name =
    source.kind === 'faq'
      ? business?.business_questions.find((q) => q.id === source.id)?.question
      : source.kind === 'service'
        ? item && (variant === null ? item.name : `${item.name}, ${variant}`)
        : source.kind === 'address'
          ? business?.business_addresses.find((a) => a.id === source.id)?.address_line
          : undefined;
  return name ? `${label} “${name}”` : label;
}

/** One call and its transcript, in a dialog. */
function TranscriptDialog({ callId, onClose, zone }: { callId: string | null; onClose: () => void; zone?: string }) {
  const [call, setCall] = useState<CallDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { business } = useBusiness();

  useEffect(() => {
    if (!callId) return;
    const controller = new AbortController();
    setCall(null);
    setError(null);
    getCall(callId, controller.signal)
      .then(setCall)
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiError(e) && e.status === 404 ? 'This call was not found.' : messageOf(e));
      });
    return () => controller.abort();
  }, [callId]);

  const format = useCallback((iso: string) => dateTimeFormat(call?.time_zone ?? zone).format(new Date(iso)), [call?.time_zone, zone]);
  const timeOnly = useMemo(
    () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: call?.time_zone ?? zone }),
    [call?.time_zone, zone],
  );

  return (
    <Modal open={callId !== null} title="Call transcript" onClose={onClose} size="wide">
      <div className="rc-transcript-view" data-testid="transcript">
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : !call ? (
          <p role="status">Loading transcript...</p>
        ) : (
          <>
            <dl className="rc-facts">
              <div>
                <dt>Started</dt>
                <dd>{format(call.started_at)}</dd>
              </div>
              <div>
                <dt>Caller</dt>
                <dd>{call.is_test && !call.caller_number ? 'You (test call)' : displayPhone(call.caller_number)}</dd>
              </div>
              <div>
                <dt>Outcome</dt>
                <dd>
                  <OutcomeBadge call={call} />
                  {call.is_test ? <span className="rc-badge rc-badge--test">Test</span> : null}
                </dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{displayDuration(call.duration_seconds)}</dd>
              </div>
              {call.summary ? (
                <div className="rc-facts__wide">
                  <dt>Summary</dt>
                  <dd>{call.summary}</dd>
                </div>
              ) : null}
              {call.transfer_to ? (
                <div className="rc-facts__wide">
                  <dt>Transferred to</dt>
                  <dd>{displayPhone(call.transfer_to)}</dd>
                </div>
              ) : null}
              {call.recording_url ? (
                <div className="rc-facts__wide">
                  <dt>Recording</dt>
                  <dd className="rc-recording">
                    {/* The API answers a short-lived link to the audio; nothing loads until Play. */}
                    <audio controls preload="none" src={call.recording_url} aria-label="Call recording">
                      <a className="link" href={call.recording_url}>
                        Download the recording
                      </a>
                    </audio>
                    <a className="link" href={call.recording_url} target="_blank" rel="noreferrer">
                      Open the recording
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
            {call.intake?.length ? <IntakeAnswers intake={call.intake} /> : null}
            <ol className="rc-transcript" aria-label="Transcript">
              {call.transcript.map((line, i) => (
                <li key={i} className={`rc-turn rc-turn--${line.speaker}`} data-testid="transcript-line" data-speaker={line.speaker}>
                  <span className="rc-turn__meta">
                    {line.speaker === 'assistant' ? 'Assistant' : 'Caller'} · {timeOnly.format(new Date(line.at))}
                  </span>
                  <span className="rc-turn__text">{line.text || <em>(silence)</em>}</span>
                  {line.action === 'transfer' && line.transfer_to ? (
                    <span className="rc-turn__event">Transferred the call to {displayPhone(line.transfer_to)}</span>
                  ) : line.action === 'hangup' ? (
                    <span className="rc-turn__event">Ended the call</span>
                  ) : null}
                  {line.sources?.length ? (
                    <span className="rc-turn__sources" data-testid="transcript-sources">
                      From: {line.sources.map((s) => sourceName(s, business)).join(', ')}
                    </span>
                  ) : null}
                </li>
              ))}
              {call.status === 'ended' && call.ended_by && call.ended_by !== 'assistant' ? (
                <li className="rc-turn rc-turn--end" data-testid="call-ended-by">
                  <span className="rc-turn__event">{ENDED_BY[call.ended_by]}</span>
                </li>
              ) : null}
            </ol>
          </>
        )}
      </div>
    </Modal>
  );
}

/**
 * What an intake scenario collected in the call, each answer as the caller said it; an answer that did not look like
 * what was asked (the assistant asked twice, then kept it) carries the assistant's note beside it, for the owner to check.
 */
function IntakeAnswers({ intake }: { intake: CallIntake[] }) {
  return (
    <section className="rc-intake" aria-label="Intake answers" data-testid="intake-answers">
      {intake.map((scenario, i) => (
        <div key={i} className="rc-intake__scenario">
          <h3 className="rc-intake__title">Intake: {scenario.trigger}</h3>
          <dl className="rc-intake__answers">
            {scenario.answers.map((a, j) => (
              <div key={j} className="rc-intake__row" data-testid="intake-answer">
                <dt>{a.question}</dt>
                <dd>
                  {a.answer ? <span className="rc-intake__answer">{a.answer}</span> : <em>(no answer)</em>}
                  {a.note ? (
                    <span className="rc-intake__note" data-testid="intake-note">
                      Note: {a.note}
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

function dateTimeFormat(zone: string | undefined) {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  }
}

const validDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

const messageOf = (error: unknown) => errorMessages(error, 'Please try again.').join(' ');
