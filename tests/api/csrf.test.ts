import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { GROUP_APPS } from '../../functions/api/group-apps.js';
import { TEST_ORIGIN, type TestClient } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, recordingWorkflows, values, type Ctx } from '../support/appointment-helpers.js';
import { createTestServices } from '../support/test-services.js';

/**
 * Issue 12, item 3: CSRF beyond SameSite. A page on another origin of the same site (another port of localhost, a
 * sibling subdomain) gets the owner's Lax cookies sent along; only Origin / Sec-Fetch-Site and the JSON content type
 * tell its requests apart.
 */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

/** A request exactly as given: the owner's cookies, and only the headers the test names. */
async function raw(client: TestClient, method: string, path: string, headers: Record<string, string>, body?: string) {
  const cookie = ['access_token', 'refresh_token']
    .filter((name) => client.cookie(name) && (name === 'access_token' || path.startsWith('/api/auth')))
    .map((name) => `${name}=${client.cookie(name)}`)
    .join('; ');
  const res = await ctx.app.request(`${TEST_ORIGIN}${path}`, { method, headers: { cookie, ...headers }, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const json = { 'content-type': 'application/json' };
const SAME_SITE_PAGE = 'http://localhost:4000';

async function appointmentCount(client: TestClient) {
  const res = await client.get('/api/appointments/');
  expect(res.status).toBe(200);
  return values(res.body).length;
}

describe('state-changing calls must come from the site (Origin or Sec-Fetch-Site)', () => {
  it('a same-site page on another origin cannot create an appointment, with or without Origin', async () => {
    const { client, haircut } = await ownerWithServices(ctx);
    const body = JSON.stringify(appointmentBody({ business_item_id: haircut.id }));
    const before = await appointmentCount(client);

    const foreign = await raw(client, 'POST', '/api/appointments/', { ...json, origin: SAME_SITE_PAGE, 'sec-fetch-site': 'same-site' }, body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatch(/did not come from the site/);
    // A form post: text/plain, Origin of the other page.
    const form = await raw(client, 'POST', '/api/appointments/', { 'content-type': 'text/plain', origin: SAME_SITE_PAGE }, body);
    expect(form.status).toBe(403);
    // Without Origin, the browser's Sec-Fetch-Site still says where it came from.
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, 'sec-fetch-site': 'same-site' }, body)).status).toBe(403);
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, 'sec-fetch-site': 'cross-site' }, body)).status).toBe(403);
    // An opaque origin (sandboxed frame, data: URL).
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, origin: 'null' }, body)).status).toBe(403);
    // A client that says nothing about where it comes from (curl, a script) is refused too.
    const bare = await raw(client, 'POST', '/api/appointments/', json, body);
    expect(bare.status).toBe(403);
    expect(bare.body.error).toContain('Origin');
    expect(await appointmentCount(client)).toBe(before);

    // The site itself: its own origin, PUBLIC_BASE_URL's origin, or Sec-Fetch-Site: same-origin without Origin.
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, origin: TEST_ORIGIN }, body)).status).toBe(201);
    const configured = new URL(ctx.services.config.PUBLIC_BASE_URL).origin;
    const second = JSON.stringify(appointmentBody({ business_item_id: haircut.id, appointment_datetime: '2025-03-10T12:00' }));
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, origin: configured }, second)).status).toBe(201);
    const third = JSON.stringify(appointmentBody({ business_item_id: haircut.id, appointment_datetime: '2025-03-10T14:00' }));
    expect((await raw(client, 'POST', '/api/appointments/', { ...json, 'sec-fetch-site': 'same-origin' }, third)).status).toBe(201);
    expect(await appointmentCount(client)).toBe(before + 3);
  });

  it('a same-site page cannot log the owner out, nor end the session through refresh', async () => {
    const { client } = await ownerWithServices(ctx);
    expect((await raw(client, 'POST', '/api/auth/logout', { ...json, origin: SAME_SITE_PAGE })).status).toBe(403);
    expect((await raw(client, 'POST', '/api/auth/logout', { origin: SAME_SITE_PAGE })).status).toBe(403);
    expect((await raw(client, 'POST', '/api/auth/refresh', { ...json, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // The site's own logout still works.
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('every route group refuses every state-changing route from another origin', async () => {
    const { client } = await ownerWithServices(ctx);
    let checked = 0;
    for (const group of ROUTE_GROUPS) {
      const routes = GROUP_APPS[group.name]!(ctx.services).routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
      for (const route of routes) {
        const path = route.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');
        const res = await raw(client, route.method, path, { ...json, origin: SAME_SITE_PAGE }, '{}');
        expect(res.status, `${route.method} ${path}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});

describe('state-changing calls must be JSON (415 otherwise)', () => {
  it('refuses a body without a content type, a form body and a text body, body-less calls included', async () => {
    const { client, haircut } = await ownerWithServices(ctx);
    const body = JSON.stringify(appointmentBody({ business_item_id: haircut.id }));
    const before = await appointmentCount(client);
    for (const headers of [{} as Record<string, string>, { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'multipart/form-data; boundary=x' }]) {
      const res = await raw(client, 'POST', '/api/appointments/', { ...headers, origin: TEST_ORIGIN }, body);
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect(res.body.error).toBe('Send the request as JSON: the Content-Type header must be application/json.');
    }
    expect(await appointmentCount(client)).toBe(before);
    // Body-less: logout without a content type is refused, and the owner stays signed in.
    expect((await raw(client, 'POST', '/api/auth/logout', { origin: TEST_ORIGIN })).status).toBe(415);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // JSON with parameters, and a +json type, are JSON.
    const ok = await raw(client, 'POST', '/api/appointments/', { 'content-type': 'application/json; charset=utf-8', origin: TEST_ORIGIN }, body);
    expect(ok.status).toBe(201);
    // Reads need neither.
    expect((await raw(client, 'GET', '/api/appointments/', {})).status).toBe(200);
  });
});
