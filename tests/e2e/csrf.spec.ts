import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUpOverApi } from './support';

/**
 * Issue 12, item 3, in a real browser: a page served from another port of the same host is same-site, so Chromium
 * sends the owner's SameSite=Lax cookies with its form posts and no-cors fetches. It must not book nor log the owner out.
 */
let attacker: Server;
let attackerOrigin: string;
let site: string;

test.beforeAll(async ({ baseURL }) => {
  site = baseURL!;
  const page = `<!doctype html><title>Same-site page</title>
<form id="book" method="POST" action="${site}/api/appointments/" enctype="text/plain" target="sink">
  <input name='{"first_name":"Mallory","last_name":"X","phone_number":"(212) 555-0100","status":"upcoming","appointment_datetime":"2031-03-10T10:00","x":"' value='"}'>
</form>
<iframe name="sink"></iframe>
<script>
  (async () => {
    const results = [];
    const tries = [
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/appointments/', 'text/plain'],
      ['POST', '/api/auth/refresh', undefined],
    ];
    for (const [method, path, type] of tries) {
      try {
        await fetch('${site}' + path, { method, mode: 'no-cors', credentials: 'include', headers: type ? { 'Content-Type': type } : {},
          body: type ? JSON.stringify({ first_name: 'Mallory', last_name: 'Y', phone_number: '(212) 555-0101', status: 'upcoming', appointment_datetime: '2031-03-11T10:00' }) : undefined });
        results.push(path);
      } catch (e) { results.push('failed ' + path); }
    }
    // A JSON fetch needs a CORS preflight, which the API never grants: the browser does not send it.
    try {
      await fetch('${site}/api/appointments/', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    } catch (e) { results.push('json refused'); }
    document.getElementById('book').submit();
    setTimeout(() => { document.title = 'done ' + results.join(','); }, 1500);
  })();
</script>`;
  attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', () => r()));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  attacker?.close();
});

test('a same-site page on another origin cannot book an appointment nor log the owner out', async ({ browser, request }) => {
  const account = await signUpOverApi(request);
  // The browser as it is: no test-added Origin header.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const login = await context.request.post(`${site}/api/auth/login`, {
    data: { email: account.email, password: account.password, remember_me: false },
    headers: { Origin: site },
  });
  expect(login.status()).toBe(200);
  const apiRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${site}/api/`)) apiRequests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${site}/api/`)) answers.push(r.status());
  });

  await page.goto(attackerOrigin);
  await expect(page).toHaveTitle(/^done /, { timeout: 15_000 });
  // The attempts did reach the API (with the cookies)...
  expect(apiRequests).toEqual(expect.arrayContaining(['POST /api/auth/logout', 'POST /api/appointments/']));
  // ...and were refused.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((s) => s === 403 || s === 415)).toBe(true);

  // Still signed in, and nothing booked.
  const me = await page.request.get(`${site}/api/auth/me`);
  expect(me.status()).toBe(200);
  const list = await page.request.get(`${site}/api/appointments/`);
  expect(list.status()).toBe(200);
  expect(Object.keys(await list.json())).toEqual([]);
  await context.close();
});
