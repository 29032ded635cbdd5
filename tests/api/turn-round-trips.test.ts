import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { countDynamoCalls, type DynamoCallCounter } from '../support/dynamo-call-counter.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { callSessionPhoneCalls } from '../../functions/assistant/lex-code-hook.js';
import { AppointmentsRepo } from '../../functions/data/appointments-repo.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { businessPartition, calendarVersionKey, callerAppointmentsPrefix, callKeyFromId, newCallId } from '../../functions/data/keys.js';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

// Issue 15, item 1: a caller's turn costs a fixed number of sequential DynamoDB round trips, whatever the business
// holds. Counted by a wrapper around the document client every repository uses, so the count cannot grow back unseen.
type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
let counter: DynamoCallCounter;

// Monday 10 March 2025, 10:00 in New York: open.
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');
const LINES = ['What are your hours?', 'Do you have anything tomorrow afternoon?', 'Do you have parking?', 'Where are you located?'];

/** The Query of what the saves since the process read the business wrote (business-repo.ts `savedSince`). */
const isSavedRecordsQuery = (input: Record<string, unknown>) => String((input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':from']).startsWith('SAVED#');

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_10AM;
  counter = countDynamoCalls(ctx.services.db);
});
afterAll(() => counter.restore());

describe('a caller turn: DynamoDB round trips (issue 15, item 1)', () => {
  for (const appointments of [40, 5000]) {
    it(`test-call turn over the API: 2 sequential round trips with ${appointments} appointments a year`, async () => {
      const { client, account } = await salonOwner(ctx);
      await seedAppointments(ctx.services.db, account.business.id, appointments, MONDAY_10AM);
      const started = await client.post('/api/test-calls', {});
      expect(started.status).toBe(201);
      for (const text of LINES) {
        counter.reset();
        const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(counter.roundTrips(), `${text}: ${JSON.stringify(counter.waves())}`).toBe(2);
      }
    }, 120_000);
  }

  it("a test-call turn after the owner saved a pasted FAQ list (bigger than the root's 16 KB of recent records): 2 round trips (3 before), the list read beside the versions, not the business", async () => {
    const { client, account } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', {});
    expect(started.status).toBe(201);
    const turn = async (text: string) => {
      counter.reset();
      const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { say: res.body.say as string, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()), inputs: [...counter.inputs] };
    };
    expect((await turn('Do you have parking?')).trips).toBe(2);
    const filler = 'We are happy to help with that, just ask at the front desk when you arrive for your visit.';
    const saved = await client.patch(`/api/businesses/${account.business.id}`, {
      business: {
        business_questions_attributes: [
          ...Array.from({ length: 200 }, (_, i) => ({ question: `Do you offer treatment number ${i + 1}?`, answer: `${filler} (${i + 1})` })),
          { question: 'Do you sell gift cards?', answer: 'Yes, gift cards of any amount at the front desk.' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const gift = await turn('Do you sell gift cards?');
    expect(gift.say).toContain('gift cards of any amount');
    expect(gift.trips, gift.waves).toBe(2);
    const queried = gift.inputs.map((i) => (i.ExpressionAttributeValues ?? {}) as Record<string, unknown>);
    expect(queried.filter((v) => v[':prefix'] === 'A#')).toEqual([]);
    expect(gift.inputs.filter(isSavedRecordsQuery)).toHaveLength(1);
    // Nothing saved since: the same Query finds nothing, and the turn still takes 2.
    const again = await turn('Do you sell gift cards?');
    expect(again.say).toContain('gift cards of any amount');
    expect(again.trips, again.waves).toBe(2);
  }, 120_000);

  it('test-call turns that book, then cancel, over the API: 2 sequential round trips each (the caller handed on from turn to turn in the process)', async () => {
    const { client } = await salonOwner(ctx);
    const talk = async (lines: string[]) => {
      const started = await client.post('/api/test-calls', { caller_number: '+13125550101' });
      expect(started.status).toBe(201);
      const out: Array<{ say: string; trips: number; waves: string }> = [];
      for (const text of lines) {
        counter.reset();
        const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        out.push({ say: res.body.say, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()) });
      }
      return out;
    };
    const book = await talk(['book a haircut tomorrow at 3', 'Ana Lopez', 'yes', 'yes']);
    expect(book.at(-1)!.say).toContain("You're all set, Ana.");
    for (const t of book) expect(t.trips, t.waves).toBe(2);
    const cancel = await talk(['I want to cancel my appointment', 'yes']);
    expect(cancel.at(-1)!.say).toContain('is cancelled');
    for (const t of cancel) expect(t.trips, t.waves).toBe(2);
  }, 120_000);

  it('phone turn (the Lex code hook path): at most 2 sequential round trips', async () => {
    const { client, account } = await salonOwner(ctx);
    await seedAppointments(ctx.services.db, account.business.id, 2000, MONDAY_10AM);
    const [number] = (await client.get('/api/phone-numbers/available')).body;
    const linked = await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const dialed = linked.body.phone_number as string;
    const calls = callSessionPhoneCalls(ctx.services);
    const { id } = await calls.start(dialed, '+12125550111');
    let n = 0;
    for (const text of LINES) {
      counter.reset();
      const reply = await calls.turn(id, ++n, text);
      expect(reply.say).toBeTruthy();
      expect(counter.roundTrips(), `${text}: ${JSON.stringify(counter.waves())}`).toBeLessThanOrEqual(2);
    }
  }, 120_000);

  it('a call made before ids carried their key (a UUID) is still found, through its pointer, and answers turns', async () => {
    const { client, account } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', {});
    const repo = new CallsRepo(ctx.services.db);
    const keyed = (await repo.getById(started.body.id))!;
    expect(callKeyFromId(started.body.id)).not.toBeNull();
    const old = { ...keyed, id: '0b6f3c52-8a4e-4b1f-9c2d-5e7a8f9b0c1d' };
    await repo.create(old);
    expect(callKeyFromId(old.id)).toBeNull();
    const res = await client.post(`/api/test-calls/${old.id}/turns`, { text: 'Do you have parking?' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.say).toMatch(/parking/i);
    const stored = (await repo.getById(old.id))!;
    expect(stored.business_id).toBe(account.business.id);
    expect(stored.transcript!.map((t) => t.text).slice(-2)[0]).toBe('Do you have parking?');
  });

  it('keyed call ids name their item and nothing else: another id or a forged business finds no call', async () => {
    const id = newCallId('6f1c2b5e-8a1d-4a37-9f0e-2d9c1b7a4e10', '2025-03-10T14:00:00.123Z', Buffer.alloc(16, 7));
    expect(callKeyFromId(id)).toEqual({ PK: 'BIZ#6f1c2b5e-8a1d-4a37-9f0e-2d9c1b7a4e10', SK: `CALL#2025-03-10T14:00:00.123Z#${id}` });
    const { client } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', {});
    const forged = `k${'A'.repeat(22)}${started.body.id.slice(23)}`;
    expect((await client.post(`/api/test-calls/${forged}/turns`, { text: 'hello' })).status).toBe(404);
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'hello' })).status).toBe(404);
  });

  it('a call reuses the calendar it read until an appointment is written, then reads the day it changed when a turn asks about it (one round trip more)', async () => {
    const { client } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', {});
    const turn = async (text: string) => {
      counter.reset();
      const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const queries = counter.inputs.filter((input, i) => counter.calls[i] === 'QueryCommand');
      // Beside the versions, every turn of a process holding the business asks what the saves since wrote (none here).
      expect(queries.filter(isSavedRecordsQuery)).toHaveLength(1);
      return { queries: queries.filter((q) => !isSavedRecordsQuery(q)).length, trips: counter.roundTrips() };
    };
    // The session check, the user, the call and the versions together; then the turn's write.
    expect(await turn('Do you have parking?')).toEqual({ queries: 0, trips: 2 });
    const booked = await client.post('/api/appointments/', {
      first_name: 'Ana',
      last_name: 'Lee',
      phone_number: '+12125550123',
      status: 'upcoming',
      appointment_datetime: '2025-03-11T14:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // The calendar moved on one day. A turn that does not discuss it reads nothing of it; the turn that asks about
    // that day reads it again (one Query), after the versions that said it moved.
    expect(await turn('What are your hours?')).toEqual({ queries: 0, trips: 2 });
    expect(await turn('Do you have anything tomorrow afternoon?')).toEqual({ queries: 1, trips: 3 });
    expect(await turn('Where are you located?')).toEqual({ queries: 0, trips: 2 });
  });

  it('a turn right after an appointment write reads a bounded number of items, whatever the calendar holds', async () => {
    const read: Record<number, { items: number; trips: number }> = {};
    for (const appointments of [40, 5000]) {
      const { client, account } = await salonOwner(ctx);
      await seedAppointments(ctx.services.db, account.business.id, appointments, MONDAY_10AM);
      const started = await client.post('/api/test-calls', {});
      const turn = async (text: string) => {
        counter.reset();
        const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { items: counter.items(), trips: counter.roundTrips() };
      };
      await turn('Do you have parking?');
      const booked = await client.post('/api/appointments/', {
        first_name: 'Ana',
        last_name: 'Lee',
        phone_number: '+12125550123',
        status: 'upcoming',
        appointment_datetime: '2025-03-12T19:00',
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      read[appointments] = await turn('Do you have anything on Wednesday?');
      expect(read[appointments].trips).toBeLessThanOrEqual(3);
    }
    // 5,000 a year is some 820 appointments in the 60-day window; the turn reads the day the write changed (about 14
    // of them) besides the session, the user, the call and the versions.
    expect(read[5000]!.items, JSON.stringify(read)).toBeLessThanOrEqual(40);
    expect(read[5000]!.items - read[40]!.items, JSON.stringify(read)).toBeLessThanOrEqual(40);
  }, 120_000);

  it('the days a write touches are read again: a booking, a move to another day and a removal each show in the next turn', async () => {
    const { client } = await salonOwner(ctx);
    // Four calls that have all read the calendar before any write.
    const calls: string[] = [];
    for (let i = 0; i < 4; i++) calls.push((await client.post('/api/test-calls', {})).body.id);
    const ask = async (call: string, text: string) => {
      const res = await client.post(`/api/test-calls/${call}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return String(res.body.say);
    };
    const booked = await client.post('/api/appointments/', {
      first_name: 'Ana',
      last_name: 'Lee',
      phone_number: '+12125550123',
      status: 'upcoming',
      appointment_datetime: '2025-03-11T10:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await ask(calls[0]!, 'Is tomorrow at 10am free for a haircut?')).toMatch(/isn't free/);
    const moved = await client.put(`/api/appointments/${booked.body._id}/`, { appointment_datetime: '2025-03-12T10:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await ask(calls[1]!, 'Is tomorrow at 10am free for a haircut?')).toMatch(/is free/);
    expect(await ask(calls[2]!, 'Is Wednesday at 10am free for a haircut?')).toMatch(/isn't free/);
    expect((await client.delete(`/api/appointments/${booked.body._id}/`)).status).toBeLessThan(300);
    expect(await ask(calls[3]!, 'Is Wednesday at 10am free for a haircut?')).toMatch(/is free/);
  }, 60_000);

  it('a turn about a day weeks ahead reads that day, not the week after it nor the calendar', async () => {
    const { client, account } = await salonOwner(ctx);
    await seedAppointments(ctx.services.db, account.business.id, 5000, MONDAY_10AM);
    const started = await client.post('/api/test-calls', {});
    counter.reset();
    const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'Do you have anything on March 31?' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.say).toMatch(/March 31/);
    // Some 820 appointments in the window; a day holds about 14 (the local day touches 2 UTC days, and the day
    // before them is read for what overlaps it). With the week after it, some 150.
    expect(counter.items(), JSON.stringify(counter.waves())).toBeLessThanOrEqual(60);
    // The first turn to discuss a day the call has not read: the day is read beside the call, 2 round trips in all
    // (3 before: the day after the versions).
    expect(counter.roundTrips(), JSON.stringify(counter.waves())).toBe(2);
  }, 120_000);

  it('a turn reads whether the session is live alongside its own reads, and a logged-out session gets 401 and changes nothing', async () => {
    const { client } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', {});
    expect(started.status).toBe(201);
    counter.reset();
    const first = await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'Do you have anything on March 27?' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The session family is read in the first round trip, beside the call, the versions and the day the words name.
    expect(counter.waves()[0]!.filter((c) => c !== 'QueryCommand'), JSON.stringify(counter.waves())).toHaveLength(4);
    expect(counter.waves()[0], JSON.stringify(counter.waves())).toContain('QueryCommand');
    expect(counter.roundTrips(), JSON.stringify(counter.waves())).toBe(2);
    const repo = new CallsRepo(ctx.services.db);
    const before = (await repo.getById(started.body.id))!;
    // Logged out, with the access token kept (still signed and unexpired): refused, whatever the turn would do.
    const token = client.cookie('access_token')!;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    client.setCookie('access_token', token, '/api');
    const refused = await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'Book a haircut tomorrow at 10am' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect((await client.post('/api/test-calls/k-not-a-call/turns', { text: 'hello' })).status).toBe(401);
    expect((await client.post(`/api/test-calls/${started.body.id}/turns`, { nonsense: true })).status).toBe(401);
    const after = (await repo.getById(started.body.id))!;
    expect(after.transcript).toEqual(before.transcript);
    expect(after.version).toBe(before.version);
  });

  it("the caller's own appointments come from their caller items, and a business's older appointments get theirs from the operator's back-fill", async () => {
    const { client, account } = await salonOwner(ctx);
    await seedAppointments(ctx.services.db, account.business.id, 5000, MONDAY_10AM);
    const booked = await client.post('/api/appointments/', {
      first_name: 'Ana',
      last_name: 'Lee',
      phone_number: '+12125550123',
      status: 'upcoming',
      appointment_datetime: '2025-03-20T10:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const ask = async (text: string) => {
      const started = await client.post('/api/test-calls', { caller_number: '+12125550123' });
      counter.reset();
      const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { say: String(res.body.say), items: counter.items() };
    };
    const mine = await ask('When is my appointment?');
    expect(mine.say).toMatch(/March 20 at 10:00 AM/);
    expect(mine.items).toBeLessThanOrEqual(20);

    // As if written before caller items existed: no caller item, and the business not marked as done.
    const db = ctx.services.db;
    const business = account.business.id;
    const { Items } = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': businessPartition(business), ':sk': callerAppointmentsPrefix('+12125550123') },
      }),
    );
    expect(Items).toHaveLength(1);
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: { PK: Items![0]!.PK, SK: Items![0]!.SK } }));
    await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: calendarVersionKey(business), UpdateExpression: 'REMOVE callers_indexed ADD version :one', ExpressionAttributeValues: { ':one': 1 } }));
    expect((await ctx.services.repos.business.versions(business))!.callersIndexed).toBe(false);
    expect((await ask('When is my appointment?')).say).toMatch(/March 20 at 10:00 AM/);
    // The operator's one-off back-fill (functions/local/index-callers.ts) gives them their caller items.
    await new AppointmentsRepo(db).indexCallers(business, '2025-03-09T00:00:00.000Z');
    expect((await ctx.services.repos.business.versions(business))!.callersIndexed).toBe(true);
    const after = await ask('When is my appointment?');
    expect(after.say).toMatch(/March 20 at 10:00 AM/);
    expect(after.items).toBeLessThanOrEqual(20);
  }, 180_000);

  it("a business whose older appointments have no caller items: the call finds the caller's appointment from the days read, and writes nothing", async () => {
    const { client, account } = await salonOwner(ctx);
    const business = account.business.id;
    const db = ctx.services.db;
    await seedAppointments(db, business, 5000, MONDAY_10AM);
    const booked = await client.post('/api/appointments/', {
      first_name: 'Ana',
      last_name: 'Lee',
      phone_number: '+12125550177',
      status: 'upcoming',
      appointment_datetime: '2025-04-02T10:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // As if the calendar's appointments were written before caller items existed.
    const mine = () =>
      db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': businessPartition(business), ':sk': callerAppointmentsPrefix('+12125550177') },
        }),
      );
    const { Items } = await mine();
    expect(Items).toHaveLength(1);
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: { PK: Items![0]!.PK, SK: Items![0]!.SK } }));
    await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: calendarVersionKey(business), UpdateExpression: 'REMOVE callers_indexed ADD version :one', ExpressionAttributeValues: { ':one': 1 } }));

    counter.reset();
    const started = await client.post('/api/test-calls', { caller_number: '+12125550177' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const atStart = [...counter.calls];
    counter.reset();
    const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'When is my appointment?' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.say).toMatch(/April 2 at 10:00 AM/);
    // No back-fill (some 2,500 caller items in batches of 25): a bounded number of requests, the window's days read
    // at the call's start as 8 slices beside the call's own writes; the turn makes only its usual requests (one of
    // them the Query of what saves since the process read the business wrote).
    expect(atStart.length, JSON.stringify(atStart)).toBeLessThanOrEqual(24);
    expect(counter.calls.length, JSON.stringify(counter.calls)).toBeLessThanOrEqual(9);
    expect(counter.roundTrips()).toBeLessThanOrEqual(3);
    expect((await mine()).Items, 'the call wrote no caller item').toEqual([]);
    expect((await ctx.services.repos.business.versions(business))!.callersIndexed).toBe(false);
  }, 180_000);
});
