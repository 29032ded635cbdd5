import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, TEST_DEV_TOKEN } from '../support/test-services.js';
import { salonOwner, sellsCafeMenu } from '../support/call-helpers.js';
import { recordingWorkflows } from '../support/appointment-helpers.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { TransactWriteCommand, type DocCommand } from '../../functions/data/dynamo-commands.js';
import type { Db } from '../../functions/data/client.js';
import { orderRecord } from '../support/order-record.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';
import { callSessionPhoneCalls } from '../../functions/assistant/lex-code-hook.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

// Monday 10 March 2025, 10:00 in New York: open.
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
  ctx.clock.now = MONDAY_10AM;
});

/** Starts a test call and says each line in turn; returns every reply. */
async function call(client: TestClient, lines: string[], start: Record<string, unknown> = {}) {
  const started = await client.post('/api/test-calls', start);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const replies = [];
  for (const text of lines) {
    const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    replies.push(res.body);
  }
  return { id: started.body.id as string, greeting: started.body, replies, last: replies.at(-1) };
}

describe('POST /api/test-calls', () => {
  it('greets with the business name and answers {id, say, action}', async () => {
    const { client } = await salonOwner(ctx);
    const res = await client.post('/api/test-calls', {});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      // The id carries the call item's key (data/keys.ts newCallId): a turn reads the call without a pointer.
      id: expect.stringMatching(/^k[A-Za-z0-9_-]{38}[0-9a-z]{1,11}$/),
      say: 'Thank you for calling Bella Salon. How can I help you today?',
      action: 'continue',
      ended: false,
    });
  });

  it("uses the owner's greeting, and unsaved overrides in memory only", async () => {
    const { client } = await salonOwner(ctx, { greeting_phrase: 'Hi, Bella Salon, Maria speaking!' });
    expect((await client.post('/api/test-calls', {})).body.say).toBe('Hi, Bella Salon, Maria speaking!');
    const preview = await client.post('/api/test-calls', { assistant_overrides: { greeting_phrase: 'Welcome to the preview!' } });
    expect(preview.body.say).toBe('Welcome to the preview!');
    // Nothing was saved.
    expect((await client.get('/api/assistant-configurations/me')).body.greeting_phrase).toBe('Hi, Bella Salon, Maria speaking!');
  });

  it('applies unsaved FAQs and hours (business_overrides) to every turn of the call', async () => {
    const { client, business } = await salonOwner(ctx);
    const monday = business.working_hours.find((h: any) => h.day_of_week === 'monday');
    const { replies, greeting } = await call(client, ['Do you have wifi?'], {
      business_overrides: {
        business_questions_attributes: [{ question: 'Do you have wifi?', answer: 'Yes, the wifi password is on the mirror.' }],
      },
    });
    expect(greeting.say).toContain('How can I help you today?');
    expect(replies[0].say).toContain('Yes, the wifi password is on the mirror.');
    const closed = await client.post('/api/test-calls', {
      business_overrides: { working_hours_attributes: [{ id: monday.id, disabled: true }] },
    });
    expect(closed.body.say).toContain("We're closed right now");
    expect((await client.get('/api/businesses/me')).body.business_questions).toHaveLength(2);
  });

  it('refuses bad input with 4xx and a readable message', async () => {
    const { client } = await salonOwner(ctx);
    const badNumber = await client.post('/api/test-calls', { caller_number: 'call me maybe' });
    expect(badNumber.status).toBe(422);
    expect(badNumber.body.errors).toEqual(['Caller number is not a valid phone number']);
    const badVoice = await client.post('/api/test-calls', { assistant_overrides: { voice: 'robot' } });
    expect(badVoice.status).toBe(422);
    expect(badVoice.body.errors[0]).toMatch(/^Voice must be one of alloy/);
    const badTransfer = await client.post('/api/test-calls', { assistant_overrides: { transfer_phone_number: 'nope' } });
    expect(badTransfer.status).toBe(422);
    expect((await client.post('/api/test-calls', { unknown: 1 })).status).toBe(422);
    expect((await client.call('POST', '/api/test-calls', '{not json', { 'content-type': 'application/json' })).status).toBe(400);

    const { id } = await call(client, []);
    expect((await client.post(`/api/test-calls/${id}/turns`, {})).status).toBe(422);
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 42 })).status).toBe(422);
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'x'.repeat(5001) })).status).toBe(422);
    // Silence and very long speech are turns like any other: the assistant stays polite.
    const silent = await client.post(`/api/test-calls/${id}/turns`, { text: '' });
    expect(silent.status).toBe(200);
    expect(silent.body.action).toBe('continue');
    const long = await client.post(`/api/test-calls/${id}/turns`, { text: 'la '.repeat(1500) });
    expect(long.status).toBe(200);
    expect(long.body.ended).toBe(false);
  });

  it('needs a signed-in owner', async () => {
    const res = await new TestClient(ctx.app).post('/api/test-calls', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });
});

