import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect } from 'vitest';
import type { Services } from '../../functions/core/services.js';
import { createGoogleStandIn, STANDIN_CLIENT } from '../../functions/local/google-standin.js';
import { googleCalendarGateway, standInEndpoints } from '../../functions/adapters/google-calendar.js';
import { aesGcmCipher } from '../../functions/adapters/local-key-cipher.js';
import { randomBytes } from 'node:crypto';
import type { TestClient } from './test-services.js';

/** The Google stand-in on an ephemeral loopback port, as `npm start` serves it under /dev/google. */
export async function startStandIn() {
  const standIn = createGoogleStandIn();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: standIn.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    standIn,
    url,
    control: (body: unknown) =>
      fetch(`${url}/dev/google/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Plugs the official clients, pointed at the stand-in, into test services (with a random token key). */
export function useGoogle(services: Services, standInUrl: string, key = randomBytes(32)) {
  services.google = googleCalendarGateway({ credentials: STANDIN_CLIENT, endpoints: standInEndpoints(standInUrl), timeoutMs: 1500 });
  services.secretCipher = aesGcmCipher(key);
}

/** The browser's part: follow authorization_url to the consent page and press Allow (or Cancel). */
export async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const pageRes = await fetch(authorizationUrl);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(m[1]!, m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  }
  form.set('decision', decision);
  const action = new URL('/dev/google/o/oauth2/v2/auth', authorizationUrl).toString();
  const res = await fetch(action, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** authorize → consent → callback, as the browser goes; answers the callback's response. */
export async function connectGoogle(client: TestClient) {
  const auth = await client.get('/api/google/authorize');
  expect(auth.status).toBe(200);
  const back = await consent(auth.body.authorization_url);
  return client.get(`${back.pathname}${back.search}`);
}
