import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, type Ctx } from '../support/appointment-helpers.js';
import { connectGoogle, consent, startStandIn, useGoogle } from '../support/google-helpers.js';
import { googleGrantKey } from '../../functions/data/keys.js';
import { GoogleCalendarService, eventIdFor } from '../../functions/core/google/calendar-service.js';
import { GOOGLE_SCOPES } from '../../functions/core/google/ports.js';
import { googleCalendarGateway } from '../../functions/adapters/google-calendar.js';

const CAL = 'appointments.local@group.calendar.google.com';

let ctx: Ctx;
let google: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  google = await startStandIn();
  // The real ASL of the calendar-event workflow, its backoff shortened to nothing.
  ctx = await createTestServices({ localWorkflows: { retryIntervalOverrides: { Sync: 0, RecordFailure: 0 }, onError: () => {} } });
  useGoogle(ctx.services, google.url);
});
afterAll(async () => {
  await ctx.workflows?.idle();
  await google.close();
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
  GoogleCalendarService.clearBusyCache();
});

async function grantItem(businessId: string) {
  const out = await ctx.services.db.doc.send(new GetCommand({ TableName: ctx.services.db.tableName, Key: googleGrantKey(businessId) }));
  return out.Item;
}

/** An owner connected to the stand-in with the Appointments calendar chosen. */
async function connectedOwner() {
  const owner = await ownerWithServices(ctx);
  const res = await connectGoogle(owner.client);
  expect(res.status).toBe(302);
  const chosen = await owner.client.patch(`/api/businesses/${owner.businessId}`, { business: { google_calendar_id: CAL } });
  if (chosen.status !== 200) throw new Error(JSON.stringify(chosen.body));
  return owner;
}

const eventsIn = (calendarId: string) => Object.values(google.standIn.state().events[calendarId] ?? {});

