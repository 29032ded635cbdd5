import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { GROUP_APPS } from '../../functions/api/group-apps.js';
import { createTestServices, TEST_DEV_TOKEN, TestClient } from '../support/test-services.js';
import { ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';

/** Issue 12, item 5: ids longer than any the product issues answer 404 or 422, never 500 (DynamoDB's key limit). */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

describe('path ids', () => {
  it('GET /api/appointments/<1100 chars> and GET /api/users/<2100 chars> answer 404', async () => {
    const { client } = await ownerWithServices(ctx);
    const appointment = await client.get(`/api/appointments/${'a'.repeat(1100)}`);
    expect(appointment.status).toBe(404);
    expect(appointment.body).toEqual({ error: 'Not found' });
    const user = await client.get(`/api/users/${'u'.repeat(2100)}`);
    expect(user.status).toBe(404);
    expect((await new TestClient(ctx.app).get(`/api/users/${'u'.repeat(2100)}`)).status).toBe(404);
  });

  it('every route with an id in its path answers 404 or 422 for ids of 2 KB, odd characters or encoded slashes', async () => {
    const { client } = await ownerWithServices(ctx);
    const dev = new TestClient(ctx.app, { headers: { 'x-dev-token': TEST_DEV_TOKEN } });
    const bad = ['x'.repeat(2048), '9'.repeat(101), 'é'.repeat(40), '%00', '..%2F..%2Fapi', "' OR 1=1", '%F0%9F%98%80'.repeat(30)];
    const routes = ROUTE_GROUPS.flatMap((g) => GROUP_APPS[g.name]!(ctx.services).routes)
      .filter((r) => r.path.includes(':') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }))
      .concat([
        { method: 'POST', path: '/dev/calls/:id/turns' },
        { method: 'POST', path: '/dev/calls/:id/end' },
      ]);
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      for (const id of bad) {
        const path = route.path.replace(/:[A-Za-z_]+/g, id);
        const who = route.path.startsWith('/dev/') ? dev : client;
        const res = await who.call(route.method, path, route.method === 'GET' ? undefined : { text: 'hi' });
        expect([404, 422], `${route.method} ${route.path} with ${id.slice(0, 20)}… answered ${res.status}`).toContain(res.status);
      }
    }
  });
});

describe('ids and keys in bodies and queries', () => {
  it('answer 4xx, never 500, for values longer than any key the product builds', async () => {
    const { client, businessId, haircut } = await ownerWithServices(ctx);
    const long = 'x'.repeat(2100);
    const email = `${'a'.repeat(2100)}@example.com`;
    const attempts: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: long, name: 'A', price: '1', duration: 30 }] } }],
      ['PATCH', `/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: long, _destroy: true }] } }],
      ['POST', '/api/appointments/', { first_name: 'A', last_name: 'B', phone_number: '(212) 555-0199', status: 'upcoming', appointment_datetime: '2031-03-10T10:00', business_item_id: long }],
      ['POST', '/api/phone-numbers/link/', { business_id: long, phone_number_id: long }],
      ['POST', '/api/phone-numbers/link/', { business_id: businessId, phone_number_id: long }],
      ['GET', `/api/appointments/?business_item_id=${long}`],
      ['GET', `/api/appointments/?after=${long}`],
      ['GET', `/api/calls/?after=${long}`],
      ['POST', '/api/auth/password-reset/check', { token: long }],
      ['POST', '/api/auth/password-reset/confirm', { token: long, password: 'correct-horse-9', password_confirmation: 'correct-horse-9' }],
      ['POST', '/api/auth/password-reset', { email }],
      ['POST', '/api/auth/login', { email, password: 'x' }],
      ['POST', '/api/users', { user: { email, password: 'correct-horse-9', full_name: 'A' } }],
      ['POST', '/api/newsletter/subscriptions', { email }],
      ['POST', '/api/appointments/confirm', { confirmation_code: long }],
      ['POST', '/api/test-calls', { business_overrides: { business_items_attributes: [{ id: long, name: 'A', price: '1', duration: 30 }] } }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await client.call(method, path, body);
      expect(res.status, `${method} ${path.slice(0, 60)} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
    }
    expect((await client.get(`/api/appointments/?business_item_id=${haircut.id}`)).status).toBe(200);
  });
});
