/*
 * The website scrape's progress (spec section 4): what crosses the wire between GET /api/scrapings/check-status and
 * the web's onboarding gate. Plain types and constants only, so the web bundle imports this file without server code.
 */

/** The website scrape's states. */
export const SCRAPE_STATUSES = ['pending', 'in_progress', 'completed', 'no_data', 'error'] as const;
export type ScrapeStatus = (typeof SCRAPE_STATUSES)[number];

/** What the scrape found on the website, counted. */
export interface ScrapeFound {
  address: boolean;
  hours: number;
  items: number;
  questions: number;
  industry: boolean;
  phone: boolean;
}

/** GET /api/scrapings/check-status: only `status` when the business has no scrape. */
export interface ScrapeCheckReply {
  status: ScrapeStatus;
  website?: string | null;
  requested_at?: string;
  finished_at?: string | null;
  found?: ScrapeFound | null;
}
