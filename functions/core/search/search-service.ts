import type { Services } from '../services.js';
import { validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import { words } from './words.js';
import type { SearchHit, SearchKind } from './model.js';
import { customerLink } from '../../contract/customers.js';
import { MAX_QUERY, MIN_QUERY, type SearchResponse } from '../../contract/search.js';

export const MAX_RESULTS = 20;
/** Token items read per word: bounded, so a very common word costs the same as a rare one. */
const READ_PER_TOKEN = 300;
const MAX_WORDS = 4;

const LINK: Record<SearchKind, (id: string) => string> = {
  appointment: (id) => `/dashboard?appointment=${encodeURIComponent(id)}`,
  call: (id) => `/dashboard/recordings?call=${encodeURIComponent(id)}`,
  order: (id) => `/dashboard/orders?order=${encodeURIComponent(id)}`,
  customer: customerLink,
};

/** The top bar's search: customers, appointments, calls and orders by name, number, formatted id or words the caller said. */
export class SearchService {
  constructor(private readonly services: Services) {}

  async search(userId: string, rawQuery: unknown): Promise<SearchResponse> {
    const query = typeof rawQuery === 'string' ? rawQuery.trim() : '';
    if (query.length < MIN_QUERY) throw validationList([`Type at least ${MIN_QUERY} characters to search.`]);
    if (query.length > MAX_QUERY) throw validationList([`Search text is too long: at most ${MAX_QUERY} characters.`]);
    const businessId = await new BusinessService(this.services).businessIdOf(userId);
    const index = this.services.repos.search;

    let hits: SearchHit[];
    let digits = query.replace(/\D/g, '');
    if (/^[\d\s().+-]+$/.test(query) && digits.length >= MIN_QUERY) {
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      hits = await index.lookup(businessId, `d:${digits}`, READ_PER_TOKEN);
    } else {
      const terms = [...new Set(words(query))].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
      if (terms.length === 0) return { query, results: [] };
      const perTerm = await Promise.all(terms.map((t) => index.lookup(businessId, `w:${t}`, READ_PER_TOKEN)));
      // Every word must match (each as a prefix of some word of the record).
      const keyOf = (h: SearchHit) => `${h.kind}#${h.id}`;
      const sets = perTerm.slice(1).map((list) => new Set(list.map(keyOf)));
      hits = perTerm[0].filter((h) => sets.every((s) => s.has(keyOf(h))));
    }
    const unique = new Map<string, SearchHit>();
    for (const h of hits) unique.set(`${h.kind}#${h.id}`, h);
    const results = [...unique.values()]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, MAX_RESULTS)
      .map((h) => ({ ...h, link: LINK[h.kind](h.id) }));
    return { query, results };
  }
}
