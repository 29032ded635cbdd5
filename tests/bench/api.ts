/**
 * The API on the local stack (`npm start`'s startLocal: DynamoDB Local, every route group), each figure beside
 * GET /api/health measured in the same run:
 *  - a caller's turn (POST /api/test-calls/:id/turns) for businesses with 40, 5,000 and 20,000 appointments a
 *    year, with the DynamoDB requests one turn makes (a counting wrapper around the document client);
 *  - the turn right after an appointment write, and right after the owner's save of 150 FAQs (some 40 KB of records,
 *    more than the business root carries: the process holding the business reads what the save wrote beside it);
 *  - the appointment list and its name and phone filters at 5,000 and 20,000 appointments a year.
 * Three runs; each run's figure is the median of its samples, the row's the median of the three.
 *
 *   npm run bench -- api
 *   npx tsx tests/bench/api.ts
 *
 * The appointments are written as the API writes them (the item with its index keys and its confirmation-code
 * guard) but in batches rather than one transaction each, spread over a year around today (half past, half
 * ahead). Their slot locks are left out: neither listing nor a turn reads them, and the ~9 lock items per
 * appointment would make seeding take minutes on DynamoDB Local.
 */
import '../../functions/local/polyfills.js';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { freePort } from '../../functions/local/ports.js';
import { ensureTable, startDynamoLocal } from '../../functions/local/dynamodb-local.js';
import { createLocalApp } from '../../functions/local/server.js';
import { noWorkflows } from '../../functions/local/local-services.js';
import { localPhonePool } from '../../functions/adapters/local-phone-pool.js';
import { browserOutboundCaller, browserVoiceSynthesizer } from '../../functions/adapters/browser-media.js';
import { parseConfig } from '../../functions/core/config.js';
import { createDb, type Db } from '../../functions/data/client.js';
import { createRepositories } from '../../functions/data/repositories.js';
import type { Services } from '../../functions/core/services.js';
import { newId } from '../../functions/core/ids.js';
import { countDynamoCalls } from '../support/dynamo-call-counter.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { RUNS, formatRows, median, row, type BenchRow } from './table.js';

const SIZES = [40, 5000, 20000];
const FILTER_SIZES = [5000, 20000];
/** The appointments of the business whose turns follow a save of its 150 FAQs. */
const SAVE_SIZE = 20000;
const TURN_LINES = ['What are your hours?', 'Do you have anything tomorrow afternoon?', 'How about next Tuesday at 3pm?', 'Where are you located?'];

export interface Tenant {
  appointments: number;
  cookie: string;
  businessId: string;
}

