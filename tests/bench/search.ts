/**
 * GET /api/search latency for a business with 5,000 appointments and 20,000 calls, beside /api/health measured in the
 * same run, interleaved request by request with the searches. The stack is the API bench's (tests/bench/api.ts
 * startStack: every route group on DynamoDB Local kept in memory): seeding ~560,000 items into the on-disk store took
 * longer than 25 minutes. That stack has no database monitor, so /api/health here reads nothing (as in AWS; under
 * `npm start` it also asks DynamoDB Local for its table): the baseline is HTTP and the route's own work, while a search
 * needs at least one DynamoDB round trip (its session's check). That floor is measured too: the session check alone,
 * in this process without HTTP, between the other requests.
 *
 *   npm run bench -- search
 *   npx tsx tests/bench/search.ts [appointments] [calls] [samples]
 *
 * Seeded as the write paths would leave the table, with their own builders, but in parallel batches rather than
 * one record at a time: the appointments (tests/support/seed-appointments.ts) and the calls' items; each contact's
 * customer history entry and customer update (customerContactItems, in each number's time order, so the latest
 * contact wins as it does live); then every record's search index items (token items and manifest,
 * searchIndexItems) from the same entry builders the repositories index with (search-records.ts), customers from
 * their stored records. Left out, as in the API bench: appointment slot locks and the calls' pointers and day
 * counters, which neither the search nor the customer list reads.
 */
import '../../functions/local/polyfills.js';
import { pathToFileURL } from 'node:url';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/client.js';
import { appointmentContact } from '../../functions/data/appointments-repo.js';
import { CallsRepo, callContact } from '../../functions/data/calls-repo.js';
import { CustomersRepo, customerContactItems, type CustomerContact } from '../../functions/data/customers-repo.js';
import { callKey } from '../../functions/data/keys.js';
import { searchIndexItems } from '../../functions/data/search-index.js';
import { appointmentEntry, callEntry, customerEntry } from '../../functions/data/search-records.js';
import { toE164 } from '../../functions/core/phone.js';
import type { CallRecord } from '../../functions/core/calls/model.js';
import { seedAppointments } from '../support/seed-appointments.js';
import { signUp, startStack } from './api.js';
import { row, type BenchRow } from './table.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

interface SearchFigures {
  readonly header: string;
  readonly rows: { name: string; p50: number; p99: number; found?: number }[];
  readonly seedSeconds: number;
  readonly items: number;
}

/** The table this bench printed on its own (`npx tsx tests/bench/search.ts`). */
export async function benchSearch(appointments = 5000, calls = 20000, samples = 200): Promise<string> {
  const { header, rows } = await measureSearch(appointments, calls, samples);
  const health = rows[0]!.p99;
  const width = Math.max(...rows.map((r) => r.name.length));
  return [
    header,
    `${'request'.padEnd(width)}   p50 ms   p99 ms  p99 / health p99  found`,
    ...rows.map(
      (r) => `${r.name.padEnd(width)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${(r.p99 / health).toFixed(2).padStart(16)}  ${String(r.found ?? '').padStart(5)}`,
    ),
  ].join('\n');
}

/**
 * `npm run bench`'s rows: the seeding time, /api/health, and each search's p50 beside /api/health's p50 in the same
 * run, every p99 in the note. One run (the seed is the slow part); each figure is over `samples` requests.
 */
export async function benchSearchRows(appointments = 5000, calls = 20000, samples = 200): Promise<BenchRow[]> {
  const { rows, seedSeconds, items } = await measureSearch(appointments, calls, samples);
  const health = rows[0]!;
  const size = `${appointments} appts + ${calls} calls`;
  return [
    row('search', `seed ${size} (in-memory DynamoDB Local)`, 's', [seedSeconds], undefined, `${items} items`),
    row('search', `${health.name}, ${size} (p50)`, 'ms', [health.p50], undefined, `p99 ${health.p99}`),
    ...rows.slice(1).map((r) =>
      row('search', `${r.name}, ${size} (p50)`, 'ms', [r.p50], { name: 'GET /api/health', runs: [health.p50] }, `p99 ${r.p99} (${(r.p99 / health.p99).toFixed(2)}x health p99 ${health.p99})${r.found === undefined ? '' : `; ${r.found} found`}`),
    ),
  ];
}

