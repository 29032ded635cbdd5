import { describe, expect, it } from 'vitest';
import { SCRAPE_ALERT, SCRAPE_POLL_MS, waitForScrape, type ScrapeCheck } from '../../../web/src/features/onboarding/scrape-gate';

/** A check that answers the given statuses in turn (an Error is a failed check). */
function scripted(answers: Array<string | Error>) {
  const calls: number[] = [];
  const sleeps: number[] = [];
  let i = 0;
  return {
    calls,
    sleeps,
    check: async (): Promise<ScrapeCheck> => {
      calls.push(i);
      const answer = answers[Math.min(i++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return { status: answer };
    },
    sleep: async (ms: number) => void sleeps.push(ms),
  };
}

describe('onboarding gate: waiting for the website scrape (spec section 4)', () => {
  it('checks now, then every 3 s while pending or in progress; completed opens the gate', async () => {
    const s = scripted(['pending', 'in_progress', 'in_progress', 'completed']);
    const seen: string[] = [];
    const result = await waitForScrape({ check: s.check, sleep: s.sleep, onStatus: (c) => seen.push(c.status) });
    expect(result.outcome).toBe('completed');
    expect(seen).toEqual(['pending', 'in_progress', 'in_progress', 'completed']);
    expect(s.sleeps).toEqual([3000, 3000, 3000]);
    expect(SCRAPE_POLL_MS).toBe(3000);
  });

  it('no_data and error open the gate with the alert', async () => {
    expect((await waitForScrape(scripted(['no_data']))).outcome).toBe('no_data');
    expect((await waitForScrape(scripted(['pending', 'error']))).outcome).toBe('error');
    expect(SCRAPE_ALERT).toBe('We could not automatically get information about your business, please fill it manually.');
  });

  it('any other value is treated like completed', async () => {
    expect((await waitForScrape(scripted(['done']))).outcome).toBe('completed');
    expect((await waitForScrape(scripted(['']))).outcome).toBe('completed');
  });

  it('a failed check stops the waiting', async () => {
    const s = scripted(['pending', new Error('offline')]);
    const result = await waitForScrape(s);
    expect(result).toEqual({ outcome: 'failed', last: { status: 'pending' } });
    expect(s.sleeps).toEqual([3000]);
  });

  it('stops polling once abandoned (the owner left the page)', async () => {
    let cancelled = false;
    const s = scripted(['pending']);
    const result = await waitForScrape({ check: s.check, sleep: async () => void (cancelled = true), isCancelled: () => cancelled });
    expect(result.outcome).toBe('failed');
    expect(s.calls).toHaveLength(1);
  });
});
