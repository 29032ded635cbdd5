import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, TestClient } from '../support/test-services.js';
import { appointmentBody, MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { orderRecord } from '../support/order-record.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';
import type { CustomerDetail, CustomerPage } from '../../functions/contract/customers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
});

const minutes = (n: number) => new Date(MONDAY_9AM_NY.getTime() + n * 60_000).toISOString();

/** Two lattes for pickup, as the phone assistant stores an order. */
const order = (businessId: string, id: string, phone: string, name: string, createdAt: string) =>
  orderRecord(businessId, id, createdAt, {
    lines: [{ business_item_id: 'i1', name: 'Latte', quantity: 2, unit_price: '4.00', line_total: '8.00', currency: 'USD' }],
    total: '8.00', fulfillment_time: null, customer_name: name, phone_number: phone, notes: '', summary: '2 x Latte',
  });

describe('customers', () => {
  it('one customer per number, built by a call, a booking, an order and a message, with their history newest first', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    // A call from the number (no name yet).
    ctx.clock.now = new Date(minutes(0));
    const call = await client.post('/api/test-calls', { caller_number: '(312) 555-0147' });
    expect(call.status, JSON.stringify(call.body)).toBe(201);
    // A booking in another notation of the same number: the name and email arrive.
    ctx.clock.now = new Date(minutes(5));
    const appt = await client.post('/api/appointments/', appointmentBody({ first_name: 'Rosa', last_name: 'Parks', phone_number: '+1 312-555-0147', email: 'rosa@example.com' }));
    expect(appt.status, JSON.stringify(appt.body)).toBe(201);
    // An order and a message by the phone assistant; storing the order twice (a retried turn) counts it once.
    const repo = new OrdersRepo(ctx.services.db);
    expect(await repo.create(order(businessId, 'o-rosa', '+13125550147', 'Rosa P', minutes(10)))).toBe(true);
    expect(await repo.create(order(businessId, 'o-rosa', '+13125550147', 'Rosa P', minutes(10)))).toBe(false);
    await new MessagesRepo(ctx.services.db).create({
      id: 'm-rosa', business_id: businessId, call_id: 'call-m', effect_key: 'mk', is_test: false, name: '', phone_number: '+13125550147',
      message: 'Call me back about the party', reason: 'caller_request', transfer_reason: null, intake: null, created_at: minutes(15),
    });
    // Another customer, contacted earlier.
    expect(await repo.create(order(businessId, 'o-tom', '+13125550999', 'Tom Lee', minutes(-60)))).toBe(true);

    const list = await client.get('/api/customers');
    expect(list.status).toBe(200);
    const page = list.body as CustomerPage;
    expect(page.customers.map((c) => c.phone_number)).toEqual(['+13125550147', '+13125550999']);
    expect(page.customers[0]).toEqual({
      id: '13125550147',
      phone_number: '+13125550147',
      name: 'Rosa P',
      email: 'rosa@example.com',
      first_contact_at: minutes(0),
      last_contact_at: minutes(15),
      counts: { call: 1, appointment: 1, order: 1, message: 1 },
    });

    const detail = await client.get('/api/customers/13125550147');
    expect(detail.status).toBe(200);
    const d = detail.body as CustomerDetail;
    expect(d.history.map((h) => h.kind)).toEqual(['message', 'order', 'appointment', 'call']);
    expect(d.history[2]).toMatchObject({ title: `Appointment ${appt.body.appointment_id_formatted}`, link: `/dashboard?appointment=${appt.body._id}` });
    expect(d.history[3]).toMatchObject({ title: 'Test call', link: `/dashboard/recordings?call=${call.body.id}` });
    expect(d.history[1]).toMatchObject({ detail: '2 × Latte', link: '/dashboard/orders?order=o-rosa' });

    // History page by page.
    const h1 = (await client.get('/api/customers/13125550147?limit=3')).body as CustomerDetail;
    expect(h1.history).toHaveLength(3);
    const h2 = (await client.get(`/api/customers/13125550147?limit=3&after=${encodeURIComponent(h1.next!)}`)).body as CustomerDetail;
    expect(h2.history.map((h) => h.kind)).toEqual(['call']);
    expect(h2.next).toBeNull();

    // The top bar finds the customer by name and by any run of the number's digits.
    const byName = (await client.get('/api/search?q=rosa')).body.results;
    expect(byName.find((r: any) => r.kind === 'customer')).toMatchObject({ id: '13125550147', title: 'Customer Rosa P', link: '/dashboard/customers/13125550147' });
    const byNumber = (await client.get('/api/search?q=555-0999')).body.results;
    expect(byNumber.map((r: any) => r.kind).sort()).toEqual(['customer', 'order']);
  });

  it('pages the list, refuses bad cursors and limits, and keeps owners apart', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const repo = new OrdersRepo(ctx.services.db);
    for (let i = 0; i < 5; i++) await repo.create(order(businessId, `p${i}`, `+1312555020${i}`, `Guest ${i}`, minutes(i)));
    const first = (await client.get('/api/customers?limit=2')).body as CustomerPage;
    expect(first.customers.map((c) => c.name)).toEqual(['Guest 4', 'Guest 3']);
    const second = (await client.get(`/api/customers?limit=2&after=${encodeURIComponent(first.next!)}`)).body as CustomerPage;
    expect(second.customers.map((c) => c.name)).toEqual(['Guest 2', 'Guest 1']);
    const third = (await client.get(`/api/customers?limit=2&after=${encodeURIComponent(second.next!)}`)).body as CustomerPage;
    expect(third.customers.map((c) => c.name)).toEqual(['Guest 0']);
    expect(third.next).toBeNull();

    const big = await client.get('/api/customers?limit=1000');
    expect(big.status).toBe(422);
    expect(big.body.error).toBe('Limit must be at most 100');
    expect((await client.get('/api/customers?after=nonsense')).status).toBe(422);
    expect((await client.get('/api/customers/13125550200?after=nonsense')).status).toBe(422);
    // The page cursor is `after`: another name for it is refused by name, not ignored with the first page.
    for (const path of ['/api/customers?cursor=garbage', '/api/customers/13125550200?cursor=garbage']) {
      const misnamed = await client.get(path);
      expect(misnamed.status, path).toBe(422);
      expect(misnamed.body.error).toBe('Unknown field: cursor');
    }
    expect((await client.get('/api/customers/not-a-number')).status).toBe(404);

    const other = await ownerWithServices(ctx);
    expect((await other.client.get('/api/customers/13125550200')).status).toBe(404);
    expect(((await other.client.get('/api/customers')).body as CustomerPage).customers).toEqual([]);
    expect((await new TestClient(ctx.app).get('/api/customers')).status).toBe(401);
  });
});
