import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LexV2Event, LexV2Result } from 'aws-lambda';
import { createTestServices } from '../support/test-services.js';
import { salonOwner, sellsCafeMenu } from '../support/call-helpers.js';
import { countDynamoCalls, type DynamoCallCounter } from '../support/dynamo-call-counter.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { callSessionPhoneCalls, lexTurn, type PhoneCalls } from '../../functions/assistant/lex-code-hook.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { KnowledgeGapsRepo } from '../../functions/data/knowledge-gaps-repo.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { AppointmentsRepo } from '../../functions/data/appointments-repo.js';
import { sfnWorkflowRunner } from '../../functions/adapters/sfn-workflows.js';
import { SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';

// Issue 15, item 1: every turn on the Lex code hook's path in 2 sequential DynamoDB round trips (the call with what
// the turn reads, then the turn's write), counted through the code hook itself, so the session attributes it
// carries from turn to turn (the business's zone, the days the last turn discussed) are what a real call has.
type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
let counter: DynamoCallCounter;

// Monday 10 March 2025, 10:00 in New York: open.
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');
const CALLER = '+12125550111';

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_10AM;
  counter = countDynamoCalls(ctx.services.db);
});
afterAll(() => counter.restore());

/** A phone call through the code hook: Lex's events with the session attributes the last response set. */
async function phoneCall(calls: PhoneCalls, dialed: string) {
  let attributes: Record<string, string> = { business_id: 'unused', caller_number: CALLER, dialed_number: dialed, contact_id: 'c0ffee' };
  const say = async (text: string, via: { lexTurn: typeof lexTurn; calls: PhoneCalls } = { lexTurn, calls }) => {
    const event = {
      inputMode: 'Speech',
      inputTranscript: text,
      sessionId: 's-1',
      sessionState: { sessionAttributes: attributes, intent: { name: 'FallbackIntent', state: 'InProgress', confirmationState: 'None', slots: {} } },
    } as unknown as LexV2Event;
    counter.reset();
    const res: LexV2Result = await via.lexTurn(event, via.calls);
    attributes = { ...(res.sessionState.sessionAttributes ?? {}) };
    expect(attributes.faults, `${text}: a fault on our side`).toBe('0');
    const said = (res.messages ?? []).map((m) => ('content' in m ? m.content : '')).join(' ');
    return { said, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()) };
  };
  // The first event starts the call; its round trips are the start's, not a turn's.
  await say('hello');
  return { say, attributes: () => attributes };
}

async function linkedSalon(appointments: number) {
  const { client, account } = await salonOwner(ctx);
  await seedAppointments(ctx.services.db, account.business.id, appointments, MONDAY_10AM);
  const [number] = (await client.get('/api/phone-numbers/available')).body;
  const linked = await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return { client, account, dialed: linked.body.phone_number as string };
}

