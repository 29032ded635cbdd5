/**
 * GET /api/appointments/ latency for a business with 5,000 appointments on the local stack (`npm start`'s
 * startLocal: DynamoDB Local, every route group), beside /api/health measured in the same run.
 *
 *   npm run bench -- appointments
 *   npx tsx tests/bench/appointments.ts [count] [samples]
 *
 * The appointments are written as the API writes them (the item with its index keys and its confirmation-code
 * guard) but in batches rather than 5,000 transactions. Their slot locks are left out: listing never reads them,
 * and the ~9 lock items per appointment made seeding take minutes on DynamoDB Local.
 */
import '../../functions/local/polyfills.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/client.js';
import { startLocal } from '../../functions/local/start.js';
import { freePort } from '../../functions/local/ports.js';
import { AppointmentsRepo } from '../../functions/data/appointments-repo.js';
import { appointmentCounterKey, confirmationCodeKey } from '../../functions/data/keys.js';
import { hashToken, newId, newSecretToken } from '../../functions/core/ids.js';
import { formatAppointmentNumber, type AppointmentRecord, type AppointmentStatus } from '../../functions/core/appointments/model.js';
import { slotsFor } from '../../functions/core/appointments/slots.js';

export interface LatencyRow {
  name: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  items: number;
}

export interface AppointmentsBenchResult {
  appointments: number;
  seedSeconds: number;
  rows: LatencyRow[];
  table: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

export async function benchAppointments(count = 5000, samples = 300): Promise<string> {
  const result = await measureAppointments(count, samples);
  return result.table;
}

export async function measureAppointments(count = 5000, samples = 300): Promise<AppointmentsBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-appointments-'));
  const port = await freePort();
  const running = await startLocal({ port, dataDir, quiet: true });
  const base = `http://127.0.0.1:${port}`;
  try {
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        user: { email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', full_name: 'Bench Owner' },
        business: { name: 'Bench Salon', phone_number: '+12125550147' },
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { business } = (await signup.json()) as { business: { id: string } };

    const seedStarted = performance.now();
    await seed(running.services.db, business.id, count);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

    const targets: Array<{ name: string; path: string; auth: boolean }> = [
      { name: 'GET /api/health', path: '/api/health', auth: false },
      { name: 'GET /api/appointments/ (all, first page of 100)', path: '/api/appointments/', auth: true },
      { name: 'GET /api/appointments/?status=upcoming (dashboard default)', path: '/api/appointments/?status=upcoming', auth: true },
      { name: 'GET /api/appointments/?last_name=zz (filter reads the whole index)', path: '/api/appointments/?last_name=zz', auth: true },
    ];
    const timings = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const items = new Map<string, number>();
    const hit = async (t: (typeof targets)[number]) => {
      const started = performance.now();
      const res = await fetch(base + t.path, { headers: t.auth ? { cookie } : {} });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${t.path}: ${res.status} ${body.slice(0, 200)}`);
      if (t.auth) items.set(t.name, Object.keys(JSON.parse(body) as object).length);
      return ms;
    };
    for (let i = 0; i < 20; i++) for (const t of targets) await hit(t); // warm-up
    // Interleaved, so a slow moment of the machine lands on every row alike.
    for (let i = 0; i < samples; i++) for (const t of targets) timings.get(t.name)!.push(await hit(t));

    const rows: LatencyRow[] = targets.map((t) => {
      const sorted = [...timings.get(t.name)!].sort((a, b) => a - b);
      return {
        name: t.name,
        samples: sorted.length,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
        items: items.get(t.name) ?? 0,
      };
    });
    const width = Math.max(...rows.map((r) => r.name.length));
    const table = [
      `${count} appointments seeded in ${seedSeconds} s; ${samples} sequential requests per row, local stack (DynamoDB Local).`,
      `${'request'.padEnd(width)}   p50 ms   p99 ms  mean ms  items`,
      ...rows.map(
        (r) =>
          `${r.name.padEnd(width)}  ${r.p50Ms.toFixed(1).padStart(7)}  ${r.p99Ms.toFixed(1).padStart(7)}  ${r.meanMs.toFixed(1).padStart(7)}  ${String(r.items).padStart(5)}`,
      ),
    ].join('\n');
    return { appointments: count, seedSeconds, rows, table };
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` appointments 45 minutes apart from tomorrow 08:00 UTC, 16 a day, mostly upcoming. */
async function seed(db: Db, businessId: string, count: number) {
  const repo = new AppointmentsRepo(db);
  const statuses: AppointmentStatus[] = ['upcoming', 'upcoming', 'upcoming', 'awaiting_confirmation', 'completed'];
  const firstNames = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mia', 'Lucas', 'Zoe'];
  const lastNames = ['Wilson', 'Garcia', 'Chen', 'Patel', 'Johnson', 'Brown', 'Kim', 'Lopez'];
  const day0 = new Date();
  day0.setUTCHours(24 + 8, 0, 0, 0);
  const now = new Date().toISOString();
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / 16);
    const start = new Date(day0.getTime() + day * 86_400_000 + (i % 16) * 45 * 60_000);
    const startsAt = start.toISOString();
    const status = statuses[i % statuses.length];
    const code = newSecretToken(18);
    const a: AppointmentRecord = {
      id: newId(),
      business_id: businessId,
      number: i + 1,
      appointment_id_formatted: formatAppointmentNumber(i + 1),
      first_name: firstNames[i % firstNames.length],
      last_name: lastNames[(i * 3) % lastNames.length],
      phone_number: `+1212555${String(1000 + (i % 9000)).padStart(4, '0')}`,
      email: null,
      status,
      starts_at: startsAt,
      ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      duration: 30,
      business_item_id: null,
      business_item: null,
      other_details: { notes: i % 3 ? '' : 'Seeded by the benchmark' },
      confirmation_code: code,
      source: 'dashboard',
      slots: slotsFor(startsAt, 40),
      overlap_allowed: false,
      reminder: null,
      reminder_generation: 0,
      confirmed_at: null,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    items.push(repo.toItem(a));
    items.push({ ...confirmationCodeKey(hashToken(code)), business_id: businessId, appointment_id: a.id });
  }
  items.push({ ...appointmentCounterKey(businessId), seq: count });
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches in flight at once; unprocessed items are sent again.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches.length) {
        let requests = batches[next++].map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
          requests = (out.UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
        }
      }
    }),
  );
}

if (process.argv[1]?.endsWith('tests/bench/appointments.ts')) {
  const [count, samples] = process.argv.slice(2).map(Number);
  benchAppointments(count || 5000, samples || 300).then(
    (table) => {
      console.log(table);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
