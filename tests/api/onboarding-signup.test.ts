import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import type { WorkflowRunner } from '../../functions/core/ports.js';

/*
 * Onboarding's API rules besides the scrape itself (tests/integration/scrape-workflow.test.ts) and phone numbers
 * (onboarding-phone-numbers.test.ts): resuming a sign-up, the scrape status the gate polls, and the saves of
 * company details and AI configuration.
 */

const started: Array<{ workflow: string; input: Record<string, unknown>; name?: string }> = [];
/** A Step Functions stand-in that accepts executions and never runs them (the status stays pending). */
const acceptingRunner: WorkflowRunner = {
  executionId: (workflow, name) => `${workflow}:${name}`,
  async start(workflow, input, name) {
    started.push({ workflow, input, name });
    return { executionId: `${workflow}:${name}` };
  },
  async stop() {},
};

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: acceptingRunner });
});

async function stepOne(client: TestClient, website = '') {
  const start = await client.post('/api/users', { user: { email: uniqueEmail('onb') } });
  const business = await client.post('/api/businesses', { business: { name: 'Onboard Co', phone_number: '+12125550147', website } });
  return { userId: start.body.user.id as string, business: business.body };
}

describe('GET /api/users/pending: resuming a sign-up in this browser', () => {
  it('none without a sign-up; then the user, and whether step 1 reached the business; none once finished', async () => {
    const browser = new TestClient(ctx.app);
    expect((await browser.get('/api/users/pending')).status).toBe(404);

    const start = await browser.post('/api/users', { user: { email: uniqueEmail('pending') } });
    const half = await browser.get('/api/users/pending');
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ user: { id: start.body.user.id, email: start.body.user.email, status: 'pending' }, has_business: false });

    await browser.post('/api/businesses', { business: { name: 'P', phone_number: '+12125550147' } });
    expect((await browser.get('/api/users/pending')).body.has_business).toBe(true);
    // Another browser has no sign-up in progress.
    expect((await new TestClient(ctx.app).get('/api/users/pending')).status).toBe(404);

    await browser.put(`/api/users/${start.body.user.id}`, { user: { password: 'long-enough-1', full_name: 'P' } });
    expect((await browser.get('/api/users/pending')).status).toBe(404);
  });
});

describe('GET /api/scrapings/check-status', () => {
  it('needs a signed-in owner', async () => {
    const res = await new TestClient(ctx.app).get('/api/scrapings/check-status');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });

  it('no website: no_data at once, and no workflow is started', async () => {
    const before = started.length;
    const client = new TestClient(ctx.app);
    await signUp(client);
    expect((await client.get('/api/scrapings/check-status')).body).toMatchObject({ status: 'no_data', website: null });
    expect(started.length).toBe(before);
  });

  it('with a website: pending, one execution named after the business and site; a silent one turns into error', async () => {
    const client = new TestClient(ctx.app);
    const { userId, business } = await stepOne(client, 'bellacuts.example.com');
    await client.put(`/api/users/${userId}`, { user: { password: 'long-enough-1', full_name: 'O' } });

    const run = started.filter((s) => s.input.business_id === business.id);
    expect(run).toHaveLength(1);
    expect(run[0]).toMatchObject({ workflow: 'scrape', input: { business_id: business.id, website: 'https://bellacuts.example.com' } });
    expect(run[0]!.name).toMatch(new RegExp(`^${business.id}-[0-9a-f]{16}$`));
    expect((await client.get('/api/scrapings/check-status')).body).toMatchObject({ status: 'pending', website: 'https://bellacuts.example.com' });

    ctx.clock.advance(2 * 60 * 1000);
    expect((await client.get('/api/scrapings/check-status')).body.status).toBe('pending');
    ctx.clock.advance(2 * 60 * 1000);
    expect((await client.get('/api/scrapings/check-status')).body.status).toBe('error');
  });

  it('a workflow that cannot start is reported as error; the sign-up still succeeds', async () => {
    const plain = await createTestServices(); // no workflow runner at all
    const client = new TestClient(plain.app);
    const { userId, business } = await stepOne(client, 'https://shop.example.com');
    expect(business.id).toBeDefined();
    expect((await client.put(`/api/users/${userId}`, { user: { password: 'long-enough-1', full_name: 'O' } })).status).toBe(200);
    expect((await client.get('/api/scrapings/check-status')).body.status).toBe('error');
  });
});

