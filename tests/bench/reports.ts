/**
 * GET /api/reports latency at 20,000 calls over 90 days on the local stack (`npm start`'s startLocal: DynamoDB Local,
 * every route group), beside /api/health measured in the same run (issue 17: a report answers within 3x its p99).
 *
 *   npm run bench -- reports
 *   npx tsx tests/bench/reports.ts [calls] [days] [samples]
 *
 * Seeds the call records (as the call log lists them) and the per-day counter items those calls' ending writes
 * would have added, computed by the same tallyOf and written with the same attribute names (summed here and put
 * in batches rather than 20,000 transactions, to keep the seeding short).
 */
import '../../functions/local/polyfills.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import type { Db } from '../../functions/data/client.js';
import { startLocal } from '../../functions/local/start.js';
import { freePort } from '../../functions/local/ports.js';
import { callKey, callStatsKey } from '../../functions/data/keys.js';
import { tallyUpdate } from '../../functions/data/call-stats-repo.js';
import { tallyOf } from '../../functions/core/calls/call-tally.js';
import type { CallRecord } from '../../functions/core/calls/model.js';
import { row, type BenchRow } from './table.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const ZONE = 'America/New_York';
const OUTCOMES = ['answered', 'answered', 'answered', 'booked', 'booked', 'ordered', 'message', 'transferred', 'abandoned'] as const;

/** The report's figures as rows of `npm run bench`'s table, each beside /api/health's p99 from the same run. */
export async function benchReportsRows(): Promise<BenchRow[]> {
  return (await measure(20000, 90, 200, true)) as BenchRow[];
}

export async function benchReports(calls = 20000, days = 90, samples = 200): Promise<string> {
  return (await measure(calls, days, samples, false)) as string;
}

async function measure(calls: number, days: number, samples: number, asRows: boolean): Promise<string | BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
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
    const started = performance.now();
    const counters = await seed(running.services.db, business.id, calls, days, running.services.now());
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

    const targets: Array<{ name: string; path: string; samples?: number }> = [
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'report, last 90 days', path: '/api/reports?range=90' },
      { name: 'report, 90 days with test calls', path: '/api/reports?range=90&include_test=true' },
      { name: 'report, last 7 days', path: '/api/reports?range=7' },
      { name: 'figures CSV, 90 days', path: '/api/reports/export.csv?kind=figures&range=90' },
      { name: 'insights, last 7 days (reads calls)', path: '/api/reports/insights?range=7', samples: 20 },
    ];
    const timings = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    let checked = false;
    const hit = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      const ms = performance.now() - t0;
      if (!checked && path === '/api/reports?range=90&include_test=true') {
        checked = true;
        const total = (JSON.parse(body) as { totals: { calls: number } }).totals.calls;
        if (total !== calls) throw new Error(`the 90-day report counts ${total} calls, not ${calls}`);
      }
      return ms;
    };
    for (let i = 0; i < 10; i++) for (const t of targets) await hit(t.path);
    // Interleaved, so health and the reports see the same machine load.
    for (let i = 0; i < samples; i++) for (const t of targets) if (i < (t.samples ?? samples)) timings.get(t.name)!.push(await hit(t.path));
    const seedNote = `seeding ${seedSeconds} s, measuring ${Math.round((performance.now() - started) / 1000 - seedSeconds)} s`;
    const rows = targets.map((t) => {
      const sorted = [...timings.get(t.name)!].sort((a, b) => a - b);
      return { name: t.name, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
    });
    const health = rows[0]!.p99;
    if (asRows) {
      return rows.slice(1).map((r) =>
        row('reports', `${r.name} p99 (${calls} calls, ${days} days)`, 'ms', [r.p99], { name: 'GET /api/health p99', runs: [health] }, `p50 ${r.p50} ms`),
      );
    }
    const width = Math.max(...rows.map((r) => r.name.length));
    return [
      `${calls} calls over ${days} days, 1 in 20 a test call (${counters} daily counter items); ${seedNote}; ${samples} sequential requests per row (insights ${targets.at(-1)!.samples}).`,
      `${'request'.padEnd(width)}   p50 ms   p99 ms  p99 / health p99`,
      ...rows.map((r) => `${r.name.padEnd(width)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${(r.p99 / health).toFixed(2).padStart(8)}`),
    ].join('\n');
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(db: Db, businessId: string, calls: number, days: number, now: Date): Promise<number> {
  const today = DateTime.fromJSDate(now).setZone(ZONE).startOf('day');
  const items: Record<string, unknown>[] = [];
  // Per (day, kind): the counters, summed exactly as the ADDs of each call's ending write would leave them.
  const sums = new Map<string, { key: ReturnType<typeof callStatsKey>; values: Record<string, number>; day: string; kind: string }>();
  for (let i = 0; i < calls; i++) {
    const day = today.minus({ days: i % days });
    const start = day.set({ hour: 8 + (i % 12), minute: (i * 7) % 60 });
    const outcome = OUTCOMES[i % OUTCOMES.length]!;
    const call: CallRecord = {
      id: `bench-${i}`,
      business_id: businessId,
      started_at: start.toUTC().toISO()!,
      ended_at: start.plus({ seconds: 95 }).toUTC().toISO()!,
      direction: 'inbound',
      caller_number: `+1773555${String(i % 10000).padStart(4, '0')}`,
      outcome,
      is_test: i % 20 === 0,
      duration_seconds: 60 + (i % 120),
      summary: `Bench call ${i}`,
      turn_count: 3,
    };
    items.push({ ...callKey(businessId, call.started_at, call.id), ...call });
    const revenue =
      outcome === 'booked' ? [{ kind: 'booking' as const, currency: 'USD', amount: '30.00' }] : outcome === 'ordered' ? [{ kind: 'order' as const, currency: 'USD', amount: '12.35' }] : [];
    const t = tallyOf(call, revenue, ZONE, ['AskHours', i % 3 ? 'BookAppointment' : 'AskPrice']);
    const update = tallyUpdate(db.tableName, t);
    const k = `${t.day}#${t.test}`;
    const entry = sums.get(k) ?? { key: callStatsKey(businessId, t.day, t.test), values: {}, day: t.day, kind: t.test ? 'T' : 'R' };
    for (const [alias, name] of Object.entries(update.ExpressionAttributeNames)) {
      if (!alias.startsWith('#a')) continue;
      const n = update.ExpressionAttributeValues[`:${alias.slice(1)}`] as number;
      entry.values[name] = (entry.values[name] ?? 0) + n;
    }
    sums.set(k, entry);
  }
  for (const s of sums.values()) items.push({ ...s.key, day: s.day, kind: s.kind, ...s.values });
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches.length) {
        let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
          requests = (out.UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
        }
      }
    }),
  );
  return sums.size;
}

if (process.argv[1]?.endsWith('tests/bench/reports.ts')) {
  const [c, d, s] = process.argv.slice(2).map(Number);
  benchReports(c || 20000, d || 90, s || 200).then(
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
