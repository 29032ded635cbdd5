import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { GROUP_APPS } from '../../functions/api/group-apps.js';
import { startStandIn, useGoogle } from '../support/google-helpers.js';
import { createTestServices, TEST_DEV_TOKEN, TEST_ORIGIN, TestClient } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { recordingWorkflows } from '../support/appointment-helpers.js';

/**
 * Issue 12, "Bad input": a seeded fuzz of malformed requests over every route of every group and the dev routes,
 * in process, over DynamoDB Local. Every request is malformed in a way no valid request is (refused origin, body not
 * declared JSON, JSON that does not parse, a body that is not an object, an id no route issues, a forged session), so
 * none may be a legitimate write: the table's digest is the same before and after, and nothing answers 5xx.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed12);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
// About 40 s here alone; the bound leaves room for a machine shared with other test runs.
const TIME_LIMIT_MS = 90_000;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let ctx: Awaited<ReturnType<typeof createTestServices>>;
let owner: Awaited<ReturnType<typeof salonOwner>>;
const ids: Record<string, string> = {};

let google: Awaited<ReturnType<typeof startStandIn>>;

afterAll(async () => {
  await google?.close();
});

beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
  // Google Calendar set up (against the local stand-in), so its routes are fuzzed as they run, not as "not set up".
  google = await startStandIn();
  useGoogle(ctx.services, google.url);
  owner = await salonOwner(ctx);
  const { client, account } = owner;
  const [number] = (await client.get('/api/phone-numbers/available')).body;
  expect((await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id })).status).toBe(200);
  const appointment = await client.post('/api/appointments/', {
    first_name: 'Fuzz',
    last_name: 'Target',
    phone_number: '(212) 555-0199',
    status: 'upcoming',
    appointment_datetime: new Date(ctx.clock.now.getTime() + 3 * 86_400_000).toISOString(),
    allow_overlap: true,
  });
  expect(appointment.status, JSON.stringify(appointment.body)).toBe(201);
  const call = await client.post('/api/test-calls', {});
  expect(call.status).toBe(201);
  const assistant = await client.get('/api/assistant-configurations/me');
  Object.assign(ids, {
    '/api/appointments': appointment.body._id,
    '/api/users': account.user.id,
    '/api/businesses': account.business.id,
    '/api/assistant-configurations': assistant.body.id ?? account.business.id,
    '/api/test-calls': call.body.id,
    '/api/calls': call.body.id,
    '/dev/calls': call.body.id,
  });
});

/** Everything in the test's table, in a stable order: any write changes it. */
async function tableDigest() {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ctx.services.db.doc.send(new ScanCommand({ TableName: ctx.tableName, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)])) : v;
  const lines = items.map((i) => JSON.stringify(canonical(i))).sort();
  return { count: items.length, digest: createHash('sha256').update(lines.join('\n')).digest('hex'), lines };
}

interface Route {
  method: string;
  path: string;
  /** Routes that never read a body: a broken body would not stop them, so they get no body mutations. */
  bodyless: boolean;
}

const BODYLESS = new Set(['POST /api/auth/logout', 'POST /api/auth/refresh', 'POST /api/test-calls/:id/end', 'POST /dev/calls/:id/end', 'DELETE /api/appointments/:id', 'DELETE /api/google/disconnect']);

function allRoutes(): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  const add = (method: string, path: string) => {
    const clean = path.replace(/\/+$/, '') || '/';
    const key = `${method} ${clean}`;
    if (seen.has(key)) return;
    seen.add(key);
    routes.push({ method, path: clean, bodyless: method === 'GET' || BODYLESS.has(key) });
  };
  for (const group of ROUTE_GROUPS) {
    for (const r of GROUP_APPS[group.name]!(ctx.services).routes) {
      // GET /api/google/authorize takes no input: any request to it is a valid one, starting an authorization (a
      // short-lived state item), so it has nothing malformed to send and would count as a write.
      if (r.method === 'GET' && r.path.replace(/\/+$/, '') === '/api/google/authorize') continue;
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) add(r.method, r.path);
    }
  }
  for (const [m, p] of [['POST', '/dev/calls'], ['POST', '/dev/calls/:id/turns'], ['POST', '/dev/calls/:id/end'], ['GET', '/dev/outbox.json'], ['GET', '/dev/outbox']]) add(m!, p!);
  return routes;
}

