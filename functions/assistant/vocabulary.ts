import Fuse from 'fuse.js';
import { levenshtein } from './text.js';

/**
 * The words a business uses (its service names, its FAQ questions). A caller's word that is not one of them
 * is looked up fuzzily with fuse.js and accepted only when the edit distance is small, so "cappucino",
 * "manicur" or a speech-recognition slip still meet the business's word, and nothing far-fetched does.
 */
export class Vocabulary {
  /** Every known form (the tokens themselves and the words as written) to the token it stands for. */
  private readonly forms = new Map<string, string>();
  private readonly fuse: Fuse<string>;
  private readonly cache = new Map<string, string | null>();

  /** `entries`: tokens, or [as written, token] pairs so a misspelling is compared with the written word. */
  constructor(entries: Iterable<string | readonly [string, string]>) {
    for (const e of entries) {
      if (typeof e === 'string') this.forms.set(e, e);
      else {
        this.forms.set(e[1], e[1]);
        if (!this.forms.has(e[0])) this.forms.set(e[0], e[1]);
      }
    }
    this.fuse = new Fuse([...this.forms.keys()].filter((t) => t.length >= 4), {
      includeScore: true,
      threshold: 0.34,
      ignoreLocation: true,
      isCaseSensitive: true,
    });
  }

  has(token: string): boolean {
    return this.forms.get(token) === token;
  }

  /** The business's word for `token`: itself, a close spelling, or null. */
  resolve(token: string): string | null {
    const known = this.forms.get(token);
    if (known) return known;
    // Short words are never matched fuzzily ("talk" is not "walk", "like" is not "line"), and a slip keeps
    // the first letter ("backed" is not "pack").
    if (token.length < 5 || /\d/.test(token)) return null;
    const cached = this.cache.get(token);
    if (cached !== undefined) return cached;
    let found: string | null = null;
    for (const r of this.fuse.search(token, { limit: 5 })) {
      const allowed = Math.min(token.length, r.item.length) >= 8 ? 2 : 1;
      if (r.item.length >= 4 && r.item[0] === token[0] && levenshtein(token, r.item) <= allowed) {
        found = this.forms.get(r.item) ?? null;
        break;
      }
    }
    if (this.cache.size >= 5000) this.cache.clear();
    this.cache.set(token, found);
    return found;
  }

  /** A compound the business writes as two words ("haircut" for "hair" and "cut"), split; else null. */
  split(token: string): [string, string] | null {
    for (let i = 3; i <= token.length - 3; i++) {
      const a = this.forms.get(token.slice(0, i));
      const b = this.forms.get(token.slice(i));
      if (a && b) return [a, b];
    }
    return null;
  }
}