describe('connect: OAuth authorization code with PKCE and a session-bound state', () => {
  it('authorize answers the consent URL with S256 PKCE, a state and only the calendar scopes; the callback stores the tokens encrypted', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    expect((await client.get('/api/google/status')).body).toEqual({ connected: false, google_calendar_id: null, problem: null });

    const auth = await client.get('/api/google/authorize');
    const url = new URL(auth.body.authorization_url);
    expect(url.origin + url.pathname).toBe(`${google.url}/dev/google/o/oauth2/v2/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/google/callback');
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual([...GOOGLE_SCOPES].sort());

    const back = await consent(auth.body.authorization_url);
    const res = await client.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/google-calendar-select');
    expect((await client.get('/api/google/status')).body).toMatchObject({ connected: true, problem: null });

    const item = await grantItem(businessId);
    const grant = Object.values(google.standIn.state().access_tokens)[0];
    expect(item?.tokens_encrypted).toMatch(/^gcm1\./);
    const raw = JSON.stringify(item);
    expect(raw).not.toContain(grant!.refresh_token);
    for (const access of Object.keys(google.standIn.state().access_tokens)) expect(raw).not.toContain(access);
  });

  it('a replayed state is refused with a page that says so, and nothing changes', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const auth = await client.get('/api/google/authorize');
    const back = await consent(auth.body.authorization_url);
    expect((await client.get(`${back.pathname}${back.search}`)).status).toBe(302);
    const before = await grantItem(businessId);

    const replay = await client.get(`${back.pathname}${back.search}`);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('content-type')).toContain('text/html');
    expect(replay.body).toContain('expired, was already used, or was not started here');
    expect(await grantItem(businessId)).toEqual(before);
  });

  it('a forged state, a missing state and a denied consent store nothing', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const forged = await client.get('/api/google/callback?code=4%2F0Aabc&state=made-up-state-value');
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('Nothing was saved');
    expect((await client.get('/api/google/callback?code=4%2F0Aabc')).status).toBe(400);

    const auth = await client.get('/api/google/authorize');
    const back = await consent(auth.body.authorization_url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const denied = await client.get(`${back.pathname}${back.search}`);
    expect(denied.status).toBe(400);
    expect(denied.body).toContain('access was not allowed');
    expect(await grantItem(businessId)).toBeUndefined();
  });

  it("a callback carried into another session (another owner, or the same owner's other login) is refused", async () => {
    const victim = await ownerWithServices(ctx);
    const auth = await victim.client.get('/api/google/authorize');
    const back = await consent(auth.body.authorization_url);

    const attacker = new TestClient(ctx.app);
    const { business } = await signUp(attacker);
    const res = await attacker.get(`${back.pathname}${back.search}`);
    expect(res.status).toBe(403);
    expect(res.body).toContain('started in another session');
    expect(await grantItem(business.id)).toBeUndefined();
    expect(await grantItem(victim.businessId)).toBeUndefined();

    // The state was spent by the refused attempt: the victim must start again too.
    expect((await victim.client.get(`${back.pathname}${back.search}`)).status).toBe(400);
  });

  it('without a session the callback first tries to refresh, then refuses', async () => {
    const { client } = await ownerWithServices(ctx);
    const auth = await client.get('/api/google/authorize');
    const back = await consent(auth.body.authorization_url);
    const stranger = new TestClient(ctx.app);
    const first = await stranger.get(`${back.pathname}${back.search}`);
    expect(first.status).toBe(200);
    // The page's script (served apart: the CSP allows no inline script) refreshes the session, then comes back.
    expect(first.body).toContain('<script src="/api/google/refresh.js" data-next="/api/google/callback?');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await stranger.get('/api/google/refresh.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.body).toContain('/api/auth/refresh');
    const second = await stranger.get(`${back.pathname}${back.search}&after_refresh=1`);
    expect(second.status).toBe(401);
    expect(second.body).toContain('not signed in');
  });

  it('an expired state is refused', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    const auth = await client.get('/api/google/authorize');
    const back = await consent(auth.body.authorization_url);
    ctx.clock.advance(11 * 60_000);
    expect((await client.get(`${back.pathname}${back.search}`)).status).toBe(400);
    expect(await grantItem(businessId)).toBeUndefined();
  });
});

describe('calendars and the calendar choice', () => {
  it('lists the calendars the owner owns as {id, summary, description}; another id cannot be saved', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    expect((await client.get('/api/google/calendars')).status).toBe(409);
    await connectGoogle(client);
    const list = await client.get('/api/google/calendars');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: 'pat.owner@example.com', summary: 'pat.owner@example.com' },
      { id: CAL, summary: 'Appointments', description: 'Client bookings' },
    ]);
    const foreign = await client.patch(`/api/businesses/${businessId}`, { business: { google_calendar_id: 'en.usa#holiday@group.v.calendar.google.com' } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toContain('not one of your calendars');
    const ok = await client.patch(`/api/businesses/${businessId}`, { business: { google_calendar_id: CAL } });
    expect(ok.status).toBe(200);
    expect(ok.body.google_calendar_id).toBe(CAL);
  });

  it('an expired access token is refreshed and the new one stored; a revoked grant asks to reconnect', async () => {
    const { client, businessId } = await ownerWithServices(ctx);
    await connectGoogle(client);
    const before = (await grantItem(businessId))!.tokens_encrypted;
    await google.control({ expire_access_tokens: true });
    expect((await client.get('/api/google/calendars')).status).toBe(200);
    expect((await grantItem(businessId))!.tokens_encrypted).not.toBe(before);

    await google.control({ revoke_all: true });
    const res = await client.get('/api/google/calendars');
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('reconnect');
    expect((await client.get('/api/google/status')).body.problem).toMatchObject({ reconnect: true });
  });

  it('Google answering 429 or 503 is a 503 with Retry-After, not a 500', async () => {
    const { client } = await ownerWithServices(ctx);
    await connectGoogle(client);
    await google.control({ fail_next: { status: 429 } });
    const limited = await client.get('/api/google/calendars');
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('60');
    await google.control({ fail_next: { status: 503 } });
    expect((await client.get('/api/google/calendars')).status).toBe(503);
    expect((await client.get('/api/google/calendars')).status).toBe(200);
  });
});

describe('events for bookings (calendar-event workflow)', () => {
  it("the modal's checkbox creates the event; moving updates it; deleting removes it", async () => {
    const { client, haircut } = await connectedOwner();
    const created = await client.post('/api/appointments/', appointmentBody({ business_item_id: haircut.id, create_calendar_event: true }));
    expect(created.status).toBe(201);
    await ctx.workflows!.idle();
    const event = google.standIn.state().events[CAL]?.[eventIdFor(created.body._id)];
    expect(event).toMatchObject({
      status: 'confirmed',
      summary: 'Jane Doe – Haircut',
      start: { dateTime: '2025-03-10T14:00:00.000Z', timeZone: 'America/New_York' },
      end: { dateTime: '2025-03-10T14:45:00.000Z' },
      extendedProperties: { private: { receptionist_appointment_id: created.body._id } },
    });

    expect((await client.put(`/api/appointments/${created.body._id}/`, { appointment_datetime: '2025-03-11T15:00' })).status).toBe(200);
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]![eventIdFor(created.body._id)]!.start.dateTime).toBe('2025-03-11T19:00:00.000Z');

    expect((await client.delete(`/api/appointments/${created.body._id}/`)).status).toBe(204);
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]![eventIdFor(created.body._id)]!.status).toBe('cancelled');
  });

  it('cancelling (status cancelled) deletes the event; the appointment keeps its record', async () => {
    const { client } = await connectedOwner();
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T09:00', create_calendar_event: true }));
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]?.[eventIdFor(created.body._id)]?.status).toBe('confirmed');
    expect((await client.put(`/api/appointments/${created.body._id}/`, { status: 'cancelled' })).status).toBe(200);
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]![eventIdFor(created.body._id)]!.status).toBe('cancelled');
  });

  it('without the checkbox no event is written', async () => {
    const { client } = await connectedOwner();
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T10:00' }));
    expect(created.status).toBe(201);
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]?.[eventIdFor(created.body._id)]).toBeUndefined();
  });

  it('429 and 5xx are retried until the event is written; the booking never waits for it', async () => {
    const { client } = await connectedOwner();
    await google.control({ fail_next: { status: 429, count: 2, path: '/events' } });
    await google.control({ fail_next: { status: 500, count: 1, path: '/events' } });
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T11:00', create_calendar_event: true }));
    expect(created.status).toBe(201);
    await ctx.workflows!.idle();
    expect(google.standIn.state().events[CAL]?.[eventIdFor(created.body._id)]?.status).toBe('confirmed');
    expect((await client.get('/api/google/status')).body.problem).toBeNull();
  });

  it('a lasting failure is shown on the status (the card), the appointment stays booked', async () => {
    const { client } = await connectedOwner();
    await google.control({ fail_next: { status: 500, count: 50, path: '/events' } });
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T12:00', create_calendar_event: true }));
    expect(created.status).toBe(201);
    await ctx.workflows!.idle();
    google.standIn.state().faults.length = 0;
    const status = (await client.get('/api/google/status')).body;
    expect(status.problem).toMatchObject({ reconnect: false, message: expect.stringContaining('could not be written') });
    expect((await client.get(`/api/appointments/${created.body._id}`)).status).toBe(200);
  });

  it('a revoked grant stops retrying at once and asks to reconnect', async () => {
    const { client } = await connectedOwner();
    await google.control({ revoke_all: true });
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T13:00', create_calendar_event: true }));
    expect(created.status).toBe(201);
    await ctx.workflows!.idle();
    expect((await client.get('/api/google/status')).body.problem).toMatchObject({ reconnect: true });
  });
});

describe('busy time blocks POST /appointments/', () => {
  it("an owner's busy event (with the buffer) answers 409 unless the overlap is confirmed", async () => {
    const { client } = await connectedOwner();
    // 14:00-15:00 UTC on 10 March is 10:00-11:00 in New York.
    await google.control({ add_event: { calendar_id: CAL, summary: 'Dentist', start: '2025-03-10T14:00:00Z', end: '2025-03-10T15:00:00Z' } });
    const clash = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:30' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain('busy time in your Google Calendar');
    // 11:05 is inside the 10-minute buffer after the event.
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T11:05' }))).status).toBe(409);
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T11:10' }))).status).toBe(201);
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:30', allow_overlap: true }))).status).toBe(201);
  });

  it('free/busy answers are reused for a minute, then asked again', async () => {
    const { client } = await connectedOwner();
    const queries = () => google.standIn.state().freebusy_queries;
    const body = appointmentBody({ appointment_datetime: '2025-03-14T10:00', allow_overlap: false });
    const before = queries();
    const first = await client.post('/api/appointments/', body);
    expect(first.status).toBe(201);
    expect(queries()).toBe(before + 1);
    // The same window again (refused by the slot lock, after the busy check): answered from the cache.
    expect((await client.post('/api/appointments/', body)).status).toBe(409);
    expect(queries()).toBe(before + 1);
    ctx.clock.advance(61_000);
    expect((await client.post('/api/appointments/', body)).status).toBe(409);
    expect(queries()).toBe(before + 2);
  });

  it('when Google cannot be reached the booking goes on from own data, and the log says so', async () => {
    const { client } = await connectedOwner();
    await google.control({ add_event: { calendar_id: CAL, summary: 'Gym', start: '2025-03-13T14:00:00Z', end: '2025-03-13T15:00:00Z' } });
    const saved = ctx.services.google;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Nothing listens on port 9: Google is unreachable.
    ctx.services.google = googleCalendarGateway({
      credentials: { clientId: 'x', clientSecret: 'y' },
      endpoints: { authUrl: 'http://127.0.0.1:9/a', tokenUrl: 'http://127.0.0.1:9/t', revokeUrl: 'http://127.0.0.1:9/r', apiRoot: 'http://127.0.0.1:9/' },
      timeoutMs: 500,
    });
    try {
      const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-13T10:00' }));
      expect(res.status).toBe(201);
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('google free/busy unavailable: booking from own data only');
    } finally {
      ctx.services.google = saved;
      warn.mockRestore();
    }
  });
});

describe('busy time blocks the assistant', () => {
  async function ask(client: TestClient, line: string) {
    const call = await client.post('/api/test-calls', {});
    expect(call.status).toBe(201);
    const res = await client.post(`/api/test-calls/${call.body.id}/turns`, { text: line });
    expect(res.status).toBe(200);
    return res.body.say as string;
  }

  it("the slot the assistant would have offered is not offered once the owner's calendar is busy then", async () => {
    const { client } = await connectedOwner();
    const free = await ask(client, 'book a haircut tomorrow at 3');
    expect(free).toBe('May I have your first and last name?');
    // Tuesday 4 March 15:00-16:00 in New York.
    await google.control({ add_event: { calendar_id: CAL, summary: 'School run', start: '2025-03-04T20:00:00Z', end: '2025-03-04T21:00:00Z' } });
    GoogleCalendarService.clearBusyCache();
    const busy = await ask(client, 'book a haircut tomorrow at 3');
    expect(busy).toContain('tomorrow at 3:00 PM is already taken');
    // The 45-minute haircut plus the 10-minute buffer keeps clear of 3:00-4:00 PM on both sides.
    expect(busy).toContain('2:00 PM');
    expect(busy).toContain('4:30 PM');
    expect(busy).not.toMatch(/\b(3:30|4:00) PM/);
  });
});

describe('bookings made by phone', () => {
  it('get an event in the chosen calendar without any checkbox', async () => {
    const { client } = await connectedOwner();
    const call = await client.post('/api/test-calls', { caller_number: '+13125550101' });
    expect(call.status).toBe(201);
    let last = '';
    for (const text of ['book a haircut tomorrow at 11', 'Ana Lopez', 'yes', 'yes']) {
      const turn = await client.post(`/api/test-calls/${call.body.id}/turns`, { text });
      expect(turn.status).toBe(200);
      last = turn.body.say;
    }
    expect(last).toContain("You're all set, Ana.");
    await ctx.workflows!.idle();
    const events = eventsIn(CAL).filter((e) => e.summary === 'Ana Lopez – Haircut');
    expect(events).toHaveLength(1);
    // Tuesday 4 March, 11:00 in New York.
    expect(events[0]).toMatchObject({ status: 'confirmed', start: { dateTime: '2025-03-04T16:00:00.000Z' } });
    expect(events[0]!.description).toContain('booked by phone');
    // The owner reads the caller's number as a person writes it, not as stored.
    expect(events[0]!.description).toContain('Phone: (312) 555-0101');
    expect(events[0]!.description).not.toContain('+1312');
  });
});

describe('a phone booking after an intake scenario', () => {
  it("puts the caller's answers (a job's address, the problem) in the event's description", async () => {
    const { client } = await connectedOwner();
    const cfg = (await client.get('/api/assistant-configurations/me')).body;
    const saved = await client.patch(`/api/assistant-configurations/${cfg.id}`, {
      assistant_configuration: {
        scenarios_attributes: [
          {
            trigger: 'Caller wants to book a haircut',
            post_collection_action: 'Book an appointment',
            scenario_questions_attributes: [{ question: 'What is the address for the house call?', is_required: true }],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const call = await client.post('/api/test-calls', { caller_number: '+13125550102' });
    let last = '';
    for (const text of ['I would like to book a haircut', '18 Maple Avenue, Shelbyville', 'tomorrow at 1 pm', 'Dana Kowalczyk', 'yes', 'yes']) {
      const turn = await client.post(`/api/test-calls/${call.body.id}/turns`, { text });
      expect(turn.status).toBe(200);
      last = turn.body.say;
    }
    expect(last).toContain("You're all set, Dana.");
    await ctx.workflows!.idle();
    const [event] = eventsIn(CAL).filter((e) => e.summary === 'Dana Kowalczyk – Haircut');
    expect(event!.description).toContain('What is the address for the house call? 18 Maple Avenue, Shelbyville');
    expect(event!.description).not.toMatch(/source|test_call|intake_scenario/);
  });
});

describe('disconnect', () => {
  it('revokes the grant at Google, deletes the tokens and unlinks the calendar', async () => {
    const { client, businessId } = await connectedOwner();
    const refresh = Object.keys(google.standIn.state().refresh_tokens).at(-1)!;
    const res = await client.delete('/api/google/disconnect');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ connected: false, revoked: true });
    expect(google.standIn.state().refresh_tokens[refresh]!.revoked).toBe(true);
    expect(await grantItem(businessId)).toBeUndefined();
    expect((await client.get('/api/businesses/me')).body.google_calendar_id).toBeNull();
    expect((await client.get('/api/google/status')).body).toEqual({ connected: false, google_calendar_id: null, problem: null });
  });
});
