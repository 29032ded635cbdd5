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
    const dev = new TestClient(ctx.app, { 'x-dev-token': TEST_DEV_TOKEN });
    const bad = ['x'.repeat(2048), '9'.repeat(65), 'é'.repeat(40), '%00', '..%2F..%2Fapi', "' OR 1=1", '%F0%9F%98%80'.repeat(30)];
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
