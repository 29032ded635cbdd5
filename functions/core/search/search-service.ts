import type { Services } from '../services.js';
import { validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import { words } from './words.js';
import type { SearchHit, SearchKind } from './model.js';
import { customerLink } from '../../contract/customers.js';
import { MAX_QUERY, MIN_QUERY, type SearchResponse } from '../../contract/search.js';

export const MAX_RESULTS = 20;
/**
 * Token items one Query reads: a page and room for a record matching through several of its words (`jo`: José and
 * Josephine) or several suffixes of its number; bounded, so a very common word costs the same as a rare one.
 */
const READ_PER_TOKEN = 40;
/** Queries of one search (for the longest words; the others still filter), sent at once. */
const MAX_LOOKUPS = 3;
const MAX_WORDS = 6;
/** Digits longer than this are a phone number, not a formatted id's (APT-0042, APT-12345). */
const MAX_ID_DIGITS = 6;
/** The shape of formatAppointmentNumber's ids as people type them. */
const FORMATTED_ID = /^apt[\s-]*(\d{1,6})$/i;

const LINK: Record<SearchKind, (id: string) => string> = {
  appointment: (id) => `/dashboard?appointment=${encodeURIComponent(id)}`,
  call: (id) => `/dashboard/recordings?call=${encodeURIComponent(id)}`,
  order: (id) => `/dashboard/orders?order=${encodeURIComponent(id)}`,
  customer: customerLink,
};

/**
 * Users' businesses already read by this process. A user's business is set once (a conditional write in
 * users-repo.ts) and never changes, so a warm function reads it once: a search as you type is then its Queries, sent
 * beside the session's read (SessionService.readAsUser). A deleted account fails at that check, and its answer is
 * dropped. Bounded: cleared when full.
 */
const businessOfUser = new Map<string, string>();
const MAX_CACHED_USERS = 10_000;

/** The top bar's search: customers, appointments, calls and orders by name, number, formatted id or words the caller said. */
export class SearchService {
  constructor(private readonly services: Services) {}

  private async businessIdOf(userId: string): Promise<string> {
    const known = businessOfUser.get(userId);
    if (known) return known;
    const businessId = await new BusinessService(this.services).businessIdOf(userId);
    if (businessOfUser.size >= MAX_CACHED_USERS) businessOfUser.clear();
    businessOfUser.set(userId, businessId);
    return businessId;
  }

  async search(userId: string, rawQuery: unknown): Promise<SearchResponse> {
    const query = typeof rawQuery === 'string' ? rawQuery.trim() : '';
    if (query.length < MIN_QUERY) throw validationList([`Type at least ${MIN_QUERY} characters to search.`]);
    if (query.length > MAX_QUERY) throw validationList([`Search text is too long: at most ${MAX_QUERY} characters.`]);
    const businessId = await this.businessIdOf(userId);
    const index = this.services.repos.search;

    // A number as people type it ((773) 555-0042, 555-12, +1 312...) is a run of a phone's digits, or a formatted
    // id's digits (0042, up to MAX_ID_DIGITS): one Query each, at once.
    let lookups: Array<{ prefix: string; also: string[] }>;
    let digits = query.replace(/\D/g, '');
    // A formatted appointment id (APT-0420, apt 0420) is its digits' word with the prefix in its text: one Query.
    const formatted = FORMATTED_ID.exec(query);
    if (formatted) {
      lookups = [{ prefix: `w:${formatted[1]}`, also: ['apt'] }];
    } else if (/^[\d\s().+-]+$/.test(query) && digits.length >= MIN_QUERY) {
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      lookups = [{ prefix: `d:${digits}`, also: [] }, ...(digits.length <= MAX_ID_DIGITS ? [{ prefix: `w:${digits}`, also: [] }] : [])];
    } else {
      // Every word must match (as the prefix of a word of the record). The longest words are each looked up with the
      // others filtered from the token items' text, and the answers joined: the result is whole when any of them
      // has fewer matches than the read bound (a rare word), whatever the others.
      const terms = [...new Set(words(query))].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
      if (terms.length === 0) return { query, results: [] };
      // A word of digits is also a run of a phone's digits (`wilson 0042`).
      lookups = terms
        .flatMap((t) => (/^\d+$/.test(t) ? [`w:${t}`, `d:${t}`] : [`w:${t}`]).map((prefix) => ({ prefix, also: terms.filter((o) => o !== t) })))
        .slice(0, MAX_LOOKUPS);
    }
    const hits = (await Promise.all(lookups.map((l) => index.lookup(businessId, l.prefix, l.also, READ_PER_TOKEN)))).flat();
    const unique = new Map<string, SearchHit & { exact: boolean }>();
    for (const h of hits) {
      const key = `${h.kind}#${h.id}`;
      unique.set(key, { ...h, exact: h.exact || Boolean(unique.get(key)?.exact) });
    }
    // Whole words first (`42` shows APT-0042 before APT-0420), then newest first.
    const results = [...unique.values()]
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.at.localeCompare(a.at))
      .slice(0, MAX_RESULTS)
      .map(({ exact: _exact, ...h }) => ({ ...h, link: LINK[h.kind](h.id) }));
    return { query, results };
  }
}
