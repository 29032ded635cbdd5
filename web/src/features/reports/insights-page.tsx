import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DashboardView } from '../dashboard/dashboard-view';
import { errorText } from '../../lib/api';
import { NO_CALLS_IN_RANGE, type CallInsight, type GapGroup } from '../../../../functions/contract/reports';
import { addAnswer, fetchInsights, rangeFromParams, rangeToParams, type InsightsResponse, type RangeChoice } from './reports-api';
import { RangePicker } from './range-picker';
import '../../styles/reports.css';

const callLink = (id: string) => `/dashboard/recordings?call=${encodeURIComponent(id)}`;

/** AI Call Insights (/dashboard/insights): every sentence computed by the server from the business's own calls. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const choice = rangeFromParams(params);
  const [data, setData] = useState<InsightsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const key = params.toString();

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchInsights(choice, controller.signal)
      .then(setData)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorText(e) ?? 'Insights could not be loaded. Please try again.');
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reload]);

  const change = (next: RangeChoice) => setParams(rangeToParams(next));

  return (
    <DashboardView title="AI Call Insights" description="Detailed AI analysis of your calls.">
      <RangePicker value={choice} onChange={change} />
      {error ? (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      ) : null}
      {data ? (
        <div className="rp-body">
          <section className="ap-card rp-section" aria-labelledby="in-headlines">
            <h2 id="in-headlines">In short</h2>
            <ul className="in-headlines" data-testid="insight-headlines">
              {data.headlines.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            {data.lists_truncated ? <p className="rp-note">The lists below read the newest 500 calls of the range; the counts above cover all of them.</p> : null}
          </section>

          <section className="ap-card rp-section" aria-labelledby="in-gaps">
            <h2 id="in-gaps">Questions your assistant could not answer</h2>
            {data.gaps.length === 0 ? (
              <p className="rp-note">
                None in this range.
                {/* A new owner's first calls are test calls, whose summaries say their questions are kept: say where. */}
                {choice.include_test ? null : ' Questions from your test calls show when you tick Include test calls.'}
              </p>
            ) : null}
            <ul className="in-gaps">
              {data.gaps.map((g) => (
                <GapItem key={g.key} gap={g} onAnswered={() => setReload((n) => n + 1)} />
              ))}
            </ul>
          </section>

          <section className="ap-card rp-section" aria-labelledby="in-intents">
            <h2 id="in-intents">What callers wanted</h2>
            {data.intents.length === 0 ? <p className="rp-note">{NO_CALLS_IN_RANGE}</p> : null}
            <ol className="in-intents">
              {data.intents.slice(0, 10).map((i) => (
                <li key={i.intent}>
                  {i.label}: {i.calls} {i.calls === 1 ? 'call' : 'calls'}
                </li>
              ))}
            </ol>
          </section>

          <CallList id="in-missed" title="Missed opportunities" empty="No caller who wanted to book or order went without." calls={data.missed_opportunities} zone={data.time_zone} />
          <CallList id="in-handovers" title="Handovers" empty="No call was handed over." calls={data.handovers} zone={data.time_zone} />
          <CallList id="in-frustrated" title="Frustrated callers" empty="No caller sounded frustrated." calls={data.frustrated} zone={data.time_zone} />
          <CallList id="in-recent" title="Call summaries" empty={NO_CALLS_IN_RANGE} calls={data.recent_calls} zone={data.time_zone} />
        </div>
      ) : null}
    </DashboardView>
  );
}

/** A call's start in the business's zone (as the call log shows it), whatever the browser's zone. */
function startedAt(iso: string, zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  }
}

function CallList({ id, title, empty, calls, zone }: { id: string; title: string; empty: string; calls: CallInsight[]; zone: string }) {
  return (
    <section className="ap-card rp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {calls.length === 0 ? <p className="rp-note">{empty}</p> : null}
      <ul className="in-calls" data-testid={id}>
        {calls.map((c) => (
          <li key={c.call_id}>
            <Link to={callLink(c.call_id)}>{startedAt(c.started_at, zone)}</Link>
            {c.is_test ? <span className="in-badge">Test</span> : null} <span className="in-summary">{c.summary}</span>
            {c.reason ? <span className="in-reason">{c.reason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GapItem({ gap, onAnswered }: { gap: GapGroup; onAnswered: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState(gap.question);
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setStatus({ kind: 'saving' });
    try {
      await addAnswer({ question, answer });
      setStatus({ kind: 'saved' });
      setOpen(false);
      onAnswered();
    } catch (error) {
      setStatus({ kind: 'error', message: errorText(error) ?? 'The answer could not be saved.' });
    }
  }

  return (
    <li className="in-gap" data-testid="gap">
      <div className="in-gap__head">
        <span className="in-gap__question">“{gap.question}”</span>
        <span className="in-gap__count">
          {gap.count} {gap.count === 1 ? 'time' : 'times'}
        </span>
        {gap.answered ? (
          <span className="in-badge in-badge--ok">Answered in your FAQ</span>
        ) : (
          <button type="button" className="btn btn--secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Add answer
          </button>
        )}
      </div>
      {gap.questions.length > 1 ? <p className="rp-note">Also asked as: {gap.questions.slice(1, 4).map((q) => `“${q}”`).join(', ')}</p> : null}
      {/* Words that name the link's own call: every question's first link used to read "call 1". */}
      <p className="rp-note">
        {gap.call_ids.length === 1 ? (
          <Link to={callLink(gap.call_ids[0]!)}>Open the call</Link>
        ) : (
          <>
            Asked in {gap.call_ids.length} calls:{' '}
            {gap.call_ids.slice(0, 5).map((c, i) => (
              <span key={c}>
                {i ? ', ' : ''}
                <Link to={callLink(c)} aria-label={`Open call ${i + 1} of ${gap.call_ids.length}`}>
                  {ordinal(i + 1)}
                </Link>
              </span>
            ))}
          </>
        )}
      </p>
      {open ? (
        <form className="in-answer" onSubmit={(e) => void save(e)}>
          <label htmlFor={`${id}-q`}>Question</label>
          <input id={`${id}-q`} value={question} onChange={(e) => setQuestion(e.target.value)} />
          <label htmlFor={`${id}-a`}>Answer</label>
          <textarea id={`${id}-a`} value={answer} onChange={(e) => setAnswer(e.target.value)} rows={3} />
          <button type="submit" className="btn btn--primary" disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? 'Saving...' : 'Save answer'}
          </button>
          {status.kind === 'error' ? (
            <p className="alert alert--error" role="alert">
              {status.message}
            </p>
          ) : null}
        </form>
      ) : null}
      {status.kind === 'saved' ? <p role="status">Added to your FAQ. Your assistant answers it from the next call.</p> : null}
    </li>
  );
}

/** 1st, 2nd, 3rd, 4th, 5th: the calls a question was asked in, in the order the server lists them. */
function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}