const FOREIGN_ORIGINS = ['http://localhost:4000', 'http://evil.example', 'null', 'https://localhost', 'http://localhost.evil.example', 'file://'];
const NOT_JSON_TYPES = [null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', 'application/jsonp', ''];
const BAD_IDS = ['x'.repeat(2048), 'a'.repeat(1100), '9'.repeat(101), '%00', '%2e%2e%2f%2e%2e', "'%20OR%201=1", '%F0%9F%98%80', '%C3%A9t%C3%A9', '..', '%25', '-'.repeat(120)];
const NOT_OBJECTS = ['[]', '[{}]', '0', '-1', '1e309', '"text"', 'true', 'false', '[null]', '"' + 'x'.repeat(5000) + '"'];

function brokenJson(rnd: () => number): string {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const kind = Math.floor(rnd() * 8);
  switch (kind) {
    case 0:
      return '{"email": "a@b.co", "password": ';
    case 1:
      return '{' + '"a":'.repeat(1 + Math.floor(rnd() * 50)) + '}';
    case 2:
      return '['.repeat(1 + Math.floor(rnd() * 5000));
    case 3:
      return "{'single': 'quotes'}";
    case 4:
      return '{"trailing": 1,}';
    case 5:
      return String.fromCharCode(...Array.from({ length: 1 + Math.floor(rnd() * 200) }, () => Math.floor(rnd() * 0xd7ff) + 1)).replace(/^\s*[[{"0-9tfn-]/, '#');
    case 6:
      return '\uFEFF{"bom": true}x';
    default:
      return pick(['NaN', 'undefined', '{"a": Infinity}', '{"a": 01}', '{"a": "\\x41"}', '{"a"}', '}{', '{"a": 1} {"b": 2}']);
  }
}

describe('fuzz: malformed requests over every route', () => {
  it(`${REQUESTS} seeded malformed requests: no 5xx and no write`, async () => {
    const rnd = mulberry32(SEED);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const before = await tableDigest();
    const access = `access_token=${owner.client.cookie('access_token')}`;
    const refresh = `refresh_token=${owner.client.cookie('refresh_token')}`;

    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();

    const one = async () => {
      const route = pick(routes);
      const stateChanging = route.method !== 'GET';
      const prefix = Object.keys(ids).find((p) => route.path.startsWith(p));
      let path = route.path.replace(/:[A-Za-z_]+/g, () => (prefix ? ids[prefix]! : 'x'));
      const headers: Record<string, string> = { cookie: `${access}; ${refresh}` };
      if (route.path.startsWith('/dev/calls')) headers['x-dev-token'] = TEST_DEV_TOKEN;
      let body: string | undefined;
      let mutation: string;

      const hasId = route.path.includes(':');
      const choices = stateChanging
        ? ['foreign-origin', 'no-origin', 'fetch-site', 'not-json', ...(route.bodyless ? [] : ['broken-json', 'not-object', 'forged-session']), ...(hasId ? ['bad-id'] : [])]
        : ['bad-query', 'forged-session', ...(hasId ? ['bad-id'] : [])];
      mutation = pick(choices);
      const validish = JSON.stringify({ email: 'owner@example.com', text: 'hello', first_name: 'A', to: '+12125550100' });
      if (stateChanging) {
        headers['content-type'] = 'application/json';
        headers.origin = TEST_ORIGIN;
        body = validish;
      }
      switch (mutation) {
        case 'foreign-origin':
          headers.origin = pick(FOREIGN_ORIGINS);
          if (rnd() < 0.5) headers['content-type'] = pick(['text/plain', 'application/json']);
          break;
        case 'no-origin':
          delete headers.origin;
          if (rnd() < 0.5) headers['sec-fetch-site'] = pick(['none', 'same-site', 'cross-site']);
          if (headers['sec-fetch-site'] === 'none') headers.origin = pick(FOREIGN_ORIGINS);
          break;
        case 'fetch-site':
          headers['sec-fetch-site'] = pick(['same-site', 'cross-site']);
          break;
        case 'not-json': {
          const type = pick(NOT_JSON_TYPES);
          if (type === null) delete headers['content-type'];
          else headers['content-type'] = type;
          body = rnd() < 0.3 ? undefined : pick([validish, 'email=a%40b.co&password=x', '<a/>']);
          break;
        }
        case 'broken-json':
          body = brokenJson(rnd);
          break;
        case 'not-object':
          body = pick(NOT_OBJECTS);
          break;
        case 'forged-session':
          headers.cookie = pick(['access_token=forged', `access_token=${'A'.repeat(4000)}`, 'access_token=eyJhbGciOiJub25lIn0.e30.', 'refresh_token=x; access_token=']);
          delete headers['x-dev-token'];
          if (stateChanging) body = brokenJson(rnd);
          break;
        case 'bad-id':
          path = route.path.replace(/:[A-Za-z_]+/g, pick(BAD_IDS));
          break;
        case 'bad-query': {
          const junk = pick(['limit=-1', 'limit=abc', 'limit=1e309', `after=${'Z'.repeat(2000)}`, 'after=%00%01', 'status=%3Cscript%3E', `first_name=${'n'.repeat(3000)}`, 'business_item_id=' + 'b'.repeat(1500), 'phone_number=%2B%2B%2B', 'status=upcoming&status=done', 'after=eyJQSyI6IkJJWiMifQ', 'limit=0&after=']);
          path = `${path}?${junk}`;
          break;
        }
      }
      const key = `${route.method} ${route.path}`;
      perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
      const res = await ctx.app.request(`${TEST_ORIGIN}${path}`, { method: route.method, headers, body });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500 || (stateChanging && res.status < 400)) {
        if (failures.length < 20) failures.push(`${res.status} ${mutation} ${route.method} ${path.slice(0, 120)} ${JSON.stringify(headers).slice(0, 160)} ${String(body).slice(0, 80)}`);
      }
      sent++;
    };

    const PARALLEL = 16;
    while (sent < REQUESTS) {
      if (Date.now() - started > TIME_LIMIT_MS) break;
      await Promise.all(Array.from({ length: Math.min(PARALLEL, REQUESTS - sent) }, one));
    }
    const elapsed = Date.now() - started;
    const after = await tableDigest();
    const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `fuzz: seed ${SEED}, ${sent} requests over ${perRoute.size} routes in ${(elapsed / 1000).toFixed(1)} s; ` +
        `5xx: ${fiveXX}; items ${before.count} -> ${after.count}, digest ${after.digest === before.digest ? 'unchanged' : 'CHANGED'}; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    expect(failures).toEqual([]);
    expect(fiveXX).toBe(0);
    expect(sent).toBe(REQUESTS);
    expect(elapsed).toBeLessThan(TIME_LIMIT_MS);
    expect([...perRoute.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(Math.min(...perRoute.values())).toBeGreaterThan(REQUESTS / routes.length / 3);
    const changed = [...after.lines.filter((l) => !before.lines.includes(l)), ...before.lines.filter((l) => !after.lines.includes(l)).map((l) => `gone: ${l}`)];
    expect(changed.map((l) => l.slice(0, 300))).toEqual([]);
    expect(after.digest).toBe(before.digest);
    // The owner's session and data are as they were.
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
    expect((await owner.client.get(`/api/appointments/${ids['/api/appointments']}`)).status).toBe(200);
  }, 150_000);
});
