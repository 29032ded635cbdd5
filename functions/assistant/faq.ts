import type { AssistantBusiness } from './types.js';
import { canonical, normalize, stem, STOPWORDS, topicTokens, words } from './text.js';
import { Vocabulary } from './vocabulary.js';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  tokens: string[];
}

export interface FaqMatch {
  entry: FaqEntry;
  /** 0..1: how much of the question's meaning the caller's words cover, weighted by rarity. */
  score: number;
}

/** Words that say little about which question is meant ("What payment methods do you accept?"). */
const LOW_INFORMATION = new Set(topicTokens('method methods way ways option options policy kind type types accept offer provide available allow allowed'));

/** Below this a question is not answered from the FAQ (the assistant says it does not know instead). */
export const FAQ_THRESHOLD = 0.55;

/**
 * The business's questions and answers, matched by the meaning of words rather than exact text: both sides are
 * reduced to topic tokens (stemmed, synonyms folded, function words dropped), caller words are mapped onto the
 * business's vocabulary fuzzily (fuse.js), and the overlap is weighted so rare words count more than common ones.
 */
export class FaqIndex {
  readonly entries: FaqEntry[];
  private readonly weights = new Map<string, number>();
  private readonly vocab: Vocabulary;

  constructor(records: AssistantBusiness['business_questions']) {
    this.entries = records
      .filter((q) => (q.question ?? '').trim() && (q.answer ?? '').trim())
      .map((q) => ({ id: q.id, question: q.question.trim(), answer: q.answer.trim(), tokens: [...new Set(topicTokens(q.question))] }))
      .filter((q) => q.tokens.length > 0);
    const df = new Map<string, number>();
    for (const e of this.entries) for (const t of e.tokens) df.set(t, (df.get(t) ?? 0) + 1);
    const n = this.entries.length;
    for (const [t, d] of df) this.weights.set(t, 1 + Math.log((n + 1) / d));
    const written = this.entries.flatMap((e) =>
      words(normalize(e.question))
        .filter((w) => !STOPWORDS.has(w))
        .map((w) => [w, canonical(stem(w))] as const),
    );
    this.vocab = new Vocabulary([...df.keys(), ...written]);
  }

  private weight(t: string): number {
    const w = this.weights.get(t) ?? 1 + Math.log(this.entries.length + 1);
    return LOW_INFORMATION.has(t) ? w * 0.3 : w;
  }

  /** The best matching entry, when it clears `threshold`. */
  match(text: string, threshold = FAQ_THRESHOLD): FaqMatch | null {
    const best = this.rank(text)[0];
    return best && best.score >= threshold ? best : null;
  }

  private readonly memo = new Map<string, FaqMatch[]>();

  /** Asked about the same words several times in one turn (the reading and the routing): remembered briefly. */
  rank(text: string): FaqMatch[] {
    const hit = this.memo.get(text);
    if (hit) return [...hit];
    const out = this.rankUncached(text);
    if (this.memo.size >= 100) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(text, out);
    return [...out];
  }

  private rankUncached(text: string): FaqMatch[] {
    if (!this.entries.length) return [];
    const caller = [
      ...new Set(
        topicTokens(text).flatMap((t) => {
          const known = this.vocab.resolve(t);
          if (known) return [known];
          return this.vocab.split(t) ?? [t];
        }),
      ),
    ];
    if (!caller.length) return [];
    const callerWeight = caller.reduce((s, t) => s + this.weight(t), 0);
    const out: FaqMatch[] = [];
    for (const entry of this.entries) {
      const shared = entry.tokens.filter((t) => caller.includes(t));
      if (!shared.length) continue;
      const sharedWeight = shared.reduce((s, t) => s + this.weight(t), 0);
      const questionWeight = entry.tokens.reduce((s, t) => s + this.weight(t), 0);
      const coverage = sharedWeight / questionWeight;
      const precision = sharedWeight / callerWeight;
      // The caller must cover most of the question's meaning, or all of theirs must be about it:
      // "haircut on Wednesday" is not "Do you cut children's hair?" (the children are missing).
      if (coverage < 0.75 && !(coverage >= 0.5 && precision >= 0.75)) continue;
      out.push({ entry, score: 0.65 * coverage + 0.35 * precision });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}
