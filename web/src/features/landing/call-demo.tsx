import { useEffect, useReducer, useRef, useState } from 'react';
import { CALL_BUSINESS, CALL_STEPS, CALL_TIMING as T, STEP_COUNT } from './call-script';
import { useReducedMotion } from './use-reduced-motion';

/*
 * The rotating simulated call of the hero (spec sections 2, 4 and 9). Every change happens on a timer
 * measured from the start of its step, so the schedule is exact and testable with a fake clock:
 *
 *   t = 1500 ms                  step 0 starts; step n starts at 1500 + 3500·n (n = 0..10)
 *   step start                   every bubble loses 'active' (CSS fade); 200 ms later all but the step's own are hidden
 *   typing steps 1,2,4,5,7,8     typing indicator at +400 ms, gone at +2400 ms; bubble shown at +600, active at +700
 *   other steps 0,3,6,9,10       bubble shown at +300 ms, active at +400
 *   after step 10 (3500 ms)      the conversation fades out for 800 ms, then step 0 starts again
 *
 * People who ask for reduced motion get the whole conversation at once, with nothing rotating.
 */

interface DemoState {
  step: number | null;
  /** Bubbles present in the layout (display), in step order. */
  shown: number[];
  /** The bubble that is fully visible (opacity 1); others fade out. */
  active: number | null;
  typing: boolean;
  fading: boolean;
}

type Action =
  | { type: 'start'; step: number }
  | { type: 'hideOthers'; step: number }
  | { type: 'show'; step: number }
  | { type: 'activate'; step: number }
  | { type: 'typing'; on: boolean }
  | { type: 'fade' }
  | { type: 'reset' };

const INITIAL: DemoState = { step: null, shown: [], active: null, typing: false, fading: false };

function reducer(state: DemoState, action: Action): DemoState {
  switch (action.type) {
    case 'start':
      return { ...state, step: action.step, active: null, typing: false, fading: false };
    case 'hideOthers':
      return { ...state, shown: state.shown.filter((s) => s === action.step) };
    case 'show':
      return state.shown.includes(action.step) ? state : { ...state, shown: [...state.shown, action.step] };
    case 'activate':
      return { ...state, active: action.step };
    case 'typing':
      return { ...state, typing: action.on };
    case 'fade':
      return { ...state, fading: true, typing: false };
    case 'reset':
      return INITIAL;
  }
}

function useCallSchedule(running: boolean) {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const stepRef = useRef<number | null>(null);

  useEffect(() => {
    if (!running) return;
    const timers = new Set<number>();
    const at = (ms: number, fn: () => void) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
    };

    function runStep(step: number) {
      stepRef.current = step;
      dispatch({ type: 'start', step });
      at(T.hideAfter, () => dispatch({ type: 'hideOthers', step }));
      if (T.typingSteps.includes(step)) {
        at(T.typingShow, () => dispatch({ type: 'typing', on: true }));
        at(T.typingShow + T.typingDuration, () => dispatch({ type: 'typing', on: false }));
        at(T.typedBubble, () => dispatch({ type: 'show', step }));
        at(T.typedBubble + T.activate, () => dispatch({ type: 'activate', step }));
      } else {
        at(T.plainBubble, () => dispatch({ type: 'show', step }));
        at(T.plainBubble + T.activate, () => dispatch({ type: 'activate', step }));
      }
      at(T.step, () => {
        if (step < STEP_COUNT - 1) return runStep(step + 1);
        dispatch({ type: 'fade' });
        at(T.wrapFade, () => {
          dispatch({ type: 'reset' });
          runStep(0);
        });
      });
    }

    // A resumed demo (after Pause) picks up at the start of the step it was paused in.
    const resumeAt = stepRef.current;
    if (resumeAt === null) at(T.startDelay, () => runStep(0));
    else runStep(resumeAt);

    return () => {
      for (const id of timers) window.clearTimeout(id);
    };
  }, [running]);

  return state;
}

function TypingIndicator() {
  return (
    <span className="call-typing" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

function SpeakingWave({ active }: { active: boolean }) {
  return (
    <span className={active ? 'call-wave call-wave--on' : 'call-wave'} aria-hidden="true" data-testid="speaking-wave">
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} />
      ))}
    </span>
  );
}

function Bubble({ index, className = '' }: { index: number; className?: string }) {
  const { speaker, text } = CALL_STEPS[index];
  return (
    <li className={`call-bubble call-bubble--${speaker} ${className}`} data-step={index}>
      <span className="call-bubble__who">{speaker === 'ai' ? 'AI Receptionist' : 'Caller'}</span>
      {text}
    </li>
  );
}

export function CallDemo() {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const state = useCallSchedule(!reducedMotion && !paused);
  const activeSpeaker = state.active !== null ? CALL_STEPS[state.active].speaker : null;

  return (
    <figure className="call-card" aria-labelledby="call-card-title">
      <div className="call-card__header">
        <span className="call-card__avatar" aria-hidden="true">
          AI
        </span>
        <div className="call-card__who">
          <p id="call-card-title" className="call-card__title">
            {CALL_BUSINESS}
          </p>
          <p className="call-card__status">
            <span className="call-card__live" aria-hidden="true" /> Sample call · AI Receptionist answering
          </p>
        </div>
        <SpeakingWave active={activeSpeaker === 'ai' && !reducedMotion} />
      </div>

      {reducedMotion ? (
        <ol className="call-card__body call-card__body--static" aria-label="Sample call transcript" data-testid="call-transcript">
          {CALL_STEPS.map((_, i) => (
            <Bubble key={i} index={i} className="is-active" />
          ))}
        </ol>
      ) : (
        <>
          {/* The animation is for sighted visitors; assistive technology reads the full transcript below. */}
          <div
            className={state.fading ? 'call-card__body is-fading' : 'call-card__body'}
            aria-hidden="true"
            data-testid="call-demo"
            data-step={state.step ?? ''}
          >
            <ol className="call-card__bubbles">
              {CALL_STEPS.map((_, i) =>
                state.shown.includes(i) ? <Bubble key={i} index={i} className={state.active === i ? 'is-active' : ''} /> : null,
              )}
            </ol>
            {state.typing ? (
              <div className="call-card__typing" data-testid="typing-indicator">
                <TypingIndicator />
              </div>
            ) : null}
            {state.step === null ? <p className="call-card__ringing">Incoming call…</p> : null}
          </div>
          <ol className="visually-hidden" aria-label="Sample call transcript">
            {CALL_STEPS.map((s, i) => (
              <li key={i}>
                {s.speaker === 'ai' ? 'AI Receptionist' : 'Caller'}: {s.text}
              </li>
            ))}
          </ol>
        </>
      )}

      <figcaption className="call-card__footer">
        <span>Sample order · ready in 15 minutes</span>
        {reducedMotion ? null : (
          <button type="button" className="call-card__pause" onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play demo' : 'Pause demo'}
          </button>
        )}
      </figcaption>
    </figure>
  );
}
