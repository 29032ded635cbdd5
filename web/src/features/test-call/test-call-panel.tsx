import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newRequestKey } from '../../lib/request-key';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { CloseIcon, PhoneIcon } from '../../components/icons';
import { errorMessages, isApiError } from '../../lib/api';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { OUTCOME_LABEL, emailNotificationsOn, getTestCall, hangUpTestCall, sendTurn, startTestCall, type CallOutcome, type CallOverrides, type TurnReply } from './test-call-api';
import { canSpeak, recognitionConstructor, speak, stopSpeaking, type Recognition } from './speech';
import { displayDuration, displayPhone } from './call-format';
import '../../styles/test-call.css';

export interface TestCallOptions {
  /** A line under the panel's heading saying where the call comes from ('Preview with your unsaved settings'). */
  context?: string;
  /** Unsaved settings applied to this call only (the assistant screen's previews). */
  overrides?: CallOverrides;
  /** The assistant's voice for the browser's speech. */
  voice?: string;
  /** Plays a caller with this caller ID (the field in the panel starts with it). */
  callerNumber?: string | null;
  /** Offer the Call Recording Logs link once the call ends (not during onboarding, before the dashboard). */
  logsLink?: boolean;
}

type Phase = 'connecting' | 'live' | 'ended' | 'failed';
/** How the call ended: handed to a person, the assistant said goodbye, or you hung up. */
type Ending = 'transfer' | 'assistant' | 'caller';

interface Line {
  key: number;
  speaker: 'assistant' | 'caller';
  text: string;
}

const SPEAK_KEY = 'test-call:speak-replies';
const MAX_TEXT = 5000;

/**
 * The test-call panel (a modal dialog named 'Test Call'): the owner plays a caller and talks to their
 * assistant through the same dialog engine a real call reaches, typing or (where the browser can) speaking;
 * replies are shown and spoken. The call is recorded like any other, marked as a test. A caller ID can be
 * given to play a returning caller (one with appointments under that number).
 */
