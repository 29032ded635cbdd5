/**
 * Where a search's time goes (issue 18): on the API bench's stack, `appointments` indexed appointments, then rows
 * timed in turn (interleaved, so load lands on all of them alike): /api/health, the search route without a session
 * (HTTP and routing, no DynamoDB), the session's GetItem and an index Query through the data layer's client in this process
 * (alone and together), the same two requests as raw HTTP to DynamoDB Local (no client), and searches over HTTP; then
 * the client requests' own times while `emma` was searched.
 *
 *   npx tsx tests/bench/search-breakdown.ts [appointments=1000] [samples=300]
 */
import '../../functions/local/polyfills.js';
import nodeHttp from 'node:http';
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { seedAppointments } from '../support/seed-appointments.js';
import { searchIndexItems } from '../../functions/data/search-index.js';
import { appointmentEntry } from '../../functions/data/search-records.js';
import { searchTokenRange, sessionFamilyKey } from '../../functions/data/keys.js';
import { signUp, startStack } from './api.js';

const N = Number(process.argv[2] ?? 1000);
const SAMPLES = Number(process.argv[3] ?? 300);
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!; };

const running = await startStack();
const { base, services } = running;
const db = services.db;
try {
  const { cookie, businessId } = await signUp(base, N);
  const appts = await seedAppointments(db, businessId, N, new Date());
  const items = appts.flatMap((a) => searchIndexItems(businessId, 'appointment', a.id, appointmentEntry(a)));
  for (let i = 0; i < items.length; i += 25) {
    await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  const access = /access_token=([^;]+)/.exec(cookie)![1]!;
  const claims = JSON.parse(Buffer.from(access.split('.')[0]!, 'base64url').toString());
  const range = searchTokenRange(businessId, 'w:emma');
  const get = () => db.doc.send(new GetCommand({ TableName: db.tableName, Key: sessionFamilyKey(claims.sub, claims.fid), ConsistentRead: true }));
  const query = () => db.doc.send(new QueryCommand({
    TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.PK, ':from': range.from, ':to': range.to },
    ProjectionExpression: 'SK, kind, record_id, title, subtitle, #at', ExpressionAttributeNames: { '#at': 'at' }, Limit: 40,
  }));
  const ep = new URL(running.dynamoEndpoint);
  const agent = new nodeHttp.Agent({ keepAlive: true });
  const raw = (target: string, body: unknown) => () => new Promise<void>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = nodeHttp.request({ host: ep.hostname, port: Number(ep.port), method: 'POST', path: '/', agent, headers: {
      // DynamoDB Local does not verify the signature (these requests answer 200).
      'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${target}`,
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20250101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00', 'content-length': Buffer.byteLength(data) } }, (res) => {
      res.resume(); res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`raw ${target}: ${res.statusCode}`))));
    });
    req.on('error', reject); req.end(data);
  });
  const famKey = sessionFamilyKey(claims.sub, claims.fid);
  const rawGet = raw('GetItem', { TableName: db.tableName, Key: { PK: { S: famKey.PK }, SK: { S: famKey.SK } }, ConsistentRead: true });
  const rawQuery = raw('Query', { TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': { S: range.PK }, ':from': { S: range.from }, ':to': { S: range.to } },
    ProjectionExpression: 'SK, kind, record_id, title, subtitle, #at', ExpressionAttributeNames: { '#at': 'at' }, Limit: 40 });
  // The time of each DynamoDB request made while a search is served.
  const doc = db.doc as unknown as { send: (...a: unknown[]) => Promise<unknown> };
  const original = doc.send;
  let serverSide: number[] | null = null;
  const sendTimes: Record<string, number[]> = {};
  doc.send = function (this: unknown, ...a: unknown[]) {
    const t0 = performance.now();
    const p = original.apply(this, a as never);
    if (serverSide) {
      const name = (a[0] as { constructor: { name: string } }).constructor.name;
      p.then(() => (sendTimes[name] ??= []).push(performance.now() - t0), () => {});
    }
    return p;
  };
  const http = (path: string, withCookie = true) => async () => {
    const res = await fetch(base + path, withCookie ? { headers: { cookie } } : {});
    await res.text();
  };
  const rows: Array<[string, () => Promise<unknown>]> = [
    ['GET /api/health (HTTP, no DB)', http('/api/health')],
    ['GET /api/search no cookie (HTTP, 401, no DB)', http('/api/search?q=emma', false)],
    ['GetCommand family (in process)', get],
    ['QueryCommand w:emma limit 40 (in process)', query],
    ['Get + Query at once (in process)', () => Promise.all([get(), query()])],
    ['raw HTTP GetItem to DynamoDB Local (no SDK)', rawGet],
    ['raw HTTP Query to DynamoDB Local (no SDK)', rawQuery],
    ['raw Get + Query at once (no SDK)', () => Promise.all([rawGet(), rawQuery()])],
    ['GET /api/search?q=emma (HTTP)', async () => { serverSide = []; await http('/api/search?q=emma')(); serverSide = null; }],
    ['GET /api/search?q=olivia kim (HTTP)', async () => { await http('/api/search?q=olivia%20kim')(); }],
  ];
  const times = new Map<string, number[]>(rows.map(([n]) => [n, []]));
  for (let i = 0; i < 20; i++) for (const [, f] of rows) await f();
  for (const k of Object.keys(sendTimes)) delete sendTimes[k];
  for (let i = 0; i < SAMPLES; i++) for (const [n, f] of rows) { const t0 = performance.now(); await f(); times.get(n)!.push(performance.now() - t0); }
  console.log(`${N} appointments indexed; ${SAMPLES} samples per row, interleaved`);
  for (const [n] of rows) console.log(`${n.padEnd(48)} p50 ${pct(times.get(n)!, 50).toFixed(2).padStart(6)}  p90 ${pct(times.get(n)!, 90).toFixed(2).padStart(6)}  p99 ${pct(times.get(n)!, 99).toFixed(2).padStart(6)}`);
  for (const [k, v] of Object.entries(sendTimes)) console.log(`  during search emma: ${k.padEnd(20)} n=${v.length} p50 ${pct(v, 50).toFixed(2)} p99 ${pct(v, 99).toFixed(2)}`);
} finally {
  await running.stop();
}
process.exit(0);
