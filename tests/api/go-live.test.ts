import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectGoogle, startStandIn, useGoogle } from '../support/google-helpers.js';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
let google: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  ctx = await createTestServices();
  // The calendar step needs a calendar the owner really connected (the local Google stand-in).
  google = await startStandIn();
  useGoogle(ctx.services, google.url);
  ctx.clock.now = new Date('2025-03-10T18:00:00.000Z');
});

afterAll(async () => {
  await google?.close();
});

async function storeCall(businessId: string, id: string, isTest: boolean, startedAt: string) {
  await new CallsRepo(ctx.services.db).create({
    id,
    business_id: businessId,
    started_at: startedAt,
    ended_at: startedAt,
    last_activity_at: startedAt,
    direction: 'inbound',
    caller_number: '+13125550100',
    outcome: 'answered',
    is_test: isTest,
    duration_seconds: 30,
    turn_count: 1,
    transcript: [],
    version: 1,
  } as any);
}

describe('GET /api/go-live', () => {
  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).get('/api/go-live')).status).toBe(401);
  });

  it('starts with nothing done and no number', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const res = await client.get('/api/go-live');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      assistant_phone_number: null,
      call_handling_method: 'smart_line',
      business_phone_number: '+12125550147',
      complete: false,
      last_call: null,
      steps: { number_linked: false, hours: false, services: false, faqs: false, test_call: false, calendar: false },
      // A business with no services yet is asked for a calendar unless its industry sells things.
      needed: ['number_linked', 'hours', 'services', 'faqs', 'test_call', 'calendar'],
    });
  });

  it('follows the real records step by step until complete', async () => {
    const { client, account } = await salonOwner(ctx);
    const businessId = account.business.id as string;
    let res = await client.get('/api/go-live');
    expect(res.body.steps).toEqual({ number_linked: false, hours: true, services: true, faqs: true, test_call: false, calendar: false });

    const [first] = (await client.get('/api/phone-numbers/available')).body;
    expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: first.id })).status).toBe(200);
    await storeCall(businessId, 'call-test-1', true, '2025-03-10T17:00:00.000Z');
    res = await client.get('/api/go-live');
    expect(res.body.assistant_phone_number).toBe(first.phone_number);
    expect(res.body.steps.number_linked).toBe(true);
    expect(res.body.steps.test_call).toBe(true);
    expect(res.body.last_call.id).toBe('call-test-1');
    // A browser test call is not a forwarded phone call.
    expect(res.body.last_phone_call).toBeNull();
    expect(res.body.complete).toBe(false);

    await storeCall(businessId, 'call-phone-1', false, '2025-03-10T17:30:00.000Z');
    expect((await connectGoogle(client)).status).toBe(302);
    const patched = await client.patch(`/api/businesses/${businessId}`, { business: { google_calendar_id: 'appointments.local@group.calendar.google.com' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    res = await client.get('/api/go-live');
    expect(res.body.last_phone_call.id).toBe('call-phone-1');
    expect(res.body.complete).toBe(true);
  });

  it('asks a pickup-only restaurant for no calendar: it has nothing callers book', async () => {
    const client = new TestClient(ctx.app);
    const account = await signUp(client, { name: 'Tony Pizza' });
    const businessId = account.business.id as string;
    const patched = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        industry: 'Restaurant / Café',
        business_items_attributes: [{ name: 'Large Pepperoni Pizza', price: '18.50', currency: 'USD', product: true }],
        business_questions_attributes: [{ question: 'Do you deliver?', answer: 'Pickup only.' }],
        working_hours_attributes: [{ day_of_week: 'monday', open_time: '11:00', close_time: '22:00', disabled: false }],
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    let res = await client.get('/api/go-live');
    expect(res.body.needed).toEqual(['number_linked', 'hours', 'services', 'faqs', 'test_call']);
    const [first] = (await client.get('/api/phone-numbers/available')).body;
    expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: first.id })).status).toBe(200);
    await storeCall(businessId, 'call-pizza-1', true, '2025-03-10T17:00:00.000Z');
    res = await client.get('/api/go-live');
    expect(res.body.steps.calendar).toBe(false);
    expect(res.body.complete).toBe(true);

    // A bookable service (a table, a class) is something to put on a calendar: the step comes back.
    expect((await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ name: 'Pizza Class', price: '40', duration: 60, currency: 'USD' }] } })).status).toBe(200);
    res = await client.get('/api/go-live');
    expect(res.body.needed).toContain('calendar');
    expect(res.body.complete).toBe(false);
  });

  it("never shows another owner's calls", async () => {
    const a = await salonOwner(ctx);
    await storeCall(a.account.business.id, 'call-of-a', false, '2025-03-10T17:00:00.000Z');
    const b = new TestClient(ctx.app);
    await signUp(b);
    const res = await b.get('/api/go-live');
    expect(res.body.steps.test_call).toBe(false);
    expect(res.body.last_call).toBeNull();
  });
});