export function TestCallPanel({
  open,
  onClose,
  onCallChange,
  options = {},
}: {
  open: boolean;
  onClose: () => void;
  /** A call was stored, ended or hung up (a call log on screen may reload). */
  onCallChange?: () => void;
  options?: TestCallOptions;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const [phase, setPhase] = useState<Phase>('connecting');
  const [callId, setCallId] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [messageMode, setMessageMode] = useState(false);
  /** What the call log says the ended call achieved. */
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  /** The owner hung up before saying anything: the call was removed, not logged (the API answers no outcome). */
  const [unlogged, setUnlogged] = useState(false);
  // A message is emailed only while the owner's email notifications are on (User Settings): read once it is taken.
  const [messageEmailed, setMessageEmailed] = useState<boolean | null>(null);
  useEffect(() => {
    setMessageEmailed(null);
    if (outcome !== 'message') return;
    const controller = new AbortController();
    emailNotificationsOn(controller.signal)
      .then(setMessageEmailed)
      .catch(() => undefined);
    return () => controller.abort();
  }, [outcome]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [callerId, setCallerId] = useState(options.callerNumber ?? '');
  const [speakReplies, setSpeakReplies] = useState(() => readSpeakPreference());
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const lineKey = useRef(0);
  const callIdRef = useRef<string | null>(null);
  const phaseRef = useRef<Phase>('connecting');
  phaseRef.current = phase;
  const speakRef = useRef(speakReplies);
  speakRef.current = speakReplies;
  // One turn at a time, whatever the clicks and key repeats: state updates land too late to stop a double send.
  const sending = useRef(false);
  /** The caller ID the next call starts with, and the "Call again" count the last call started at. */
  const callerRef = useRef('');
  const startedAttempt = useRef(0);
  /**
   * The key of the call this opening (or "Call again") asked for: a repeated start with it (React running the effect
   * twice, a retry) answers the same call. `wantedKey`: the one the panel still wants; a start that resolves for
   * another key is hung up. `starting`: set from the click, so a second click before the render does nothing.
   */
  const startKey = useRef<{ attempt: number; key: string } | null>(null);
  const wantedKey = useRef<string | null>(null);
  const starting = useRef(false);
  const Recognizer = recognitionConstructor();
  const voice = options.voice ?? 'alloy';

  const addLine = useCallback((speaker: Line['speaker'], said: string) => {
    setLines((all) => [...all, { key: ++lineKey.current, speaker, text: said }]);
  }, []);

  const changeRef = useRef(onCallChange);
  changeRef.current = onCallChange;

  const apply = useCallback(
    (reply: TurnReply) => {
      addLine('assistant', reply.say);
      if (speakRef.current) speak(reply.say, voice);
      // The assistant has just turned to taking a message (the API says so on that reply only).
      setMessageMode(reply.action === 'message');
      if (reply.ended) {
        setPhase('ended');
        setEnding(reply.action === 'transfer' ? 'transfer' : 'assistant');
        if (reply.transfer_to) setTransferTo(reply.transfer_to);
        changeRef.current?.();
        const ended = callIdRef.current;
        if (ended) {
          getTestCall(ended)
            .then((call) => {
              if (callIdRef.current === ended) setOutcome(call.outcome);
            })
            .catch((err: unknown) => console.error('Reading the ended call failed', err));
        }
      }
    },
    [addLine, voice],
  );

  // The native <dialog> as a modal: the page behind is inert, focus stays inside, Escape asks to close.
  useModalDialog(dialogRef, open);

  // A call starts when the panel opens (and again on "Call again" or a new caller ID).
  useEffect(() => {
    if (!open) {
      // Closed: the next opening is a new call.
      startKey.current = null;
      return;
    }
    if (startKey.current?.attempt !== attempt) startKey.current = { attempt, key: newRequestKey() };
    const key = startKey.current.key;
    wantedKey.current = key;
    starting.current = true;
    let active = true;
    setPhase('connecting');
    setLines([]);
    setText('');
    setError(null);
    setEnding(null);
    setTransferTo(null);
    setMessageMode(false);
    setOutcome(null);
    setUnlogged(false);
    setCallId(null);
    callIdRef.current = null;
    sending.current = false;
    setWaiting(false);
    setElapsed(0);
    setStartedAt(null);
    if (attempt === startedAttempt.current) {
      // Opened (not "Call again"): the caller ID the panel was opened with.
      callerRef.current = options.callerNumber ?? '';
      setCallerId(callerRef.current);
    }
    startedAttempt.current = attempt;
    const caller = callerRef.current.trim();
    startTestCall({ ...(options.overrides ?? {}), ...(caller ? { caller_number: caller } : {}) }, key)
      .then((started) => {
        if (!active) {
          // Still wanted under the same key (the effect ran again): that run shows it. Otherwise it was left.
          if (wantedKey.current !== key) void hangUpTestCall(started.id).catch(() => undefined);
          return;
        }
        starting.current = false;
        setCallId(started.id);
        callIdRef.current = started.id;
        setStartedAt(Date.now());
        setPhase('live');
        apply(started);
        changeRef.current?.();
      })
      .catch((err: unknown) => {
        if (!active) return;
        starting.current = false;
        console.error('Starting the test call failed', err);
        setPhase('failed');
        setError(errorMessages(err, 'The test call could not be started. Please try again.'));
      });
    return () => {
      active = false;
      if (wantedKey.current === key) wantedKey.current = null;
    };
    // Options and the caller ID are read when the call starts; a new call starts on opening, "Call again"
    // or "Call with this caller ID".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, attempt]);

  // The call's clock, while it lasts.
  useEffect(() => {
    if (phase !== 'live' || startedAt === null) return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [phase, startedAt]);

  // The box takes the focus when the call is answered and after each reply (it is disabled until then).
  useEffect(() => {
    if (open && phase === 'live' && !waiting) inputRef.current?.focus();
  }, [open, phase, waiting]);

  // The newest line stays in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, waiting]);

  // Leaving the page, or the panel going away, ends the call and the speech.
  useEffect(() => {
    const onLeave = () => {
      const current = callIdRef.current;
      if (current && phaseRef.current === 'live') {
        navigator.sendBeacon?.(`/api/test-calls/${encodeURIComponent(current)}/end`, new Blob(['{}'], { type: 'application/json' }));
      }
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      onLeave();
      stopSpeaking();
      recognition.current?.abort();
    };
  }, []);

  async function say(said: string) {
    const current = callIdRef.current;
    if (!current || phaseRef.current !== 'live' || sending.current) return;
    sending.current = true;
    const trimmed = said.trim().slice(0, MAX_TEXT);
    setError(null);
    setWaiting(true);
    stopSpeaking();
    addLine('caller', trimmed);
    setText('');
    try {
      const reply = await sendTurn(current, trimmed);
      // A reply to a call that was hung up or replaced meanwhile is dropped.
      if (callIdRef.current === current && phaseRef.current === 'live') apply(reply);
    } catch (err) {
      console.error('The turn failed', err);
      if (isApiError(err) && err.status === 409 && /ended/i.test(String((err.body as { error?: string } | null)?.error))) {
        setPhase('ended');
        setEnding('caller');
        setError(['This call has already ended. Start a new one with Call again.']);
      } else {
        setError(errorMessages(err, 'Your words did not reach the assistant. Please try again.'));
        // What did not reach the assistant goes back in the box, to send again.
        setText((now) => now || trimmed);
      }
    } finally {
      sending.current = false;
      setWaiting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events bubble along the component tree, portal or not: a form around the opener must not see this.
    event.stopPropagation();
    // An empty box is not sent (an Enter too many); silence is what the caller does by saying nothing.
    if (!text.trim()) return;
    void say(text);
  }

  async function hangUp() {
    recognition.current?.abort();
    stopSpeaking();
    const current = callIdRef.current;
    setPhase('ended');
    setEnding('caller');
    if (!current) return;
    try {
      const ended = await hangUpTestCall(current);
      if (callIdRef.current === current) {
        setOutcome(ended.outcome);
        setUnlogged(ended.status === 'ended' && ended.outcome === null);
      }
    } catch (err) {
      // The call still ends: an unfinished call is shown as abandoned after a while.
      console.error('Hanging up failed', err);
    }
    changeRef.current?.();
  }

  function restart() {
    // A second click while the call is starting would start another one.
    if (starting.current) return;
    starting.current = true;
    if (phaseRef.current === 'live') void hangUp();
    callerRef.current = callerId;
    setAttempt((n) => n + 1);
  }

  function onCallerSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    restart();
  }

  function close() {
    if (phaseRef.current === 'live') void hangUp();
    recognition.current?.abort();
    stopSpeaking();
    onClose();
  }

  function toggleListening() {
    if (!Recognizer) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    stopSpeaking();
    const r = new Recognizer();
    r.lang = 'en-US';
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    let finalText = '';
    r.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      setText((finalText + interim).trim());
    };
    r.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') {
        setError(['The microphone is blocked for this site. Allow it in the browser, or type instead.']);
      } else if (event.error === 'network') {
        setError(["The browser's speech recognition service could not be reached. Please type instead."]);
      } else if (event.error !== 'no-speech' && event.error !== 'aborted') {
        setError(['Speech could not be recognised. Please try again, or type instead.']);
      }
    };
    r.onend = () => {
      setListening(false);
      recognition.current = null;
      if (finalText.trim()) void say(finalText.trim());
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      setError(['Speech could not be started. Please type instead.']);
    }
  }

  function toggleSpeak(on: boolean) {
    setSpeakReplies(on);
    try {
      localStorage.setItem(SPEAK_KEY, on ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    if (!on) stopSpeaking();
  }

  const statusText =
    phase === 'connecting'
      ? 'Connecting...'
      : phase === 'failed'
        ? 'Call failed'
        : phase === 'ended'
          ? ending === 'transfer'
            ? 'Transferred'
            : 'Call ended'
          : messageMode
            ? `Taking a message · ${displayDuration(elapsed)}`
            : `In call · ${displayDuration(elapsed)}`;
  const live = phase === 'live' || phase === 'connecting';

  // Rendered at the end of <body>: the opener may sit inside a form (onboarding's step 3), and forms do not nest.
  return createPortal(
    <dialog
      ref={dialogRef}
      className="tc-panel"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open ? (
        <div className="tc-panel__inner" data-testid="test-call-panel">
          <header className="tc-panel__header">
            <span className={`tc-panel__icon tc-panel__icon--${phase}`} aria-hidden="true">
              <PhoneIcon />
            </span>
            <div className="tc-panel__heading">
              <h2 id={`${id}-title`}>Test Call</h2>
              {options.context ? <p className="tc-context">{options.context}</p> : null}
              <p className={`tc-status tc-status--${phase}`} role="status" data-testid="call-status">
                {statusText}
              </p>
            </div>
            <button type="button" className="icon-btn" onClick={close} aria-label="Close">
              <CloseIcon />
            </button>
          </header>

          {options.overrides && (options.overrides.assistant_overrides || options.overrides.business_overrides) ? (
            <p className="tc-note">This call uses your unsaved changes. The call does not save them; Save Settings does.</p>
          ) : null}

          <form className="tc-caller" onSubmit={onCallerSubmit}>
            <label htmlFor={`${id}-caller`}>Caller ID</label>
            <input
              id={`${id}-caller`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="No caller ID"
              maxLength={40}
              value={callerId}
              aria-describedby={`${id}-caller-hint`}
              onChange={(e) => setCallerId(e.target.value)}
            />
            <button type="submit" className="btn btn--secondary" disabled={phase === 'connecting'}>
              Call with this caller ID
            </button>
            <p id={`${id}-caller-hint`} className="tc-caller__hint">
              Enter a customer's number to play a returning caller; the assistant then finds their appointments.
            </p>
          </form>

          <div className="tc-log" ref={logRef} role="log" aria-live="polite" aria-label="Conversation">
            <ol className="tc-log__list">
              {lines.map((line) => (
                <li key={line.key} className={`tc-line tc-line--${line.speaker}`} data-testid="call-line" data-speaker={line.speaker}>
                  <span className="tc-line__who">{line.speaker === 'assistant' ? 'Assistant' : 'You'}</span>
                  <span className="tc-line__text">{line.text || <em>(silence)</em>}</span>
                </li>
              ))}
              {phase === 'connecting' || waiting ? (
                <li className="tc-line tc-line--assistant tc-line--typing" aria-label="The assistant is answering">
                  <span className="tc-typing" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                </li>
              ) : null}
            </ol>
          </div>

          {phase === 'ended' ? (
            <div className={`tc-ended tc-ended--${ending ?? 'caller'}`} role="status" data-testid="call-ended">
              {ending === 'transfer' ? (
                <>
                  <strong>Transferred to {transferTo ? displayPhone(transferTo) : 'your team'}.</strong>
                  <span>On a real call the caller is now put through to this number.</span>
                </>
              ) : ending === 'assistant' ? (
                <strong>{outcome === 'message' ? 'Message taken. The assistant ended the call.' : 'The assistant ended the call.'}</strong>
              ) : (
                <strong>You hung up.</strong>
              )}
              {outcome ? (
                <span data-testid="call-outcome">
                  Logged as {OUTCOME_LABEL[outcome]} in Call Recording Logs
                  {outcome === 'message' && messageEmailed !== null
                    ? messageEmailed
                      ? '; the message is emailed to you'
                      : '; email notifications are off, so it is not emailed'
                    : ''}
                  .
                </span>
              ) : unlogged ? (
                <span data-testid="call-outcome">Not logged: you hung up before saying anything.</span>
              ) : null}
            </div>
          ) : null}

          {error ? (
            <div className="alert alert--error tc-error" role="alert">
              {error.length === 1 ? (
                error[0]
              ) : (
                <ul>
                  {error.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}

          {live ? (
            <form className="tc-compose" onSubmit={onSubmit}>
              <label htmlFor={`${id}-text`} className="visually-hidden">
                What you say to the assistant
              </label>
              <input
                ref={inputRef}
                id={`${id}-text`}
                type="text"
                className="tc-compose__input"
                placeholder={listening ? 'Listening...' : 'Type what the caller says...'}
                value={text}
                maxLength={MAX_TEXT}
                autoComplete="off"
                onChange={(e) => setText(e.target.value)}
                disabled={phase !== 'live'}
              />
              {Recognizer ? (
                <button
                  type="button"
                  className={listening ? 'btn btn--secondary tc-mic is-listening' : 'btn btn--secondary tc-mic'}
                  onClick={toggleListening}
                  disabled={phase !== 'live' || waiting}
                  aria-pressed={listening}
                >
                  {listening ? 'Stop' : 'Speak'}
                </button>
              ) : null}
              <button type="submit" className="btn btn--primary" disabled={phase !== 'live' || waiting}>
                Send
              </button>
            </form>
          ) : null}

          <footer className="tc-panel__footer">
            {canSpeak() ? (
              <label className="checkbox tc-speak">
                <input type="checkbox" checked={speakReplies} onChange={(e) => toggleSpeak(e.target.checked)} />
                <span>Speak replies</span>
              </label>
            ) : (
              <span className="tc-muted">This browser cannot speak the replies; they are shown only.</span>
            )}
            <div className="tc-panel__actions">
              {live ? (
                <button type="button" className="btn btn--danger" onClick={() => void hangUp()} disabled={phase !== 'live'}>
                  Hang up
                </button>
              ) : (
                <>
                  {options.logsLink !== false ? (
                    <Link to="/dashboard/recordings" className="btn btn--secondary" onClick={close}>
                      Call Recording Logs
                    </Link>
                  ) : null}
                  <button type="button" className="btn btn--primary" onClick={restart}>
                    Call again
                  </button>
                </>
              )}
            </div>
          </footer>
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}

function readSpeakPreference(): boolean {
  try {
    return localStorage.getItem(SPEAK_KEY) !== '0';
  } catch {
    return true;
  }
}
