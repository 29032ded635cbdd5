import { api } from '../../lib/api';
import type { ScrapeCheckReply } from '../../../../functions/contract/scrapings';

/**
 * The onboarding gate's wait for the website scrape (spec section 4): check now, then every 3 s while the
 * status is pending or in_progress. completed opens the gate; no_data and error open it with the alert of
 * section 8; any other value counts as completed; a failed check stops the waiting ('failed').
 */
export const SCRAPE_POLL_MS = 3000;
export const SCRAPE_ALERT = 'We could not automatically get information about your business, please fill it manually.';

export type GateOutcome = 'completed' | 'no_data' | 'error' | 'failed';

/** The API's answer, its status read as any string: a value this page does not know counts as completed. */
export type ScrapeCheck = Omit<ScrapeCheckReply, 'status'> & { status: string };

export const checkScrapeStatus = (signal?: AbortSignal) => api.get<ScrapeCheck>('/scrapings/check-status', { signal });

export interface WaitOptions {
  check: () => Promise<ScrapeCheck>;
  /** Resolves after `ms`, or rejects/never resolves once the wait is abandoned. */
  sleep: (ms: number) => Promise<void>;
  /** Called with every status the server reported. */
  onStatus?: (check: ScrapeCheck) => void;
  isCancelled?: () => boolean;
}

export async function waitForScrape({ check, sleep, onStatus, isCancelled }: WaitOptions): Promise<{ outcome: GateOutcome; last: ScrapeCheck | null }> {
  let last: ScrapeCheck | null = null;
  for (;;) {
    try {
      last = await check();
    } catch {
      return { outcome: 'failed', last };
    }
    onStatus?.(last);
    if (last.status === 'pending' || last.status === 'in_progress') {
      await sleep(SCRAPE_POLL_MS);
      if (isCancelled?.()) return { outcome: 'failed', last };
      continue;
    }
    if (last.status === 'no_data' || last.status === 'error') return { outcome: last.status, last };
    return { outcome: 'completed', last };
  }
}
