import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { appointmentBody, MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { legacySearchTokenKey, searchManifestKey, searchStamp, searchTokenKey } from '../../functions/data/keys.js';
import { searchIndexItems } from '../../functions/data/search-index.js';
import { appointmentEntry, callEntry, indexAppointment } from '../../functions/data/search-records.js';
import { idNumberToken } from '../../functions/core/search/words.js';
import { reindexBusiness } from '../../functions/data/search-reindex.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { REUSE_GRACE_MS } from '../../functions/core/auth/sessions.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
});

async function storeCall(businessId: string, id: string, caller: string, said: string) {
  const at = '2025-03-03T13:00:00.000Z';
  await new CallsRepo(ctx.services.db).create({
    id,
    business_id: businessId,
    started_at: at,
    ended_at: at,
    last_activity_at: at,
    direction: 'inbound',
    caller_number: caller,
    outcome: 'answered',
    is_test: false,
    transcript: [
      { speaker: 'assistant', text: 'Thank you for calling Bella Salon.', at },
      { speaker: 'caller', text: said, at },
    ],
    version: 1,
  });
}

const search = (client: TestClient, q: string) => client.get(`/api/search?q=${encodeURIComponent(q)}`);
/** The records found, customers aside (each booking, call and order with a number also makes a customer). */
const ids = (res: { body: any }) => res.body.results.filter((r: any) => r.kind !== 'customer').map((r: any) => `${r.kind}:${r.id}`).sort();
const customers = (res: { body: any }) => res.body.results.filter((r: any) => r.kind === 'customer').map((r: any) => r.id).sort();

