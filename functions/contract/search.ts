/*
 * The top bar's search (issue 18): what crosses the wire between GET /api/search?q=... and the web's search box.
 * Plain types and constants only, so the web bundle imports this file without server code.
 */

/** The kinds of record a search finds. */
export const SEARCH_KINDS = ['appointment', 'call', 'order', 'customer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The shortest and longest search text the API accepts (the box checks the same before asking). */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

/** One result: what it shows, the instant it is sorted by (newest first) and where the dashboard opens it. */
export interface SearchResult {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
  /** UTC ISO instant. */
  at: string;
  link: string;
}

/** GET /api/search?q=... */
export interface SearchResponse {
  query: string;
  results: SearchResult[];
}
