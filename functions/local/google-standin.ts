import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';

/**
 * A local stand-in for the parts of Google the product uses, served by `npm start`: under /dev/google the OAuth
 * consent page (one fake account), the token endpoint (authorization code with PKCE, refresh, revoke) and the
 * Calendar API subset (calendarList.list, events insert/patch/delete/list, freebusy.query) at Google's own paths, /calendar/v3/.... Answers, errors
 * included, keep the shapes Google documents, so the official clients work against it unchanged.
 * Local only, like the outbox: /dev/google/state.json shows what it holds and /dev/google/control lets tests
 * inject faults (429, 5xx), expire access tokens, revoke grants and add the owner's own events.
 */

export const STANDIN_CLIENT = { clientId: 'local-receptionist.apps.googleusercontent.com', clientSecret: 'local-client-secret' } as const;
export const STANDIN_ACCOUNT = { email: 'pat.owner@example.com', name: 'Pat Owner' } as const;

interface CalendarRecord {
  id: string;
  summary: string;
  description?: string;
  timeZone: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary?: boolean;
}

interface EventRecord {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  created: string;
  updated: string;
  sequence: number;
}

interface State {
  calendars: CalendarRecord[];
  events: Record<string, Record<string, EventRecord>>;
  codes: Record<string, { redirect_uri: string; scope: string; challenge: string; expires_at: number }>;
  refresh_tokens: Record<string, { scope: string; revoked: boolean }>;
  access_tokens: Record<string, { refresh_token: string; expires_at: number }>;
  faults: Array<{ status: number; count: number; path?: string }>;
  /** How many free/busy queries were answered (tests check the product's cache). */
  freebusy_queries: number;
}

const initialState = (): State => ({
  calendars: [
    { id: STANDIN_ACCOUNT.email, summary: STANDIN_ACCOUNT.email, timeZone: 'America/New_York', accessRole: 'owner', primary: true },
    { id: 'appointments.local@group.calendar.google.com', summary: 'Appointments', description: 'Client bookings', timeZone: 'America/New_York', accessRole: 'owner' },
    { id: 'en.usa#holiday@group.v.calendar.google.com', summary: 'Holidays in United States', description: 'Holidays and Observances in United States', timeZone: 'America/New_York', accessRole: 'reader' },
  ],
  events: {},
  codes: {},
  refresh_tokens: {},
  access_tokens: {},
  faults: [],
  freebusy_queries: 0,
});

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const etag = () => `"${Date.now()}${Math.floor(Math.random() * 1000)}"`;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Google's API error body: {error: {code, message, errors: [{domain, reason, message}], status}}. */
function apiError(c: Context, code: number, reason: string, message: string, status: string) {
  return c.json({ error: { code, message, errors: [{ message, domain: code === 429 ? 'usageLimits' : 'global', reason }], status } }, code as 400);
}
const oauthError = (c: Context, code: number, error: string, description: string) => c.json({ error, error_description: description }, code as 400);

export interface GoogleStandIn {
  app: Hono;
  /** What it holds (tests). */
  state(): State;
}

