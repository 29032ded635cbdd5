/**
 * Issue 13, second pass: is a trained statistical intent classifier (NLP.js's neural classifier, @nlpjs/neural)
 * worth combining with the understanding layer's rules? Measured by 4-fold cross-validation over the TUNE split
 * grouped by business: train on the intent catalog's samples, a generic caller-style set written from the intent
 * definitions (below; business-agnostic) and three businesses' tune lines; score the fourth business's lines.
 * The rules are scored on the same lines (their label mapped to the corpus labels, as `npm run eval` does).
 * It never reads the test split. The classifier was not adopted (README), so the library is not a dependency:
 *   npm install --no-save @nlpjs/neural@4.25.0 && npx tsx tests/bench/classifier-cv.ts
 */
import { readFileSync } from 'node:fs';
import { INTENT_CATALOG } from '../../functions/assistant/intent-catalog.js';
import { knowledgeOf, prepare } from '../../functions/assistant/context.js';
import { normalizeText, understandUtterance } from '../../functions/assistant/understanding/index.js';
import { stemTokens } from '../../functions/assistant/text.js';

const SLUGS = ['salon', 'pizzeria', 'plumber', 'realty'];
const TO_LABEL: Record<string, string> = {
  Greeting: 'greeting', AskHours: 'ask_hours', AskAddress: 'ask_address', AskServices: 'ask_services', AskPrice: 'ask_price',
  AskDuration: 'ask_duration', AskFaq: 'ask_faq', AskUnknown: 'ask_unknown', AskAvailability: 'ask_availability',
  BookAppointment: 'book_appointment', CancelAppointment: 'cancel_appointment', RescheduleAppointment: 'reschedule_appointment',
  CheckAppointment: 'check_appointment', PlaceOrder: 'place_order', LeaveMessage: 'leave_message', RequestCallback: 'request_callback',
  SpeakToHuman: 'speak_to_human', Urgent: 'urgent', SensitiveInquiry: 'urgent', Frustrated: 'frustrated', AskLanguage: 'other_language',
  OtherLanguage: 'other_language', Affirm: 'affirm', Deny: 'deny', Correction: 'correction', Repeat: 'repeat', Help: 'help',
  NeverMind: 'never_mind', Thanks: 'thanks', Goodbye: 'goodbye', ChitChat: 'chit_chat',
};

/** Generic caller-style phrases for the labels the catalog has no samples for, written from their definitions. */
const GENERIC: Record<string, string[]> = {
  ask_faq: ['do you take credit cards', 'is there parking', 'can i bring my kid', 'do you have a policy on that', 'is it okay if i bring my dog', 'do you guys offer any discounts', 'what is your policy if i am late', 'do you do gift cards'],
  ask_unknown: ['what is the wifi password', 'who won the game last night', 'what is the weather like there', 'is the owner married'],
  ask_availability: ['anything open tomorrow', 'when is your next opening', 'do you have any time saturday', 'can you squeeze me in this week', 'what times do you have friday', 'any availability next week'],
  urgent: ['this is an emergency', 'there is water everywhere', 'i smell gas', 'i am in a lot of pain', 'it is bleeding and will not stop', 'smoke is coming out of it'],
  correction: ['no wait i meant friday', 'sorry make that two', 'actually change it to three', 'no not that one the other one', 'i said tuesday not thursday'],
  chit_chat: ['how are you doing today', 'are you a real person', 'am i talking to a robot', 'you are funny', 'nice weather today huh'],
  frustrated: ['this is ridiculous', 'you are not listening', 'i have called three times already', 'this is so frustrating'],
};

