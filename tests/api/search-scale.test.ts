import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, TestClient } from '../support/test-services.js';
import { appointmentBody, MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';
import { countDynamoCalls, type DynamoCallCounter } from '../support/dynamo-call-counter.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { indexAppointment } from '../../functions/data/search-records.js';
import type { AppointmentRecord } from '../../functions/core/appointments/model.js';

/*
 * Issue 18, item 3 at more records than any fixed read bound: every kind of record by every kind of key, and the
 * DynamoDB requests a search makes (few, each bounded, never a Scan, the same whatever the business holds).
 */
type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
let counter: DynamoCallCounter;

const APPOINTMENTS = 400;
const CALLS = 320;
/** The most index items one Query of a search may read. */
const READ_BOUND = 60;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
  counter = countDynamoCalls(ctx.services.db);
});
afterAll(() => counter.restore());

const search = (client: TestClient, q: string) => client.get(`/api/search?q=${encodeURIComponent(q)}`);
const found = async (client: TestClient, q: string) => {
  const res = await search(client, q);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.results as Array<{ kind: string; id: string }>).map((r) => `${r.kind}:${r.id}`);
};

async function inParallel<T>(jobs: readonly T[], work: (job: T) => Promise<unknown>, width = 8): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < jobs.length) await work(jobs[next++]!);
  }));
}

async function storeCall(businessId: string, i: number, said: string) {
  const at = new Date(MONDAY_9AM_NY.getTime() - (i + 1) * 3_600_000).toISOString();
  const calls = new CallsRepo(ctx.services.db);
  const id = calls.newCallId(businessId, at);
  await calls.create({
    id,
    business_id: businessId,
    started_at: at,
    ended_at: at,
    last_activity_at: at,
    direction: 'inbound',
    caller_number: `+1773555${String(i % 160).padStart(4, '0')}`,
    outcome: 'answered',
    is_test: false,
    transcript: [
      { speaker: 'assistant', text: 'Thank you for calling Bella Salon.', at },
      { speaker: 'caller', text: said, at },
    ],
    version: 1,
  });
  return id;
}

/** A business with APPOINTMENTS appointments and CALLS calls, all indexed by the write paths' own index writers. */
async function bigBusiness() {
  const owner = await ownerWithServices(ctx);
  const names = ['Wilson', 'Garcia', 'Chen', 'Patel'];
  const appts = await seedAppointments(ctx.services.db, owner.businessId, APPOINTMENTS, MONDAY_9AM_NY, {
    lastName: (i) => (i === 137 ? 'Quixote' : names[i % names.length]!),
  });
  await inParallel(appts, (a) => indexAppointment(ctx.services.db, a));
  const callIds: string[] = [];
  await inParallel([...Array(CALLS).keys()], async (i) => {
    callIds[i] = await storeCall(owner.businessId, i, i === 211 ? 'Is the lavender soap in stock?' : 'Do you have parking?');
  });
  return { ...owner, appts, callIds };
}

