/**
 * GET /api/search latency for a business with 5,000 appointments and 20,000 calls on the local stack (`npm start`'s
 * startLocal: DynamoDB Local, every route group), beside /api/health measured in the same run.
 *
 *   npm run bench -- search
 *   npx tsx tests/bench/search.ts [appointments] [calls] [samples]
 *
 * Only the search index is seeded (the token items and manifests each record's write puts there, built by the same
 * token functions), plus one customer per caller number (its record for GET /api/customers and its index items):
 * the search reads nothing else. Written in batches rather than one record at a time.
 */
import '../../functions/local/polyfills.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/client.js';
import { startLocal } from '../../functions/local/start.js';
import { freePort } from '../../functions/local/ports.js';
import { customerKey, customerListPartition, customerListSort, searchManifestKey, searchTokenKey } from '../../functions/data/keys.js';
import { digitTokens, wordTokens } from '../../functions/data/search-index.js';
import { formatAppointmentNumber } from '../../functions/core/appointments/model.js';
import { row, type BenchRow } from './table.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

interface SearchFigures {
  readonly header: string;
  readonly rows: { name: string; p50: number; p99: number }[];
}

/** The table this bench printed on its own (`npx tsx tests/bench/search.ts`). */
export async function benchSearch(appointments = 5000, calls = 20000, samples = 200): Promise<string> {
  const { header, rows } = await measureSearch(appointments, calls, samples);
  const health = rows[0]!.p99;
  const width = Math.max(...rows.map((r) => r.name.length));
  return [
    header,
    `${'request'.padEnd(width)}   p50 ms   p99 ms  p99 / health p99`,
    ...rows.map((r) => `${r.name.padEnd(width)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${(r.p99 / health).toFixed(2).padStart(8)}`),
  ].join('\n');
}

/** `npm run bench`'s rows: each search's p50 beside /api/health's p50 in the same run. */
export async function benchSearchRows(appointments = 5000, calls = 20000, samples = 200): Promise<BenchRow[]> {
  const { rows } = await measureSearch(appointments, calls, samples);
  const health = rows[0]!;
  return rows.slice(1).map((r) => row('search', `${r.name}, ${appointments} appts + ${calls} calls (p50)`, 'ms', [r.p50], { name: 'GET /api/health', runs: [health.p50] }, `p99 ${r.p99}`));
}

async function measureSearch(appointments: number, calls: number, samples: number): Promise<SearchFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
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
    const items = await seed(running.services.db, business.id, appointments, calls);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

    const targets = [
      { name: 'GET /api/health', path: '/api/health' },
      { name: 'search a common first name (emma)', path: '/api/search?q=emma' },
      { name: 'search two words (olivia chen)', path: '/api/search?q=olivia%20chen' },
      { name: 'search phone digits (555-12)', path: '/api/search?q=555-12' },
      { name: 'search a formatted id (APT-0420)', path: '/api/search?q=APT-0420' },
      { name: 'search a transcript word (shampoo)', path: '/api/search?q=shampoo' },
      { name: 'search a caller number (773-555-0042)', path: '/api/search?q=773-555-0042' },
      { name: 'GET /api/customers (first page)', path: '/api/customers' },
    ];
    const timings = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const hit = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) for (const t of targets) await hit(t.path);
    for (let i = 0; i < samples; i++) for (const t of targets) timings.get(t.name)!.push(await hit(t.path));
    const rows = targets.map((t) => {
      const sorted = [...timings.get(t.name)!].sort((a, b) => a - b);
      return { name: t.name, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
    });
    return {
      header: `${appointments} appointments and ${calls} calls (${items} items: index and customers) seeded in ${seedSeconds} s; ${samples} sequential requests per row.`,
      rows,
    };
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(db: Db, businessId: string, appointments: number, calls: number): Promise<number> {
  const firstNames = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mia', 'Lucas', 'Zoe'];
  const lastNames = ['Wilson', 'Garcia', 'Chen', 'Patel', 'Johnson', 'Brown', 'Kim', 'Lopez'];
  const phrases = ['do you have parking', 'i want a haircut tomorrow', 'what time do you close', 'is the vegan shampoo in stock', 'can i bring my dog'];
  const items: Record<string, unknown>[] = [];
  const add = (kind: string, id: string, tokens: string[], display: Record<string, string>) => {
    for (const t of tokens) items.push({ ...searchTokenKey(businessId, t, kind, id), kind, record_id: id, ...display });
    items.push({ ...searchManifestKey(businessId, kind, id), kind, record_id: id, tokens, display });
  };
  const day0 = Date.UTC(2030, 0, 1);
  // One customer per number, as the write paths build them: the latest contact and name win.
  const customers = new Map<string, { name: string; last: string; kind: 'appointments_count' | 'calls_count'; n: number }>();
  const contact = (phone: string, name: string, at: string, kind: 'appointments_count' | 'calls_count') => {
    const c = customers.get(phone);
    if (!c) customers.set(phone, { name, last: at, kind, n: 1 });
    else {
      c.n++;
      if (at > c.last) c.last = at;
      if (name) c.name = name;
    }
  };
  for (let i = 0; i < appointments; i++) {
    const formatted = formatAppointmentNumber(i + 1);
    const number = formatted.replace(/\D/g, '');
    const first = firstNames[i % firstNames.length];
    const last = lastNames[(i * 3) % lastNames.length];
    const phone = `+1212555${String(1000 + (i % 9000)).padStart(4, '0')}`;
    add('appointment', `a${i}`, [...wordTokens([first, last, formatted, formatted.replace('-', ''), number, String(Number(number))]), ...digitTokens(phone)], {
      title: `${first} ${last}`,
      subtitle: `${formatted} · ${phone} · upcoming`,
      at: new Date(day0 + i * 45 * 60_000).toISOString(),
    });
    contact(phone, `${first} ${last}`, new Date(day0 - i * 1000).toISOString(), 'appointments_count');
  }
  for (let i = 0; i < calls; i++) {
    const phone = `+1773555${String(i % 10000).padStart(4, '0')}`;
    add('call', `c${i}`, [...digitTokens(phone), ...wordTokens([phrases[i % phrases.length]], 150)], {
      title: `Call from ${phone}`,
      subtitle: 'Outcome: answered',
      at: new Date(day0 - i * 60_000).toISOString(),
    });
    contact(phone, '', new Date(day0 - i * 60_000).toISOString(), 'calls_count');
  }
  for (const [phone, c] of customers) {
    const id = phone.slice(1);
    add('customer', id, [...wordTokens([c.name]), ...digitTokens(phone)], { title: `Customer ${c.name || phone}`, subtitle: phone, at: c.last });
    items.push({
      ...customerKey(businessId, phone),
      GSI1PK: customerListPartition(businessId),
      GSI1SK: customerListSort(c.last, phone),
      business_id: businessId,
      phone_number: phone,
      name: c.name,
      email: null,
      first_contact_at: c.last,
      last_contact_at: c.last,
      calls_count: c.kind === 'calls_count' ? c.n : 0,
      appointments_count: c.kind === 'appointments_count' ? c.n : 0,
      orders_count: 0,
      messages_count: 0,
    });
  }
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
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
  return items.length;
}

if (process.argv[1]?.endsWith('tests/bench/search.ts')) {
  const [a, c, s] = process.argv.slice(2).map(Number);
  benchSearch(a || 5000, c || 20000, s || 200).then(
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
