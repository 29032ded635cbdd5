import type { ScrapeFound, ScrapeStatus } from '../../contract/scrapings.js';

/** The website scrape's states and findings as GET /scrapings/check-status answers them (spec section 4). */
export type { ScrapeFound, ScrapeStatus };

/** One item per business (`BIZ#<id>` / `SCRAPE`): the latest scrape of its website. */
export interface ScrapeRecord {
  business_id: string;
  status: ScrapeStatus;
  website: string | null;
  /** The workflow execution that owns this record; an older execution (the website changed) may not write it. */
  execution_name: string | null;
  requested_at: string;
  started_at?: string;
  finished_at?: string;
  /** Why it ended in error or no_data (e.g. 'timeout', 'no_website'); safe to show in logs, not in the UI. */
  reason?: string;
  pages_read?: number;
  found?: ScrapeFound;
}