describe('a phone turn through the Lex code hook: 2 sequential DynamoDB round trips (issue 15, item 1)', () => {
  it('the first turn about a day the call has not read reads it beside the call: 2 round trips, and the day is answered', async () => {
    const { dialed } = await linkedSalon(2000);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    const plain = await call.say('Do you have parking?');
    expect(plain.said).toMatch(/parking/i);
    expect(plain.trips, plain.waves).toBe(2);
    // Three weeks ahead: beyond the week the call's start read.
    const far = await call.say('Do you have anything on March 31?');
    expect(far.said).toMatch(/March 31 I have/);
    expect(far.trips, far.waves).toBe(2);
    expect(call.attributes().time_zone).toBe('America/New_York');
    // The next turn reads the day that turn discussed (carried in the session) beside the call again.
    expect(call.attributes().days).toContain('2025-03-31');
    const then = await call.say('Is 11am free then?');
    expect(then.trips, then.waves).toBe(2);
  }, 120_000);

  it('a day another writer changed since the call read it is read again in the first round trip, and the write shows', async () => {
    const { client, dialed } = await linkedSalon(40);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    const before = await call.say('Do you have anything tomorrow afternoon?');
    expect(before.said).toMatch(/\b2:00 PM/);
    const booked = await client.post('/api/appointments/', {
      first_name: 'Ana',
      last_name: 'Lee',
      phone_number: '+12125550123',
      status: 'upcoming',
      appointment_datetime: '2025-03-11T14:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const after = await call.say('Do you have anything tomorrow afternoon?');
    expect(after.said).toMatch(/Tomorrow I have/);
    expect(after.said).not.toMatch(/\b2:00 PM/);
    expect(after.trips, after.waves).toBe(2);
  }, 60_000);

  it("the caller's own appointments after a write are read beside the call: 2 round trips", async () => {
    const { client, dialed } = await linkedSalon(2000);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    await call.say('Do you have parking?');
    const booked = await client.post('/api/appointments/', {
      first_name: 'Rosa',
      last_name: 'Diaz',
      phone_number: CALLER,
      status: 'upcoming',
      appointment_datetime: '2025-03-20T10:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mine = await call.say('When is my appointment?');
    expect(mine.said).toMatch(/March 20 at 10:00 AM/);
    expect(mine.trips, mine.waves).toBe(2);
  }, 120_000);

  it('a cold Lambda (nothing cached in the process) answers a turn about a day in 2 round trips, the zone coming from the session', async () => {
    const { dialed } = await linkedSalon(2000);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    // A new process: the code hook's modules (and their per-process caches) loaded afresh.
    vi.resetModules();
    const cold = await import('../../functions/assistant/lex-code-hook.js');
    const first = await call.say('Is Thursday at 2pm free for a haircut?', { lexTurn: cold.lexTurn, calls: cold.callSessionPhoneCalls(ctx.services) });
    expect(first.said).toMatch(/Thursday/);
    expect(first.trips, first.waves).toBe(2);
    vi.resetModules();
    const again = await import('../../functions/assistant/lex-code-hook.js');
    const next = await call.say('What about next available?', { lexTurn: again.lexTurn, calls: again.callSessionPhoneCalls(ctx.services) });
    expect(next.trips, next.waves).toBe(2);
  }, 120_000);

  it('a retried turn reads and writes nothing more than its first round trip, and answers as before', async () => {
    const { dialed } = await linkedSalon(40);
    const calls = callSessionPhoneCalls(ctx.services);
    const { id, ahead } = await calls.start(dialed, CALLER);
    const first = await calls.turn(id, 1, 'Do you have anything on March 31?', { ...ahead });
    counter.reset();
    const retried = await calls.turn(id, 1, 'Do you have anything on March 31?', { ...ahead });
    expect(retried.say).toBe(first.say);
    expect(counter.roundTrips()).toBe(1);
    expect(counter.calls.filter((c) => !['GetCommand', 'BatchGetCommand', 'QueryCommand'].includes(c))).toEqual([]);
    const stored = (await new CallsRepo(ctx.services.db).getById(id))!;
    expect(stored.turn_count).toBe(1);
  }, 60_000);

  it('a booking: the turns before it and the booking turn in 2 round trips (12, then 8, before); two deliveries of the same confirmation book once and text once', async () => {
    const { client, dialed } = await linkedSalon(2000);
    const calls = callSessionPhoneCalls(ctx.services);
    ctx.sms.length = 0;
    const { id, ahead } = await calls.start(dialed, CALLER);
    const next = { ...ahead, caller: CALLER };
    const trips: number[] = [];
    for (const [i, text] of ["I'd like to book a beard trim tomorrow at 11", 'Rosa Diaz', 'yes'].entries()) {
      counter.reset();
      await calls.turn(id, i + 1, text, next);
      trips.push(counter.roundTrips());
    }
    expect(trips).toEqual([2, 2, 2]);
    // The confirmation delivered twice at once (a retry racing the first): one claims the call, the other is refused.
    counter.reset();
    const both = await Promise.allSettled([calls.turn(id, 4, 'yes please', { ...next }), calls.turn(id, 4, 'yes please', { ...next })]);
    const booked = both.filter((r) => r.status === 'fulfilled');
    expect(booked).toHaveLength(1);
    expect((booked[0] as PromiseFulfilledResult<{ say: string }>).value.say).toContain('Your Beard Trim is booked for tomorrow at 11:00 AM.');
    expect(String((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(/Another turn of this call/);
    const list = Object.values((await client.get('/api/appointments/?status=awaiting_confirmation')).body) as Array<{ first_name: string; phone_number: string }>;
    expect(list.filter((a) => a.first_name === 'Rosa')).toHaveLength(1);
    expect(ctx.sms.filter((m) => m.to === CALLER)).toHaveLength(1);
    // Alone, the booking turn: the reads (the caller's customer among them), then ONE transaction with the call's
    // write, the number, the appointment, its code, slot locks, caller item, the customer's contact, the calendar's
    // counters and the search entries, beside the owner's read for the notice and the call's own index.
    const { id: other, ahead: a2 } = await calls.start(dialed, '+12125550112');
    const again = { ...a2, caller: '+12125550112' };
    for (const [i, text] of ["I'd like to book a haircut on Wednesday at 2pm", 'Sam Park', 'yes'].entries()) await calls.turn(other, i + 1, text, again);
    counter.reset();
    expect((await calls.turn(other, 4, 'yes please', again)).say).toContain('is booked for');
    expect(counter.roundTrips(), JSON.stringify(counter.waves())).toBe(2);
    expect(counter.calls.filter((c) => c === 'TransactWriteCommand')).toHaveLength(1);
    expect(ctx.sms.filter((m) => m.to === '+12125550112')).toHaveLength(1);
    // What the one transaction wrote: the appointment (numbered after Rosa's), found by search with its customer.
    const sam = (Object.values((await client.get('/api/appointments/?status=awaiting_confirmation')).body) as Array<{ first_name: string; appointment_id_formatted: string; _id: string }>).find((a) => a.first_name === 'Sam')!;
    const rosa = list.find((a) => a.first_name === 'Rosa') as unknown as { appointment_id_formatted: string };
    expect(Number(sam.appointment_id_formatted.replace(/\D/g, ''))).toBe(Number(rosa.appointment_id_formatted.replace(/\D/g, '')) + 1);
    const found = (await client.get('/api/search?q=sam%20park')).body.results as Array<{ kind: string; id: string; subtitle: string }>;
    expect(found.find((r) => r.kind === 'appointment')?.id).toBe(sam._id);
    expect(found.find((r) => r.kind === 'customer')?.subtitle).toBe('+12125550112 · 1 call · 1 appointment');
  }, 120_000);

  it('a message, an order and an unanswered question: each effect turn in 2 round trips, its record and notice as before', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    await client.patch(`/api/businesses/${account.business.id}`, { business: { transfer_calls_enabled: false } });
    const calls = callSessionPhoneCalls(ctx.services);
    const converse = async (caller: string, lines: string[]) => {
      const { id, ahead } = await calls.start(dialed, caller);
      const next = { ...ahead, caller };
      const turns: Array<{ say: string; trips: number; waves: string }> = [];
      for (const [i, text] of lines.entries()) {
        counter.reset();
        const { say } = await calls.turn(id, i + 1, text, next);
        turns.push({ say, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()) });
      }
      return { id, turns };
    };
    ctx.emails.length = 0;
    const message = await converse('+13125550111', ['can you take a message', 'Ann Smith', 'yes', 'please tell Maria I loved my haircut']);
    const kept = message.turns.at(-1)!;
    expect(kept.say).toContain("I've passed your message on to the team at Bella Salon");
    for (const t of message.turns) expect(t.trips, t.waves).toBeLessThanOrEqual(2);
    expect(await new MessagesRepo(ctx.services.db).recent(account.business.id)).toEqual([
      expect.objectContaining({ call_id: message.id, name: 'Ann Smith', message: 'please tell Maria I loved my haircut' }),
    ]);
    expect(ctx.emails.filter((e) => e.to === account.email).map((e) => e.subject)).toEqual(['Bella Salon: New message from Ann Smith']);
    const ann = (await client.get('/api/search?q=ann%20smith')).body.results as Array<{ kind: string; subtitle: string }>;
    expect(ann.find((r) => r.kind === 'customer')?.subtitle).toBe('+13125550111 · 1 call · 1 message');

    const gap = await converse('+13125550112', ['are you guys hiring any stylists right now']);
    expect(gap.turns[0]!.say).toMatch(/^I'm sorry, I don't have that information\./);
    expect(gap.turns[0]!.trips, gap.turns[0]!.waves).toBe(2);
    const gaps = await new KnowledgeGapsRepo(ctx.services.db).page(account.business.id, 10);
    expect(gaps.gaps.map((g) => [g.call_id, g.question])).toEqual([[gap.id, 'are you guys hiring any stylists right now']]);
  }, 120_000);

  it('an order: every turn of it, the one that places it included, in 2 round trips; stored, texted and told once', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    await sellsCafeMenu(client, account.business.id);
    ctx.sms.length = 0;
    const calls = callSessionPhoneCalls(ctx.services);
    const caller = '+13125550122';
    const { id, ahead } = await calls.start(dialed, caller);
    const next = { ...ahead, caller };
    const lines = ['I want to order two cappuccinos and a croissant', "that's all", 'pickup', 'in 20 minutes', 'Sam Ortiz', 'yes', 'no notes', 'yes'];
    const says: string[] = [];
    for (const [i, text] of lines.entries()) {
      counter.reset();
      says.push((await calls.turn(id, i + 1, text, next)).say);
      expect(counter.roundTrips(), `${text}: ${JSON.stringify(counter.waves())}`).toBeLessThanOrEqual(2);
    }
    expect(says.some((say) => /order is placed/i.test(say)), JSON.stringify(says)).toBe(true);
    const orders = await new OrdersRepo(ctx.services.db).recent(account.business.id);
    expect(orders).toEqual([expect.objectContaining({ call_id: id, total: '12.25', currency: 'USD', phone_number: caller })]);
    expect(ctx.sms.filter((m) => m.to === caller).map((m) => m.body)).toEqual([orders[0]!.summary]);
    const found = (await client.get('/api/search?q=sam%20ortiz')).body.results as Array<{ kind: string; id: string; subtitle: string }>;
    expect(found.find((r) => r.kind === 'order')?.subtitle).toBe('12.25 USD · new');
    expect(found.find((r) => r.kind === 'customer')?.subtitle).toBe(`${caller} · 1 call · 1 order`);
  }, 120_000);

  it('a booking whose number another booking took after the turn read it takes a number of its own: booked once, numbers unique', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    const calls = callSessionPhoneCalls(ctx.services);
    const caller = '+12125550113';
    const { id, ahead } = await calls.start(dialed, caller);
    const next = { ...ahead, caller };
    for (const [i, text] of ["I'd like to book a haircut on Wednesday at 2pm", 'Lee Wong', 'yes'].entries()) await calls.turn(id, i + 1, text, next);
    // The owner books between the turn's read of the sequence and its write: the turn reads where it stood before.
    const repo = ctx.services.repos.business;
    const versions = repo.versions.bind(repo);
    const spy = vi.spyOn(repo, 'versions').mockImplementation(async (businessId: string) => {
      const read = await versions(businessId);
      const owner = await client.post('/api/appointments/', { first_name: 'Ola', last_name: 'Berg', phone_number: '+12125550124', status: 'upcoming', appointment_datetime: '2025-03-14T10:00' });
      expect(owner.status, JSON.stringify(owner.body)).toBe(201);
      return read;
    });
    counter.reset();
    try {
      expect((await calls.turn(id, 4, 'yes please', next)).say).toContain('is booked for');
    } finally {
      spy.mockRestore();
    }
    const numbers = (Object.values((await client.get('/api/appointments/')).body) as Array<{ first_name: string; appointment_id_formatted: string }>)
      .filter((a) => a.first_name === 'Lee' || a.first_name === 'Ola')
      .map((a) => a.appointment_id_formatted);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
    expect(ctx.sms.filter((m) => m.to === caller)).toHaveLength(1);
    void account;
  }, 120_000);

  it('a move and a cancellation through the code hook: the turn that does it in 2 round trips (10 before), the appointment read ahead from the session', async () => {
    const { client, dialed } = await linkedSalon(40);
    const calls = callSessionPhoneCalls(ctx.services);
    const caller = '+13125550101';
    const talk = async (lines: string[]) => {
      const { id, ahead } = await calls.start(dialed, caller);
      const next: Record<string, unknown> = { ...ahead, caller };
      const out: Array<{ say: string; trips: number; waves: string }> = [];
      for (const [i, text] of lines.entries()) {
        counter.reset();
        const { say } = await calls.turn(id, i + 1, text, next);
        out.push({ say, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()) });
      }
      return { out, next };
    };
    await talk(['book a haircut tomorrow at 3', 'Ana Lopez', 'yes', 'yes']);
    const made = (Object.values((await client.get('/api/appointments/?status=awaiting_confirmation')).body) as Array<{ _id: string; first_name: string }>).find((a) => a.first_name === 'Ana');
    ctx.sms.length = 0;
    const move = await talk(['I need to reschedule my appointment', 'Thursday at 11', 'yes']);
    expect(move.out.at(-1)!.say).toContain('Your Haircut is now Thursday, March 13 at 11:00 AM.');
    for (const t of move.out) expect(t.trips, t.waves).toBe(2);
    expect((await client.get(`/api/appointments/${made!._id}`)).body.appointment_datetime).toBe('2025-03-13T11:00:00.000-04:00');
    const texts = ctx.sms.filter((m) => m.to === caller).map((m) => m.body);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Bella Salon: your Haircut appointment is moved to .*March 13.* at 11:00 AM\.$/);
    ctx.sms.length = 0;
    const cancel = await talk(['I want to cancel my appointment', 'yes']);
    expect(cancel.out.at(-1)!.say).toContain('is cancelled');
    // The caller's text names what was cancelled, as the dashboard's notices do.
    expect(ctx.sms.filter((m) => m.to === caller).map((m) => m.body)).toEqual([expect.stringMatching(/^Bella Salon: your Haircut appointment on .*March 13.* at 11:00 AM is cancelled\.$/)]);
    for (const t of cancel.out) expect(t.trips, t.waves).toBe(2);
    expect(cancel.next.appointment ?? null).toBeNull();
    expect((await client.get(`/api/appointments/${made!._id}`)).body.status).toBe('cancelled');
    // The index follows: the appointment is found cancelled, the time it held is free again.
    const found = (await client.get('/api/search?q=ana%20lopez')).body.results as Array<{ kind: string; subtitle: string }>;
    expect(found.find((r) => r.kind === 'appointment')?.subtitle).toMatch(/ · cancelled$/);
    const again = await talk(['book a haircut on Thursday at 11', 'Ana Lopez', 'yes', 'yes']);
    expect(again.out.at(-1)!.say).toContain("You're all set, Ana.");
  }, 120_000);

  it('a move of an appointment with a scheduled reminder (Step Functions, mocked): 2 round trips (3 before), the new execution named in the turn\'s own write; a booking starts none', async () => {
    const { client, dialed } = await linkedSalon(40);
    const STATE_MACHINE = 'arn:aws:states:us-east-1:123456789012:stateMachine:reminder';
    const execution = (name: string) => `arn:aws:states:us-east-1:123456789012:execution:reminder:${name}`;
    const sfn = new SFNClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    const mock = mockClient(sfn);
    mock.on(StartExecutionCommand).callsFake((input: { name: string }) => ({ executionArn: execution(input.name), startDate: new Date() }));
    mock.on(StopExecutionCommand).resolves({ stopDate: new Date() });
    const workflows = ctx.services.workflows;
    ctx.services.workflows = sfnWorkflowRunner({ reminder: STATE_MACHINE }, sfn);
    try {
      const caller = '+13125550102';
      // The owner books it confirmed (upcoming): its reminder is started, the write naming the execution.
      const booked = await client.post('/api/appointments/', { first_name: 'Ivy', last_name: 'Chen', phone_number: caller, status: 'upcoming', appointment_datetime: '2025-03-12T10:00' });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const id = booked.body._id as string;
      const repo = new AppointmentsRepo(ctx.services.db);
      const business = booked.body.business_id ?? (await client.get('/api/businesses/me')).body.id;
      expect((await repo.get(business, id))!.reminder).toEqual({ schedule_id: `${id}-1`, execution_id: execution(`${id}-1`) });
      mock.resetHistory();

      const calls = callSessionPhoneCalls(ctx.services);
      const { id: callId, ahead } = await calls.start(dialed, caller);
      const next = { ...ahead, caller };
      const turns: Array<{ say: string; trips: number; waves: string }> = [];
      for (const [i, text] of ['I need to reschedule my appointment', 'Thursday at 11', 'yes'].entries()) {
        counter.reset();
        const { say } = await calls.turn(callId, i + 1, text, next);
        turns.push({ say, trips: counter.roundTrips(), waves: JSON.stringify(counter.waves()) });
      }
      expect(turns.at(-1)!.say).toContain('is now Thursday, March 13 at 11:00 AM.');
      for (const t of turns) expect(t.trips, t.waves).toBe(2);
      // The old execution stopped, the new one started under the schedule's name, and the turn's write named it.
      expect(mock.commandCalls(StopExecutionCommand).map((c) => c.args[0].input.executionArn)).toEqual([execution(`${id}-1`)]);
      expect(mock.commandCalls(StartExecutionCommand).map((c) => [c.args[0].input.name, JSON.parse(c.args[0].input.input!)])).toEqual([
        [`${id}-2`, { business_id: business, appointment_id: id, schedule_id: `${id}-2` }],
      ]);
      const moved = (await repo.get(business, id))!;
      expect(moved.starts_at).toBe('2025-03-13T15:00:00.000Z');
      expect(moved.reminder).toEqual({ schedule_id: `${id}-2`, execution_id: execution(`${id}-2`) });

      // A caller's booking waits for its confirmation: no reminder yet, nothing started, 2 round trips.
      mock.resetHistory();
      const other = '+13125550103';
      const { id: second, ahead: a2 } = await calls.start(dialed, other);
      const again = { ...a2, caller: other };
      const trips: number[] = [];
      const says: string[] = [];
      for (const [i, text] of ["I'd like to book a haircut on Friday at 2pm", 'Max Roy', 'yes', 'yes'].entries()) {
        counter.reset();
        says.push((await calls.turn(second, i + 1, text, again)).say);
        trips.push(counter.roundTrips());
      }
      expect(says.some((say) => say.includes('is booked for')), JSON.stringify(says)).toBe(true);
      expect(trips).toEqual([2, 2, 2, 2]);
      expect(mock.commandCalls(StartExecutionCommand)).toHaveLength(0);
    } finally {
      ctx.services.workflows = workflows;
      mock.restore();
    }
  }, 120_000);

  it("the turn after the owner saved the business's own fields, or its records, takes 2 round trips and speaks the saved business (3 before for records)", async () => {
    const { client, account, dialed } = await linkedSalon(40);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    expect((await call.say('Do you have parking?')).trips).toBe(2);
    const saved = await client.patch(`/api/businesses/${account.business.id}`, { business: { transfer_calls_enabled: false } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const person = await call.say('let me speak to a real person');
    expect(person.trips, person.waves).toBe(2);
    expect(call.attributes().action).not.toBe('transfer');
    expect(person.said).toMatch(/message/i);
    // A save of nested records (an FAQ): the root read with the versions carries what the save wrote.
    const faq = await client.patch(`/api/businesses/${account.business.id}`, {
      business: { business_questions_attributes: [{ question: 'Do you sell gift cards?', answer: 'Yes, gift cards of any amount at the front desk.' }] },
    });
    expect(faq.status, JSON.stringify(faq.body)).toBe(200);
    const gift = await call.say('Do you sell gift cards?');
    expect(gift.said).toContain('gift cards of any amount');
    expect(gift.trips, gift.waves).toBe(2);
  }, 120_000);

  it('after saves of records (an answer edited, an FAQ removed, a service added, two saves in a row) each next turn takes 2 round trips and never speaks a record older than the last save', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    const id = account.business.id;
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    expect((await call.say('Do you have parking?')).said).toContain('free parking behind the building');
    const me = (await client.get('/api/businesses/me')).body as { business_questions: Array<{ id: string; question: string }> };
    const parking = me.business_questions.find((q) => /parking/.test(q.question))!;
    const payment = me.business_questions.find((q) => /payment/.test(q.question))!;
    const edited = await client.patch(`/api/businesses/${id}`, {
      business: {
        transfer_calls_enabled: false,
        business_questions_attributes: [{ id: parking.id, answer: 'Parking is in the garage on 5th Street, two hours free.' }, { id: payment.id, _destroy: true }],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const park = await call.say('Do you have parking?');
    expect(park.said).toContain('garage on 5th Street');
    expect(park.said).not.toContain('behind the building');
    expect(park.trips, park.waves).toBe(2);
    const pay = await call.say('What payment methods do you accept?');
    expect(pay.said).toMatch(/don't have that information/);
    expect(pay.said).not.toContain('cash and all major credit cards');
    expect(pay.trips, pay.waves).toBe(2);
    // Two saves between turns: the root carries the records of both.
    const first = await client.patch(`/api/businesses/${id}`, {
      business: { business_questions_attributes: [{ question: 'Do you sell gift cards?', answer: 'Yes, gift cards of any amount at the front desk.' }] },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await client.patch(`/api/businesses/${id}`, {
      business: { business_items_attributes: [{ name: 'Hair Coloring', price: '85.00', duration: 90, currency: 'USD' }] },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const gift = await call.say('Do you sell gift cards?');
    expect(gift.said).toContain('gift cards of any amount');
    expect(gift.trips, gift.waves).toBe(2);
    const color = await call.say('How much is hair coloring?');
    expect(color.said).toMatch(/\$85/);
    expect(color.trips, color.waves).toBe(2);
  }, 120_000);

  it('a save bigger than the root carries (a pasted FAQ list), with a small save on top: the next turn takes 2 round trips (3 before), reading what the saves wrote beside the versions, and speaks both', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    const id = account.business.id;
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    expect((await call.say('Do you have parking?')).trips).toBe(2);
    // Some 40 KB of FAQs in one save: more than the root's recent records hold (RECENT_RECORDS_BYTES).
    const filler = 'We are happy to help with that, just ask at the front desk when you arrive for your visit.';
    const many = Array.from({ length: 150 }, (_, i) => ({ question: `Do you offer treatment number ${i + 1}?`, answer: `${filler} (${i + 1})` }));
    const me = (await client.get('/api/businesses/me')).body as { business_questions: Array<{ id: string; question: string }> };
    const parking = me.business_questions.find((q) => /parking/.test(q.question))!;
    const big = await client.patch(`/api/businesses/${id}`, {
      business: {
        business_questions_attributes: [
          ...many,
          { question: 'Do you sell gift cards?', answer: 'Yes, gift cards of any amount at the front desk.' },
          { id: parking.id, answer: 'Parking is in the garage on 5th Street, two hours free.' },
        ],
      },
    });
    expect(big.status).toBe(200);
    // And a small save after it: the root carries that one's record, not the big save's.
    const small = await client.patch(`/api/businesses/${id}`, { business: { business_questions_attributes: [{ question: 'Do you have wifi?', answer: 'Yes, free wifi for every guest.' }] } });
    expect(small.status).toBe(200);
    const gift = await call.say('Do you sell gift cards?');
    expect(gift.said).toContain('gift cards of any amount');
    expect(gift.trips, gift.waves).toBe(2);
    // Not the business again: the Query of what the saves since wrote, beside the versions; no load of the aggregate.
    expect(counter.inputs.filter((i) => String(i.KeyConditionExpression).includes('begins_with(SK, :prefix)') && (i.ExpressionAttributeValues as Record<string, string>)?.[':prefix'] === 'A#')).toEqual([]);
    const wifi = await call.say('Do you have wifi?');
    expect(wifi.said).toContain('free wifi for every guest');
    expect(wifi.trips, wifi.waves).toBe(2);
    // The record the big save edited, never the copy the process held from before it.
    const park = await call.say('Do you have parking?');
    expect(park.said).toContain('garage on 5th Street');
    expect(park.said).not.toContain('behind the building');
    expect(park.trips, park.waves).toBe(2);
  }, 120_000);
  it('a process holding the business from before a save, after another process answered the call since: 2 round trips (the session names the versions the last turn spoke from)', async () => {
    const { client, account, dialed } = await linkedSalon(40);
    const call = await phoneCall(callSessionPhoneCalls(ctx.services), dialed);
    // This process reads the business and keeps it.
    expect((await call.say('Do you have parking?')).trips).toBe(2);
    const big = await client.patch(`/api/businesses/${account.business.id}`, {
      business: {
        business_questions_attributes: [
          ...Array.from({ length: 150 }, (_, i) => ({ question: `Do you offer treatment number ${i + 1}?`, answer: `Ask at the front desk when you arrive for your visit (${i + 1}).` })),
          { question: 'Do you sell gift cards?', answer: 'Yes, gift cards of any amount at the front desk.' },
        ],
      },
    });
    expect(big.status).toBe(200);
    // Another process (Lambda) answers a turn: it reads the saved business, and the session says which.
    vi.resetModules();
    const other = await import('../../functions/assistant/lex-code-hook.js');
    const there = await call.say('Do you sell gift cards?', { lexTurn: other.lexTurn, calls: other.callSessionPhoneCalls(ctx.services) });
    expect(there.said).toContain('gift cards of any amount');
    expect(call.attributes().business_version).toMatch(new RegExp(`^${big.body.lock_version}\\.\\d+$`));
    // Back in the first process, whose copy is older than that: read beside the call, not after the versions.
    const back = await call.say('Do you sell gift cards?');
    expect(back.said).toContain('gift cards of any amount');
    expect(back.trips, back.waves).toBe(2);
  }, 120_000);
});
