import type { Services } from '../services.js';
import { AppError } from '../errors.js';
import type { ScrapeFound, ScrapeStatus } from './model.js';
import { newId } from '../ids.js';
import { FetchFailure, fetchPage } from '../../adapters/website-fetcher.js';
import { planBusinessUpdate, type BusinessPatch } from '../business/update.js';
import { catalogItems, extractPage, LIMITS, listingsQuestion, mergePages, type PageData } from './extract.js';
import type { ScrapeInput } from './scrape-service.js';
import { log } from '../log.js';
import type { BusinessRepository, ScrapeRepository } from '../repositories.js';

export type PageResult = { ok: true; url: string; data: Omit<PageData, 'links'> } | { ok: false; url: string; reason: string };
export interface HomeResult {
  ok: boolean;
  reason?: string;
  data?: Omit<PageData, 'links'>;
  links: string[];
}

/**
 * The scrape workflow's task handlers (functions/workflows/scrape.ts): they run in the workflow's Lambda in
 * AWS and in-process locally. Kept apart from ScrapeService so the API Lambdas do not bundle the HTML parser.
 */
export class ScrapeTasks {
  private readonly repo: ScrapeRepository;
  private readonly businesses: BusinessRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.scrape;
    this.businesses = services.repos.business;
  }

  /** Task 'begin': pending → in_progress (only for the execution that still owns the record). */
  async begin(input: ScrapeInput): Promise<ScrapeInput & { current: boolean }> {
    const current = await this.repo.update(input.business_id, input.execution_name, {
      status: 'in_progress',
      started_at: this.services.now().toISOString(),
    });
    return { ...input, current };
  }

  /** Task 'fetchHome': the home page, what it shows, and which same-site pages to read next. */
  async fetchHome(input: ScrapeInput): Promise<HomeResult> {
    let lastFailure: FetchFailure | undefined;
    for (const url of homeCandidates(input.website)) {
      try {
        const page = await fetchPage(url, this.fetchOptions());
        const { links, ...data } = extractPage(page.html, page.url);
        return { ok: true, data, links };
      } catch (error) {
        if (!(error instanceof FetchFailure)) throw error;
        lastFailure = error;
        // Only a site that cannot be reached over https is tried over http; one that answered (404, not HTML) has spoken.
        if (error.reason !== 'network' && error.reason !== 'timeout') break;
      }
    }
    return { ok: false, reason: lastFailure!.reason, links: [] };
  }

  /** Task 'fetchPage' (one per link, in a Map state): a failing page is skipped, never fatal. */
  async fetchOne(input: { url: string }): Promise<PageResult> {
    try {
      const page = await fetchPage(input.url, this.fetchOptions());
      const { links: _links, ...data } = extractPage(page.html, page.url);
      return { ok: true, url: input.url, data };
    } catch (error) {
      if (error instanceof FetchFailure) return { ok: false, url: input.url, reason: error.reason };
      throw error;
    }
  }

  /**
   * Task 'save': merges the pages and stores what was found as the business's draft records, only into lists
   * the owner has not filled yet (a scrape that finishes late never overwrites what the owner typed).
   */
  async save(input: ScrapeInput & { home: HomeResult; pages?: PageResult[] }): Promise<{ status: ScrapeStatus; found: ScrapeFound }> {
    const pages = [input.home.data, ...(input.pages ?? []).map((p) => (p.ok ? p.data : null))].filter(
      (p): p is Omit<PageData, 'links'> => !!p,
    );
    const read = mergePages(pages.map((p) => ({ ...p, links: [] })));
    // Listings are left out of the services; a caller who asks about them is pointed to the website.
    const merged = read.listings ? { ...read, questions: [...read.questions, listingsQuestion(input.website)].slice(0, LIMITS.questions) } : read;
    const found: ScrapeFound = {
      address: !!merged.address,
      hours: merged.hours.filter((h) => !h.disabled).length,
      items: merged.items.length,
      questions: merged.questions.length,
      industry: !!merged.industry,
      phone: !!merged.phone,
    };
    const anything = found.address || found.hours > 0 || found.items > 0 || found.questions > 0 || found.industry;
    const stillCurrent = (await this.repo.get(input.business_id))?.execution_name === input.execution_name;
    if (anything && stillCurrent) await this.storeDrafts(input.business_id, merged);
    const status: ScrapeStatus = anything ? 'completed' : 'no_data';
    await this.repo.update(input.business_id, input.execution_name, {
      status,
      finished_at: this.services.now().toISOString(),
      pages_read: pages.length,
      found,
      ...(anything ? {} : { reason: 'nothing_found' }),
    });
    return { status, found };
  }

  /** Task 'markError': the site could not be read (or a step failed for good). */
  async markError(input: ScrapeInput & { home?: HomeResult; error?: { Error?: string; Cause?: string } }) {
    const reason = input.home && !input.home.ok ? (input.home.reason ?? 'unreadable') : (input.error?.Error ?? 'failed');
    await this.repo.update(input.business_id, input.execution_name, { status: 'error', reason, finished_at: this.services.now().toISOString() });
    return { status: 'error' as const, reason };
  }

  private fetchOptions() {
    return { allowPrivate: this.services.config.FETCH_ALLOW_PRIVATE, timeoutMs: this.services.config.FETCH_TIMEOUT_MS };
  }

  private async storeDrafts(businessId: string, merged: ReturnType<typeof mergePages>): Promise<void> {
    for (let attempt = 0; attempt < 4; attempt++) {
      const agg = await this.businesses.load(businessId);
      if (!agg) return;
      const candidates: BusinessPatch = {};
      if (merged.address && !agg.business_addresses.length) {
        candidates.business_addresses_attributes = [
          {
            address_line: merged.address.address_line.slice(0, 200),
            city: merged.address.city.slice(0, 100),
            state: merged.address.state.slice(0, 100),
            country: merged.address.country,
            zip_code: merged.address.zip_code.slice(0, 20),
          },
        ];
      }
      if (merged.items.length && !agg.business_items.length) {
        candidates.business_items_attributes = catalogItems(merged.items, merged.industry).map((i) => ({ ...i, enabled: true }));
      }
      if (merged.questions.length && !agg.business_questions.length) {
        candidates.business_questions_attributes = merged.questions;
      }
      if (merged.hours.length && !agg.working_hours.length) candidates.working_hours_attributes = merged.hours;
      if (merged.industry && !agg.business.industry) candidates.industry = merged.industry;
      const patch = this.validParts(agg, candidates);
      if (!Object.keys(patch).length) return;
      const plan = planBusinessUpdate(agg, patch, { now: this.services.now(), newId });
      if (await this.businesses.save(agg, plan)) return;
    }
  }

  /** Keeps each part of the patch that is valid on its own, so one odd value cannot lose the rest. */
  private validParts(agg: NonNullable<Awaited<ReturnType<BusinessRepository['load']>>>, candidates: BusinessPatch): BusinessPatch {
    const ctx = { now: this.services.now(), newId };
    try {
      planBusinessUpdate(agg, candidates, ctx);
      return candidates;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const kept: BusinessPatch = {};
    for (const [key, value] of Object.entries(candidates)) {
      try {
        planBusinessUpdate(agg, { [key]: value }, ctx);
        (kept as Record<string, unknown>)[key] = value;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        log.warn('scraped data left out', { field: key, error: error.message });
      }
    }
    return kept;
  }
}

/**
 * Where the home page is tried. An address typed without a scheme is stored with https (checkWebsite), so the
 * stored https address is tried first and the same address over http after it: many small businesses' sites still
 * answer only on http. The stored address does not keep whether the owner typed the scheme; an owner who typed
 * https for a site that answers only http gets the page read anyway, which is what they asked for. Each attempt
 * goes through the fetcher's guards (public addresses only, redirects checked).
 */
export function homeCandidates(website: string): string[] {
  return /^https:\/\//i.test(website) ? [website, website.replace(/^https:/i, 'http:')] : [website];
}
