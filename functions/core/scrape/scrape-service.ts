import { createHash } from 'node:crypto';
import type { Services } from '../services.js';
import type { ScrapeRecord, ScrapeStatus } from './model.js';
import { BusinessService } from '../business/business-service.js';
import { log } from '../log.js';
import type { ScrapeRepository } from '../repositories.js';
import type { ScrapeCheckReply } from '../../contract/scrapings.js';

export const SCRAPE_WORKFLOW = 'scrape';

/**
 * A scrape that has not finished this long after it was requested is reported as 'error', so the onboarding
 * gate never waits forever on an execution that died (spec: a failed scrape never blocks onboarding).
 */
export const SCRAPE_STALE_AFTER_MS = 3 * 60 * 1000;

/** The workflow's state as it flows between its states (kept small: Step Functions caps it at 256 KB). */
export interface ScrapeInput {
  business_id: string;
  website: string;
  execution_name: string;
}
/** Execution names are deterministic, so a retried sign-up request starts the same execution, not a second one. */
export function scrapeExecutionName(businessId: string, website: string): string {
  return `${businessId}-${createHash('sha256').update(website).digest('hex').slice(0, 16)}`;
}

/**
 * The website scrape: requested when a business is created with a website, run as the `scrape` workflow
 * (functions/workflows/scrape.ts), its progress kept in one status item the onboarding gate polls.
 */
export class ScrapeService {
  private readonly repo: ScrapeRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.scrape;
  }

  /**
   * Starts reading the business's website (or records that there is none). Never throws for a workflow that
   * cannot start: sign-up must not fail because of the scrape, which is then reported as 'error'.
   */
  async request(businessId: string, website: string | null): Promise<ScrapeStatus> {
    const now = this.services.now().toISOString();
    if (!website) {
      await this.repo.request({ business_id: businessId, status: 'no_data', website: null, execution_name: null, requested_at: now, finished_at: now, reason: 'no_website' });
      return 'no_data';
    }
    const executionName = scrapeExecutionName(businessId, website);
    const fresh = await this.repo.request({ business_id: businessId, status: 'pending', website, execution_name: executionName, requested_at: now });
    if (!fresh) return 'pending';
    try {
      const input: ScrapeInput = { business_id: businessId, website, execution_name: executionName };
      await this.services.workflows.start(SCRAPE_WORKFLOW, { ...input }, executionName);
      return 'pending';
    } catch (error) {
      log.error('scrape workflow did not start', { businessId, error: String(error) });
      await this.repo.update(businessId, executionName, { status: 'error', reason: 'not_started', finished_at: this.services.now().toISOString() });
      return 'error';
    }
  }

  /** GET /scrapings/check-status for the signed-in owner's business. */
  async statusOf(userId: string) {
    const businessId = await new BusinessService(this.services).businessIdOf(userId);
    const record = await this.repo.get(businessId);
    return publicStatus(record, this.services.now());
  }
}

/** What check-status answers: the stored state, with a scrape that went silent reported as 'error'. */
export function publicStatus(record: ScrapeRecord | null, now: Date): ScrapeCheckReply {
  if (!record) return { status: 'no_data' };
  let status = record.status;
  if ((status === 'pending' || status === 'in_progress') && now.getTime() - Date.parse(record.requested_at) > SCRAPE_STALE_AFTER_MS) {
    status = 'error';
  }
  return {
    status,
    website: record.website,
    requested_at: record.requested_at,
    finished_at: record.finished_at ?? null,
    found: record.found ?? null,
  };
}