describe('a test call has the effects of a real call', () => {
  it('books an appointment awaiting confirmation and texts the caller the confirmation link', async () => {
    const { client } = await salonOwner(ctx);
    ctx.sms.length = 0;
    const { id, replies } = await call(client, ["Hi, I'd like to book a haircut tomorrow at 3", 'Ana Lopez', 'yes', 'yes please'], {
      caller_number: '(312) 555-0100',
    });
    expect(replies[0].say).toBe('May I have your first and last name?');
    expect(replies[3].say).toContain("You're all set, Ana. Your Haircut is booked for tomorrow at 3:00 PM.");
    expect(replies[3]).toMatchObject({ action: 'continue', ended: false });

    const list = await client.get('/api/appointments/?status=awaiting_confirmation');
    const appointments = Object.values(list.body) as any[];
    expect(appointments).toHaveLength(1);
    const [appt] = appointments;
    expect(appt).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      phone_number: '+13125550100',
      status: 'awaiting_confirmation',
      appointment_datetime: '2025-03-11T15:00:00.000-04:00',
      business_item: { name: 'Haircut' },
    });
    expect(appt.confirmation_code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const texts = ctx.sms.filter((m) => m.to === '+13125550100');
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain(`/confirm-appointment/${appt.confirmation_code}`);
    // The owner's notice reads the caller's number as a person writes it, not in its stored E.164.
    const notice = ctx.emails.find((e) => /New booking/.test(e.subject));
    expect(notice?.text).toContain('Phone: (312) 555-0100');
    // ... and its price as every screen shows money.
    expect(notice?.text).toMatch(/Service: Haircut \(\$\d+\.\d\d\)/);

    const bye = await client.post(`/api/test-calls/${id}/turns`, { text: 'no, thank you' });
    expect(bye.body).toMatchObject({ action: 'hangup', ended: true });
    const stored = await client.get(`/api/test-calls/${id}`);
    expect(stored.body).toMatchObject({ id, is_test: true, outcome: 'booked', status: 'ended', caller_number: '+13125550100' });
    expect(stored.body.transcript.map((l: any) => l.speaker)).toEqual([
      'assistant',
      ...Array.from({ length: 5 }, () => ['caller', 'assistant']).flat(),
    ]);
    expect(stored.body.transcript[1]).toMatchObject({ speaker: 'caller', text: "Hi, I'd like to book a haircut tomorrow at 3" });
    // The call is over: no more turns.
    expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'hello?' })).status).toBe(409);
  });

  it('answers an FAQ from the business data, and the call log says answered', async () => {
    const { client } = await salonOwner(ctx);
    const { id, replies } = await call(client, ['Is there somewhere to park my car?']);
    expect(replies[0]).toEqual({
      say: 'Yes, there is free parking behind the building. Is there anything else I can help you with?',
      action: 'continue',
      ended: false,
    });
    ctx.clock.advance(95_000);
    const ended = await client.post(`/api/test-calls/${id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ outcome: 'answered', status: 'ended', duration_seconds: 95 });
    ctx.clock.now = MONDAY_10AM;
  });

  it('a goodbye is not an answer: a call closed with a goodbye and nothing answered or done is logged abandoned, saying so', async () => {
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const wrongNumber = await call(client, ['hi there', 'oh sorry wrong number, bye']);
    expect(wrongNumber.replies[0].say).not.toContain('Goodbye');
    expect(wrongNumber.last).toMatchObject({ action: 'hangup', ended: true });
    expect((await client.get(`/api/calls/${wrongNumber.id}`)).body).toMatchObject({
      status: 'ended',
      outcome: 'abandoned',
      summary: 'Nothing answered or done; the caller said goodbye after 2 turns',
    });
    // A question the assistant could not answer, a message declined, a goodbye: nothing was answered, and the log says
    // the caller's question went unanswered (not that the caller gave up).
    const unanswered = await call(client, ['do you do tattoo removal?', 'no that is ok, bye']);
    expect(unanswered.replies[0].say).toContain("I don't have that information");
    expect(unanswered.last).toMatchObject({ action: 'hangup', ended: true });
    const logged = (await client.get(`/api/calls/${unanswered.id}`)).body;
    expect(logged).toMatchObject({ status: 'ended', outcome: 'unanswered', ended_by: 'assistant' });
    expect(logged.summary).toBe('Could not answer the caller; the caller said goodbye after 2 turns; 1 unanswered question kept for you');
    expect((await client.get('/api/calls?outcome=answered')).body.calls.map((c: { id: string }) => c.id)).not.toContain(unanswered.id);
    expect((await client.get('/api/calls?outcome=unanswered')).body.calls.map((c: { id: string }) => c.id)).toEqual([unanswered.id]);
    // Only asked "Just to check, are you asking: ...?" and left: nothing was answered either.
    const newPatients = { business_questions_attributes: [{ question: 'Are you accepting new patients?', answer: 'Yes, we welcome new clients of all ages.' }] };
    const checked = await call(client, ['is the doctor seeing new patients right now'], { business_overrides: newPatients });
    expect(checked.replies[0].say).toContain('Just to check, are you asking');
    expect((await client.post(`/api/test-calls/${checked.id}/end`)).body).toMatchObject({ status: 'ended', outcome: 'abandoned' });
    // A question answered and then a goodbye was answered.
    const answered = await call(client, ['what are your hours', 'thanks bye']);
    expect((await client.get(`/api/calls/${answered.id}`)).body).toMatchObject({ status: 'ended', outcome: 'answered' });
  });

  it('a call whose every question went unanswered is logged unanswered everywhere, even when the reply named the services', async () => {
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    // "I don't have that information. Our services include ..." names the owner's records, yet answered nothing.
    const giftCards = await call(client, ['do you sell gift cards', 'no thats all, bye']);
    expect(giftCards.replies[0].say).toContain("I don't have that information");
    const logged = (await client.get(`/api/calls/${giftCards.id}`)).body;
    expect(logged).toMatchObject({ outcome: 'unanswered', ended_by: 'assistant' });
    expect(logged.summary).toMatch(/^Could not answer the caller; .*; 1 unanswered question kept for you$/);
    // One answered among the unanswered: the call answered the caller, and says what it kept.
    const mixed = await call(client, ['Is there wifi?', 'Do you have parking?', 'thanks bye']);
    const mixedLogged = (await client.get(`/api/calls/${mixed.id}`)).body;
    expect(mixedLogged.outcome).toBe('answered');
    expect(mixedLogged.summary).toContain('1 unanswered question kept for you');
    const report = (await client.get('/api/reports?range=7&include_test=true')).body.totals.outcomes;
    expect(report).toMatchObject({ answered: 1, unanswered: 1, abandoned: 0 });
    // Answer rate: the call whose question went unanswered was not answered.
    expect((await client.get('/api/reports?range=7&include_test=true')).body.totals.answer_rate).toBe(50);
  });

  it("the end of a test call says who ended it: the assistant's goodbye, the owner's Hang up", async () => {
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const hungUp = await call(client, ['hi', 'hmm']);
    const ended = (await client.post(`/api/test-calls/${hungUp.id}/end`)).body;
    expect(ended).toMatchObject({ outcome: 'abandoned', ended_by: 'owner', summary: 'Nothing answered or done; you hung up the test call after 2 turns' });
    const goodbye = await call(client, ['hi there', 'oh sorry wrong number, bye']);
    expect(goodbye.last).toMatchObject({ action: 'hangup', ended: true });
    // The panel's end after the assistant's goodbye changes nothing.
    await client.post(`/api/test-calls/${goodbye.id}/end`);
    expect((await client.get(`/api/calls/${goodbye.id}`)).body).toMatchObject({ ended_by: 'assistant', summary: 'Nothing answered or done; the caller said goodbye after 2 turns' });
  });

  it('a caller who hangs up mid-call with nothing done abandoned it', async () => {
    const { client } = await salonOwner(ctx);
    const { id } = await call(client, ['i want to book a haircut']);
    const ended = await client.post(`/api/test-calls/${id}/end`);
    expect(ended.body).toMatchObject({ status: 'ended', outcome: 'abandoned' });
  });

  it('a test call left open (the tab closed without its page-leave beacon) is abandoned after 5 minutes without a turn, not 15', async () => {
    ctx.clock.now = MONDAY_10AM;
    try {
      const { client } = await salonOwner(ctx);
      const { id } = await call(client, ['do you have parking']);
      ctx.clock.advance(4 * 60_000);
      expect((await client.get(`/api/calls/${id}`)).body).toMatchObject({ status: 'in_progress' });
      ctx.clock.advance(2 * 60_000);
      // The log, its Abandoned filter and the reports agree: ended at its last turn, 6 minutes after it started.
      const listed = (await client.get('/api/calls')).body.calls.find((c: { id: string }) => c.id === id);
      expect(listed).toMatchObject({ status: 'ended' });
      const report = await client.get('/api/reports?range=7&include_test=true');
      expect(report.body.totals).toMatchObject({ calls: 1, outcomes: { answered: 1 } });
      const closed = await client.get(`/api/calls/${id}`);
      expect(closed.body).toMatchObject({ status: 'ended', ended_at: MONDAY_10AM.toISOString() });
      // A turn after that is refused: the call is over.
      expect((await client.post(`/api/test-calls/${id}/turns`, { text: 'hello?' })).status).toBe(409);

      const { id: silent } = await call(client, ['i want to book a haircut']);
      ctx.clock.advance(6 * 60_000);
      const abandoned = (await client.get('/api/calls?outcome=abandoned')).body.calls.map((c: { id: string }) => c.id);
      expect(abandoned).toEqual([silent]);
    } finally {
      ctx.clock.now = MONDAY_10AM;
    }
  });

  it('a test call replaced before any caller turn ("Call with this caller ID") is not logged: the log, reports, customers and search show one call', async () => {
    const { client } = await salonOwner(ctx);
    // The panel opened from a customer's page: its call starts on opening, with that caller ID. The owner types
    // another caller ID and calls again before saying anything, which ends the first call and starts another.
    const first = await client.call('POST', '/api/test-calls', { caller_number: '(212) 555-0188' }, { 'Idempotency-Key': 'panel-open-start-0001' });
    expect(first.status).toBe(201);
    const replaced = await client.post(`/api/test-calls/${first.body.id}/end`);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ status: 'ended', outcome: null });
    const { id } = await call(client, ['What are your opening hours?'], { caller_number: '(212) 555-0177' });
    expect((await client.post(`/api/test-calls/${id}/end`)).body).toMatchObject({ status: 'ended', outcome: 'answered' });

    // The log holds the one call the owner spoke in; the replaced one is gone, not abandoned.
    const log = await client.get('/api/calls');
    expect(log.body.calls.map((c: any) => [c.id, c.outcome])).toEqual([[id, 'answered']]);
    expect((await client.get('/api/calls?outcome=abandoned')).body.calls).toEqual([]);
    expect((await client.get(`/api/test-calls/${first.body.id}`)).status).toBe(404);
    const report = await client.get('/api/reports?range=7&include_test=true');
    expect(report.body.totals).toMatchObject({ calls: 1, outcomes: { answered: 1, abandoned: 0 }, answer_rate: 100 });
    // Nor did its start leave a customer behind: the number it was started with made one, taken back with it.
    const customers = await client.get('/api/customers');
    expect(customers.body.customers.map((c: any) => [c.phone_number, c.counts.call])).toEqual([['+12125550177', 1]]);
    expect((await client.get('/api/customers/12125550188')).status).toBe(404);
    expect((await client.get('/api/search?q=555-0188')).body.results).toEqual([]);
    // Ending it again (the page-leave beacon after the hang-up) changes nothing; a late retry of its start begins no call.
    expect((await client.post(`/api/test-calls/${first.body.id}/end`)).status).toBe(404);
    const retried = await client.call('POST', '/api/test-calls', { caller_number: '(212) 555-0188' }, { 'Idempotency-Key': 'panel-open-start-0001' });
    expect(retried.status).toBe(409);
    expect(retried.body.error).toBe('This call has ended.');
    expect((await client.get('/api/calls')).body.calls.map((c: any) => c.id)).toEqual([id]);
  });

  it("a test call replaced before any caller turn takes back its caller's contact: count, history, last contact and place in the list", async () => {
    const { client } = await salonOwner(ctx);
    // Minutes apart, within the sign-in's access token.
    const at = (minutes: number) => new Date(MONDAY_10AM.getTime() + minutes * 60_000);
    const customer = async (digits: string) => (await client.get(`/api/customers/${digits}`)).body;
    try {
      // Two earlier calls: from (212) 555-0166, then from (212) 555-0144.
      const earlier = await call(client, ['What are your opening hours?'], { caller_number: '(212) 555-0166' });
      await client.post(`/api/test-calls/${earlier.id}/end`);
      ctx.clock.now = at(2);
      const other = await call(client, ['What are your opening hours?'], { caller_number: '(212) 555-0144' });
      await client.post(`/api/test-calls/${other.id}/end`);

      // The panel opened from 0166's page, hung up before a word.
      ctx.clock.now = at(5);
      const unspoken = await client.post('/api/test-calls', { caller_number: '(212) 555-0166' });
      expect((await customer('12125550166')).customer.counts.call).toBe(2);
      expect((await client.post(`/api/test-calls/${unspoken.body.id}/end`)).body).toMatchObject({ status: 'ended', outcome: null });
      expect((await customer('12125550166')).customer).toMatchObject({ first_contact_at: at(0).toISOString(), last_contact_at: at(0).toISOString(), counts: { call: 1 } });
      expect((await customer('12125550166')).history.map((h: any) => h.record_id)).toEqual([earlier.id]);
      // Newest contact first: 0144's call is again the newest.
      expect((await client.get('/api/customers')).body.customers.map((c: any) => c.phone_number)).toEqual(['+12125550144', '+12125550166']);
      expect((await client.get('/api/search?q=555-0166')).body.results.map((r: any) => [r.kind, r.id]).sort()).toEqual([['call', earlier.id], ['customer', '12125550166']].sort());

      // Opened again, then "Call with this caller ID" with the same number: the panel ends the first call while the
      // second starts, both writing the customer at once.
      ctx.clock.now = at(8);
      const opened = await client.post('/api/test-calls', { caller_number: '(212) 555-0166' });
      ctx.clock.now = at(9);
      const [ended, again] = await Promise.all([
        client.post(`/api/test-calls/${opened.body.id}/end`),
        client.post('/api/test-calls', { caller_number: '(212) 555-0166' }),
      ]);
      expect(ended.body).toMatchObject({ status: 'ended', outcome: null });
      expect((await client.post(`/api/test-calls/${again.body.id}/turns`, { text: 'Do you have parking?' })).status).toBe(200);
      expect((await client.post(`/api/test-calls/${again.body.id}/end`)).body).toMatchObject({ outcome: 'answered' });

      const detail = await customer('12125550166');
      expect(detail.customer).toMatchObject({ first_contact_at: at(0).toISOString(), last_contact_at: at(9).toISOString(), counts: { call: 2 } });
      expect(detail.history.map((h: any) => h.record_id)).toEqual([again.body.id, earlier.id]);
      expect((await client.get('/api/customers')).body.customers.map((c: any) => c.phone_number)).toEqual(['+12125550166', '+12125550144']);
      expect((await client.get('/api/calls')).body.calls.map((c: any) => c.id)).toEqual([again.body.id, other.id, earlier.id]);
      const report = await client.get('/api/reports?range=7&include_test=true');
      expect(report.body.totals).toMatchObject({ calls: 3, outcomes: { answered: 3, abandoned: 0 } });
    } finally {
      ctx.clock.now = MONDAY_10AM;
    }
  });

  it("a contact of the same caller written between the discard's read of the customer and its transaction is kept: it reads again", async () => {
    const { client, account } = await salonOwner(ctx);
    const started = await client.post('/api/test-calls', { caller_number: '(212) 555-0122' });
    const unspoken = (await new CallsRepo(ctx.services.db).getById(started.body.id))!;
    // An order from the same number lands just before the discard's first transaction (after its reads).
    const orderAt = new Date(MONDAY_10AM.getTime() + 1_000).toISOString();
    let transactions = 0;
    const db: Db = {
      tableName: ctx.services.db.tableName,
      doc: {
        send: (async (command: DocCommand) => {
          if (command instanceof TransactWriteCommand && transactions++ === 0) {
            expect(await new OrdersRepo(ctx.services.db).create(orderRecord(account.business.id, 'o-0122', orderAt, { phone_number: '+12125550122', customer_name: 'Ana Diaz' }))).toBe(true);
          }
          return ctx.services.db.doc.send(command);
        }) as Db['doc']['send'],
      },
    };
    expect(await new CallsRepo(db).discard(unspoken, unspoken.version!)).toBe(true);
    expect(transactions).toBe(2);
    const detail = (await client.get('/api/customers/12125550122')).body;
    expect(detail.customer).toMatchObject({ name: 'Ana Diaz', first_contact_at: orderAt, last_contact_at: orderAt, counts: { call: 0, order: 1 } });
    expect(detail.history.map((h: any) => h.record_id)).toEqual(['o-0122']);
    expect((await client.get('/api/calls')).body.calls).toEqual([]);
  });

  it('a test call hung up after a caller turn is still logged abandoned, and stays in its caller\'s history', async () => {
    const { client } = await salonOwner(ctx);
    const { id } = await call(client, ['hmm'], { caller_number: '(212) 555-0133' });
    expect((await client.post(`/api/test-calls/${id}/end`)).body).toMatchObject({ status: 'ended', outcome: 'abandoned' });
    expect((await client.get('/api/calls?outcome=abandoned')).body.calls.map((c: any) => c.id)).toEqual([id]);
    expect((await client.get('/api/reports?range=7&include_test=true')).body.totals).toMatchObject({ calls: 1, outcomes: { abandoned: 1 } });
    const customer = (await client.get('/api/customers/12125550133')).body;
    expect(customer.customer.counts.call).toBe(1);
    expect(customer.history.map((h: any) => h.record_id)).toEqual([id]);
  });

  it('transfers to the owner when the caller asks for a person', async () => {
    const { client } = await salonOwner(ctx);
    const { id, last } = await call(client, ['let me speak to a real person']);
    expect(last).toMatchObject({ action: 'transfer', transfer_to: '+12125550199', ended: true });
    const stored = await client.get(`/api/test-calls/${id}`);
    expect(stored.body).toMatchObject({ outcome: 'transferred', transfer_to: '+12125550199', status: 'ended' });
  });

  it('takes a message, keeps it and emails the owner', async () => {
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    ctx.emails.length = 0;
    const { id, replies } = await call(client, ['can you take a message', 'Ann Smith', 'yes', 'please tell Maria I loved my haircut', 'no thanks'], {
      caller_number: '+13125550111',
    });
    expect(replies[3].say).toContain("I've passed your message on to the team at Bella Salon");
    expect(replies.at(-1)).toMatchObject({ action: 'hangup', ended: true });
    const mail = ctx.emails.find((e) => e.to === account.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Bella Salon: New message from Ann Smith (test call)');
    expect(mail!.text).toContain('Message: please tell Maria I loved my haircut');
    expect(mail!.text).toContain('Phone: (312) 555-0111');
    const kept = await new MessagesRepo(ctx.services.db).recent(account.business.id);
    expect(kept).toEqual([expect.objectContaining({ call_id: id, name: 'Ann Smith', message: 'please tell Maria I loved my haircut', is_test: true })]);
    expect((await client.get(`/api/test-calls/${id}`)).body.outcome).toBe('message');
  });

  it('takes an order: stored, the caller gets a summary by SMS, the owner an email', async () => {
    const client = new TestClient(ctx.app);
    const account = await signUp(client, { name: 'Corner Cafe' });
    await sellsCafeMenu(client, account.business.id);
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const lines = ['I want to order two cappuccinos and a croissant', "that's all", 'pickup', 'in 20 minutes', 'Sam Ortiz', 'yes', 'no notes', 'yes'];
    const { id, replies } = await call(client, lines, { caller_number: '+13125550122' });
    const placed = replies.findIndex((r: any) => /order is placed/i.test(r.say));
    expect(placed, JSON.stringify(replies.map((r: any) => r.say), null, 1)).toBeGreaterThan(-1);
    const orders = await new OrdersRepo(ctx.services.db).recent(account.business.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ call_id: id, total: '12.25', currency: 'USD', phone_number: '+13125550122', is_test: true });
    expect(ctx.sms.filter((m) => m.to === '+13125550122').map((m) => m.body)).toEqual([orders[0].summary]);
    expect(ctx.emails.find((e) => e.to === account.email)?.subject).toBe('Corner Cafe: New phone order from Sam Ortiz (test call)');
    await client.post(`/api/test-calls/${id}/end`);
    const ended = (await client.get(`/api/test-calls/${id}`)).body;
    expect(ended.outcome).toBe('ordered');
    expect(ended.summary).toContain('Order of $12.25 for Sam Ortiz');
  });

  it("an order confirmed whole and never placed (the caller hung up at 'Shall I finish placing it?') is named in the call's summary", async () => {
    const client = new TestClient(ctx.app);
    const account = await signUp(client, { name: 'Corner Cafe' });
    await sellsCafeMenu(client, account.business.id);
    const lines = ['I want to order two cappuccinos and a croissant', "that's all", 'pickup', 'in 20 minutes', 'Sam Ortiz', 'yes', 'no notes', 'sorry, I have to go, bye'];
    const { id, last } = await call(client, lines, { caller_number: '+13125550122' });
    expect(last.say).toMatch(/Shall I finish placing it\?$/);
    // The owner, playing the caller, hangs up there.
    expect((await client.post(`/api/test-calls/${id}/end`)).status).toBe(200);
    const stored = (await client.get(`/api/test-calls/${id}`)).body;
    expect(stored).toMatchObject({ outcome: 'abandoned', ended_by: 'owner' });
    expect(await new OrdersRepo(ctx.services.db).recent(account.business.id)).toEqual([]);
    // What the owner calls back about: the items and their quantities.
    expect(stored.summary).toBe(
      'Nothing answered or done; you hung up the test call after 8 turns (asked about placing an order); order not placed: 2 Cappuccino and 1 Croissant',
    );
  });
});

describe('ownership', () => {
  it("another owner's test call is 404 everywhere, and so is an unknown id", async () => {
    const { client } = await salonOwner(ctx);
    const { id } = await call(client, []);
    const { client: other } = await salonOwner(ctx);
    expect((await other.get(`/api/test-calls/${id}`)).status).toBe(404);
    expect((await other.post(`/api/test-calls/${id}/turns`, { text: 'hi' })).status).toBe(404);
    expect((await other.post(`/api/test-calls/${id}/end`)).status).toBe(404);
    expect((await other.get(`/api/calls/${id}`)).status).toBe(404);
    expect((await client.get('/api/test-calls/not-a-call')).status).toBe(404);
    expect((await client.get('/api/test-calls/..%2F..%2Fetc')).status).toBe(404);
    // The owner still has it.
    expect((await client.get(`/api/test-calls/${id}`)).status).toBe(200);
  });
});

describe('the terminal caller (local server: /dev/calls)', () => {
  it('reaches the business by the dialed number, as Connect does, and records a real call', async () => {
    const { client, account } = await salonOwner(ctx);
    const [number] = (await client.get('/api/phone-numbers/available')).body;
    expect((await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id })).status).toBe(200);
    const dev = new TestClient(ctx.app, { headers: { 'x-dev-token': TEST_DEV_TOKEN } });
    const digits = number.phone_number.replace(/^\+1/, '');
    const started = await dev.post('/dev/calls', { to: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, from: '+13125550133' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ say: 'Thank you for calling Bella Salon. How can I help you today?', business_name: 'Bella Salon' });
    const turn = await dev.post(`/dev/calls/${started.body.id}/turns`, { text: 'what forms of payment do you take' });
    expect(turn.body.say).toContain('We accept cash and all major credit cards.');
    expect((await dev.post(`/dev/calls/${started.body.id}/end`)).body).toMatchObject({ outcome: 'answered', is_test: false });

    const logged = await client.get(`/api/calls/${started.body.id}`);
    expect(logged.body).toMatchObject({ is_test: false, caller_number: '+13125550133', dialed_number: number.phone_number, outcome: 'answered' });
    // Not a test call: the test-call API does not show it.
    expect((await client.get(`/api/test-calls/${started.body.id}`)).status).toBe(404);
    expect((await dev.post('/dev/calls', { to: '+1 555 555 5555' })).status).toBe(404);
    expect((await dev.post('/dev/calls', {})).status).toBe(422);
  });
});

describe('phone calls through the Lex code hook (callSessionPhoneCalls)', () => {
  it('a retried turn gets the reply it got, books once and texts once; a turn after the goodbye only says goodbye', async () => {
    const { client, account } = await salonOwner(ctx);
    const [number] = (await client.get('/api/phone-numbers/available')).body;
    expect((await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id })).status).toBe(200);
    ctx.sms.length = 0;
    const phone = callSessionPhoneCalls(ctx.services);
    const { id } = await phone.start(number.phone_number, '+13125550177', { test: false, contactId: 'c0ffee-77' });
    const lines = ["I'd like to book a beard trim tomorrow at 11", 'Rosa Diaz', 'yes', 'yes please'];
    const replies = [];
    for (const [i, text] of lines.entries()) replies.push(await phone.turn(id, i + 1, text));
    expect(replies[3].say).toContain('Your Beard Trim is booked for tomorrow at 11:00 AM.');

    // Lex retries turns 4 and 2 (a timeout on its side): the same replies, nothing run again.
    expect(await phone.turn(id, 4, 'yes please')).toEqual(replies[3]);
    expect(await phone.turn(id, 2, 'Rosa Diaz')).toEqual(replies[1]);
    const booked = Object.values((await client.get('/api/appointments/?status=awaiting_confirmation')).body) as any[];
    expect(booked.map((a) => [a.first_name, a.last_name])).toEqual([['Rosa', 'Diaz']]);
    expect(ctx.sms.filter((m) => m.to === '+13125550177')).toHaveLength(1);
    const logged = (await client.get(`/api/calls/${id}`)).body;
    expect(logged).toMatchObject({ status: 'in_progress', turn_count: 4, is_test: false });
    expect(logged.transcript.filter((l: any) => l.speaker === 'caller')).toHaveLength(4);

    const bye = await phone.turn(id, 5, "no that's all, thanks");
    expect(bye).toMatchObject({ action: 'hangup', ended: true });
    expect(await phone.turn(id, 6, 'hello?')).toEqual({ say: 'Goodbye.', action: 'hangup', ended: true });
    expect(await phone.turn(id, 5, "no that's all, thanks")).toEqual(bye);
    expect((await client.get(`/api/calls/${id}`)).body).toMatchObject({ outcome: 'booked', status: 'ended', turn_count: 5 });
  });
});