describe('company details save (PATCH businesses/{id} with address and industry)', () => {
  it('saves the address and one of the categories', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const address = { address_line: '482 Valencia Street', city: 'San Francisco', state: 'CA', country: 'us', zip_code: '94103' };
    const res = await client.patch(`/api/businesses/${business.id}`, { business: { business_addresses_attributes: [address], industry: 'Hair / Beauty Salon' } });
    expect(res.status).toBe(200);
    expect(res.body.business_addresses).toEqual([expect.objectContaining({ ...address, country: 'US' })]);
    expect(res.body.industry).toBe('Hair / Beauty Salon');

    // Continue again after Back: the same address is updated, not a second one added.
    const again = await client.patch(`/api/businesses/${business.id}`, {
      business: { business_addresses_attributes: [{ id: res.body.business_addresses[0].id, city: 'Oakland' }], industry: 'Other' },
    });
    expect(again.body.business_addresses).toHaveLength(1);
    expect(again.body.business_addresses[0].city).toBe('Oakland');
  });

  it('refuses a category outside the list and a country that is not an ISO code, writing nothing', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const bad = await client.patch(`/api/businesses/${business.id}`, {
      business: { business_addresses_attributes: [{ address_line: '1 A St', city: 'X', state: 'Y', country: 'XX', zip_code: '1' }], industry: 'Bakery' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      'Industry must be one of: Hair / Beauty Salon, Restaurant / Café, Fast Food Order, Clinic / Therapist, Customer Support, Plumber / Electrician, Fitness Studio, Delivery Service, Legal / Accounting, Real Estate Agent, Other',
      'Address 1: Country must be a two-letter country code',
    ]);
    const me = (await client.get('/api/businesses/me')).body;
    expect(me.business_addresses).toEqual([]);
    expect(me.industry).toBeNull();
  });
});

describe('AI configuration saves', () => {
  it('call handling method, FAQs, services and hours, and the answering settings are stored', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const id = business.id;
    expect((await client.get('/api/businesses/me')).body.assistant_configuration).toMatchObject({
      call_handling_method: 'smart_line',
      answer_if_unanswered: true,
      answer_delay_seconds: 10,
      after_hours_handling: true,
    });

    expect((await client.patch(`/api/businesses/${id}`, { business: { call_handling_method: 'own_number' } })).status).toBe(200);
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const personalized = await client.patch(`/api/businesses/${id}`, {
      business: {
        business_questions_attributes: [{ question: 'Do you deliver?', answer: 'Within two miles.' }],
        business_items_attributes: [{ name: 'Margherita', price: '14', duration: null, currency: 'USD', enabled: true }],
        working_hours_attributes: days.map((d, i) => ({ day_of_week: d, open_time: '08:00', close_time: '20:00', disabled: i === 0 })),
      },
    });
    expect(personalized.status).toBe(200);
    expect(personalized.body.business_items[0]).toMatchObject({ name: 'Margherita', price: '14.00', duration: null });
    expect(personalized.body.working_hours).toHaveLength(7);

    const settings = await client.patch(`/api/businesses/${id}`, {
      business: { answer_if_unanswered: false, answer_delay_seconds: 20, after_hours_handling: false },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.assistant_configuration).toMatchObject({
      call_handling_method: 'own_number',
      answer_if_unanswered: false,
      answer_delay_seconds: 20,
      after_hours_handling: false,
    });
  });

  it('refuses an answer delay that is not offered, and an unknown call handling method', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const delay = await client.patch(`/api/businesses/${business.id}`, { business: { answer_delay_seconds: 25 } });
    expect(delay.status).toBe(422);
    expect(delay.body.errors).toEqual(['Answer delay seconds must be one of 10, 15, 20, 30']);
    const method = await client.patch(`/api/businesses/${business.id}`, { business: { call_handling_method: 'carrier_pigeon' } });
    expect(method.status).toBe(422);
    expect(method.body.errors).toEqual(['Call handling method must be smart_line or own_number']);
    expect((await client.get('/api/businesses/me')).body.assistant_configuration).toMatchObject({ answer_delay_seconds: 10, call_handling_method: 'smart_line' });
  });
});
