import { knowledgeOf, prepare } from './context.js';
import { isSilence } from './extract.js';
import { CATALOG_INTENTS, constrain, type Interpreter, type InterpreterHint, type InterpretRequest } from './interpreter.js';
import { MAX_UTTERANCE } from './text.js';
import type { CallState, EngineContext } from './types.js';
import { CONFIDENCE_FLOOR, understandUtterance } from './understanding/index.js';

/**
 * What a phone turn hands the engine, from everything the phone heard: Lex's alternative transcriptions (the one
 * the local understanding reads best), keypad digits (DTMF) turned into the answer they stand for, and, for a turn
 * the local understanding reads below its confidence floor, an interpreter's constrained second opinion asked
 * within a time budget. Deterministic but for the interpreter; with none (locally, in tests) nothing is asked.
 */

// ------------------------------------------------------------------ the seam with the understanding layer

/** How sure the local understanding is of an utterance, and of what. */
export interface LocalReading {
  intent: string;
  confidence: number;
}

/** Below this the local reading is not trusted on its own: the understanding layer's floor. */
export { CONFIDENCE_FLOOR };

/** The understanding layer's reading of an utterance (functions/assistant/understanding): THE one place this module reads it. */
export function understandLocally(ctx: EngineContext, state: CallState | null | undefined, utterance: string): LocalReading {
  const p = prepare(ctx);
  const flow = state?.flow;
  const reading = understandUtterance(utterance, knowledgeOf(p), { flow: flow?.kind, step: flow ? flow.step : (state?.offer ?? undefined) });
  return { intent: reading.label, confidence: reading.confidence };
}

/**
 * A reading the second opinion cannot improve: confident, and not a question the owner's data was found not to answer
 * (an AskUnknown is exactly where an interpreter may find the record the caller's words missed).
 */
function settledLocally(reading: LocalReading): boolean {
  return reading.confidence >= CONFIDENCE_FLOOR && reading.intent !== 'AskUnknown';
}

// ------------------------------------------------------------------ what the phone heard

export interface HeardAlternative {
  text: string;
  /** The recogniser's confidence in this transcription (0..1), when it gave one. */
  confidence?: number;
}

/** A caller turn as the phone delivered it (the Lex code hook builds this from its event). */
export interface CallerInput {
  /** The recogniser's best transcription, or the digits typed on the keypad. */
  text: string;
  mode?: 'speech' | 'dtmf' | 'text';
  /** Alternative transcriptions, best first as the recogniser ranked them (the first is usually `text`). */
  alternatives?: HeardAlternative[];
}

export interface Heard {
  /** What the engine reads. */
  text: string;
  /** What the call's transcript shows as the caller's words. */
  said: string;
  hint: InterpreterHint | null;
  /** How the turn was read, for logs and tests. */
  via: 'transcript' | 'alternative' | 'keypad' | 'interpreter';
}

export interface HearingOptions {
  /** How long a turn waits for the interpreter before the local reading stands. */
  budgetMs?: number;
}

export const INTERPRETER_BUDGET_MS = 800;
/** Alternatives this much less certain (to the recogniser) than its best are not worth reading. */
const ALTERNATIVE_MARGIN = 0.25;
/** A reading must beat the recogniser's choice by this much to replace it; closer readings keep its order. */
const READING_MARGIN = 0.05;

/** The answer keypad digits stand for: a numbered choice among those just offered, else the digits themselves. */
export function keypadText(state: CallState | null | undefined, typed: string): string {
  const digits = typed.replace(/[^0-9]/g, '');
  const f = state?.flow;
  if (/^[1-9]$/.test(digits) && f && 'step' in f) {
    const offered = f.step === 'pick' && 'offered' in f ? f.offered : (f.step === 'service' || f.step === 'which') && 'choices' in f ? f.choices : undefined;
    const n = Number(digits);
    if (offered?.length && n <= offered.length) {
      const ordinal = n === offered.length && n > 1 ? 'last' : ['first', 'second', 'third'][n - 1];
      if (ordinal) return `the ${ordinal} one`;
    }
  }
  return digits;
}

/**
 * The transcription to act on: outside a pending question, the alternative the local understanding reads best
 * (ties keep the recogniser's order); inside one, the recogniser's best, since the task reads the answer itself.
 */
