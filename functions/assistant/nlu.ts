import { INTENT_CATALOG, type IntentName } from './intent-catalog.js';
import { normalize, stem, words } from './text.js';

/**
 * Local intent classification from the intent catalog: each utterance is compared with every intent's sample
 * utterances (weighted word overlap, rarer words weigh more) and searched for the intent's keywords.
 * Slot values are represented by placeholder tokens, as Lex does: a service from the catalog, a date, a time.
 */

export interface IntentScore {
  intent: IntentName;
  score: number;
}

export interface SlotSignals {
  service?: boolean;
  date?: boolean;
  time?: boolean;
  quantity?: boolean;
  phone?: boolean;
}

const slotToken = (name: string) => `slot_${name.toLowerCase()}`;
const SLOT_TOKENS: Record<keyof SlotSignals, string> = {
  service: slotToken('ServiceName'),
  date: slotToken('Date'),
  time: slotToken('Time'),
  quantity: slotToken('Quantity'),
  phone: slotToken('PhoneNumber'),
};

function sampleTokens(sample: string): string[] {
  return sample
    .split(' ')
    .map((w) => (w.startsWith('{') ? slotToken(w.slice(1, -1)) : stem(w.replace(/'/g, ''))));
}

interface PreparedSample {
  tokens: Map<string, number>;
  total: number;
}

/**
 * Words that cannot carry an intent on their own: a sample only counts when the utterance shares at least
 * one other word (or a slot) with it, so "what is your wifi password" does not meet "what is your address".
 */
const FUNCTION_WORDS = new Set(
  'i me my you your is am are be the a an to do does can could would will what it of for in on at have has we our us this that please and or like want just so there'.split(' ').map(stem),
);
interface PreparedIntent {
  name: IntentName;
  samples: PreparedSample[];
  keywords: Array<{ tokens: string[]; strength: number }>;
}

const prepared: { intents: PreparedIntent[]; weight: (t: string) => number } = (() => {
  const df = new Map<string, number>();
  for (const intent of INTENT_CATALOG) {
    const seen = new Set(intent.samples.flatMap(sampleTokens));
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = INTENT_CATALOG.length;
  const weight = (t: string) => {
    const d = df.get(t);
    return d ? Math.log(1 + n / d) : 1;
  };
  const intents = INTENT_CATALOG.map((intent) => ({
    name: intent.name,
    samples: intent.samples.map((s) => {
      const tokens = new Map<string, number>();
      for (const t of sampleTokens(s)) tokens.set(t, weight(t));
      return { tokens, total: [...tokens.values()].reduce((a, b) => a + b, 0) };
    }),
    keywords: intent.keywords.map(([phrase, strength]) => ({ tokens: words(normalize(phrase)).map(stem), strength })),
  }));
  return { intents, weight };
})();

const containsSequence = (hay: string[], needle: string[]) => {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/** Every intent with a score in 0..1, best first. */
export function classify(text: string, slots: SlotSignals = {}): IntentScore[] {
  const key = `${JSON.stringify(slots)}|${text}`;
  const hit = classifyMemo.get(key);
  if (hit) return hit.map((x) => ({ ...x }));
  const out = classifyUncached(text, slots);
  if (classifyMemo.size >= 200) classifyMemo.delete(classifyMemo.keys().next().value!);
  classifyMemo.set(key, out);
  return out.map((x) => ({ ...x }));
}
const classifyMemo = new Map<string, IntentScore[]>();

function classifyUncached(text: string, slots: SlotSignals): IntentScore[] {
  const toks = words(normalize(text)).map(stem);
  const bag = new Set(toks);
  for (const [k, token] of Object.entries(SLOT_TOKENS)) if (slots[k as keyof SlotSignals]) bag.add(token);
  const bagWeight = [...bag].reduce((s, t) => s + prepared.weight(t), 0);

  const out: IntentScore[] = [];
  for (const intent of prepared.intents) {
    let sampleScore = 0;
    if (bag.size) {
      for (const s of intent.samples) {
        let shared = 0;
        let meaningful = false;
        for (const [t, w] of s.tokens) {
          if (!bag.has(t)) continue;
          shared += w;
          if (!FUNCTION_WORDS.has(t)) meaningful = true;
        }
        if (!meaningful) continue;
        const coverage = shared / s.total;
        const dice = (2 * shared) / (s.total + bagWeight);
        sampleScore = Math.max(sampleScore, 0.6 * coverage + 0.4 * dice);
      }
    }
    let keywordScore = 0;
    let hits = 0;
    for (const k of intent.keywords) {
      if (containsSequence(toks, k.tokens)) {
        hits++;
        keywordScore = Math.max(keywordScore, k.strength);
      }
    }
    if (hits > 1) keywordScore = Math.min(0.98, keywordScore + 0.04 * (hits - 1));
    let score = Math.max(sampleScore, keywordScore);
    if (sampleScore >= 0.5 && keywordScore >= 0.5) score = Math.min(1, score + 0.05);
    out.push({ intent: intent.name, score });
  }
  return out.sort((a, b) => b.score - a.score);
}

// --- small readings used by every step ------------------------------------------------------------------

const YES = [
  'yes', 'yeah', 'yea', 'yep', 'yup', 'ya', 'sure', 'correct', 'ok', 'okay', 'alright', 'perfect', 'absolutely',
  'definitely', 'certainly', 'affirmative',
];
const YES_ALONE = ['please', 'right', 'fine', 'great', 'good', 'exactly', 'all right'];
const YES_PHRASES = ['sounds good', 'that works', 'works for me', 'go ahead', 'please do', 'do it', 'book it', 'that is right', 'that is correct', 'of course', 'let us do it', 'why not', 'i do', 'yes please', 'that is fine'];
const NO = ['no', 'nope', 'nah', 'incorrect', 'wrong', 'negative'];
const NO_PHRASES = ['not really', 'that is not', 'that is wrong', 'do not', 'not right', 'not correct', 'i do not', 'no thanks', 'no thank you', 'not now', 'not today', 'rather not', 'not interested', 'no need', 'i am good', 'i am fine', 'all set', 'that is all', 'that will be all', 'nothing else', 'that is it'];

/** A yes or a no, when the turn is one ("yeah sure", "no thanks"); null otherwise. */
export function yesNo(text: string): 'yes' | 'no' | null {
  const n = normalize(text);
  if (!n) return null;
  const ws = n.split(' ');
  const phrase = (list: string[]) => list.some((p) => ` ${n} `.includes(` ${p} `));
  if (YES_ALONE.includes(n)) return 'yes';
  const noWord = ws.findIndex((w) => NO.includes(w));
  const yesWord = ws.findIndex((w) => YES.includes(w));
  if (/\bdo not know\b|\bnot sure\b/.test(n)) return null;
  // "Yup, that's it" / "yes that is all": a yes that closes the list is a yes.
  if (['yes', 'yeah', 'yep', 'yup', 'sure', 'correct', 'perfect'].includes(ws[0]) && noWord < 0 && /^\w+ (that is (it|all|everything|right|correct)|that will be all)\b/.test(n)) return 'yes';
  // "Oh ok, no then", "alright no thanks": a yes word that only acknowledges what was said, then the answer, no.
  const saysNoLast = noWord > yesWord && yesWord >= 0 && /\b(no|nope|nah)( (then|thanks|thank you|thank you though|never mind|not now|not yet|i will pass))?$/.test(n);
  if (phrase(NO_PHRASES) || (noWord >= 0 && (yesWord < 0 || noWord < yesWord)) || saysNoLast) return 'no';
  if (phrase(YES_PHRASES) || yesWord >= 0) {
    // "right" in "right now", "good" in "good morning", "please" inside a request are not a yes.
    if (ws.length > 6 && !phrase(YES_PHRASES) && !['yes', 'yeah', 'yep', 'sure', 'correct', 'okay', 'ok'].includes(ws[0])) return null;
    return 'yes';
  }
  return null;
}

const QUESTION_START = /^(what|whats|when|where|who|whom|why|how|which|do|does|did|can|could|is|are|was|were|will|would|should|have|has|may|might|am|any|tell me)\b/;

/** Whether the turn reads as a question (for "I don't know that" rather than "I didn't catch that"). */
export function isQuestion(text: string): boolean {
  if (/\?\s*$/.test(text.trim())) return true;
  const n = normalize(text).replace(/^(so|and|um|uh|ok|okay|hi|hello|yes|yeah|also|well|oh|hey|i was wondering|i wonder|i wanted to know|i want to know|i would like to know|just wondering|quick question)\s+/, '');
  return (
    QUESTION_START.test(n) ||
    /\b(i was wondering|i wonder|do you know|can you tell me|could you tell me|i want to know|i would like to know|i have a question|quick question|question about|wanted to ask|want to ask|can i ask)\b/.test(
      normalize(text),
    )
  );
}
