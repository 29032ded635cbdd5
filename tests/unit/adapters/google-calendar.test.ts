import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { googleCalendarGateway, type GoogleEndpoints } from '../../../functions/adapters/google-calendar.js';
import { GoogleError, type GoogleTokens } from '../../../functions/core/google/ports.js';

/**
 * The adapter (the official clients) against Google's recorded answers: the success shapes of calendarList and
 * freeBusy, and the documented error bodies (OAuth invalid_grant, 401, 403 rate/scopes, 409, 410, 429, 503).
 */
const recorded = (name: string) => JSON.parse(readFileSync(new URL(`./google-responses/${name}.json`, import.meta.url), 'utf8'));

type Scripted = { status: number; body?: unknown };
let script: Scripted[] = [];
let seen: Array<{ method: string; path: string; auth?: string; body: string }> = [];
let server: ReturnType<typeof serve>;
let endpoints: GoogleEndpoints;

beforeAll(async () => {
  const app = new Hono();
  app.all('*', async (c) => {
    seen.push({ method: c.req.method, path: new URL(c.req.url).pathname, auth: c.req.header('authorization'), body: await c.req.text() });
    const next = script.shift() ?? { status: 500, body: { error: { code: 500, message: 'unscripted' } } };
    if (next.status === 204) return c.body(null, 204);
    return c.json(next.body ?? {}, next.status as 200);
  });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoints = { authUrl: `${base}/o/oauth2/v2/auth`, tokenUrl: `${base}/token`, revokeUrl: `${base}/revoke`, apiRoot: `${base}/` };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

const valid: GoogleTokens = { access_token: 'ya29.valid', refresh_token: '1//0g-refresh', expiry_date: Date.now() + 3_600_000 };
const expired: GoogleTokens = { ...valid, access_token: 'ya29.old', expiry_date: Date.now() - 1000 };

function client(tokens: GoogleTokens = valid, saved: GoogleTokens[] = []) {
  const gateway = googleCalendarGateway({ credentials: { clientId: 'cid', clientSecret: 'secret' }, endpoints, timeoutMs: 1000 });
  return gateway.client(tokens, async (t) => void saved.push(t));
}

async function failure(promise: Promise<unknown>): Promise<GoogleError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleError);
  return error as GoogleError;
}