export function chooseTranscript(ctx: EngineContext, state: CallState | null | undefined, input: CallerInput): { text: string; reading: LocalReading | null } {
  const best = input.text;
  const alternatives = (input.alternatives ?? []).filter((a) => typeof a.text === 'string' && a.text.trim());
  if (state?.flow || alternatives.length < 2) return { text: best, reading: null };
  const top = Math.max(...alternatives.map((a) => a.confidence ?? 0));
  const candidates = [best, ...alternatives.filter((a) => (a.confidence ?? 0) >= top - ALTERNATIVE_MARGIN).map((a) => a.text)];
  let chosen = { text: best, reading: understandLocally(ctx, state, best) };
  for (const text of new Set(candidates.map((c) => c.slice(0, MAX_UTTERANCE)))) {
    if (text === chosen.text) continue;
    const reading = understandLocally(ctx, state, text);
    if (reading.confidence >= chosen.reading.confidence + READING_MARGIN) chosen = { text, reading };
  }
  return chosen;
}

/** The business's records and the catalog's intents an interpreter may choose from, for one utterance. */
export function interpretRequest(ctx: EngineContext, state: CallState | null | undefined, utterance: string): InterpretRequest {
  const p = prepare(ctx);
  return {
    utterance: utterance.slice(0, MAX_UTTERANCE),
    intents: CATALOG_INTENTS,
    records: [
      ...p.faq.entries.slice(0, 200).map((e) => ({ id: e.id, kind: 'faq' as const, text: `${e.question.slice(0, 160)} (${e.answer.slice(0, 100)})` })),
      ...p.catalog.items.slice(0, 100).map((i) => ({ id: i.id, kind: 'service' as const, text: i.name.slice(0, 80) })),
    ],
    ...(state?.prompt ? { prompt: state.prompt.slice(0, 200) } : {}),
  };
}

export type InterpreterOutcome = 'answered' | 'none' | 'discarded' | 'timeout' | 'error';

/** Asks the interpreter within `budgetMs`; anything but a constrained answer in time leaves the local reading standing. */
export async function askInterpreter(
  interpreter: Interpreter,
  request: InterpretRequest,
  budgetMs: number = INTERPRETER_BUDGET_MS,
): Promise<{ hint: InterpreterHint | null; outcome: InterpreterOutcome; ms: number }> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('late');
    }, budgetMs);
  });
  const done = (hint: InterpreterHint | null, outcome: InterpreterOutcome) => ({ hint, outcome, ms: Math.round(performance.now() - started) });
  try {
    // The race also covers an adapter that ignores the abort signal.
    const raw = await Promise.race([interpreter.interpret(request, controller.signal), late]);
    if (raw === 'late') return done(null, 'timeout');
    if (raw === null) return done(null, 'none');
    const hint = constrain(raw, request);
    return done(hint, hint ? 'answered' : 'discarded');
  } catch (error) {
    return done(null, controller.signal.aborted ? 'timeout' : 'error');
  } finally {
    clearTimeout(timer);
  }
}

/** One phone turn, heard: the text for the engine, the transcript's words and, when asked and answered, a hint. */
export async function hear(
  ctx: EngineContext,
  state: CallState | null | undefined,
  input: CallerInput,
  interpreter?: Interpreter,
  options: HearingOptions = {},
): Promise<Heard> {
  if (input.mode === 'dtmf') {
    const digits = input.text.replace(/[^0-9]/g, '');
    return { text: keypadText(state, input.text), said: digits ? `${digits} (keypad)` : '', hint: null, via: 'keypad' };
  }
  const { text, reading } = chooseTranscript(ctx, state, input);
  const via = text === input.text ? 'transcript' : 'alternative';
  const heard: Heard = { text, said: text, hint: null, via };
  // Answers to the assistant's own question are read by the task in progress; an ended call needs nothing.
  if (!interpreter || state?.flow || state?.ended || isSilence(text)) return heard;
  if (settledLocally(reading ?? understandLocally(ctx, state, text))) return heard;
  const asked = await askInterpreter(interpreter, interpretRequest(ctx, state, text), options.budgetMs);
  console.log(JSON.stringify({ level: 'info', message: 'interpreter asked', outcome: asked.outcome, ms: asked.ms, intent: asked.hint?.intent ?? null }));
  return asked.hint ? { ...heard, hint: asked.hint, via: 'interpreter' } : heard;
}
