import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from './copy-button';
import { dialDigits, fetchGoLive, formatPhone, type GoLiveStatus } from './go-live-api';

const CHECK_INTERVAL_MS = 5_000;
const CHECK_FOR_MS = 5 * 60_000;

/**
 * The assistant's number with a copy button (dashboard, Assistant Configuration, User Settings). With 'Use My Own
 * Number' it also explains call forwarding and checks it: a call forwarded from the owner's line shows up here.
 */
export function AssistantNumberCard({ status, compact = false }: { status: GoLiveStatus | null; compact?: boolean }) {
  if (!status) return null;
  const number = status.assistant_phone_number;
  return (
    <section className="gl-card" aria-labelledby="gl-number-title" data-testid="assistant-number-card">
      <h2 id="gl-number-title" className="gl-card__title">
        Your assistant's number
      </h2>
      {number ? (
        <>
          <p className="gl-number">
            <span className="gl-number__value" data-testid="assistant-number">
              {formatPhone(number)}
            </span>
            <CopyButton text={number} label={`Copy ${formatPhone(number)}`} />
          </p>
          <p className="gl-card__text">
            {status.call_handling_method === 'own_number'
              ? `Callers keep dialing your business number, ${formatPhone(status.business_phone_number)}; forward it to this number so your assistant answers.`
              : 'Publish this number on your website, Google profile and signs: your assistant answers it around the clock.'}
          </p>
          {status.call_handling_method === 'own_number' && !compact ? <ForwardingHelp assistantNumber={number} initial={status} /> : null}
        </>
      ) : (
        <p className="gl-card__text">
          No number is linked yet. <Link to="/onboarding/ai-config">Choose your assistant's number</Link> to go live.
        </p>
      )}
    </section>
  );
}

/** Call forwarding codes in general use in the US; carriers differ, so the text says to check with yours. */
export function ForwardingHelp({ assistantNumber, initial }: { assistantNumber: string; initial: GoLiveStatus }) {
  const n = dialDigits(assistantNumber);
  return (
    <div className="gl-forwarding" data-testid="forwarding-help">
      <h3 className="gl-forwarding__title">Forward your business line to your assistant</h3>
      <p className="gl-card__text">
        Dial these from the phone whose calls you want answered. They are the codes most US carriers use; yours may differ, so
        check with your carrier (business lines and VoIP systems often set forwarding in their web portal instead).
      </p>
      <div className="gl-forwarding__grid">
        <div>
          <h4>Verizon, US Cellular and most landlines</h4>
          <ul>
            <li>
              All calls (unconditional): <code>*72 {n}</code>; turn off with <code>*73</code>
            </li>
            <li>
              When you don't answer or are busy (Verizon mobile): <code>*71 {n}</code>; turn off with <code>*73</code>
            </li>
            <li>
              When busy (landlines): <code>*90 {n}</code>; turn off with <code>*91</code>
            </li>
            <li>
              When there is no answer (landlines): <code>*92 {n}</code>; turn off with <code>*93</code>
            </li>
          </ul>
        </div>
        <div>
          <h4>AT&amp;T, T-Mobile and other GSM carriers</h4>
          <ul>
            <li>
              All calls (unconditional): <code>**21*{n}#</code>; turn off with <code>##21#</code>
            </li>
            <li>
              When you don't answer: <code>**61*{n}#</code>; turn off with <code>##61#</code>
            </li>
            <li>
              When busy: <code>**67*{n}#</code>; turn off with <code>##67#</code>
            </li>
            <li>
              When unreachable: <code>**62*{n}#</code>; turn off with <code>##62#</code>
            </li>
            <li>
              All conditional forwarding at once: <code>**004*{n}#</code>; turn off with <code>##004#</code>
            </li>
          </ul>
        </div>
      </div>
      <ForwardingCheck initial={initial} />
    </div>
  );
}

/** After 'Check forwarding', calls the business line from another phone: the new call appears in the call log. */
function ForwardingCheck({ initial }: { initial: GoLiveStatus }) {
  const [since, setSince] = useState<string | null>(null);
  const [found, setFound] = useState<GoLiveStatus['last_phone_call']>(null);
  const [timedOut, setTimedOut] = useState(false);
  const baseline = useRef(initial.last_phone_call?.id ?? null);

  useEffect(() => {
    if (!since) return;
    const started = Date.now();
    const controller = new AbortController();
    const timer = window.setInterval(async () => {
      if (Date.now() - started > CHECK_FOR_MS) {
        window.clearInterval(timer);
        setTimedOut(true);
        setSince(null);
        return;
      }
      try {
        const next = await fetchGoLive(controller.signal);
        const call = next.last_phone_call;
        if (call && call.id !== baseline.current) {
          window.clearInterval(timer);
          setFound(call);
          setSince(null);
        }
      } catch (error) {
        if (!controller.signal.aborted) console.error('Forwarding check failed', error);
      }
    }, CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [since]);

  function start() {
    setFound(null);
    setTimedOut(false);
    setSince(new Date().toISOString());
  }

  return (
    <div className="gl-check">
      <button type="button" className="btn btn--primary" onClick={start} disabled={since !== null}>
        {since ? 'Waiting for your call...' : 'Check forwarding'}
      </button>
      <p className="gl-card__text" role="status" aria-live="polite" data-testid="forwarding-status">
        {since
          ? 'Now call your business number from another phone and let it ring: the forwarded call will show up here.'
          : found
            ? `Forwarding works: a call from ${formatPhone(found.caller_number) || 'an unknown number'} reached your assistant. It is in your call log.`
            : timedOut
              ? 'No forwarded call arrived in 5 minutes. Check the code with your carrier and try again.'
              : ''}
      </p>
      {found ? <Link to="/dashboard/recordings">Open Call Recording Logs</Link> : null}
    </div>
  );
}
