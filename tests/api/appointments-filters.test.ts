import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILTERED_READS } from '../../functions/data/appointments-repo.js';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, ownerWithServices, values, type Ctx } from '../support/appointment-helpers.js';
import { countDynamoCalls, type DynamoCallCounter } from '../support/dynamo-call-counter.js';
import { seedAppointments } from '../support/seed-appointments.js';

// A calendar of 600 appointments over a year; one customer is named Zimmer and has a number no one else has.
const COUNT = 600;
const RARE = 590;
const rarePhone = `+1212555${1000 + RARE}`;

let ctx: Ctx;
let counter: DynamoCallCounter;
let owner: Awaited<ReturnType<typeof ownerWithServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
  owner = await ownerWithServices(ctx);
  await seedAppointments(ctx.services.db, owner.businessId, COUNT, MONDAY_9AM_NY, { lastName: (i) => (i === RARE ? 'Zimmer' : 'Wilson') });
  counter = countDynamoCalls(ctx.services.db);
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

/** Every page of the list for `query`, following X-Next-Cursor; each request's index reads counted. */
async function walk(query: string, limit = 5) {
  const pages: Array<{ names: string[]; queries: number }> = [];
  let cursor: string | null = null;
  do {
    counter.reset();
    const res = await owner.client.get(`/api/appointments/?limit=${limit}${query}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    pages.push({
      names: values(res.body).map((a: { last_name: string; phone_number: string }) => `${a.last_name} ${a.phone_number}`),
      queries: counter.calls.filter((c) => c === 'QueryCommand').length,
    });
    cursor = res.headers.get('x-next-cursor');
  } while (cursor && pages.length < 200);
  return pages;
}

describe('GET /appointments/ filters in a big calendar (issue 15)', () => {
  it('finds a rare last name without reading the whole index in one request: a short page and a cursor, then the match', async () => {
    const pages = await walk('&last_name=zim');
    expect(pages.flatMap((p) => p.names)).toEqual([`Zimmer ${rarePhone}`]);
    // 600 entries cannot be read in FILTERED_READS reads of 100: the first answer is empty but says where to go on.
    expect(pages[0]!.names).toEqual([]);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.queries).toBeLessThanOrEqual(FILTERED_READS);
  });

  it('finds a rare phone number the same way, however it is written', async () => {
    for (const written of [rarePhone, '(212) 555-1590']) {
      const pages = await walk(`&phone_number=${encodeURIComponent(written)}`);
      expect(pages.flatMap((p) => p.names), written).toEqual([`Zimmer ${rarePhone}`]);
      for (const page of pages) expect(page.queries).toBeLessThanOrEqual(FILTERED_READS);
    }
  });

  it('a common name fills whole pages in one read, in time order, and no appointment is lost or repeated across cursors', async () => {
    const wilsons = await walk('&last_name=wil', 50);
    expect(wilsons.slice(0, -1).every((p) => p.names.length === 50 && p.queries === 1)).toBe(true);
    const names = wilsons.flatMap((p) => p.names);
    expect(names).toHaveLength(COUNT - 1);
    expect(new Set(names).size).toBe(COUNT - 1);
    const all = await walk('', 50);
    expect(all.flatMap((p) => p.names)).toHaveLength(COUNT);
  });

  it('a name no one has ends after a bounded number of requests with an empty list', async () => {
    const pages = await walk('&last_name=nobody');
    expect(pages.flatMap((p) => p.names)).toEqual([]);
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(COUNT / (FILTERED_READS * 100)) + 1);
  });
});
