import '../../functions/local/polyfills.js';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startLocal, StartError } from '../../functions/local/start.js';
import { freePort } from '../../functions/local/ports.js';
import { buildLocalServices, localConfig } from '../../functions/local/local-services.js';
import { createLocalApp } from '../../functions/local/server.js';

async function json(url: string, init: RequestInit = {}) {
  // State-changing calls come from the site, as the SPA's do.
  const origin: Record<string, string> = init.method && init.method !== 'GET' ? { origin: new URL(url).origin } : {};
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...origin, ...(init.headers ?? {}) } });
  return { status: res.status, body: (await res.json().catch(() => null)) as any, headers: res.headers };
}

describe('npm start (the local stack)', () => {
  it('keeps data across a restart and stops DynamoDB Local with it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'receptionist-'));
    const port = await freePort();
    let running = await startLocal({ port, dataDir, quiet: true });
    const base = `http://127.0.0.1:${port}`;
    const email = `restart-${Date.now()}@example.com`;
    const signup = await json(`${base}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({
        user: { email, password: 'persist-me-1', full_name: 'Persist' },
        business: { name: 'Persisted Plumbing', phone_number: '+13125550100' },
      }),
    });
    expect(signup.status).toBe(201);
    // The owner confirms the address from the emailed link, so the account signs in from another client.
    let token: string | undefined;
    for (let tries = 0; !token && tries < 50; tries++) {
      const outbox = await json(`${base}/dev/outbox.json`);
      const sent = (outbox.body?.emails ?? []).find((e: any) => e.to.includes(email) && /verify-email/.test(e.text));
      token = sent?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await json(`${base}/api/users/email-link`, { method: 'POST', body: JSON.stringify({ token }) })).status).toBe(200);
    const javaPid = (running as any).dynamoPid as number | undefined;
    await running.stop();
    if (javaPid) expect(() => process.kill(javaPid, 0)).toThrow();

    running = await startLocal({ port, dataDir, quiet: true });
    try {
      const login = await json(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: 'persist-me-1' }) });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const me = await json(`${base}/api/businesses/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(me.body.name).toBe('Persisted Plumbing');
    } finally {
      await running.stop();
    }
  });

  it('sends email through the real SES client to the emulator and lists it with SMS on /dev/outbox.json', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'receptionist-'));
    const port = await freePort();
    const running = await startLocal({ port, dataDir, quiet: true });
    try {
      await running.services.email.send({ to: 'client@example.com', subject: 'Your booking', text: 'See you at 3pm' });
      await running.services.sms.send({ to: '+12125550100', body: 'first' });
      await running.services.sms.send({ to: '+12125550100', body: 'second' });
      const outbox = await json(`http://127.0.0.1:${port}/dev/outbox.json`);
      // The emulator keeps its mail per process, so an earlier test's sign-up mail may be listed too: look at ours.
      expect(outbox.body.emails.filter((e: { to: string[] }) => e.to.includes('client@example.com'))).toEqual([
        expect.objectContaining({ to: ['client@example.com'], subject: 'Your booking', text: 'See you at 3pm' }),
      ]);
      expect(outbox.body.sms.map((m: any) => m.body)).toEqual(['second', 'first']);
      const page = await fetch(`http://127.0.0.1:${port}/dev/outbox`);
      expect(await page.text()).toContain('Your booking');
    } finally {
      await running.stop();
    }
  });

  it('refuses to start on a port in use or with an unusable data folder, with a clear message', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '0.0.0.0', () => r()));
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'receptionist-'));
      await expect(startLocal({ port, dataDir, quiet: true })).rejects.toThrow(StartError);
      await expect(startLocal({ port, dataDir, quiet: true })).rejects.toThrow(/port \d+ is already in use/);
    } finally {
      blocker.close();
    }
    const notADir = join(mkdtempSync(join(tmpdir(), 'receptionist-')), 'file');
    writeFileSync(notADir, 'x');
    chmodSync(notADir, 0o400);
    await expect(startLocal({ port: await freePort(), dataDir: notADir, quiet: true })).rejects.toThrow(/data folder .* cannot be used/);
  });

  it('CLOCK_START starts the server clock at that instant, then it runs; a malformed one stops the start with its message before anything runs', async () => {
    const config = localConfig({ tableName: 't', tokenSecret: 'x'.repeat(32), publicBaseUrl: 'http://localhost:1', env: { CLOCK_START: '2026-11-29T03:00:00-05:00' } });
    const services = buildLocalServices({ config, dynamoEndpoint: 'http://127.0.0.1:9', sesEndpoint: 'http://127.0.0.1:9' });
    const app = createLocalApp({ services, outbox: services.outbox, emails: { list: async () => [] } });
    const time = async () => Date.parse(((await (await app.request('/api/health')).json()) as { time: string }).time);
    const first = await time();
    expect(first - Date.parse('2026-11-29T08:00:00.000Z')).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse('2026-11-29T08:00:00.000Z')).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await time()).toBeGreaterThan(first);

    const badDir = mkdtempSync(join(tmpdir(), 'receptionist-'));
    const refused = startLocal({ port: await freePort(), dataDir: badDir, quiet: true, env: { CLOCK_START: 'sunday night' } });
    await expect(refused).rejects.toThrow(StartError);
    await expect(refused).rejects.toThrow('CLOCK_START: must be an instant with its offset, e.g. 2026-11-29T03:00:00-05:00');
    expect(existsSync(join(badDir, 'dynamodb', 'shared-local-instance.db'))).toBe(false);
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain(badDir);
  });
});
