import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
});

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({ day_of_week, open_time: '08:00', close_time: '20:00', disabled: false }));

describe('product items (issue 18: things sold are orderable without a duration)', () => {
  it('saves the product flag (false by default), and a product needs no duration', async () => {
    const { client, businessId, business } = await ownerWithServices(ctx);
    expect(business.business_items.map((i: any) => i.product)).toEqual([false, false]);
    const res = await client.patch(`/api/businesses/${businessId}`, {
      business: { business_items_attributes: [{ name: 'Argan Shampoo', price: '18.00', duration: null, currency: 'USD', product: true }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.business_items.find((i: any) => i.name === 'Argan Shampoo')).toMatchObject({ product: true, duration: null });
    const bad = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ name: 'X', product: 'yes' }] } });
    expect(bad.status).toBe(422);
  });

  it('a salon (not a food business) takes a phone order for a product', async () => {
    const { client, businessId } = await ownerWithServices(ctx, {
      industry: 'Hair / Beauty Salon',
      working_hours_attributes: ALL_WEEK,
    });
    // A duration left on it from when it was a service does not make it bookable.
    await client.patch(`/api/businesses/${businessId}`, {
      business: { business_items_attributes: [{ name: 'Argan Shampoo', price: '18.00', duration: 15, currency: 'USD', product: true }] },
    });
    const call = await client.post('/api/test-calls', { caller_number: '+13125550177' });
    expect(call.status).toBe(201);
    const said: string[] = [];
    // Asked about, the product is offered to order (a service would be offered to book).
    const asked = await client.post(`/api/test-calls/${call.body.id}/turns`, { text: 'Do you have argan shampoo?' });
    expect(asked.body.say).toContain('Would you like to order it?');
    const haircut = await client.post(`/api/test-calls/${call.body.id}/turns`, { text: 'And do you do haircuts?' });
    expect(haircut.body.say).toContain('Would you like to book it?');
    await client.post(`/api/test-calls/${call.body.id}/end`, {});
    const order = await client.post('/api/test-calls', { caller_number: '+13125550177' });
    for (const text of ['I would like to buy two argan shampoos', "that's all", 'pickup', 'in 2 hours', 'Dana Fox', 'yes', 'no notes', 'yes']) {
      const turn = await client.post(`/api/test-calls/${order.body.id}/turns`, { text });
      expect(turn.status, JSON.stringify(turn.body)).toBe(200);
      said.push(turn.body.say);
    }
    expect(said.some((s) => /order is placed/i.test(s)), said.join('\n')).toBe(true);
    const orders = (await client.get('/api/orders')).body.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total: '36.00', customer_name: 'Dana Fox', phone_number: '+13125550177' });
    expect(orders[0].lines[0]).toMatchObject({ name: 'Argan Shampoo', quantity: 2 });
  });
});
