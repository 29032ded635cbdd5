import type { Services } from '../services.js';
import { validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import { wordToken, words } from './words.js';
import type { SearchHit, SearchKind } from './model.js';
import { customerLink } from '../../contract/customers.js';
import { MAX_QUERY, MIN_QUERY, type SearchResponse } from '../../contract/search.js';

export const MAX_RESULTS = 20;
/**
 * Token items the Query reads: a page and room for a record matching through several of its words (`jo`: José and
 * Josephine) or several runs of its number; bounded, so a very common word costs the same as a rare one.
 */
const READ_PER_TOKEN = 40;
/** Words of a query that count (the longest); the others are ignored. */
const MAX_WORDS = 6;
/**
 * A number typed with this many digits or more is the term looked up, whatever the words beside it: a run of 4 digits
 * is in few phones and ids (`wilson 0042`, `emma 555-134`), a name is in many records.
 */
const SELECTIVE_DIGITS = 4;
/** The shape of formatAppointmentNumber's ids as people type them. */
const FORMATTED_ID = /^apt[\s-]*(\d{1,6})$/i;
/** A number as people type it inside other words ((773) 555-0042, 555-12, 0042), not the digits of a word (`apt0042`). */
const NUMBER_RUN = /(?<![\p{L}\d])\d(?:[\d\s().-]*\d)?(?![\p{L}\d])/gu;

/** One Query of the index: the token range read and the other terms filtered from the items' text. */
export interface SearchPlan {
  prefix: string;
  also: string[];
}

/** A phone's national digits as typed with the country code (1 312 555 0177). */
const national = (digits: string) => (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);

/**
 * The one key range a query reads (null: nothing to look up). Every term must match (as the prefix of a word of the
 * record, or a run of its phone's digits); one of them is read from the index and the others are filtered from the
 * read items' text, so the answer is whole when the term read has fewer matches than the read bound. The term read:
 * a formatted id's or a typed number's digits (numbers hold phones' runs, ids' digits and digits said, one range), a
 * number of SELECTIVE_DIGITS or more beside words, else the longest word (whole words come first in its range).
 */
export function searchPlan(query: string): SearchPlan | null {
  const formatted = FORMATTED_ID.exec(query);
  if (formatted) return { prefix: `d:${formatted[1]}`, also: ['apt'] };
  const digits = query.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(query) && digits.length >= MIN_QUERY) return { prefix: `d:${national(digits)}`, also: [] };
  const numbers = [...query.matchAll(NUMBER_RUN)].map((m) => national(m[0].replace(/\D/g, '')));
  const named = words(query.replace(NUMBER_RUN, ' '));
  const terms = [...new Set([...named, ...numbers.filter((n) => n.length >= MIN_QUERY)])].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
  if (terms.length === 0) return null;
  const number = terms.filter((t) => /^\d+$/.test(t))[0];
  const longestWord = terms.find((t) => !/^\d+$/.test(t));
  const read = number && (number.length >= SELECTIVE_DIGITS || !longestWord) ? number : longestWord!;
  return { prefix: wordToken(read), also: terms.filter((t) => t !== read) };
}

const LINK: Record<SearchKind, (id: string) => string> = {
  appointment: (id) => `/dashboard?appointment=${encodeURIComponent(id)}`,
  call: (id) => `/dashboard/recordings?call=${encodeURIComponent(id)}`,
  order: (id) => `/dashboard/orders?order=${encodeURIComponent(id)}`,
  customer: customerLink,
};

/**
 * Users' businesses already read by this process. A user's business is set once (a conditional write in
 * users-repo.ts) and never changes, so a warm function reads it once: a search as you type is then its Query, sent
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
    const plan = searchPlan(query);
    if (!plan) return { query, results: [] };
    const hits = await this.services.repos.search.lookup(businessId, plan.prefix, plan.also, READ_PER_TOKEN);
    const unique = new Map<string, SearchHit & { rank: number }>();
    for (const h of hits) {
      const key = `${h.kind}#${h.id}`;
      unique.set(key, { ...h, rank: Math.max(h.rank, unique.get(key)?.rank ?? 0) });
    }
    // The formatted id whose number was typed, then whole words (`42` shows APT-0042 before APT-0420), then newest first.
    const results = [...unique.values()]
      .sort((a, b) => b.rank - a.rank || b.at.localeCompare(a.at))
      .slice(0, MAX_RESULTS)
      .map(({ rank: _rank, ...h }) => ({ ...h, link: LINK[h.kind](h.id) }));
    return { query, results };
  }
}
