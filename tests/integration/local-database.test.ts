import '../../functions/local/polyfills.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocal } from '../../functions/local/start.js';
import { superviseDynamoLocal } from '../../functions/local/dynamodb-local.js';
import { freePort } from '../../functions/local/ports.js';

/**
 * Issue 12, item 12: DynamoDB Local's Java process dies while npm start runs. Meanwhile requests answer 503 with
 * Retry-After (not 500), /api/health reports the database, and the server brings it back on the same data.
 */
async function json(url: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (method !== 'GET') Object.assign(headers, { 'content-type': 'application/json', origin: new URL(url).origin });
  const res = await fetch(url, { ...init, headers });
  return { status: res.status, body: (await res.json().catch(() => null)) as any, headers: res.headers };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the local database dying under npm start', () => {
  it('answers 503 with Retry-After while DynamoDB Local restarts, reports it on /api/health, and comes back with the data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'receptionist-'));
    const port = await freePort();
    const running = await startLocal({ port, dataDir, quiet: true });
    const base = `http://127.0.0.1:${port}`;
    try {
      const email = `crash-${Date.now()}@example.com`;
      const signup = await json(`${base}/api/auth/signup`, {
        method: 'POST',
        body: JSON.stringify({
          user: { email, password: 'survive-me-1', full_name: 'Crash Test' },
          business: { name: 'Durable Dental', phone_number: '+13125550100' },
        }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      // The owner confirms the address from the emailed link, so the account can sign in again later.
      let token: string | undefined;
      for (let tries = 0; !token && tries < 50; tries++) {
        const outbox = await json(`${base}/dev/outbox.json`);
        const sent = (outbox.body?.emails ?? []).find((e: any) => e.to.includes(email) && /verify-email/.test(e.text));
        token = sent?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
        if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await json(`${base}/api/users/email-link`, { method: 'POST', body: JSON.stringify({ token }) })).status).toBe(200);
      const healthy = await json(`${base}/api/health`);
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: 'ok', database: 'up' });

      const firstPid = running.dynamoPid!;
      process.kill(firstPid, 'SIGKILL');
      // The Java process is gone: until it is back, the API says so plainly.
      const during = await json(`${base}/api/businesses/me`, { headers: { cookie } });
      expect(during.status).toBe(503);
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(during.body.error).toMatch(/database/i);
      const login = await json(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: 'survive-me-1' }) });
      expect(login.status).toBe(503);
      expect(login.headers.get('retry-after')).not.toBeNull();
      const health = await json(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).not.toBeNull();
      expect(health.body).toMatchObject({ status: 'unavailable', database: expect.stringMatching(/^(restarting|not_answering)$/) });

      // Back on the same data, with a new Java process.
      await until('the database to be back', async () => {
        const h = await json(`${base}/api/health`);
        return h.status === 200 && h.body.database === 'up' ? true : undefined;
      });
      expect(running.dynamoPid).not.toBe(firstPid);
      const me = await json(`${base}/api/businesses/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(me.body.name).toBe('Durable Dental');
      const again = await json(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: 'survive-me-1' }) });
      expect(again.status).toBe(200);
    } finally {
      await running.stop();
    }
  }, 240_000);
});

describe('DynamoDB Local that cannot be brought back', () => {
  it('gives up with a clear message (npm start then stops), and says down', async () => {
    const messages: string[] = [];
    let gaveUp = '';
    const db = await superviseDynamoLocal({
      dataDir: mkdtempSync(join(tmpdir(), 'receptionist-')),
      maxRestarts: 0,
      log: (m) => messages.push(m),
      onGiveUp: (m) => (gaveUp = m),
    });
    try {
      expect(db.state()).toBe('up');
      process.kill(db.pid()!, 'SIGKILL');
      await until('the supervisor to give up', async () => (gaveUp ? true : undefined), 30_000);
      expect(db.state()).toBe('down');
      expect(gaveUp).toMatch(/DynamoDB Local keeps exiting .*giving up/);
      await expect(db.whenUp()).rejects.toThrow(/down/);
    } finally {
      await db.stop();
    }
  }, 180_000);
});

/** Issue 12, item 7: npm start listens on loopback unless HOST says otherwise, and DynamoDB Local too. */
describe('local exposure', () => {
  /** The local addresses listening on a TCP port, from the kernel's tables (no traffic sent anywhere). */
  function listeners(port: number): string[] {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const out: string[] = [];
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols.length < 4 || cols[3] !== '0A') continue; // 0A: LISTEN
        const [addr, p] = cols[1]!.split(':');
        if (p === hexPort) out.push(decode(addr!));
      }
    }
    return out;
  }
  function decode(hex: string): string {
    if (hex.length === 8) return hex.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join('.');
    const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''));
    const v6 = words.join('');
    if (v6.startsWith('00000000000000000000FFFF')) return `::ffff:${v6.slice(24).match(/../g)!.map((b) => parseInt(b, 16)).join('.')}`;
    return v6 === '0'.repeat(32) ? '::' : v6 === '0'.repeat(31) + '1' ? '::1' : v6;
  }
  const loopback = (a: string) => /^(127\.|::1$|::ffff:127\.)/.test(a);

  it('binds the HTTP server and DynamoDB Local to loopback by default', async () => {
    const port = await freePort();
    const running = await startLocal({ port, dataDir: mkdtempSync(join(tmpdir(), 'receptionist-')), quiet: true });
    try {
      const http = listeners(port);
      expect(http.length).toBeGreaterThan(0);
      expect(http.filter((a) => !loopback(a))).toEqual([]);
      const dynamoPort = Number(new URL(running.dynamoEndpoint).port);
      const dynamo = listeners(dynamoPort);
      expect(dynamo.length).toBeGreaterThan(0);
      expect(dynamo.filter((a) => !loopback(a))).toEqual([]);
    } finally {
      await running.stop();
    }
  }, 180_000);

  it('listens where HOST says (0.0.0.0 opens it to the network)', async () => {
    const port = await freePort();
    const running = await startLocal({ port, host: '0.0.0.0', dataDir: mkdtempSync(join(tmpdir(), 'receptionist-')), quiet: true });
    try {
      expect(listeners(port)).toContain('0.0.0.0');
      expect((await json(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await running.stop();
    }
  }, 180_000);
});
