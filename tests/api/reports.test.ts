import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, TEST_DEV_TOKEN } from '../support/test-services.js';
import { salonOwner, testCall } from '../support/call-helpers.js';
import { MONDAY_9AM_NY, ownerWithServices, recordingWorkflows } from '../support/appointment-helpers.js';
import { figuresOf } from '../../functions/core/reports/report-service.js';
import { groupGaps } from '../../functions/core/reports/gap-groups.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

/** A real call (not a test): through the terminal caller, to the business's linked number. */
async function realCaller(client: TestClient, businessId: string) {
  const [number] = (await client.get('/api/phone-numbers/available')).body;
  expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: number.id })).status).toBe(200);
  const dev = new TestClient(ctx.app, { headers: { 'x-dev-token': TEST_DEV_TOKEN } });
  return async (lines: string[]) => {
    const started = await dev.post('/dev/calls', { to: number.phone_number, from: '+13125550133' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    for (const text of lines) await dev.post(`/dev/calls/${started.body.id}/turns`, { text });
    await dev.post(`/dev/calls/${started.body.id}/end`);
    return started.body.id as string;
  };
}

describe('reports (issue 17)', () => {
  it('counts calls per day and hour in the business time zone across the spring DST change, from the counters', async () => {
    // Sat 8 March 2025 23:30 EST, Sun 9 March 23:30 EDT, Mon 10 March 00:30 EDT (a fixed -05:00 would put it on the 9th).
    ctx.clock.now = new Date('2025-03-09T04:30:00Z');
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const real = await realCaller(client, account.business.id);
    await real(['do you have parking?']);
    ctx.clock.now = new Date('2025-03-10T03:30:00Z');
    await real(['what payment methods do you accept']);
    ctx.clock.now = new Date('2025-03-10T04:30:00Z');
    await real(['do you have parking?']);
    // A test call the same night: left out unless asked for.
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    await testCall(client, ['do you have parking?']);

    const res = await client.get('/api/reports?range=custom&from=2025-03-08&to=2025-03-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.time_zone).toBe('America/New_York');
    expect(res.body.days.map((d: any) => [d.date, d.calls])).toEqual([
      ['2025-03-08', 1],
      ['2025-03-09', 1],
      ['2025-03-10', 1],
    ]);
    expect(res.body.by_hour[23]).toBe(2);
    expect(res.body.by_hour[0]).toBe(1);
    expect(res.body.by_weekday).toEqual([1, 0, 0, 0, 0, 1, 1]);
    expect(res.body.totals).toMatchObject({ calls: 3, outcomes: { answered: 3, abandoned: 0 }, answer_rate: 100, bookings: 0 });
    expect(res.body.intents[0]).toMatchObject({ calls: expect.any(Number) });

    const withTests = await client.get('/api/reports?range=custom&from=2025-03-08&to=2025-03-10&include_test=true');
    expect(withTests.body.days.map((d: any) => d.calls)).toEqual([1, 1, 2]);
    expect(withTests.body.include_test).toBe(true);

    // The call log has a summary line for every answered call.
    const log = await client.get('/api/calls?from=2025-03-08&to=2025-03-10');
    expect(log.body.calls).toHaveLength(4);
    for (const c of log.body.calls) expect(c.summary).toMatch(/^Answered the caller's questions/);
  });

  it('adds booking revenue in exact decimals, closes a call left open as abandoned on read, and exports CSV', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z'); // Monday 10:00 in New York
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    await testCall(client, ["Hi, I'd like to book a haircut tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you']);
    await testCall(client, ["I'd like to book a beard trim tomorrow at 4", 'Bo Chen', 'yes', 'yes please', 'no, thank you']);
    // Greeted, then silence: achieved nothing.
    const open = await testCall(client, [], { end: false });
    let report = await client.get('/api/reports?range=7&include_test=true');
    expect(report.body.totals).toMatchObject({ calls: 2, bookings: 2, booking_revenue: [{ currency: 'USD', amount: '45.00' }] });

    ctx.clock.advance(16 * 60_000);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    report = await client.get('/api/reports?range=7&include_test=true');
    expect(report.body.totals).toMatchObject({ calls: 3, outcomes: { booked: 2, answered: 0, abandoned: 1 }, answer_rate: 67 });
    const closed = await client.get(`/api/calls/${open.id}`);
    expect(closed.body).toMatchObject({ status: 'ended', outcome: 'abandoned', ended_at: '2025-03-10T14:00:00.000Z' });
    // Counted once: reading again changes nothing.
    expect((await client.get('/api/reports?range=7&include_test=true')).body.totals.calls).toBe(3);

    const figures = await client.get('/api/reports/export.csv?kind=figures&range=7&include_test=true');
    expect(figures.status).toBe(200);
    expect(figures.body).toContain('date,calls,answered,booked,rescheduled,cancelled,ordered,message,transferred,unanswered,abandoned');
    expect(figures.body).toContain('2025-03-10,3,0,2,0,0,0,0,0,0,1');
    expect(figures.body).toContain('booking revenue (USD),45.00');
    const calls = await client.get('/api/reports/export.csv?kind=calls&range=7&include_test=true');
    expect(calls.body.trim().split('\r\n')).toHaveLength(4);
    expect(calls.body).toMatch(/Booked Haircut for Tuesday, March 11, 2025 at 3:00 PM/);
  });

  it('refuses bad input with a 422 that says why, and shows only the owner\'s own figures', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client } = await salonOwner(ctx);
    const bad: Array<[string, RegExp]> = [
      ['range=custom&from=2025-03-10&to=2025-03-01', /From must be on or before To/],
      ['range=custom&from=2024-03-01&to=2025-03-01', /at most 92 days/],
      ['range=custom&from=2025-03-01', /needs both From and To/],
      ['range=14', /must be 7, 30, 90 or custom/i],
      ['time_zone=Mars/Olympus', /not a time zone we know/],
      ['time_zone=Europe/Paris', /kept in the business's time zone, America\/New_York/],
      ['from=2026-01-01&to=2026-01-02', /cannot be in the future/],
      ['nope=1', /nope/i],
    ];
    for (const [q, message] of bad) {
      const res = await client.get(`/api/reports?${q}`);
      expect(res.status, q).toBe(422);
      expect(JSON.stringify(res.body), q).toMatch(message);
    }
    expect((await client.get('/api/reports/export.csv?kind=everything')).status).toBe(422);
    expect((await new TestClient(ctx.app).get('/api/reports')).status).toBe(401);
    const other = new TestClient(ctx.app);
    await signUp(other);
    expect((await other.get('/api/reports?range=7')).body.totals.calls).toBe(0);
  });

  it("leaves test calls out of the dashboard's stat cards; a real call counts", async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    await testCall(client, ['do you have parking?']);
    expect((await client.get('/api/appointments/stats')).body).toMatchObject({ calls_made: 0, success_rate: null });
    const real = await realCaller(client, account.business.id);
    await real(['do you have parking?']);
    expect((await client.get('/api/appointments/stats')).body).toMatchObject({ calls_made: 1, calls_served: 1, success_rate: 100 });
    // Another owner's call is not theirs to read.
    const other = new TestClient(ctx.app);
    await signUp(other);
    const [mine] = (await client.get('/api/calls')).body.calls;
    expect((await other.get(`/api/calls/${mine.id}`)).status).toBe(404);
  });

  it('adds figures in integer cents (pure)', () => {
    const range = { zone: 'UTC', from: '2025-01-01', to: '2025-01-01', days: ['2025-01-01'], fromIso: '', toIso: '', includeTest: false };
    const r = figuresOf(range, [
      { day: '2025-01-01', kind: 'R', calls: 3, o_booked: 3, br_USD: 10, dur: 100 },
      { day: '2025-01-01', kind: 'R', calls: 0, br_USD: 20 },
      { day: '2025-01-01', kind: 'T', calls: 5, br_USD: 999 },
    ]);
    // 0.10 + 0.20 is 0.30 exactly, and the test day is left out.
    expect(r.totals.booking_revenue).toEqual([{ currency: 'USD', amount: '0.30' }]);
    expect(r.totals.calls).toBe(3);
    expect(r.totals.average_duration_seconds).toBe(33);
  });
});

describe('AI Call Insights (issue 17)', () => {
  it('groups unanswered questions by meaning; Add answer creates the FAQ and the next call answers it', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const a = await testCall(client, ['are you hiring any stylists right now']);
    const b = await testCall(client, ['are you guys hiring?']);
    await testCall(client, ['what brand of color do you use']);
    await testCall(client, ["I'd like to book a haircut tomorrow at 3"]);

    const res = await client.get('/api/reports/insights?range=7&include_test=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.gaps[0]).toMatchObject({ count: 2, answered: false });
    expect(res.body.gaps[0].call_ids.sort()).toEqual([a.id, b.id].sort());
    expect(res.body.gaps[1]).toMatchObject({ count: 1, question: 'what brand of color do you use' });
    expect(res.body.missed_opportunities).toHaveLength(1);
    expect(res.body.missed_opportunities[0].reason).toMatch(/^Wanted to book and hung up before it was done/);
    expect(res.body.headlines.join(' ')).toContain('4 calls from');
    // Without test calls there is nothing to say.
    const real = await client.get('/api/reports/insights?range=7');
    expect(real.body).toMatchObject({ calls: 0, gaps: [], missed_opportunities: [] });

    const bad = await client.post('/api/reports/insights/answers', { question: 'x', answer: '' });
    expect(bad.status).toBe(422);
    // Each field named once, as the Add answer form shows the sentences.
    expect(bad.body.errors).toEqual(['Question must be at least 3 characters', 'Answer must be at least 2 characters']);
    // The limit is named, as the FAQ forms name it: the owner knows how much to cut.
    const long = await client.post('/api/reports/insights/answers', { question: 'q'.repeat(501), answer: 'Yes.' });
    expect(long.body.errors).toEqual(['Question is too long (maximum is 500 characters)']);
    const longAnswer = await client.post('/api/reports/insights/answers', { question: 'Do you validate parking?', answer: 'a'.repeat(2001) });
    expect(longAnswer.body.errors).toEqual(['Answer is too long (maximum is 2000 characters)']);
    const added = await client.post('/api/reports/insights/answers', { question: res.body.gaps[0].question, answer: 'Yes, we are hiring stylists. Send your resume to jobs@bella.example.' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const next = await testCall(client, ['are you hiring any stylists right now']);
    expect(next.said[0]).toContain('we are hiring stylists');
    const after = await client.get('/api/reports/insights?range=7&include_test=true');
    expect(after.body.gaps.find((g: any) => g.call_ids.includes(a.id)).answered).toBe(true);
  });

  it("the headline names what callers most often wanted as a sentence would ('a question from your FAQ')", async () => {
    ctx.clock.now = new Date('2025-03-12T14:00:00Z');
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    await testCall(client, ['Do you have parking?']);
    await testCall(client, ['What payment methods do you accept?']);
    const res = await client.get('/api/reports/insights?range=7&include_test=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.intents[0]).toMatchObject({ intent: 'FAQ', label: 'A question from your FAQ', calls: 2 });
    expect(res.body.headlines).toContain('Callers most often wanted: a question from your FAQ (2 calls).');
  });

  it('groups by meaning (pure)', () => {
    const groups = groupGaps(
      [
        { question: 'Do you do gift cards?', call_id: '1' },
        { question: 'can I buy a gift card', call_id: '2' },
        { question: 'is there wheelchair access', call_id: '3' },
      ],
      [],
    );
    expect(groups.map((g) => [g.count, g.call_ids])).toEqual([
      [2, ['1', '2']],
      [1, ['3']],
    ]);
  });
});

describe('owner notifications (issue 17)', () => {
  it('emails the owner a booking with its details and a link while email notifications are on, and not when off', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    ctx.emails.length = 0;
    await testCall(client, ["I'd like to book a haircut tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you']);
    const mails = ctx.emails.filter((e) => e.to === account.email);
    expect(mails.map((m) => m.subject)).toEqual(['Bella Salon: New booking: Haircut on Tuesday, March 11, 2025 at 3:00 PM (test call)']);
    expect(mails[0]!.text).toContain('Customer: Ana Lopez');
    expect(mails[0]!.text).toMatch(/Open it: http:\/\/localhost:3000\/dashboard\?appointment=[0-9a-f-]{36}/);

    expect((await client.patch('/api/profiles/', { user: { email_notifications: false } })).status).toBe(200);
    ctx.emails.length = 0;
    await testCall(client, ["I'd like to book a haircut tomorrow at 4", 'Bo Chen', 'yes', 'yes please', 'no, thank you']);
    expect(ctx.emails.filter((e) => e.to === account.email)).toEqual([]);

    // SMS where chosen: the owner's phone gets the notice (email still off).
    expect((await client.patch('/api/profiles/', { user: { phone_number: '+1 312 555 0177', sms_notifications: true } })).status).toBe(200);
    ctx.sms.length = 0;
    const booked = await testCall(client, ["I'd like to book a beard trim tomorrow at 11", 'Cy Diaz', 'yes', 'yes please', 'no, thank you']);
    expect(booked.said[3]).toContain('is booked');
    const texts = ctx.sms.filter((m) => m.to === '+13125550177');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/^Bella Salon: New booking: Beard Trim .*\/dashboard\?appointment=/);
  });

  it('a booking of a service at 0 is read back with no price (0 is the form\'s default) and the owner\'s notice says Free, never "$0.00"', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client, account } = await salonOwner(ctx, {
      transfer_calls_enabled: false,
      business_items_attributes: [
        { name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' },
        { name: 'Style Consultation', price: '0.00', duration: 30, currency: 'USD' },
      ],
    });
    ctx.emails.length = 0;
    const call = await testCall(client, ["I'd like to book a style consultation tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you']);
    expect(call.said.join(' ')).toContain('a Style Consultation (30 minutes)');
    expect(call.said.join(' ')).not.toMatch(/\$0|minutes, free/);
    const mails = ctx.emails.filter((e) => e.to === account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Service: Style Consultation (Free)');
    expect(mails[0]!.text).not.toContain('$0.00');
  });

  it('emails the owner a new phone order with a link to the order in the Orders view, not to the call', async () => {
    ctx.clock.now = MONDAY_9AM_NY;
    const allWeek = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({ day_of_week, open_time: '08:00', close_time: '20:00', disabled: false }));
    const { client, businessId } = await ownerWithServices(ctx, {
      industry: 'Hair / Beauty Salon',
      working_hours_attributes: allWeek,
      business_items_attributes: [{ name: 'Argan Shampoo', price: '18.00', duration: null, currency: 'USD', product: true }],
    });
    const owner = (await client.get('/api/profiles/me')).body.user.email as string;
    ctx.emails.length = 0;
    const call = await client.post('/api/test-calls', { caller_number: '+13125550177' });
    for (const text of ['I would like to buy two argan shampoos', "that's all", 'pickup', 'in 2 hours', 'Dana Fox', 'yes', 'no notes', 'yes']) {
      expect((await client.post(`/api/test-calls/${call.body.id}/turns`, { text })).status).toBe(200);
    }
    const [order] = (await client.get('/api/orders')).body.orders;
    expect(order, `no order for business ${businessId}`).toBeDefined();
    const mails = ctx.emails.filter((e) => e.to === owner && /New phone order/.test(e.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Open it: http://localhost:3000/dashboard/orders?order=${order.id}`);
    expect(mails[0]!.text).not.toContain('/dashboard/recordings');
  });

  it('refuses a daily summary hour that is not a whole hour of the day, and writes nothing', async () => {
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client } = await salonOwner(ctx);
    for (const hour of [24, -1, 7.5, '7']) {
      const res = await client.patch('/api/profiles/', { user: { daily_summary_hour: hour } });
      expect(res.status, String(hour)).toBe(422);
    }
    expect((await client.get('/api/profiles/me')).body.user.daily_summary_hour).toBeNull();
  });
});