interface Line { id: string; business: string; utterance: string; intent: string }
const lines = (slug: string): Line[] => readFileSync(`tests/eval/corpus/${slug}.tune.jsonl`, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

const features = (text: string) => {
  const toks = stemTokens(normalizeText(text).replace(/\?$/, ''));
  const f: Record<string, number> = {};
  for (const t of toks) f[t] = 1;
  for (let i = 0; i + 1 < toks.length; i++) f[`${toks[i]}_${toks[i + 1]}`] = 1;
  return f;
};

interface Net {
  train(corpus: Array<{ input: Record<string, number>; output: Record<string, number> }>): unknown;
  run(input: Record<string, number>): Record<string, number>;
}
// Not a dependency of the project (not adopted): loaded by name so that type checking does not need it.
const LIBRARY = '@nlpjs/neural';
const { NeuralNetwork } = (await import(LIBRARY)) as { NeuralNetwork: new (settings: object) => Net };

function train(extra: Line[]): Net {
  const corpus: Array<{ input: Record<string, number>; output: Record<string, number> }> = [];
  for (const def of INTENT_CATALOG) {
    const label = TO_LABEL[def.name];
    if (!label) continue;
    for (const s of def.samples) corpus.push({ input: features(s.replace(/\{\w+\}/g, 'x')), output: { [label]: 1 } });
  }
  for (const [label, list] of Object.entries(GENERIC)) for (const s of list) corpus.push({ input: features(s), output: { [label]: 1 } });
  for (const l of extra) corpus.push({ input: features(l.utterance), output: { [l.intent]: 1 } });
  const net = new NeuralNetwork({ log: false });
  net.train(corpus);
  return net;
}

let looseTotal = 0;
let clsTotal = 0, rulesTotal = 0, comboTotal = 0, n = 0;
for (const held of SLUGS) {
  const t0 = Date.now();
  const net = train(SLUGS.filter((s) => s !== held).flatMap(lines));
  const trainMs = Date.now() - t0;
  const b = JSON.parse(readFileSync(`tests/eval/businesses/${held}.json`, 'utf8'));
  const k = knowledgeOf(prepare({ business: b, now: new Date('2026-11-23T15:00:00Z'), callerNumber: null, calendar: { appointments: [] } } as never));
  let cls = 0, rules = 0, combo = 0, looseN = 0, below = 0;
  const test = lines(held);
  for (const l of test) {
    const out = net.run(features(l.utterance));
    const best = Object.entries(out).sort((a, b) => b[1] - a[1])[0];
    const r = understandUtterance(l.utterance, k);
    const ruleLabel = TO_LABEL[r.label] ?? r.label;
    if (best?.[0] === l.intent) cls++;
    if (ruleLabel === l.intent) rules++;
    // Combined: the classifier decides only where the rules are below the confidence floor.
    const combined = r.confidence < 0.6 && best && best[1] >= 0.5 ? best[0] : ruleLabel;
    if (combined === l.intent) combo++;
    // Looser: the classifier also decides where the rules fell back to "unknown" or read nothing sure (below 0.7).
    const loose = (r.confidence < 0.7 || r.label === 'AskUnknown' || r.label === 'None') && best && best[1] >= 0.5 ? best[0] : ruleLabel;
    if (loose === l.intent) looseN++;
    if (r.confidence < 0.6) below++;
  }
  console.log(`${held.padEnd(9)} n=${test.length}  classifier ${(100 * cls / test.length).toFixed(1)}%  rules ${(100 * rules / test.length).toFixed(1)}%  rules+classifier below floor ${(100 * combo / test.length).toFixed(1)}%  looser ${(100 * looseN / test.length).toFixed(1)}%  (${below} lines below the floor; train ${trainMs} ms)`);
  looseTotal += looseN;
  clsTotal += cls; rulesTotal += rules; comboTotal += combo; n += test.length;
}
console.log(`all       n=${n}  classifier ${(100 * clsTotal / n).toFixed(1)}%  rules ${(100 * rulesTotal / n).toFixed(1)}%  rules+classifier below floor ${(100 * comboTotal / n).toFixed(1)}%  looser ${(100 * looseTotal / n).toFixed(1)}%`);
