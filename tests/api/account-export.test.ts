import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { appointmentBody, MONDAY_9AM_NY, ownerWithServices } from '../support/appointment-helpers.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { EXPORT_PAGE } from '../../functions/core/account-data/export-service.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_9AM_NY;
});

describe('GET /api/account/export', () => {
  it('gives the account, settings, appointments, calls with transcripts and orders, page by page, never the password', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    expect((await client.post('/api/appointments/', appointmentBody({ first_name: 'Kim', last_name: 'Lee' }))).status).toBe(201);
    const calls = new CallsRepo(ctx.services.db);
    // More calls than one page holds: the export answers in bounded pages.
    const count = EXPORT_PAGE + 20;
    await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const at = new Date(Date.UTC(2025, 2, 1, 0, 0, i)).toISOString();
        return calls.put({ id: `c${i}`, business_id: businessId, started_at: at, ended_at: at, direction: 'inbound', caller_number: '+13125550100', outcome: 'answered', transcript: [{ speaker: 'caller', text: `hello ${i}`, at }] as any });
      }),
    );
    await new OrdersRepo(ctx.services.db).create({
      id: 'o1', business_id: businessId, call_id: 'c1', effect_key: 'k', is_test: false, status: 'new', lines: [], total: '5.00', currency: 'USD',
      fulfillment: 'pickup', fulfillment_time: null, delivery_address: null, customer_name: 'Kim', phone_number: '+13125550100', notes: '', summary: '', intake: null,
      created_at: '2025-03-02T10:00:00.000Z',
    });

    const first = await client.get('/api/account/export');
    expect(first.status).toBe(200);
    expect(first.body.account.email).toMatch(/@/);
    expect(JSON.stringify(first.body)).not.toContain('password_hash');
    expect(first.body.business.id).toBe(businessId);
    expect(first.body.business.business_items).toHaveLength(2);
    expect(first.body.next).toEqual(expect.any(String));
    const all = { appointments: [...first.body.appointments], calls: [...first.body.calls], orders: [...first.body.orders], customers: [...first.body.customers] };
    let cursor = first.body.next;
    for (let i = 0; cursor && i < 10; i++) {
      const page = await client.get(`/api/account/export?cursor=${cursor}`);
      expect(page.status).toBe(200);
      expect(page.body.account).toBeUndefined();
      all.appointments.push(...page.body.appointments);
      all.calls.push(...page.body.calls);
      all.orders.push(...page.body.orders);
      all.customers.push(...page.body.customers);
      cursor = page.body.next;
    }
    expect(cursor).toBeNull();
    expect(all.appointments.map((a: any) => a.first_name)).toEqual(['Kim']);
    expect(all.calls).toHaveLength(count);
    expect(all.calls.find((c: any) => c.id === 'c7').transcript[0].text).toBe('hello 7');
    expect(all.calls[0].PK).toBeUndefined();
    expect(all.orders.map((o: any) => o.id)).toEqual(['o1']);
    expect(all.orders[0].effect_key).toBeUndefined();
    // Customers: the booking's number and the order's, each once, with their names.
    expect(all.customers.map((c: any) => [c.phone_number, c.name]).sort()).toEqual([['+12125550199', 'Kim Lee'], ['+13125550100', 'Kim']]);
    expect(all.customers[0].GSI1PK).toBeUndefined();
  });

  it('refuses a forged cursor and needs a session; another owner sees only their own', async () => {
    const { client } = await ownerWithServices(ctx);
    expect((await client.get('/api/account/export?cursor=../../x')).status).toBe(422);
    // Cursor-shaped text that is not one this export handed out (random bytes, a word, an empty value) is refused
    // with the one error shape, never answered with a silent empty page.
    for (const cursor of ['garbage', Buffer.from('hello').toString('base64url'), Buffer.from('CALL#x\n').toString('base64url'), '']) {
      const bad = await client.get(`/api/account/export?cursor=${cursor}`);
      expect(bad.status, cursor).toBe(422);
      expect(bad.body.error).toBe('Cursor is not a cursor from this export');
    }
    // The query takes only `cursor`: a misspelt parameter is named, not ignored.
    const unknown = await client.get('/api/account/export?after=garbage');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('Unknown field: after');
    expect((await new TestClient(ctx.app).get('/api/account/export')).status).toBe(401);
    const other = new TestClient(ctx.app);
    await signUp(other);
    const page = await other.get('/api/account/export');
    expect(page.body.appointments).toEqual([]);
  });
});
