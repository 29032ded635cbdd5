import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
});

const ALL_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({ day_of_week, open_time: '08:00', close_time: '22:00', disabled: false }));
const PIZZA = {
  name: 'Pepperoni Pizza',
  price: '14.00',
  duration: null,
  currency: 'USD',
  product: true,
  variants: [
    { name: 'Small 12"', price: '14' },
    { name: 'Large 16"', price: 19, duration: null },
  ],
};

describe('business item variants', () => {
  it('are saved with their item and read back; items without them read [] and change nothing else', async () => {
    const { client, businessId, business } = await ownerWithServices(ctx);
    expect(business.business_items.map((i: any) => i.variants)).toEqual([[], []]);
    const res = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [PIZZA] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = (await client.get('/api/businesses/me')).body;
    expect(me.business_items.find((i: any) => i.name === 'Pepperoni Pizza').variants).toEqual([
      { name: 'Small 12"', price: '14.00', duration: null },
      { name: 'Large 16"', price: '19.00', duration: null },
    ]);
    // A save of another field of the item keeps its variants; [] removes them.
    const pizza = me.business_items.find((i: any) => i.name === 'Pepperoni Pizza');
    await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: pizza.id, price: '13.00' }] } });
    expect((await client.get('/api/businesses/me')).body.business_items.find((i: any) => i.id === pizza.id).variants).toHaveLength(2);
    await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: pizza.id, variants: [] }] } });
    expect((await client.get('/api/businesses/me')).body.business_items.find((i: any) => i.id === pizza.id).variants).toEqual([]);
  });

  it('bad variants get a 4xx naming the service and the variant, and change nothing', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const before = (await client.get('/api/businesses/me')).body;
    const bad = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        name: 'Renamed',
        business_items_attributes: [{ ...PIZZA, variants: [{ name: 'Large', price: '19' }, { name: 'large', price: '-2' }] }],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      'Service 1, Variant 2: Name "large" is already used by variant 1; each variant needs its own name',
      "Service 1, Variant 2: Price can't be negative",
    ]);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after).toEqual(before);
  });

  it('a stale save of variants still gets 409 and changes nothing', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const loaded = (await client.get('/api/businesses/me')).body;
    const [haircut] = loaded.business_items;
    const first = await client.patch(`/api/businesses/${businessId}`, { business: { name: 'Tab A', lock_version: loaded.lock_version } });
    expect(first.status).toBe(200);
    const stale = await client.patch(`/api/businesses/${businessId}`, {
      business: { lock_version: loaded.lock_version, business_items_attributes: [{ id: haircut.id, variants: [{ name: 'Short hair', price: '25' }] }] },
    });
    expect(stale.status).toBe(409);
    expect((await client.get('/api/businesses/me')).body.business_items.find((i: any) => i.id === haircut.id).variants).toEqual([]);
  });

  it('a phone order of a variant is stored as its item and variant, at the variant\'s price', async () => {
    const { client, businessId } = await ownerWithServices(ctx, { industry: 'Restaurant / Café', working_hours_attributes: ALL_WEEK });
    const saved = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [PIZZA] } });
    const pizzaId = saved.body.business_items.find((i: any) => i.name === 'Pepperoni Pizza').id;
    const call = await client.post('/api/test-calls', { caller_number: '+13125550177' });
    for (const text of ['two large pepperoni pizzas please', "that's all", 'pickup', 'in 2 hours', 'Dana Fox', 'yes', 'no notes', 'yes']) {
      const turn = await client.post(`/api/test-calls/${call.body.id}/turns`, { text });
      expect(turn.status, JSON.stringify(turn.body)).toBe(200);
    }
    const [order] = (await client.get('/api/orders')).body.orders;
    expect(order.total).toBe('38.00');
    expect(order.lines).toEqual([
      { business_item_id: pizzaId, variant: 'Large 16"', name: 'Pepperoni Pizza, Large (16 inch)', quantity: 2, unit_price: '19.00', line_total: '38.00', currency: 'USD' },
    ]);
  });

  it('a phone booking of a variant is stored with the variant\'s length and price', async () => {
    const { client, businessId } = await ownerWithServices(ctx, { working_hours_attributes: ALL_WEEK });
    const saved = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        business_items_attributes: [
          { name: 'Full Set', price: '120', duration: 90, currency: 'USD', variants: [{ name: 'Classic', price: '120' }, { name: 'Hybrid', price: '140', duration: 120 }] },
        ],
      },
    });
    const setId = saved.body.business_items.find((i: any) => i.name === 'Full Set').id;
    const call = await client.post('/api/test-calls', { caller_number: '+13125550177' });
    for (const text of ['can i book a hybrid full set tomorrow at 10am', 'Dana Fox', 'yes', 'yes']) {
      const turn = await client.post(`/api/test-calls/${call.body.id}/turns`, { text });
      expect(turn.status, JSON.stringify(turn.body)).toBe(200);
    }
    const list = (await client.get('/api/appointments/')).body;
    const [appt] = Object.values(list) as any[];
    expect(appt).toMatchObject({
      business_item_id: setId,
      duration: 120,
      business_item: { name: 'Full Set, Hybrid', price: '140.00', duration: 120, variant: 'Hybrid' },
    });
  });
});
