import MiniSearch, { type SearchResult } from 'minisearch';
import type { AssistantBusiness } from '../types.js';
import { topicTokens } from '../text.js';
import type { Retrieved, Source } from './types.js';

/**
 * Answers retrieved from the owner's own data: every FAQ by its question AND its answer (services, hours and
 * the address are read by the catalog and the locale's rules). MiniSearch (BM25 over an inverted index) ranks the records; words
 * are reduced to topic tokens first (stemmed, synonyms folded, function words dropped). Matching is exact on
 * those tokens (no fuzzy edit distance), so "talk" never meets "walk".
 *
 * The score (0..1) says how much of the caller's meaning the record covers and how close the record comes to
 * its own best match: a record scores 1 when the caller says its question.
 */
interface Doc {
  id: string;
  kind: Source['kind'];
  record: string;
  q: string;
  a: string;
}


export class KnowledgeIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly self = new Map<string, number>();
  private readonly idf = new Map<string, number>();
  private readonly docs: Doc[];

  constructor(
    b: Pick<AssistantBusiness, 'business_questions' | 'business_items'>,
    extra: { synonyms?: Record<string, string>; general?: string[] } = {},
  ) {
    const syn = extra.synonyms ?? {};
    const tokenize = (text: string) => topicTokens(text).map((t) => syn[t] ?? t);
    this.general = new Set((extra.general ?? []).flatMap((w) => tokenize(w)));
    this.docs = [
      ...(b.business_questions ?? [])
        .filter((q) => (q.question ?? '').trim() && (q.answer ?? '').trim())
        .map((q) => ({ id: `faq:${q.id}`, kind: 'faq' as const, record: q.id, q: q.question, a: q.answer })),
    ];
    this.search = new MiniSearch<Doc>({
      fields: ['q', 'a'],
      storeFields: ['kind', 'record'],
      tokenize,
      processTerm: (t) => t,
      searchOptions: {
        boost: { q: 2, a: 1 },
        // Fuzzy matching was measured on the tuning corpus: no gain (80.4% intent without, 80.2% with), so off;
        // a recogniser's known slips are fixed by the locale's data before retrieval.
        fuzzy: false,
        prefix: false,
        combineWith: 'OR',
      },
    });
    this.search.addAll(this.docs);
    const df = new Map<string, number>();
    for (const d of this.docs) for (const t of new Set(tokenize(`${d.q} ${d.a}`))) df.set(t, (df.get(t) ?? 0) + 1);
    const n = this.docs.length;
    for (const [t, d] of df) this.idf.set(t, Math.log(1 + n / d));
    this.unknownIdf = Math.log(1 + n);
    this.tokenize = tokenize;
    for (const d of this.docs) {
      const best = this.search.search(d.q, { filter: (r) => r.id === d.id })[0];
      this.self.set(d.id, best?.score ?? 1);
    }
    // A record whose question has one topic word ("Can we eat in?") is reached in full by any caller who says that
    // word: its closeness is measured against at least a typical record's own score.
    const selfs = [...this.self.values()].sort((x, y) => x - y);
    this.typicalSelf = (selfs[Math.floor(selfs.length / 2)] ?? 1) * 0.5;
  }

  private readonly unknownIdf: number;
  private readonly typicalSelf: number;
  private readonly general: Set<string>;
  private readonly tokenize: (text: string) => string[];

  get size(): number {
    return this.docs.length;
  }

  /** Records for the caller's words, best first, each with a score in 0..1. */
  private readonly memo = new Map<string, Retrieved[]>();

  find(text: string, limit = 3): Retrieved[] {
    const key = `${limit}|${text}`;
    const hit = this.memo.get(key);
    if (hit) return hit.map((r) => ({ ...r }));
    const out = this.findUncached(text, limit);
    if (this.memo.size >= 100) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, out);
    return out.map((r) => ({ ...r }));
  }

  private findUncached(text: string, limit: number): Retrieved[] {
    if (!this.docs.length) return [];
    const query = [...new Set(this.tokenize(text))];
    if (!query.length) return [];
    // A word no record uses weighs fully unless it is an everyday word of the locale (see LocaleData.general).
    const weight = (t: string) => this.idf.get(t) ?? (this.general.has(t) ? 0.2 : 1) * this.unknownIdf;
    const total = query.reduce((s, t) => s + weight(t), 0);
    const results: SearchResult[] = this.search.search(text);
    return results
      .slice(0, 8)
      .map((r) => {
        const matched = new Set(r.queryTerms);
        const coverage = query.filter((t) => matched.has(t)).reduce((s, t) => s + weight(t), 0) / total;
        const closeness = Math.min(1, r.score / Math.max(this.self.get(r.id) ?? 1, this.typicalSelf));
        return { kind: r.kind as Source['kind'], id: r.record as string, score: Number((0.5 * coverage + 0.5 * closeness).toFixed(3)) };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
