/**
 * A trained intent classifier as a second reader beside the understanding layer's rules (issue 13), MEASURED AND NOT
 * ADOPTED (functions/assistant/README.md, "A trained intent classifier, measured"): bench code only, the engine does not
 * load it. A multinomial logistic regression over the engine's own normalised, stemmed words and word pairs, trained
 * from the intent catalog's samples and the tuning sets (tests/bench/train-intent-model.ts), written as JSON. It speaks only where the rules are unsure (below LEAN_ON confidence, or no intent found; never over a task
 * or verification's "no record answers this" above the floor), only when it is itself sure (SURE), never to raise an
 * emergency, and never on a turn that answers a pending question. Measured by leave-one-set-out
 * cross-validation: functions/assistant/README.md, "A trained intent classifier, measured".
 */
import { readFileSync } from 'node:fs';
import { CONFIDENCE_FLOOR, normalizeText, type Reading } from '../../functions/assistant/understanding/index.js';
import type { DialogAct, Label } from '../../functions/assistant/understanding/types.js';
import { stemTokens } from '../../functions/assistant/text.js';

export interface IntentModel {
  labels: Label[];
  /** Weights are stored as integers: the weight times this. */
  scale: number;
  bias: number[];
  /** Per feature, label index and weight, one pair after another (weights too small to matter are pruned). */
  weights: Record<string, number[]>;
}

/** The rules' readings the model may replace: below this confidence, or no intent found. */
export const LEAN_ON = 0.75;
/** The model's probability for its label before it speaks. */
export const SURE = 0.9;
const QUESTION_LABELS = new Set<Label>(['AskHours', 'AskAddress', 'AskServices', 'AskPrice', 'AskDuration', 'AskFaq', 'AskUnknown', 'AskAvailability']);
/** Tasks the rules found: a question in the same breath is answered inside the task, never instead of it. */
const TASK_LABELS = new Set<Label>(['BookAppointment', 'CancelAppointment', 'RescheduleAppointment', 'CheckAppointment', 'PlaceOrder', 'LeaveMessage', 'RequestCallback', 'SpeakToHuman']);

/** Whether the rules' reading stands whatever the model says. */
function rulesStand(reading: Reading): boolean {
  if (reading.label === 'None') return false;
  if (reading.confidence >= LEAN_ON) return true;
  if (reading.confidence < CONFIDENCE_FLOOR) return false;
  // Above the floor: verification's "no record answers this" (never confidently wrong) and a task stand.
  return reading.label === 'AskUnknown' || TASK_LABELS.has(reading.label);
}

/** Where train-intent-model.ts writes the model (gitignored). */
export const MODEL_PATH = '.bench/intent-model.json';
let loaded: IntentModel | undefined;
/** The model the trainer last wrote, read once (for the wired eval in classifier-loso-eval.sh). */
export const trainedModel = (): IntentModel => (loaded ??= JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as IntentModel);

/** Stemmed words and word pairs of the engine's normalised text (spellings and slang folded first). */
export function intentFeatures(text: string): string[] {
  const toks = stemTokens(normalizeText(text).replace(/\?$/, ''));
  const f = new Set<string>(toks);
  for (let i = 0; i + 1 < toks.length; i++) f.add(`${toks[i]}_${toks[i + 1]}`);
  return [...f];
}

/** The model's best label and its probability. */
export function classifyIntent(text: string, m: IntentModel): { label: Label; p: number } {
  const z = m.bias.map((b) => b / m.scale);
  for (const f of intentFeatures(text)) {
    const pairs = m.weights[f] ?? [];
    for (let i = 0; i < pairs.length; i += 2) z[pairs[i]] += pairs[i + 1] / m.scale;
  }
  const top = Math.max(...z);
  let sum = 0;
  for (const v of z) sum += Math.exp(v - top);
  const best = z.indexOf(top);
  return { label: m.labels[best], p: 1 / sum };
}

/**
 * The rules' reading, or the model's label where the rules are unsure and the model is sure. A turn that answers a
 * pending question keeps the rules' reading (a short "yes"/"the 3 o'clock" reads by what was asked).
 */
export function secondReading(reading: Reading, text: string, pending: boolean, m: IntentModel): Reading {
  if (pending || rulesStand(reading)) return reading;
  const c = classifyIntent(text, m);
  // An emergency is the rules' call on danger words: a model's false alarm would hand the call over with a 911 warning.
  if (c.p < SURE || c.label === reading.label || c.label === 'Urgent') return reading;
  const act: DialogAct = QUESTION_LABELS.has(c.label) ? 'question' : reading.act === 'question' ? 'request' : reading.act;
  return { ...reading, label: c.label, confidence: Math.max(reading.confidence, CONFIDENCE_FLOOR), act };
}
