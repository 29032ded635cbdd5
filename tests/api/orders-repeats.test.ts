import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { orderRecord } from '../support/order-record.js';

// An order's status sent twice (a retry while the first is on its way, two tabs) and two tabs with different intents.

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = new Date('2025-03-10T18:00:00.000Z');
});

const order = (businessId: string, id: string, phone: string) => orderRecord(businessId, id, '2025-03-10T17:00:00.000Z', { phone_number: phone });

async function ownerWithOrder(phone: string) {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Luigi Pizza' });
  await new OrdersRepo(ctx.services.db).create(order(account.business.id, `o-${phone.slice(-4)}`, phone));
  const [listed] = (await client.get('/api/orders')).body.orders;
  return { client, ref: listed.ref as string };
}

describe('PATCH /api/orders/{ref} sent more than once', () => {
  it('the same cancel sent three times at once: all answer cancelled, the customer gets one text', async () => {
    const phone = '+13125550871';
    const { client, ref } = await ownerWithOrder(phone);
    const results = await Promise.all([0, 1, 2].map(() => client.patch(`/api/orders/${ref}`, { status: 'cancelled' })));
    expect(results.map((r) => [r.status, r.body.status])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    expect(ctx.sms.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('two tabs with different moves at once: the order ends in one of them, never a step back', async () => {
    const { client, ref } = await ownerWithOrder('+13125550872');
    const [a, b] = await Promise.all(['preparing', 'ready'].map((status) => client.patch(`/api/orders/${ref}`, { status })));
    const final = (await client.get('/api/orders')).body.orders[0].status;
    // Whichever landed last is what the order says, and a move refused says why: nothing is changed silently.
    expect(['preparing', 'ready']).toContain(final);
    if (final === 'ready') expect(b!.status).toBe(200);
    else expect(b!.body.error).toMatch(/changed elsewhere|cannot go back|already/);
    for (const r of [a!, b!]) if (r.status !== 200) expect(r.status).toBe(409);
  });
});