export function createGoogleStandIn(options: { file?: string; now?: () => number } = {}): GoogleStandIn {
  const now = options.now ?? (() => Date.now());
  let state: State = initialState();
  if (options.file && existsSync(options.file)) {
    try {
      state = { ...initialState(), ...(JSON.parse(readFileSync(options.file, 'utf8')) as State) };
    } catch {
      state = initialState();
    }
  }
  const save = () => {
    if (options.file) writeFileSync(options.file, JSON.stringify(state), { mode: 0o600 });
  };

  // The Calendar API keeps Google's paths at the root (/calendar/v3/...): the client library takes its rootUrl as an
  // origin only. Everything else lives under /dev/google.
  const root = new Hono({ strict: false });
  const app = new Hono({ strict: false }).basePath('/dev/google');

  // ------------------------------------------------------------ consent page

  app.get('/o/oauth2/v2/auth', (c) => {
    const q = c.req.query();
    const problem =
      q.client_id !== STANDIN_CLIENT.clientId
        ? 'The OAuth client was not found. (invalid_client)'
        : q.response_type !== 'code'
          ? 'Unsupported response_type. (unsupported_response_type)'
          : !q.redirect_uri
            ? 'Missing required parameter: redirect_uri (invalid_request)'
            : !q.code_challenge || q.code_challenge_method !== 'S256'
              ? 'This client must use PKCE with S256. (invalid_request)'
              : !q.scope
                ? 'Missing required parameter: scope (invalid_request)'
                : null;
    if (problem) return c.html(page('Error 400', `<h1>Access blocked: authorization error</h1><p role="alert">${escapeHtml(problem)}</p>`), 400);
    const hidden = ['redirect_uri', 'state', 'scope', 'code_challenge']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`)
      .join('');
    const scopes = q.scope!.split(/\s+/).map((s) => `<li>${escapeHtml(s)}</li>`).join('');
    return c.html(
      page(
        'Sign in - Google Accounts (local stand-in)',
        `<h1>Choose an account to continue to Receptionist</h1>
<p class="account"><strong>${STANDIN_ACCOUNT.name}</strong><br>${STANDIN_ACCOUNT.email}</p>
<p>Receptionist wants to access your Google Account:</p><ul>${scopes}</ul>
<form method="post" action="/dev/google/o/oauth2/v2/auth">${hidden}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Cancel</button></form>`,
      ),
    );
  });

  app.post('/o/oauth2/v2/auth', async (c) => {
    const form = await c.req.parseBody();
    const redirect = new URL(String(form.redirect_uri ?? ''));
    redirect.searchParams.set('state', String(form.state ?? ''));
    if (form.decision !== 'allow') {
      redirect.searchParams.set('error', 'access_denied');
      return c.redirect(redirect.toString(), 302);
    }
    const code = token('4/0A');
    state.codes[code] = {
      redirect_uri: String(form.redirect_uri),
      scope: String(form.scope ?? ''),
      challenge: String(form.code_challenge ?? ''),
      expires_at: now() + 10 * 60_000,
    };
    save();
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('scope', String(form.scope ?? ''));
    return c.redirect(redirect.toString(), 302);
  });

  // ------------------------------------------------------------ tokens

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    if (form.client_id !== STANDIN_CLIENT.clientId || form.client_secret !== STANDIN_CLIENT.clientSecret) {
      return oauthError(c, 401, 'invalid_client', 'The OAuth client was not found.');
    }
    const issue = (refreshToken: string, scope: string, withRefresh: boolean) => {
      const access = token('ya29.');
      state.access_tokens[access] = { refresh_token: refreshToken, expires_at: now() + 3599_000 };
      save();
      return c.json({
        access_token: access,
        expires_in: 3599,
        ...(withRefresh ? { refresh_token: refreshToken } : {}),
        scope,
        token_type: 'Bearer',
      });
    };
    if (form.grant_type === 'authorization_code') {
      const code = state.codes[String(form.code ?? '')];
      delete state.codes[String(form.code ?? '')];
      if (!code || code.expires_at < now()) return oauthError(c, 400, 'invalid_grant', 'Malformed auth code.');
      if (code.redirect_uri !== form.redirect_uri) return oauthError(c, 400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = String(form.code_verifier ?? '');
      if (!verifier || createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
        return oauthError(c, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      const refresh = token('1//0g');
      state.refresh_tokens[refresh] = { scope: code.scope, revoked: false };
      return issue(refresh, code.scope, true);
    }
    if (form.grant_type === 'refresh_token') {
      const refresh = String(form.refresh_token ?? '');
      const grant = state.refresh_tokens[refresh];
      if (!grant || grant.revoked) return oauthError(c, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return issue(refresh, grant.scope, false);
    }
    return oauthError(c, 400, 'unsupported_grant_type', `Invalid grant_type: ${String(form.grant_type ?? '')}`);
  });

  app.post('/revoke', async (c) => {
    const fromBody = c.req.header('content-type')?.includes('form') ? (await c.req.parseBody()).token : undefined;
    const value = String(c.req.query('token') ?? fromBody ?? '');
    const refresh = state.refresh_tokens[value] ? value : state.access_tokens[value]?.refresh_token;
    if (!refresh || !state.refresh_tokens[refresh] || state.refresh_tokens[refresh]!.revoked) {
      return oauthError(c, 400, 'invalid_token', 'Token expired or revoked');
    }
    revokeGrant(refresh);
    save();
    return c.json({});
  });

  const revokeGrant = (refresh: string) => {
    state.refresh_tokens[refresh]!.revoked = true;
    for (const [access, t] of Object.entries(state.access_tokens)) if (t.refresh_token === refresh) delete state.access_tokens[access];
  };

  // ------------------------------------------------------------ Calendar API

  const api = new Hono({ strict: false });
  api.use('/calendar/v3/*', async (c, next) => {
    const fault = state.faults.find((f) => !f.path || c.req.path.includes(f.path));
    if (fault) {
      fault.count -= 1;
      if (fault.count <= 0) state.faults.splice(state.faults.indexOf(fault), 1);
      if (fault.status === 429) return apiError(c, 429, 'rateLimitExceeded', 'Rate Limit Exceeded', 'RESOURCE_EXHAUSTED');
      if (fault.status === 503) return apiError(c, 503, 'backendError', 'The service is currently unavailable.', 'UNAVAILABLE');
      return apiError(c, fault.status, 'backendError', 'Backend Error', 'INTERNAL');
    }
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const access = bearer ? state.access_tokens[bearer] : undefined;
    if (!access || access.expires_at < now() || state.refresh_tokens[access.refresh_token]?.revoked) {
      return apiError(
        c,
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'UNAUTHENTICATED',
      );
    }
    await next();
  });

  const owned = (id: string) => state.calendars.find((cal) => cal.id === id && cal.accessRole === 'owner');
  const eventJson = (calendarId: string, e: EventRecord) => ({
    kind: 'calendar#event',
    etag: etag(),
    id: e.id,
    status: e.status,
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${e.id} ${calendarId}`).toString('base64url')}`,
    created: e.created,
    updated: e.updated,
    ...(e.summary !== undefined ? { summary: e.summary } : {}),
    ...(e.description !== undefined ? { description: e.description } : {}),
    creator: { email: STANDIN_ACCOUNT.email, self: true },
    organizer: { email: calendarId, self: true },
    start: e.start,
    end: e.end,
    ...(e.transparency ? { transparency: e.transparency } : {}),
    iCalUID: `${e.id}@google.com`,
    sequence: e.sequence,
    ...(e.extendedProperties ? { extendedProperties: e.extendedProperties } : {}),
    reminders: { useDefault: true },
    eventType: 'default',
  });
  const notFoundCalendar = (c: Context) => apiError(c, 404, 'notFound', 'Not Found', 'NOT_FOUND');

  api.get('/calendar/v3/users/me/calendarList', (c) => {
    const rank = { freeBusyReader: 0, reader: 1, writer: 2, owner: 3 } as const;
    const min = (c.req.query('minAccessRole') ?? 'freeBusyReader') as keyof typeof rank;
    return c.json({
      kind: 'calendar#calendarList',
      etag: etag(),
      nextSyncToken: token('sync'),
      items: state.calendars
        .filter((cal) => rank[cal.accessRole] >= (rank[min] ?? 0))
        .map((cal) => ({
          kind: 'calendar#calendarListEntry',
          etag: etag(),
          id: cal.id,
          summary: cal.summary,
          ...(cal.description ? { description: cal.description } : {}),
          timeZone: cal.timeZone,
          colorId: '14',
          backgroundColor: '#9fe1e7',
          foregroundColor: '#000000',
          selected: true,
          accessRole: cal.accessRole,
          defaultReminders: [],
          ...(cal.primary ? { primary: true } : {}),
          conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
        })),
    });
  });

  api.get('/calendar/v3/calendars/:calendarId/events', (c) => {
    const calendarId = c.req.param('calendarId');
    const cal = state.calendars.find((x) => x.id === calendarId);
    if (!cal) return notFoundCalendar(c);
    const min = c.req.query('timeMin') ? Date.parse(c.req.query('timeMin')!) : -Infinity;
    const max = c.req.query('timeMax') ? Date.parse(c.req.query('timeMax')!) : Infinity;
    const showDeleted = c.req.query('showDeleted') === 'true';
    const items = Object.values(state.events[calendarId] ?? {})
      .filter((e) => (showDeleted || e.status !== 'cancelled') && Date.parse(e.end.dateTime) > min && Date.parse(e.start.dateTime) < max)
      .sort((a, b) => Date.parse(a.start.dateTime) - Date.parse(b.start.dateTime))
      .map((e) => eventJson(calendarId, e));
    return c.json({ kind: 'calendar#events', etag: etag(), summary: cal.summary, timeZone: cal.timeZone, accessRole: cal.accessRole, defaultReminders: [], items });
  });

  api.post('/calendar/v3/calendars/:calendarId/events', async (c) => {
    const calendarId = c.req.param('calendarId');
    if (!owned(calendarId)) return notFoundCalendar(c);
    const body = (await c.req.json()) as Partial<EventRecord> & { id?: string };
    if (!body.start?.dateTime || !body.end?.dateTime) return apiError(c, 400, 'required', 'Missing end time.', 'INVALID_ARGUMENT');
    if (Date.parse(body.end.dateTime) < Date.parse(body.start.dateTime)) {
      return apiError(c, 400, 'timeRangeEmpty', 'The specified time range is empty.', 'INVALID_ARGUMENT');
    }
    const id = body.id ?? randomBytes(13).toString('hex');
    if (!/^[a-v0-9]{5,1024}$/.test(id)) return apiError(c, 400, 'invalid', 'Invalid resource id value.', 'INVALID_ARGUMENT');
    const events = (state.events[calendarId] ??= {});
    if (events[id]) return apiError(c, 409, 'duplicate', 'The requested identifier already exists.', 'ALREADY_EXISTS');
    const at = new Date(now()).toISOString();
    events[id] = {
      id,
      status: body.status ?? 'confirmed',
      summary: body.summary,
      description: body.description,
      start: body.start,
      end: body.end,
      transparency: body.transparency,
      extendedProperties: body.extendedProperties,
      created: at,
      updated: at,
      sequence: 0,
    };
    save();
    return c.json(eventJson(calendarId, events[id]!));
  });

  api.patch('/calendar/v3/calendars/:calendarId/events/:eventId', async (c) => {
    const calendarId = c.req.param('calendarId');
    if (!owned(calendarId)) return notFoundCalendar(c);
    const event = state.events[calendarId]?.[c.req.param('eventId')];
    if (!event) return notFoundCalendar(c);
    const body = (await c.req.json()) as Partial<EventRecord>;
    Object.assign(event, body, { id: event.id, sequence: event.sequence + 1, updated: new Date(now()).toISOString() });
    save();
    return c.json(eventJson(calendarId, event));
  });

  api.delete('/calendar/v3/calendars/:calendarId/events/:eventId', (c) => {
    const calendarId = c.req.param('calendarId');
    if (!owned(calendarId)) return notFoundCalendar(c);
    const event = state.events[calendarId]?.[c.req.param('eventId')];
    if (!event) return notFoundCalendar(c);
    if (event.status === 'cancelled') return apiError(c, 410, 'deleted', 'Resource has been deleted', 'NOT_FOUND');
    event.status = 'cancelled';
    event.updated = new Date(now()).toISOString();
    save();
    return c.body(null, 204);
  });

  api.post('/calendar/v3/freeBusy', async (c) => {
    const body = (await c.req.json()) as { timeMin?: string; timeMax?: string; items?: Array<{ id: string }> };
    const min = Date.parse(body.timeMin ?? '');
    const max = Date.parse(body.timeMax ?? '');
    if (!Number.isFinite(min) || !Number.isFinite(max)) return apiError(c, 400, 'badRequest', 'Bad Request', 'INVALID_ARGUMENT');
    if (max - min > 62 * 86_400_000) return apiError(c, 400, 'timeRangeTooLong', 'The requested time range is too long.', 'INVALID_ARGUMENT');
    state.freebusy_queries += 1;
    const calendars: Record<string, unknown> = {};
    for (const { id } of body.items ?? []) {
      const cal = state.calendars.find((x) => x.id === id);
      if (!cal) {
        calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const spans = Object.values(state.events[id] ?? {})
        .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent')
        .map((e) => [Math.max(min, Date.parse(e.start.dateTime)), Math.min(max, Date.parse(e.end.dateTime))] as const)
        .filter(([s, e]) => e > s)
        .sort((a, b) => a[0] - b[0]);
      const merged: Array<[number, number]> = [];
      for (const [s, e] of spans) {
        const last = merged[merged.length - 1];
        if (last && s <= last[1]) last[1] = Math.max(last[1], e);
        else merged.push([s, e]);
      }
      calendars[id] = { busy: merged.map(([s, e]) => ({ start: iso(s), end: iso(e) })) };
    }
    return c.json({ kind: 'calendar#freeBusy', timeMin: iso(min), timeMax: iso(max), calendars });
  });
  root.route('/', api);

  // ------------------------------------------------------------ test controls (local only)

  app.get('/state.json', (c) => c.json(state));
  app.post('/control', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      reset?: boolean;
      fail_next?: { status: number; count?: number; path?: string };
      expire_access_tokens?: boolean;
      revoke_all?: boolean;
      add_event?: { calendar_id: string; summary: string; start: string; end: string };
    };
    if (body.reset) state = initialState();
    if (body.fail_next) state.faults.push({ status: body.fail_next.status, count: body.fail_next.count ?? 1, path: body.fail_next.path });
    if (body.expire_access_tokens) for (const t of Object.values(state.access_tokens)) t.expires_at = 0;
    if (body.revoke_all) for (const refresh of Object.keys(state.refresh_tokens)) revokeGrant(refresh);
    let added: string | undefined;
    if (body.add_event) {
      const e = body.add_event;
      added = randomBytes(13).toString('hex');
      const at = new Date(now()).toISOString();
      (state.events[e.calendar_id] ??= {})[added] = {
        id: added,
        status: 'confirmed',
        summary: e.summary,
        start: { dateTime: new Date(e.start).toISOString() },
        end: { dateTime: new Date(e.end).toISOString() },
        created: at,
        updated: at,
        sequence: 0,
      };
    }
    save();
    return c.json({ ok: true, ...(added ? { event_id: added } : {}) });
  });

  root.route('/', app);
  return { app: root, state: () => state };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;color:#202124}
.account{border:1px solid #dadce0;border-radius:8px;padding:.75rem}button{margin-right:.5rem;padding:.5rem 1.25rem}</style>
</head><body>${body}</body></html>`;
}
