import * as z from '../core/zod-mini.js';
import type { CatalogItem } from './catalog.js';
import type { FaqIndex, FaqMatch } from './faq.js';
import { INTENT_CATALOG, type IntentName } from './intent-catalog.js';

/**
 * The interpreter port: a second opinion on a turn the local understanding reads poorly (in AWS, a small Amazon
 * Bedrock model: functions/adapters/bedrock-interpreter.ts; locally and in tests, none). It is given the
 * utterance, the intent catalog's names and the business's own records, and may only answer with one of those
 * intents and some of those record ids. Its answer is a hint to the dialog engine, never words spoken to a caller.
 */

/** One of the business's records the interpreter may point at (an FAQ or a service), with the text that names it. */
export interface InterpreterRecord {
  id: string;
  kind: 'faq' | 'service';
  text: string;
}

export interface InterpretRequest {
  utterance: string;
  /** The only intents an answer may name. */
  intents: readonly IntentName[];
  /** The only records an answer may name. */
  records: readonly InterpreterRecord[];
  /** What the assistant asked last, so a short answer can be read in context. */
  prompt?: string;
}

/**
 * What the engine takes from an interpreter: an intent from the catalog and, optionally, the records it is about
 * (intent null: a question one of the records answers, with no catalog intent fitting better).
 */
export interface InterpreterHint {
  intent: IntentName | null;
  record_ids: string[];
}

export interface Interpreter {
  /**
   * The interpreter's reading of the utterance, or null when it has none. Whatever it returns is checked again
   * with {@link constrain}; it must stop when `signal` aborts (the turn's time budget ran out).
   */
  interpret(request: InterpretRequest, signal: AbortSignal): Promise<InterpreterHint | null>;
}

export const CATALOG_INTENTS: readonly IntentName[] = INTENT_CATALOG.map((i) => i.name);

/**
 * The interpreter's answer when it names an intent of the request and only records of the request; null for
 * anything else (another intent, an invented id, extra prose, a wrong shape), so nothing but the catalog and the
 * business's own records ever reaches the engine (extra keys included: the answer is exactly this shape).
 */
export function constrain(raw: unknown, request: InterpretRequest): InterpreterHint | null {
  const intents = new Set<string>(request.intents);
  const ids = new Set(request.records.map((r) => r.id));
  // zod's functional API (core/zod-mini.ts): the chained API's ~60 KB left out of the code hook (issue 13).
  const strict = z.strictObject({
    intent: z.nullable(z.string().check(z.refine((i) => intents.has(i)))),
    record_ids: z._default(z.array(z.string().check(z.refine((id) => ids.has(id)))).check(z.maxLength(5)), []),
  });
  const checked = strict.safeParse(raw);
  if (!checked.success) return null;
  const recordIds = [...new Set(checked.data.record_ids)];
  // "Nothing" is no hint at all.
  if (checked.data.intent === null && !recordIds.length) return null;
  return { intent: checked.data.intent as IntentName | null, record_ids: recordIds };
}

/**
 * A second opinion counts as a fair reading, never a certain one: enough to answer a question or start a task,
 * not enough to end the call, drop a task in progress or override a local reading that is already as sure.
 */
export const HINT_SCORE = 0.7;

/** A yes or a no needs the caller's actual words (the engine's own rule), so a hint never supplies one. */
const NOT_HINTED = new Set<IntentName>(['Affirm', 'Deny']);

interface Reading {
  scores: Map<IntentName, number>;
  top: { intent: IntentName; score: number };
  item: CatalogItem | null;
  faq: FaqMatch | null;
}

/** The engine's reading of a turn with an interpreter's hint folded in (the engine calls this; pure). */
export function withHint<T extends Reading>(u: T, hint: InterpreterHint, p: { catalog: { byId(id: string): CatalogItem | undefined }; faq: FaqIndex }): T {
  const out: T = { ...u, scores: new Map(u.scores) };
  if (hint.intent && !NOT_HINTED.has(hint.intent) && u.top.score < HINT_SCORE) {
    out.top = { intent: hint.intent, score: HINT_SCORE };
    out.scores.set(hint.intent, Math.max(HINT_SCORE, u.scores.get(hint.intent) ?? 0));
  }
  for (const id of hint.record_ids) {
    const item = p.catalog.byId(id);
    if (item && !out.item) out.item = item;
    const entry = p.faq.entries.find((e) => e.id === id);
    if (entry && (!out.faq || out.faq.score < HINT_SCORE)) out.faq = { entry, score: HINT_SCORE };
  }
  return out;
}
