import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { orderRecord } from '../support/order-record.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = new Date('2025-03-10T18:00:00.000Z');
});

const order = orderRecord;

async function owner() {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Luigi Pizza' });
  return { client, businessId: account.business.id as string };
}

describe('GET /api/orders', () => {
  it('lists the orders newest first with lines, notes, times and totals, page by page', async () => {
    const { client, businessId } = await owner();
    const repo = new OrdersRepo(ctx.services.db);
    for (let i = 0; i < 5; i++) await repo.create(order(businessId, `o${i}`, `2025-03-10T17:0${i}:00.000Z`));
    const first = await client.get('/api/orders?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.orders.map((o: any) => o.id)).toEqual(['o4', 'o3', 'o2']);
    expect(first.body.orders[0]).toMatchObject({ status: 'new', total: '24.00', notes: 'Extra basil', fulfillment: 'pickup', customer_name: 'Ana Diaz' });
    expect(first.body.orders[0].lines[0]).toMatchObject({ name: 'Margherita', quantity: 2 });
    expect(first.body.orders[0].effect_key).toBeUndefined();
    const second = await client.get(`/api/orders?limit=3&after=${first.body.next}`);
    expect(second.body.orders.map((o: any) => o.id)).toEqual(['o1', 'o0']);
    expect(second.body.next).toBeNull();
  });

  it('refuses a bad limit or cursor with a clear message, and needs a session', async () => {
    const { client } = await owner();
    const bad = await client.get('/api/orders?limit=1000');
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('Limit must be at most 100');
    expect((await client.get('/api/orders?after=nonsense')).status).toBe(422);
    // The page cursor is `after`: another name for it is refused by name, not ignored with the first page.
    const misnamed = await client.get('/api/orders?cursor=garbage');
    expect(misnamed.status).toBe(422);
    expect(misnamed.body.error).toBe('Unknown field: cursor');
    expect((await new TestClient(ctx.app).get('/api/orders')).status).toBe(401);
  });
});

describe('PATCH /api/orders/{ref}', () => {
  it('moves an order new → preparing → ready → completed, then refuses any change with 409', async () => {
    const { client, businessId } = await owner();
    await new OrdersRepo(ctx.services.db).create(order(businessId, 'p1', '2025-03-10T17:00:00.000Z'));
    const [listed] = (await client.get('/api/orders')).body.orders;
    for (const status of ['preparing', 'ready', 'completed']) {
      const res = await client.patch(`/api/orders/${listed.ref}`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const again = await client.patch(`/api/orders/${listed.ref}`, { status: 'cancelled' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This order is already completed, so its status can no longer change.');
    expect((await client.get('/api/orders')).body.orders[0].status).toBe('completed');
    expect(ctx.sms.filter((m) => m.to === '+13125550123' && /cancel/.test(m.body))).toHaveLength(0);
  });

  it('ready texts the customer when to come for a pickup (once), and that it is on its way for a delivery', async () => {
    const { client, businessId } = await owner();
    const repo = new OrdersRepo(ctx.services.db);
    await repo.create(order(businessId, 'r1', '2025-03-10T17:00:00.000Z', { phone_number: '+13125550777' }));
    await repo.create(order(businessId, 'r2', '2025-03-10T17:01:00.000Z', { phone_number: '+13125550778', fulfillment: 'delivery', delivery_address: '1 Main St' }));
    const [delivery, pickup] = (await client.get('/api/orders')).body.orders;
    expect((await client.patch(`/api/orders/${pickup.ref}`, { status: 'preparing' })).status).toBe(200);
    expect(ctx.sms.filter((m) => m.to === '+13125550777')).toHaveLength(0);
    expect((await client.patch(`/api/orders/${pickup.ref}`, { status: 'ready' })).status).toBe(200);
    expect((await client.patch(`/api/orders/${pickup.ref}`, { status: 'ready' })).status).toBe(200); // a second click: no second text
    expect((await client.patch(`/api/orders/${pickup.ref}`, { status: 'completed' })).status).toBe(200);
    expect(ctx.sms.filter((m) => m.to === '+13125550777').map((m) => m.body)).toEqual(['Luigi Pizza: your order is ready for pickup.']);
    expect((await client.patch(`/api/orders/${delivery.ref}`, { status: 'ready' })).status).toBe(200);
    expect(ctx.sms.filter((m) => m.to === '+13125550778').map((m) => m.body)).toEqual(['Luigi Pizza: your order is ready and will be on its way shortly.']);
  });

  it('cancelling texts the customer; going back is refused; unknown statuses are 422', async () => {
    const { client, businessId } = await owner();
    await new OrdersRepo(ctx.services.db).create(order(businessId, 'c1', '2025-03-10T17:00:00.000Z', { phone_number: '+13125550999' }));
    const [listed] = (await client.get('/api/orders')).body.orders;
    expect((await client.patch(`/api/orders/${listed.ref}`, { status: 'ready' })).status).toBe(200);
    const back = await client.patch(`/api/orders/${listed.ref}`, { status: 'new' });
    expect(back.status).toBe(409);
    expect((await client.patch(`/api/orders/${listed.ref}`, { status: 'eaten' })).status).toBe(422);
    const cancelled = await client.patch(`/api/orders/${listed.ref}`, { status: 'cancelled' });
    expect(cancelled.body.status).toBe('cancelled');
    const texts = ctx.sms.filter((m) => m.to === '+13125550999');
    expect(texts).toHaveLength(2);
    expect(texts[0].body).toBe('Luigi Pizza: your order is ready for pickup.');
    expect(texts[1].body).toContain('Luigi Pizza: sorry, we had to cancel your order ($24.00)');
  });

  it("cannot touch another owner's order, nor a made-up ref", async () => {
    const a = await owner();
    await new OrdersRepo(ctx.services.db).create(order(a.businessId, 'x1', '2025-03-10T17:00:00.000Z'));
    const [listed] = (await a.client.get('/api/orders')).body.orders;
    const b = await owner();
    expect((await b.client.patch(`/api/orders/${listed.ref}`, { status: 'preparing' })).status).toBe(404);
    expect((await b.client.patch('/api/orders/not-a-ref', { status: 'preparing' })).status).toBe(404);
    expect((await a.client.get('/api/orders')).body.orders[0].status).toBe('new');
  });
});