describe('Google Calendar adapter against recorded Google responses', () => {
  it('reads calendarList (summaryOverride first, description kept) and asks only for owned calendars', async () => {
    script = [{ status: 200, body: recorded('calendar-list') }];
    const list = await client().listCalendars();
    expect(list).toEqual([
      { id: 'owner@example.com', summary: 'owner@example.com', access_role: 'owner', primary: true },
      { id: 'c_8f3b2a1e@group.calendar.google.com', summary: 'Bookings', description: 'Chairs 1 and 2', access_role: 'owner', primary: false },
    ]);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/calendar/v3/users/me/calendarList', auth: 'Bearer ya29.valid' });
  });

  it('reads freeBusy into UTC instants; a calendar error answers not_found', async () => {
    script = [{ status: 200, body: recorded('freebusy') }];
    const busy = await client().freeBusy('owner@example.com', '2025-03-10T00:00:00.000Z', '2025-03-11T00:00:00.000Z');
    expect(busy).toEqual([
      { starts_at: '2025-03-10T14:00:00.000Z', ends_at: '2025-03-10T15:00:00.000Z' },
      { starts_at: '2025-03-10T21:30:00.000Z', ends_at: '2025-03-10T22:00:00.000Z' },
    ]);
    expect(JSON.parse(seen[0]!.body)).toEqual({ timeMin: '2025-03-10T00:00:00.000Z', timeMax: '2025-03-11T00:00:00.000Z', items: [{ id: 'owner@example.com' }] });

    script = [{ status: 200, body: recorded('freebusy-not-found') }];
    expect((await failure(client().freeBusy('gone@group.calendar.google.com', 'a', 'b'))).failure).toBe('not_found');
  });

  it('an expired access token is refreshed first, and the new tokens are reported for storing', async () => {
    script = [{ status: 200, body: recorded('token-refresh') }, { status: 200, body: recorded('calendar-list') }];
    const saved: GoogleTokens[] = [];
    await client(expired, saved).listCalendars();
    expect(seen.map((s) => s.path)).toEqual(['/token', '/calendar/v3/users/me/calendarList']);
    expect(seen[0]!.body).toContain('grant_type=refresh_token');
    expect(seen[1]!.auth).toBe('Bearer ya29.a0AfB_byC-refreshed');
    expect(saved).toEqual([expect.objectContaining({ access_token: 'ya29.a0AfB_byC-refreshed', refresh_token: '1//0g-refresh' })]);
  });

  it('a 401 on a token thought valid refreshes once and repeats the call', async () => {
    script = [{ status: 401, body: recorded('error-401') }, { status: 200, body: recorded('token-refresh') }, { status: 200, body: recorded('calendar-list') }];
    expect(await client().listCalendars()).toHaveLength(2);
    expect(seen.map((s) => s.path)).toEqual(['/calendar/v3/users/me/calendarList', '/token', '/calendar/v3/users/me/calendarList']);
  });

  it('invalid_grant on refresh (revoked or expired grant) is "revoked": only reconnecting helps', async () => {
    script = [{ status: 400, body: recorded('token-invalid-grant') }];
    const e = await failure(client(expired).listCalendars());
    expect(e.failure).toBe('revoked');
    expect(e.retryable).toBe(false);
    expect(e.message).toContain('Token has been expired or revoked');
  });

  it('429 and 403 userRateLimitExceeded are rate_limited, 503 is unavailable: both retryable', async () => {
    script = [{ status: 429, body: recorded('error-429') }];
    let e = await failure(client().listCalendars());
    expect([e.failure, e.retryable, e.status]).toEqual(['rate_limited', true, 429]);
    script = [{ status: 503, body: recorded('error-503') }];
    e = await failure(client().listCalendars());
    expect([e.failure, e.retryable, e.status]).toEqual(['unavailable', true, 503]);
    // The client library's own retries are off: one request per call, retries belong to the workflow.
    expect(seen).toHaveLength(2);
    // A 403 makes the auth library refresh once and repeat (as it does for 401); Google answers the same again.
    script = [{ status: 403, body: recorded('error-403-user-rate') }, { status: 200, body: recorded('token-refresh') }, { status: 403, body: recorded('error-403-user-rate') }];
    e = await failure(client().listCalendars());
    expect([e.failure, e.retryable]).toEqual(['rate_limited', true]);
  });

  it('403 insufficient scopes asks to reconnect', async () => {
    script = [{ status: 403, body: recorded('error-403-scopes') }, { status: 200, body: recorded('token-refresh') }, { status: 403, body: recorded('error-403-scopes') }];
    expect((await failure(client().listCalendars())).failure).toBe('revoked');
  });

  it('upsert: an insert answering 409 duplicate (a retried write) patches the same event', async () => {
    script = [{ status: 409, body: recorded('error-409-duplicate') }, { status: 200, body: { kind: 'calendar#event', id: 'rcpabc12' } }];
    await client().upsertEvent('owner@example.com', 'rcpabc12', {
      summary: 'Jane Doe',
      description: 'x',
      starts_at: '2025-03-10T14:00:00.000Z',
      ends_at: '2025-03-10T14:30:00.000Z',
      time_zone: 'America/New_York',
      appointment_id: 'a1',
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /calendar/v3/calendars/owner%40example.com/events',
      'PATCH /calendar/v3/calendars/owner%40example.com/events/rcpabc12',
    ]);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ id: 'rcpabc12', start: { dateTime: '2025-03-10T14:00:00.000Z', timeZone: 'America/New_York' } });
  });

  it('deleting an event Google already deleted (410) succeeds', async () => {
    script = [{ status: 410, body: recorded('error-410-deleted') }];
    await expect(client().deleteEvent('owner@example.com', 'rcpabc12')).resolves.toBeUndefined();
  });

  it('Google unreachable is unavailable (retryable), quickly', async () => {
    const gateway = googleCalendarGateway({
      credentials: { clientId: 'cid', clientSecret: 'secret' },
      endpoints: { ...endpoints, apiRoot: 'http://127.0.0.1:9/' },
      timeoutMs: 500,
    });
    const e = await failure(gateway.client(valid, async () => {}).freeBusy('x', 'a', 'b'));
    expect([e.failure, e.retryable]).toEqual(['unavailable', true]);
  });

  it('the authorization URL asks for offline access, consent, S256 PKCE and the three calendar scopes only', async () => {
    const gateway = googleCalendarGateway({ credentials: { clientId: 'cid', clientSecret: 'secret' }, endpoints });
    const url = new URL(await gateway.authorizationUrl({ state: 'st', codeChallenge: 'ch', redirectUri: 'https://app.example/api/google/callback' }));
    expect(url.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid',
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      redirect_uri: 'https://app.example/api/google/callback',
      scope:
        'https://www.googleapis.com/auth/calendar.calendarlist.readonly https://www.googleapis.com/auth/calendar.events.owned https://www.googleapis.com/auth/calendar.freebusy',
    });
  });
});
