/**
 * Trains the measured (not adopted) second reader's intent model (tests/bench/intent-model.ts) from the intent
 * catalog's samples and the seven TUNING sets' labelled lines only (`*.tune.jsonl`; never a test split or a held-out
 * set) and writes it to .bench/intent-model.json. Deterministic: plain SGD in a fixed order, weights pruned and stored
 * as integers (33 KB for all seven sets).   npx tsx tests/bench/train-intent-model.ts [--leave-out tests/eval-extra6]
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INTENT_CATALOG } from '../../functions/assistant/intent-catalog.js';
import { intentFeatures, MODEL_PATH, type IntentModel } from './intent-model.js';
import type { Label } from '../../functions/assistant/understanding/types.js';

export const TUNING_SETS = ['tests/eval', 'tests/eval-extra', 'tests/eval-extra2', 'tests/eval-extra3', 'tests/eval-extra4', 'tests/eval-extra5', 'tests/eval-extra6'];

/** The corpus's labels as the engine's (one engine label per corpus label). */
export const LABEL_OF: Record<string, Label> = {
  greeting: 'Greeting', ask_hours: 'AskHours', ask_address: 'AskAddress', ask_services: 'AskServices', ask_price: 'AskPrice',
  ask_duration: 'AskDuration', ask_faq: 'AskFaq', ask_unknown: 'AskUnknown', ask_availability: 'AskAvailability',
  book_appointment: 'BookAppointment', cancel_appointment: 'CancelAppointment', reschedule_appointment: 'RescheduleAppointment',
  check_appointment: 'CheckAppointment', place_order: 'PlaceOrder', leave_message: 'LeaveMessage', request_callback: 'RequestCallback',
  speak_to_human: 'SpeakToHuman', urgent: 'Urgent', frustrated: 'Frustrated', other_language: 'OtherLanguage', affirm: 'Affirm',
  deny: 'Deny', correction: 'Correction', repeat: 'Repeat', help: 'Help', never_mind: 'NeverMind', thanks: 'Thanks', goodbye: 'Goodbye',
  chit_chat: 'ChitChat',
};
/** Catalog intents that the corpus grades as another label. */
const CATALOG_AS: Record<string, Label> = { SensitiveInquiry: 'Urgent', AskLanguage: 'OtherLanguage' };

export interface Example { text: string; label: Label }

export function tuningLines(set: string): Array<Example & { id: string; business: string }> {
  const folder = join(set, 'corpus');
  return readdirSync(folder).filter((f) => f.endsWith('.tune.jsonl')).sort().flatMap((f) =>
    readFileSync(join(folder, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => {
      const line = JSON.parse(l) as { id: string; business: string; utterance: string; intent: string };
      return { id: line.id, business: line.business, text: line.utterance, label: LABEL_OF[line.intent] };
    }));
}

export function catalogExamples(): Example[] {
  const known = new Set(Object.values(LABEL_OF));
  return INTENT_CATALOG.flatMap((def) => {
    const label = CATALOG_AS[def.name] ?? (def.name as Label);
    return known.has(label) ? def.samples.map((s) => ({ text: s.replace(/\{\w+\}/g, 'x'), label })) : [];
  });
}

const EPOCHS = 25, RATE = 0.3, L2 = 1e-5;
/** Weights smaller than this are dropped and the rest rounded: the model ships in the code hook's bundle. */
const PRUNE = 0.5, SCALE = 10;
/** A word or pair seen in fewer examples than this is one business's or one sentence's: it is not learned. */
const MIN_COUNT = 5;

/** Multinomial logistic regression by plain SGD in a fixed stride through the data (deterministic), L2-regularised. */
export function trainIntentModel(data: Example[]): IntentModel {
  const labels = [...new Set(data.map((d) => d.label))].sort();
  const examples = data.map((d) => ({ feats: intentFeatures(d.text), y: labels.indexOf(d.label) }));
  const seen = new Map<string, number>();
  for (const e of examples) for (const f of e.feats) seen.set(f, (seen.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const e of examples) {
    e.feats = e.feats.filter((f) => seen.get(f)! >= MIN_COUNT);
    for (const f of e.feats) if (!index.has(f)) index.set(f, index.size);
  }
  const L = labels.length;
  const w = new Float64Array(index.size * L);
  const bias = new Float64Array(L);
  const ids = examples.map((e) => ({ ids: e.feats.map((f) => index.get(f)!), y: e.y }));
  const z = new Float64Array(L);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const lr = RATE / (1 + epoch * 0.2);
    for (let j = 0; j < ids.length; j++) {
      const ex = ids[(j * 7919 + epoch * 104729) % ids.length];
      for (let k = 0; k < L; k++) z[k] = bias[k];
      for (const i of ex.ids) for (let k = 0; k < L; k++) z[k] += w[i * L + k];
      const top = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < L; k++) { z[k] = Math.exp(z[k] - top); sum += z[k]; }
      for (let k = 0; k < L; k++) {
        const g = z[k] / sum - (k === ex.y ? 1 : 0);
        for (const i of ex.ids) w[i * L + k] -= lr * (g + L2 * w[i * L + k]);
        bias[k] -= lr * g;
      }
    }
  }
  const weights: IntentModel['weights'] = {};
  for (const [f, i] of [...index].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const kept: number[] = [];
    for (let k = 0; k < L; k++) if (Math.abs(w[i * L + k]) >= PRUNE) kept.push(k, Math.round(w[i * L + k] * SCALE));
    if (kept.length) weights[f] = kept;
  }
  return { labels, scale: SCALE, bias: [...bias].map((b) => Math.round(b * SCALE)), weights };
}

/** The training data: the catalog's samples and every tuning set but the one left out. */
export function trainingData(leaveOut?: string): Example[] {
  return [...catalogExamples(), ...TUNING_SETS.filter((s) => s !== leaveOut).flatMap(tuningLines)];
}

export const modelJson = (m: IntentModel) => `${JSON.stringify(m)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const opt = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
  const leaveOut = opt('leave-out');
  if (leaveOut && !TUNING_SETS.includes(leaveOut)) throw new Error(`--leave-out must be one of ${TUNING_SETS.join(', ')}`);
  const out = opt('out') ?? MODEL_PATH;
  const m = trainIntentModel(trainingData(leaveOut));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, modelJson(m));
  console.log(`wrote ${out}: ${m.labels.length} labels, ${Object.keys(m.weights).length} features, ${modelJson(m).length} bytes${leaveOut ? ` (without ${leaveOut})` : ''}`);
}