describe('GET /api/search', () => {
  it('finds appointments by name, number and formatted id; calls by number and words; orders by name', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const jane = (await client.post('/api/appointments/', appointmentBody({ first_name: 'José', last_name: 'Álvarez', phone_number: '(312) 555-0177' }))).body;
    const other = (await client.post('/api/appointments/', appointmentBody({ first_name: 'Mary', last_name: 'Smith', appointment_datetime: '2025-03-11T10:00' }))).body;
    await storeCall(businessId, 'call-1', '+17735550123', 'Do you have vegan shampoo?');
    await new OrdersRepo(ctx.services.db).create({
      id: 'ord-1', business_id: businessId, call_id: 'c', effect_key: 'k', is_test: false, status: 'new', lines: [], total: '9.00', currency: 'USD',
      fulfillment: 'pickup', fulfillment_time: null, delivery_address: null, customer_name: 'Josephine Baker', phone_number: '+16465550100',
      notes: '', summary: '', intake: null, created_at: '2025-03-03T12:00:00.000Z',
    });

    expect(ids(await search(client, 'jose'))).toEqual([`appointment:${jane._id}`, 'order:ord-1']);
    expect(ids(await search(client, 'jose alv'))).toEqual([`appointment:${jane._id}`]);
    expect(ids(await search(client, '555-0177'))).toEqual([`appointment:${jane._id}`]);
    expect(ids(await search(client, '+1 (312) 555-0177'))).toEqual([`appointment:${jane._id}`]);
    expect(ids(await search(client, other.appointment_id_formatted))).toEqual([`appointment:${other._id}`]);
    expect(ids(await search(client, '7735550123'))).toEqual(['call:call-1']);
    expect(ids(await search(client, 'vegan'))).toEqual(['call:call-1']);
    // The assistant's own lines are not indexed: every call would match the greeting.
    expect(ids(await search(client, 'bella'))).toEqual([]);
    const hit = (await search(client, 'vegan')).body.results[0];
    expect(hit).toMatchObject({ kind: 'call', title: 'Call from +17735550123', link: '/dashboard/recordings?call=call-1' });
    expect((await search(client, 'smith')).body.results.find((r: any) => r.kind === 'appointment').link).toBe(`/dashboard?appointment=${other._id}`);
    // Customers by name and by number.
    expect(customers(await search(client, 'jose'))).toEqual(['13125550177', '16465550100']);
    expect(customers(await search(client, '555-0123'))).toEqual(['17735550123']);
    expect(customers(await search(client, 'vegan'))).toEqual([]);
  });

  it('follows renames and deletions', async () => {
    const { client } = await ownerWithServices(ctx);
    const a = (await client.post('/api/appointments/', appointmentBody({ first_name: 'Peter', last_name: 'Parker' }))).body;
    expect(ids(await search(client, 'peter'))).toEqual([`appointment:${a._id}`]);
    const renamed = await client.put(`/api/appointments/${a._id}/`, appointmentBody({ first_name: 'Bruce', last_name: 'Parker' }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(ids(await search(client, 'peter'))).toEqual([]);
    expect(ids(await search(client, 'bruce'))).toEqual([`appointment:${a._id}`]);
    // Moved to another day: found once, at its new time (the time is in the index key).
    const moved = await client.put(`/api/appointments/${a._id}/`, appointmentBody({ first_name: 'Bruce', last_name: 'Parker', appointment_datetime: '2025-03-12T11:00' }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await search(client, 'bruce')).body.results.filter((r: any) => r.kind === 'appointment');
    expect(after).toHaveLength(1);
    expect(after[0].at).toMatch(/^2025-03-12T/);
    expect((await client.delete(`/api/appointments/${a._id}/`)).status).toBeLessThan(300);
    expect(ids(await search(client, 'bruce'))).toEqual([]);
  });

  it('finds a call in progress by words of different turns, and after it ends', async () => {
    const { client } = await ownerWithServices(ctx);
    const call = await client.post('/api/test-calls', { caller_number: '(312) 555-0142' });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    const id = call.body.id as string;
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'Do you sell lavender candles?' })).status).toBe(200);
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'And beeswax soap?' })).status).toBe(200);
    expect(ids(await search(client, 'lavender beeswax'))).toEqual([`call:${id}`]);
    expect(ids(await search(client, 'beeswax lavend'))).toEqual([`call:${id}`]);
    expect(ids(await search(client, 'lavender 0142'))).toEqual([`call:${id}`]);
    expect(ids(await search(client, 'lavender tulips'))).toEqual([]);
    expect((await client.post(`/api/test-calls/${id}/end`, {})).status).toBe(200);
    expect(ids(await search(client, 'candles beeswax'))).toEqual([`call:${id}`]);
    expect((await search(client, 'candles')).body.results.find((r: any) => r.kind === 'call').subtitle).not.toBe('In progress');
  });

  it('a one-off re-index moves records indexed in the first key format to the current one', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const [a] = await seedAppointments(ctx.services.db, businessId, 1, MONDAY_9AM_NY, { lastName: () => 'Legacyson' });
    // As the first design wrote it: token items `T#<token>#<kind>#<id>` and a manifest without a stamp.
    const { tokens, display } = appointmentEntry(a!);
    const legacy = tokens.map((t) => ({ ...legacySearchTokenKey(businessId, t, 'appointment', a!.id), kind: 'appointment', record_id: a!.id, ...display }));
    const manifest = { ...searchManifestKey(businessId, 'appointment', a!.id), kind: 'appointment', record_id: a!.id, tokens, display };
    const items = [...legacy, manifest];
    for (let i = 0; i < items.length; i += 25) {
      await ctx.services.db.doc.send(new BatchWriteCommand({ RequestItems: { [ctx.services.db.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    expect(ids(await search(client, 'legacyson'))).toEqual([]);
    expect(await reindexBusiness(ctx.services.db, businessId)).toBeGreaterThanOrEqual(1);
    expect(ids(await search(client, 'legacyson'))).toEqual([`appointment:${a!.id}`]);
    expect(ids(await search(client, a!.appointment_id_formatted))).toEqual([`appointment:${a!.id}`]);
    const left = await ctx.services.db.doc.send(new GetCommand({ TableName: ctx.services.db.tableName, Key: legacySearchTokenKey(businessId, 'w:legacyson', 'appointment', a!.id) }));
    expect(left.Item).toBeUndefined();
  });

  it('a re-index moves a formatted id\'s digits indexed as words to number tokens, where every search of digits reads', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    // Phone 2125551000, APT-0001: no suffix of the phone is the id's digits, so only the id's token finds `0001`.
    const [a] = await seedAppointments(ctx.services.db, businessId, 1, MONDAY_9AM_NY, { lastName: () => 'Digitson' });
    const entry = appointmentEntry(a!);
    const idDigits = a!.appointment_id_formatted.replace(/\D/g, '');
    expect(entry.tokens).toContain(idNumberToken(idDigits));
    // As the previous key format wrote it: the id's digits as word tokens (`w:0001`).
    const before = { ...entry, tokens: entry.tokens.map((t) => (t === idNumberToken(idDigits) ? `w:${idDigits}` : t)) };
    const items = searchIndexItems(businessId, 'appointment', a!.id, before);
    for (let i = 0; i < items.length; i += 25) {
      await ctx.services.db.doc.send(new BatchWriteCommand({ RequestItems: { [ctx.services.db.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    expect(ids(await search(client, 'digitson'))).toEqual([`appointment:${a!.id}`]);
    expect(ids(await search(client, idDigits))).toEqual([]);
    expect(await reindexBusiness(ctx.services.db, businessId)).toBe(1);
    expect(ids(await search(client, idDigits))).toEqual([`appointment:${a!.id}`]);
    expect(ids(await search(client, a!.appointment_id_formatted))).toEqual([`appointment:${a!.id}`]);
    expect(ids(await search(client, `digitson ${idDigits}`))).toEqual([`appointment:${a!.id}`]);
    const stamp = searchStamp(a!.starts_at);
    const read = (token: string) =>
      ctx.services.db.doc.send(new GetCommand({ TableName: ctx.services.db.tableName, Key: searchTokenKey(businessId, token, stamp, 'appointment', a!.id) }));
    expect((await read(`w:${idDigits}`)).Item).toBeUndefined();
    expect((await read(idNumberToken(idDigits))).Item).toMatchObject({ kind: 'appointment', record_id: a!.id });
  });

  it('finds a formatted id by its digits when more phones than one read holds end in those digits', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const [a] = await seedAppointments(ctx.services.db, businessId, 1, new Date('2025-01-06T12:00:00.000Z'), { lastName: () => 'Marked' });
    await indexAppointment(ctx.services.db, a!);
    const idDigits = a!.appointment_id_formatted.replace(/\D/g, ''); // APT-0001: '0001'
    expect(ids(await search(client, idDigits))).toEqual([`appointment:${a!.id}`]);
    // 45 later calls from numbers ending in the same digits (index items only): every one a whole match of `0001`, and
    // newer than the appointment, so a read of the newest 40 whole matches would not hold it.
    const calls = Array.from({ length: 45 }, (_, i) => ({
      id: `call-marked-${i}`,
      business_id: businessId,
      started_at: new Date(Date.parse('2025-03-01T12:00:00.000Z') + i * 60_000).toISOString(),
      caller_number: `+1${312 + i}555${idDigits}`,
      outcome: 'answered',
      transcript: [],
    }));
    const items = calls.flatMap((c) => searchIndexItems(businessId, 'call', c.id, callEntry(c)));
    for (let i = 0; i < items.length; i += 25) {
      await ctx.services.db.doc.send(new BatchWriteCommand({ RequestItems: { [ctx.services.db.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const byDigits = (await search(client, idDigits)).body.results.map((r: any) => `${r.kind}:${r.id}`);
    expect(byDigits).toHaveLength(20);
    expect(byDigits).toContain(`appointment:${a!.id}`);
    expect(ids(await search(client, a!.appointment_id_formatted))).toEqual([`appointment:${a!.id}`]);
    expect(ids(await search(client, `marked ${idDigits}`))).toEqual([`appointment:${a!.id}`]);
  });

  it("never finds another owner's records", async () => {
    const a = await ownerWithServices(ctx);
    await a.client.post('/api/appointments/', appointmentBody({ first_name: 'Zelda', last_name: 'Unique' }));
    const b = new TestClient(ctx.app);
    await signUp(b);
    expect(ids(await search(b, 'zelda'))).toEqual([]);
    expect(ids(await search(a.client, 'zelda'))).toHaveLength(1);
  });

  // The index Queries go beside the session's check (one round trip): a search whose session has ended must still
  // answer 401 and nothing found, whatever the Queries returned.
  describe('a search once the session has ended answers 401 and nothing found', () => {
    const unauthorized = (res: { status: number; body: any }) => {
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized' });
    };
    /** An owner with a record the search finds, searched once (a warm search: the owner's business is known). */
    async function searchedOwner(lastName: string) {
      const owner = await ownerWithServices(ctx);
      const booked = await owner.client.post('/api/appointments/', appointmentBody({ first_name: 'Ended', last_name: lastName }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(ids(await search(owner.client, lastName))).toEqual([`appointment:${booked.body._id}`]);
      return owner;
    }

    it('after logout, with the access token replayed', async () => {
      const { client } = await searchedOwner('Loggedout');
      const replay = new TestClient(ctx.app);
      replay.setCookie('access_token', client.cookie('access_token')!, '/api');
      expect((await client.post('/api/auth/logout')).status).toBe(204);
      unauthorized(await search(replay, 'loggedout'));
      // A query the search refuses (too short) is 401 too: the session is answered first.
      unauthorized(await search(replay, 'l'));
    });

    it('after its session family was revoked (a stolen refresh token came back)', async () => {
      const { client } = await searchedOwner('Revoked');
      const stolen = client.cookie('refresh_token')!;
      expect((await client.post('/api/auth/refresh')).status).toBe(200);
      const started = ctx.clock.now;
      ctx.clock.advance(REUSE_GRACE_MS + 1000);
      try {
        const thief = new TestClient(ctx.app);
        thief.setCookie('refresh_token', stolen, '/api/auth');
        expect((await thief.post('/api/auth/refresh')).status).toBe(401);
        // The owner's newer access token is still signed and unexpired, but its family is gone.
        unauthorized(await search(client, 'revoked'));
      } finally {
        ctx.clock.now = started;
      }
    });

    it('after the account was deleted', async () => {
      const { client } = await searchedOwner('Deleted');
      // The deletion's answer clears the cookies; a copy of the access token (another tab, a replay) must fail too.
      const replay = new TestClient(ctx.app);
      replay.setCookie('access_token', client.cookie('access_token')!, '/api');
      const deleted = await client.post('/api/account/delete', { confirmation: 'DELETE', current_password: 'correct-horse-9' });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      unauthorized(await search(replay, 'deleted'));
    });
  });

  it('refuses 1 character and 500 characters with a clear message, and needs a session', async () => {
    const { client } = await ownerWithServices(ctx);
    const short = await search(client, 'a');
    expect(short.status).toBe(422);
    expect(short.body.error).toBe('Type at least 2 characters to search.');
    expect((await search(client, '  b  ')).status).toBe(422);
    expect((await client.get('/api/search')).status).toBe(422);
    const long = await search(client, 'x'.repeat(500));
    expect(long.status).toBe(422);
    expect(long.body.error).toBe('Search text is too long: at most 100 characters.');
    expect((await search(client, '!!!')).body.results).toEqual([]);
    expect((await search(new TestClient(ctx.app), 'jo')).status).toBe(401);
  });
});
