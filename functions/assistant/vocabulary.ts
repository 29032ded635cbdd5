import Fuse from 'fuse.js';
import { levenshtein } from './text.js';

/**
 * The words a business uses (its service names, its FAQ questions). A caller's word that is not one of them
 * is looked up fuzzily with fuse.js and accepted only when the edit distance is small, so "cappucino",
 * "manicur" or a speech-recognition slip still meet the business's word, and nothing far-fetched does.
 */
export class Vocabulary {
  private readonly exact: Set<string>;
  private readonly fuse: Fuse<string>;
  private readonly cache = new Map<string, string | null>();

  constructor(tokens: Iterable<string>) {
    this.exact = new Set(tokens);
    this.fuse = new Fuse([...this.exact].filter((t) => t.length >= 4), {
      includeScore: true,
      threshold: 0.34,
      ignoreLocation: true,
      isCaseSensitive: true,
    });
  }

  has(token: string): boolean {
    return this.exact.has(token);
  }

  /** The business's word for `token`: itself, a close spelling, or null. */
  resolve(token: string): string | null {
    if (this.exact.has(token)) return token;
    if (token.length < 4 || /\d/.test(token)) return null;
    const cached = this.cache.get(token);
    if (cached !== undefined) return cached;
    let found: string | null = null;
    for (const r of this.fuse.search(token, { limit: 5 })) {
      const allowed = Math.min(token.length, r.item.length) >= 7 ? 2 : 1;
      if (levenshtein(token, r.item) <= allowed) {
        found = r.item;
        break;
      }
    }
    this.cache.set(token, found);
    return found;
  }
}