export async function benchApi(options: { turnsPerRun?: number; requestsPerRun?: number } = {}): Promise<BenchRow[]> {
  const turnsPerRun = options.turnsPerRun ?? 8;
  const requestsPerRun = options.requestsPerRun ?? 8;
  const running = await startStack();
  const base = running.base;
  const counter = countDynamoCalls(running.services.db);
  try {
    const tenants: Tenant[] = [];
    for (const appointments of SIZES) {
      const tenant = await signUp(base, appointments);
      process.stderr.write(`seeding ${appointments} appointments... `);
      await seedAppointments(running.services.db, tenant.businessId, appointments, new Date());
      tenants.push(tenant);
      process.stderr.write('done\n');
    }

    // A business of its own for the turn after a big save (its 150 FAQs would weigh on the other rows' root reads).
    const faqTenant = await signUp(base, SAVE_SIZE);
    process.stderr.write(`seeding ${SAVE_SIZE} appointments... `);
    await seedAppointments(running.services.db, faqTenant.businessId, SAVE_SIZE, new Date());
    process.stderr.write('done\n');

    const get = async (path: string, cookie?: string) => {
      const started = performance.now();
      const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      return { ms, body };
    };
    const post = async (path: string, cookie: string, payload: unknown) => {
      const res = await fetch(base + path, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: base }, body: JSON.stringify(payload) });
      const body = await res.text();
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      return JSON.parse(body) as Record<string, unknown>;
    };

    type Target = { name: string; tenant: Tenant; kind: 'turn' | 'turn-after-write' | 'turn-after-save' | 'get'; path?: string };
    const targets: Target[] = [
      ...tenants.map((tenant) => ({ name: `caller turn, ${tenant.appointments} appointments/yr`, tenant, kind: 'turn' as const })),
      ...tenants.map((tenant) => ({
        name: `caller turn right after an appointment write, ${tenant.appointments}/yr`,
        tenant,
        kind: 'turn-after-write' as const,
      })),
      { name: `caller turn right after a save of 150 FAQs, ${SAVE_SIZE}/yr`, tenant: faqTenant, kind: 'turn-after-save' as const },
      ...tenants
        .filter((t) => FILTER_SIZES.includes(t.appointments))
        .flatMap((tenant) => [
          { name: `appointments list, ${tenant.appointments}/yr`, tenant, kind: 'get' as const, path: '/api/appointments/' },
          { name: `appointments ?last_name=zz (rare), ${tenant.appointments}/yr`, tenant, kind: 'get' as const, path: '/api/appointments/?last_name=zz' },
          { name: `appointments ?phone_number=(rare), ${tenant.appointments}/yr`, tenant, kind: 'get' as const, path: '/api/appointments/?phone_number=%2B14155550000' },
        ]),
    ];
    const perRun = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const calls = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const items = new Map<string, number>();
    const healthRuns: number[] = [];

    // One call per tenant per run, so the transcript a turn rewrites stays the size of a real call's.
    const turn = async (tenant: Tenant, callId: string, line: string) => {
      counter.reset();
      const started = performance.now();
      await post(`/api/test-calls/${callId}/turns`, tenant.cookie, { text: line });
      return { ms: performance.now() - started, calls: counter.calls.length, trips: counter.roundTrips(), items: counter.items(), kb: counter.bytes() / 1024 };
    };
    const trips = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const turnItems = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const turnKb = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    // The write before each such turn (not timed): a new appointment at 21:00 on a day of its own, clear of the seed's
    // 08:00-18:00 UTC, so the calendar's version moves as any booking moves it. The turn then asks about that day, so
    // it must read what the write changed.
    let written = 0;
    const writeAppointment = async (tenant: Tenant) => {
      const day = new Date(Date.now() + (2 + (written++ % 50)) * 86_400_000).toISOString().slice(0, 10);
      await post('/api/appointments/', tenant.cookie, {
        first_name: 'Bench',
        last_name: `Write${written}`,
        phone_number: '+12125550199',
        status: 'upcoming',
        appointment_datetime: `${day}T21:00`,
      });
      const spoken = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
      return `Do you have anything on ${spoken}?`;
    };

    // Business saves (issue 15, item 5): one nested record, and 300 at once, on a business with 300 services.
    const patch = async (tenant: Tenant, business: unknown) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/businesses/${tenant.businessId}`, {
        method: 'PATCH',
        headers: { cookie: tenant.cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ business }),
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`save: ${res.status} ${body.slice(0, 200)}`);
      return { ms: performance.now() - started, body: JSON.parse(body) as { business_items: Array<{ id: string }> } };
    };
    // The FAQs the after-save row's saves rewrite (every answer, before each of its turns; not timed).
    const faqFiller = 'We are happy to help with that, just ask at the front desk when you arrive for your visit.';
    const faqIds = (
      await patch(faqTenant, { business_questions_attributes: Array.from({ length: 150 }, (_, i) => ({ question: `Do you offer treatment number ${i + 1}?`, answer: `${faqFiller} (${i + 1})` })) })
    ).body as unknown as { business_questions: Array<{ id: string }> };
    let faqSaves = 0;
    const saveFaqs = async () => {
      faqSaves++;
      await patch(faqTenant, { business_questions_attributes: faqIds.business_questions.map((q) => ({ id: q.id, answer: `${faqFiller} (save ${faqSaves})` })) });
      return 'Do you offer treatment number 7?';
    };
    const menu = tenants[0]!;
    const seeded = await patch(menu, { business_items_attributes: Array.from({ length: 300 }, (_, i) => ({ name: `Item ${i + 1}`, price: '10', duration: 15 })) });
    const itemIds = seeded.body.business_items.map((i) => i.id);
    const smallSaves: number[] = [];
    const largeSaves: number[] = [];

    for (let warm = 0; warm < 3; warm++) await get('/api/health');
    for (let run = 0; run <= RUNS; run++) {
      const warmUp = run === 0; // run 0 warms the JIT, DynamoDB Local and the connection pool; it is not reported
      const samples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
      const health: number[] = [];
      const calls_ = new Map<string, number[]>(targets.map((t) => [t.name, []]));
      const callIds = new Map<string, string>();
      for (const t of targets) if (t.kind !== 'get') callIds.set(t.name, String((await post('/api/test-calls/', t.tenant.cookie, {})).id));
      const rounds = Math.max(turnsPerRun, requestsPerRun);
      // Interleaved, so a slow moment of the machine lands on every row and on the baseline alike.
      for (let i = 0; i < rounds; i++) {
        health.push((await get('/api/health')).ms);
        for (const t of targets) {
          if (t.kind !== 'get') {
            if (i >= turnsPerRun) continue;
            const line =
              t.kind === 'turn-after-write' ? await writeAppointment(t.tenant) : t.kind === 'turn-after-save' ? await saveFaqs() : TURN_LINES[i % TURN_LINES.length]!;
            const r = await turn(t.tenant, callIds.get(t.name)!, line);
            samples.get(t.name)!.push(r.ms);
            calls_.get(t.name)!.push(r.calls);
            trips.get(t.name)!.push(r.trips);
            turnItems.get(t.name)!.push(r.items);
            turnKb.get(t.name)!.push(r.kb);
          } else {
            if (i >= requestsPerRun) continue;
            counter.reset();
            const r = await get(t.path!, t.tenant.cookie);
            samples.get(t.name)!.push(r.ms);
            calls_.get(t.name)!.push(counter.calls.length);
            items.set(t.name, Object.keys(JSON.parse(r.body) as object).length);
          }
        }
      }
      const small: number[] = [];
      const large: number[] = [];
      for (let i = 0; i < 3; i++) {
        small.push((await patch(menu, { business_items_attributes: [{ id: itemIds[0], price: `${11 + i}` }] })).ms);
        large.push((await patch(menu, { business_items_attributes: itemIds.map((id) => ({ id, price: `${20 + run * 3 + i}` })) })).ms);
      }
      process.stderr.write(`run ${run} done\n`);
      if (warmUp) continue;
      smallSaves.push(median(small));
      largeSaves.push(median(large));
      healthRuns.push(median(health));
      for (const t of targets) {
        perRun.get(t.name)!.push(median(samples.get(t.name)!));
        calls.get(t.name)!.push(median(calls_.get(t.name)!));
      }
    }
    const baseline = { name: 'GET /api/health', runs: healthRuns };
    return [
      row('api', 'GET /api/health', 'ms', healthRuns),
      ...targets.map((t) => {
        const c = calls.get(t.name)!;
        const note =
          t.kind === 'get'
            ? `${median(c)} DynamoDB requests, ${items.get(t.name) ?? 0} items`
            : `${median(c)} DynamoDB requests in ${Math.max(...trips.get(t.name)!)} round trips per turn, ${median(turnItems.get(t.name)!)} items (${median(turnKb.get(t.name)!).toFixed(1)} KB) read`;
        return row('api', t.name, 'ms', perRun.get(t.name)!, baseline, note);
      }),
      row('api', 'business save, 1 service of 300', 'ms', smallSaves, baseline),
      row('api', 'business save, all 300 services at once', 'ms', largeSaves, { name: 'save of 1', runs: smallSaves }, 'goal: <= 3x per 100 records'),
    ];
  } finally {
    counter.restore();
    await running.stop();
  }
}

/**
 * The API as `npm start` serves it (every route group, createLocalApp) on DynamoDB Local kept in memory, as the
 * API tests run it: seeding 50,000 items into the on-disk store takes longer than the bench itself. Email and
 * texts go nowhere; workflows are not started.
 */
export async function startStack() {
  const dynamo = await startDynamoLocal();
  const tableName = 'bench';
  await ensureTable(dynamo.endpoint, tableName);
  const db = createDb({ tableName, endpoint: dynamo.endpoint });
  const services: Services & { db: Db } = {
    config: parseConfig({ TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01', TABLE_NAME: tableName, STAGE: 'local' }),
    db,
    repos: createRepositories(db),
    email: { send: async () => undefined },
    sms: { send: async () => undefined },
    workflows: noWorkflows,
    phoneNumbers: localPhonePool(() => services.db),
    outboundCaller: browserOutboundCaller,
    voice: browserVoiceSynthesizer,
    recordings: { playbackUrl: async () => null },
    now: () => new Date(),
  };
  const app = createLocalApp({ services, outbox: { list: async () => [] }, emails: { list: async () => [] } });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    /** DynamoDB Local's URL (the search breakdown sends raw requests to it). */
    dynamoEndpoint: dynamo.endpoint,
    services,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await dynamo.stop();
    },
  };
}

export async function signUp(base: string, appointments: number): Promise<Tenant> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      user: { email: `bench-${appointments}-${newId()}@example.com`, password: 'bench-password-1', full_name: 'Bench Owner' },
      business: { name: `Bench Salon ${appointments}`, phone_number: '+12125550147' },
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { business } = (await res.json()) as { business: { id: string } };
  return { appointments, cookie, businessId: business.id };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchApi().then(
    (rows) => {
      console.log(formatRows(rows));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