async function measureSearch(appointments: number, calls: number, samples: number): Promise<SearchFigures> {
  const running = await startStack();
  const base = running.base;
  try {
    const { cookie, businessId } = await signUp(base, appointments);
    const started = performance.now();
    const items = await seed(running.services.db, businessId, appointments, calls, new Date());
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;

    // The session check alone (the read every signed-in request makes, which a search now makes beside its Queries),
    // called in this process without HTTP: the floor under any search, measured between the others.
    const access = /(?:^|; )access_token=([^;]+)/.exec(cookie)?.[1];
    const claims = JSON.parse(Buffer.from(access!.split('.')[0]!, 'base64url').toString('utf8')) as { sub: string; fid: string };
    const sessions = running.services.repos.sessions;
    const targets: Array<{ name: string; path: string; none?: boolean; direct?: () => Promise<unknown> }> = [
      { name: 'GET /api/health', path: '/api/health' },
      {
        name: 'session check alone (one DynamoDB Get, no HTTP)',
        path: '',
        direct: async () => {
          if (!(await sessions.getFamily(claims.sub, claims.fid))) throw new Error('the session is not there');
        },
      },
      { name: 'search a common first name (emma)', path: '/api/search?q=emma' },
      { name: 'search two words (olivia kim)', path: '/api/search?q=olivia%20kim' },
      // Each word matches hundreds of records, none both (the seed's Olivias are all Kims): the intersection's worst case.
      { name: 'search two words, no record has both (olivia chen)', path: '/api/search?q=olivia%20chen', none: true },
      { name: 'search phone digits (555-12)', path: '/api/search?q=555-12' },
      { name: 'search a formatted id (APT-0420)', path: '/api/search?q=APT-0420' },
      { name: "search a formatted id's digits (0420)", path: '/api/search?q=0420' },
      { name: 'search a transcript word (shampoo)', path: '/api/search?q=shampoo' },
      { name: 'search a caller number (773-555-0042)', path: '/api/search?q=773-555-0042' },
      { name: 'GET /api/customers (first page)', path: '/api/customers' },
    ];
    const timings = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    const found = new Map<string, number>();
    const hit = async (t: (typeof targets)[number]) => {
      const t0 = performance.now();
      if (t.direct) {
        await t.direct();
        return performance.now() - t0;
      }
      const res = await fetch(base + t.path, { headers: { cookie } });
      const body = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${t.path}: ${res.status} ${body.slice(0, 200)}`);
      if (!found.has(t.name) && t.path !== '/api/health') {
        const json = JSON.parse(body) as { results?: unknown[]; customers?: unknown[] };
        found.set(t.name, (json.results ?? json.customers ?? []).length);
        // A search that finds nothing measures an empty index, not the search.
        if (!found.get(t.name) !== Boolean(t.none)) throw new Error(`${t.path} found ${found.get(t.name)}: the seed is not what the search reads`);
      }
      return ms;
    };
    // Warm-up (JIT, connections), then the samples: one request of each row in turn, so /api/health is measured
    // between the searches and a slow moment of the machine lands on the baseline as on the searches.
    for (let i = 0; i < 10; i++) for (const t of targets) await hit(t);
    for (let i = 0; i < samples; i++) for (const t of targets) timings.get(t.name)!.push(await hit(t));
    const rows = targets.map((t) => {
      const sorted = [...timings.get(t.name)!].sort((a, b) => a - b);
      return { name: t.name, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), found: found.get(t.name) };
    });
    return {
      header: `${appointments} appointments and ${calls} calls (${items} items) seeded in ${seedSeconds} s; ${samples} sequential requests per row, interleaved.`,
      rows,
      seedSeconds,
      items,
    };
  } finally {
    await running.stop();
  }
}

const CONCURRENCY = 8;

/** Runs `work` over `jobs` with a few in flight at once. */
async function inParallel<T>(jobs: readonly T[], work: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await work(jobs[next++]!);
    }),
  );
}

/** Puts `items` 25 at a time, several batches in flight; unprocessed items are sent again. */
async function putAll(db: Db, items: readonly Record<string, unknown>[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  await inParallel(batches, async (batch) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
      requests = (out.UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
    }
  });
}

/** The table as the write paths would leave it (see the top of this file); the number of items written. */
async function seed(db: Db, businessId: string, appointments: number, calls: number, now: Date): Promise<number> {
  let written = 0;
  const progress = (what: string) => process.stderr.write(`  ${what} (${Math.round(performance.now() - t0)} ms)\n`);
  const t0 = performance.now();

  // Appointments: their items and code guards, spread over a year around now.
  const appts = await seedAppointments(db, businessId, appointments, now);
  written += appointments * 2 + 1;
  progress(`${appointments} appointments`);

  // Calls: spread over the past year, each number calling twice; the caller's words are what the index keeps.
  const phrases = ['do you have parking', 'i want a haircut tomorrow', 'what time do you close', 'is the vegan shampoo in stock', 'can i bring my dog'];
  const callsRepo = new CallsRepo(db);
  const spacing = Math.floor((365 * 86_400_000) / Math.max(1, calls));
  const callRecords: CallRecord[] = [];
  for (let i = 0; i < calls; i++) {
    const started = new Date(now.getTime() - (i + 1) * spacing);
    const startedAt = started.toISOString();
    const at = (s: number) => new Date(started.getTime() + s * 1000).toISOString();
    callRecords.push({
      id: callsRepo.newCallId(businessId, startedAt),
      business_id: businessId,
      started_at: startedAt,
      ended_at: at(40),
      last_activity_at: at(40),
      direction: 'inbound',
      caller_number: `+1773555${String(i % 10000).padStart(4, '0')}`,
      outcome: 'answered',
      duration_seconds: 40,
      transcript: [
        { speaker: 'assistant', text: 'Thanks for calling Bench Salon, how can I help?', at: at(0) },
        { speaker: 'caller', text: phrases[i % phrases.length]!, at: at(5) },
        { speaker: 'assistant', text: 'Happy to help with that.', at: at(8) },
      ],
      turn_count: 1,
      version: 2,
    });
  }
  const callItems = callRecords.map((c) => ({ ...callKey(c.business_id, c.started_at, c.id), ...c }));
  await putAll(db, callItems);
  written += callItems.length;
  progress(`${calls} calls`);

  // Customers: each contact's history entry and customer update, built by customerContactItems. A number's
  // contacts go in time order (its latest contact sets the name and the list order); numbers in parallel.
  const contacts: CustomerContact[] = [...appts.map(appointmentContact), ...callRecords.map(callContact)];
  const byNumber = new Map<string, CustomerContact[]>();
  for (const c of contacts) {
    const e164 = toE164(c.phone ?? '');
    if (e164) byNumber.set(e164, [...(byNumber.get(e164) ?? []), c]);
  }
  const history: Record<string, unknown>[] = [];
  const updates: Array<Array<Record<string, unknown>>> = [];
  for (const list of byNumber.values()) {
    list.sort((a, b) => a.at.localeCompare(b.at));
    const mine: Array<Record<string, unknown>> = [];
    for (const c of list) {
      for (const item of customerContactItems(db, c)) {
        if (item.Put) history.push(item.Put.Item as Record<string, unknown>);
        if (item.Update) mine.push(item.Update as Record<string, unknown>);
      }
    }
    updates.push(mine);
  }
  await putAll(db, history);
  written += history.length;
  await inParallel(updates, async (mine) => {
    for (const update of mine) await db.doc.send(new UpdateCommand(update as never));
  });
  written += byNumber.size;
  progress(`${byNumber.size} customers from ${contacts.length} contacts`);

  // The search index: what each record's write puts there, from the repositories' own builders.
  const index: Record<string, unknown>[] = [];
  for (const a of appts) {
    index.push(...searchIndexItems(businessId, 'appointment', a.id, appointmentEntry(a)));
  }
  for (const c of callRecords) {
    index.push(...searchIndexItems(businessId, 'call', c.id, callEntry(c)));
  }
  // Customers from their stored records, as indexCustomer reads them back after the contact's write.
  const customersRepo = new CustomersRepo(db);
  let customers = 0;
  for (let after: string | undefined, page; (page = await customersRepo.page(businessId, 1000, after)); ) {
    for (const c of page.customers) {
      const entry = customerEntry(c as unknown as Record<string, unknown>);
      if (entry) index.push(...searchIndexItems(businessId, 'customer', entry.id, entry));
    }
    customers += page.customers.length;
    if (!page.next) break;
    after = page.next;
  }
  if (customers !== byNumber.size) throw new Error(`read back ${customers} customers, expected ${byNumber.size}`);
  await putAll(db, index);
  written += index.length;
  progress(`${index.length} search index items`);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
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