describe('GET /api/search with more records than a read bound', () => {
  let big: Awaited<ReturnType<typeof bigBusiness>>;
  let target: AppointmentRecord;
  beforeAll(async () => {
    big = await bigBusiness();
    // The appointment whose id sorts last: a reader that takes the first N items of a common word in id order misses it.
    // Of those numbered 10 and up: a number of one digit is too short to search by (422).
    target = big.appts.filter((a) => a.number >= 10).sort((a, b) => a.id.localeCompare(b.id)).at(-1)!;
  }, 120_000);

  it('finds an appointment by its formatted id, its digits, its name and its number (typed as people type it)', async () => {
    expect(await found(big.client, target.appointment_id_formatted)).toEqual([`appointment:${target.id}`]);
    expect(await found(big.client, target.appointment_id_formatted.toLowerCase().replace('-', ' '))).toEqual([`appointment:${target.id}`]);
    expect(await found(big.client, target.appointment_id_formatted.replace(/\D/g, ''))).toContain(`appointment:${target.id}`);
    expect(await found(big.client, String(target.number))).toContain(`appointment:${target.id}`);
    expect(await found(big.client, 'quixote')).toEqual([`appointment:${big.appts[137]!.id}`]);
    expect(await found(big.client, 'quix')).toEqual([`appointment:${big.appts[137]!.id}`]);
    expect(await found(big.client, `${big.appts[137]!.first_name} quixote`)).toEqual([`appointment:${big.appts[137]!.id}`]);
    expect(await found(big.client, `quixote ${big.appts[137]!.first_name}`)).toEqual([`appointment:${big.appts[137]!.id}`]);
    // Two words that many records share (every Emma here is a Wilson): the newest 20 of them, whole words first.
    const emmaWilsons = big.appts
      .filter((a) => a.first_name === 'Emma' && a.last_name === 'Wilson')
      .sort((a, b) => b.starts_at.localeCompare(a.starts_at))
      .map((a) => `appointment:${a.id}`);
    expect(emmaWilsons.length).toBeGreaterThan(20);
    expect(await found(big.client, 'emma wilson')).toEqual(emmaWilsons.slice(0, 20));
    expect(await found(big.client, 'wilson emma')).toEqual(emmaWilsons.slice(0, 20));
    const national = target.phone_number.slice(2); // +1212555xxxx → 212555xxxx
    const typed = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
    expect(await found(big.client, typed)).toEqual([`appointment:${target.id}`]);
    expect(await found(big.client, target.phone_number)).toEqual([`appointment:${target.id}`]);
    expect(await found(big.client, `${national.slice(3, 6)}-${national.slice(6)}`)).toEqual([`appointment:${target.id}`]);
    // A name with the number's last four digits.
    expect(await found(big.client, `${target.last_name} ${national.slice(6)}`)).toEqual([`appointment:${target.id}`]);
    // A first name with a fragment of the number as people type it (`Emma 555-134`): the records with both.
    const fragment = `${national.slice(3, 6)}-${national.slice(6, 9)}`;
    const withBoth = big.appts
      .filter((a) => a.first_name === target.first_name && a.phone_number.replace(/\D/g, '').includes(fragment.replace(/\D/g, '')))
      .map((a) => `appointment:${a.id}`);
    expect(withBoth).toContain(`appointment:${target.id}`);
    expect((await found(big.client, `${target.first_name} ${fragment}`)).sort()).toEqual(withBoth.sort());
    // A formatted id with a name before it.
    expect(await found(big.client, `${target.first_name} ${target.appointment_id_formatted}`)).toEqual([`appointment:${target.id}`]);
    // A common run of digits: a full page, every result really holds it.
    const partial = (await search(big.client, '555-1')).body.results as Array<{ subtitle: string; title: string }>;
    expect(partial).toHaveLength(20);
    for (const r of partial) expect(`${r.title} ${r.subtitle}`.replace(/\D/g, '')).toContain('5551');
  });

  it('finds calls by caller number and by a word the caller said, and a common word fills a page', async () => {
    const lavender = `call:${big.callIds[211]}`;
    expect(await found(big.client, 'lavender')).toEqual([lavender]);
    expect(await found(big.client, 'lavender soap')).toEqual([lavender]);
    expect(await found(big.client, 'soap lavend')).toEqual([lavender]);
    expect(await found(big.client, 'lavender parking')).toEqual([]);
    // +17735550051 called twice (calls 51 and 211), and is a customer.
    const both = [lavender, `call:${big.callIds[51]}`, 'customer:17735550051'].sort();
    expect((await found(big.client, '(773) 555-0051')).sort()).toEqual(both);
    expect((await found(big.client, '555-0051')).sort()).toEqual(both);
    const parking = await found(big.client, 'parking');
    expect(parking).toHaveLength(20);
    // Newest first: the first 20 calls are the newest.
    expect(parking).toEqual(big.callIds.slice(0, 21).filter((_, i) => i !== 211).slice(0, 20).map((id) => `call:${id}`));
  });

  it('finds customers and orders by name and number', async () => {
    const booked = await big.client.post('/api/appointments/', appointmentBody({ first_name: 'Ximena', last_name: 'Oyelaran', phone_number: '(646) 555-0199' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await new OrdersRepo(ctx.services.db).create({
      id: 'ord-scale', business_id: big.businessId, call_id: 'c', effect_key: 'k', is_test: false, status: 'new', lines: [], total: '9.00', currency: 'USD',
      fulfillment: 'pickup', fulfillment_time: null, delivery_address: null, customer_name: 'Yusuf Oyelaran', phone_number: '+14155550123',
      notes: '', summary: '', intake: null, created_at: '2025-03-03T12:00:00.000Z',
    });
    expect((await found(big.client, 'oyelaran')).sort()).toEqual([`appointment:${booked.body._id}`, 'customer:14155550123', 'customer:16465550199', 'order:ord-scale'].sort());
    expect((await found(big.client, 'ximena oyelaran')).sort()).toEqual([`appointment:${booked.body._id}`, 'customer:16465550199'].sort());
    expect((await found(big.client, '415-555-0123')).sort()).toEqual(['customer:14155550123', 'order:ord-scale']);
    expect(await found(big.client, 'yusuf')).toEqual(expect.arrayContaining(['customer:14155550123', 'order:ord-scale']));
    // A caller's number makes a customer too.
    expect(await found(big.client, '7735550051')).toContain('customer:17735550051');
  });

  it('a forged or expired access token is refused before any request (no Query starts for it)', async () => {
    const [payload, signature] = big.client.cookie('access_token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = new TestClient(ctx.app);
    const other = await ownerWithServices(ctx);
    const otherUserId = JSON.parse(Buffer.from(other.client.cookie('access_token')!.split('.')[0]!, 'base64url').toString('utf8')).sub;
    // The owner's signature over another owner's id.
    forged.setCookie('access_token', `${Buffer.from(JSON.stringify({ ...claims, sub: otherUserId })).toString('base64url')}.${signature}`, '/api');
    counter.reset();
    const refused = await search(forged, 'wilson');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Unauthorized' });
    expect(counter.calls).toEqual([]);

    const started = ctx.clock.now;
    ctx.clock.advance((ctx.services.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      counter.reset();
      expect((await search(big.client, 'wilson')).status).toBe(401);
      expect(counter.calls).toEqual([]);
    } finally {
      ctx.clock.now = started;
    }
    expect((await search(big.client, 'wilson')).status).toBe(200);
  });

  it('costs one bounded Query, never a Scan, and the same requests whatever the business holds', async () => {
    const small = await ownerWithServices(ctx);
    await small.client.post('/api/appointments/', appointmentBody({ first_name: 'Emma', last_name: 'Wilson' }));
    expect((await search(big.client, 'emma')).status).toBe(200); // its owner's business read, if no test before did
    // The first search of a process reads its owner's business (beside the session's check), then its Queries.
    counter.reset();
    expect((await search(small.client, 'emma')).status).toBe(200);
    expect(counter.roundTrips(), JSON.stringify(counter.waves())).toBe(2);
    const national = target.phone_number.slice(2);
    const queries = [
      'emma',
      // Two-word names, words that many records share, and more words than one Query looks up.
      'olivia chen',
      `${big.appts[137]!.first_name} quixote`,
      'emma wilson patel garcia',
      // Digits: a phone's run, a whole number, a formatted id's digits, a name with a number fragment or the last four.
      '555-1',
      '(212) 555-1419',
      '0420',
      `${target.first_name} ${national.slice(3, 6)}-${national.slice(6, 9)}`,
      `${target.last_name} ${national.slice(6)}`,
      target.appointment_id_formatted,
      // Words the callers said, one and two.
      'parking',
      'lavender soap',
      'soap lavend',
      'zz',
    ];
    const requests = async (client: TestClient, q: string) => {
      counter.reset();
      expect((await search(client, q)).status).toBe(200);
      return { q, calls: [...counter.calls], waves: counter.waves(), trips: counter.roundTrips(), inputs: [...counter.inputs] };
    };
    for (const q of queries) {
      const onBig = await requests(big.client, q);
      const onSmall = await requests(small.client, q);
      expect(onBig.calls, q).toEqual(onSmall.calls);
      expect(onBig.calls, q).not.toContain('ScanCommand');
      const reads = onBig.inputs.filter((_, i) => onBig.calls[i] === 'QueryCommand');
      // Every search is one Query of one key range of the index, whatever its words, digits or shape.
      expect(reads.length, `${q}: ${JSON.stringify(onBig.calls)}`).toBe(1);
      expect(String(reads[0]!.KeyConditionExpression), q).toBe('PK = :pk AND SK BETWEEN :from AND :to');
      expect(Number(reads[0]!.Limit), `${q}: ${JSON.stringify(reads[0])}`).toBeLessThanOrEqual(READ_BOUND);
      // The session's read (as every dashboard request) and the Query, at once: one round trip, as
      // /api/health's (the owner's business was read by the first search).
      expect(onBig.waves, q).toEqual([['GetCommand', 'QueryCommand']]);
      expect(onBig.trips, q).toBe(1);
      expect(onSmall.trips, q).toBe(1);
    }
  });
});
