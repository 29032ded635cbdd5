import {
  GOOGLE_SCOPES,
  GoogleError,
  type GoogleCalendarClient,
  type GoogleCalendarEntry,
  type GoogleCalendarGateway,
  type GoogleTokens,
} from '../core/google/ports.js';

export interface GoogleEndpoints {
  /** The consent page (Google: https://accounts.google.com/o/oauth2/v2/auth). */
  authUrl: string;
  /** Google: https://oauth2.googleapis.com/token */
  tokenUrl: string;
  /** Google: https://oauth2.googleapis.com/revoke */
  revokeUrl: string;
  /** The Calendar API's origin (Google: https://www.googleapis.com/); the client keeps only its origin. */
  apiRoot: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  apiRoot: 'https://www.googleapis.com/',
};

/** The local stand-in's endpoints (functions/local/google-standin.ts): OAuth under /dev/google, the API at /calendar/v3. */
export function standInEndpoints(browserBase: string, serverBase: string = browserBase): GoogleEndpoints {
  const b = browserBase.replace(/\/+$/, '');
  const s = serverBase.replace(/\/+$/, '');
  return {
    authUrl: `${b}/dev/google/o/oauth2/v2/auth`,
    tokenUrl: `${s}/dev/google/token`,
    revokeUrl: `${s}/dev/google/revoke`,
    apiRoot: `${new URL(s).origin}/`,
  };
}

export interface GoogleClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface GoogleGatewayOptions {
  /** The OAuth client; a function is called once, on first use (in AWS it reads Secrets Manager). */
  credentials: GoogleClientCredentials | (() => Promise<GoogleClientCredentials>);
  endpoints?: GoogleEndpoints;
  /** Per request; a booking never waits long on Google (default 4 s). */
  timeoutMs?: number;
}

/** What Google's token endpoint answers (OAuth 2.0, RFC 6749 section 5.1). */
interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

/** Google's Calendar list entry and free/busy answer: the fields read here. */
interface CalendarListPage {
  items?: Array<{ id?: string; summary?: string; summaryOverride?: string; description?: string; accessRole?: string; primary?: boolean; deleted?: boolean }>;
  nextPageToken?: string;
}
interface FreeBusyResponse {
  calendars?: Record<string, { busy?: Array<{ start?: string; end?: string }>; errors?: Array<{ reason?: string }> }>;
}

/** A token this close to its expiry is refreshed before the call (google-auth-library's eager refresh: 5 minutes). */
const EAGER_REFRESH_MS = 5 * 60_000;

/**
 * Google's OAuth 2.0 endpoints and the Calendar API v3 over fetch: the four calls and the token exchange the product
 * makes, as the official clients (google-auth-library, @googleapis/calendar) made them, without their ~300 KB in every
 * Lambda that wires Google Calendar (issue 15: a cold start parses the whole bundle). Like the official clients with
 * forceRefreshOnFailure, an access token near its expiry is refreshed first, and a 401 or 403 on one thought valid
 * refreshes once and repeats the call. No retries of its own: event writes are retried by the calendar workflow, and
 * a booking that asks for free/busy must not wait through retries.
 */
export function googleCalendarGateway(options: GoogleGatewayOptions): GoogleCalendarGateway {
  const endpoints = options.endpoints ?? GOOGLE_ENDPOINTS;
  const timeout = options.timeoutMs ?? 4000;
  let credentials: Promise<GoogleClientCredentials> | null = null;
  const clientCredentials = async () => {
    const source = options.credentials;
    credentials ??= typeof source === 'function' ? source() : Promise.resolve(source);
    // A failed secret read is not kept: the next call tries again.
    return credentials.catch((error: unknown) => {
      credentials = null;
      throw new GoogleError('unavailable', `The Google OAuth client could not be loaded (${String(error)})`);
    });
  };

  /** One request; a non-2xx answer throws `{ status, response: { status, data } }`, the shape toGoogleError reads. */
  const request = async <T>(url: string, init: { method: string; form?: Record<string, string>; json?: unknown; token?: string }): Promise<T> => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    let res: Response;
    try {
      res = await fetch(url, { method: init.method, headers, body, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string } };
      const why = e.name === 'TimeoutError' ? `no answer within ${timeout} ms` : (e.cause?.code ?? String(error));
      throw new GoogleError('unavailable', `Google could not be reached (${why})`);
    }
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: kept as text.
    }
    if (!res.ok) throw Object.assign(new Error(`Request failed with status code ${res.status}`), { status: res.status, response: { status: res.status, data } });
    return data as T;
  };

  const tokenRequest = async (form: Record<string, string>): Promise<TokenResponse> => {
    const { clientId, clientSecret } = await clientCredentials();
    return request<TokenResponse>(endpoints.tokenUrl, { method: 'POST', form: { ...form, client_id: clientId, client_secret: clientSecret } });
  };

  return {
    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      const { clientId } = await clientCredentials();
      const url = new URL(endpoints.authUrl);
      for (const [key, value] of Object.entries({
        access_type: 'offline',
        // Consent every time, so Google hands out a refresh token again after a disconnect.
        prompt: 'consent',
        scope: GOOGLE_SCOPES.join(' '),
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        response_type: 'code',
        client_id: clientId,
      })) {
        url.searchParams.set(key, value);
      }
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      try {
        const tokens = await tokenRequest({ code, code_verifier: codeVerifier, redirect_uri: redirectUri, grant_type: 'authorization_code' });
        if (!tokens.access_token || !tokens.refresh_token) {
          throw new GoogleError('rejected', 'Google did not hand out offline access (no refresh token); please connect again.');
        }
        return {
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expiry_date: tokens.expires_in ? Date.now() + tokens.expires_in * 1000 : 0,
          scope: tokens.scope ?? undefined,
        };
      } catch (error) {
        throw toGoogleError(error);
      }
    },

    async revoke(token) {
      try {
        const url = new URL(endpoints.revokeUrl);
        url.searchParams.set('token', token);
        await request(url.toString(), { method: 'POST' });
      } catch (error) {
        const e = toGoogleError(error);
        // Google answers 400 invalid_token for a grant that is already gone: the goal is reached.
        if (e.failure === 'revoked' || e.status === 400) return;
        throw e;
      }
    },

    client(tokens, onTokens) {
      let current: GoogleTokens = { ...tokens };
      const pending: Promise<void>[] = [];
      /** A new access token (and, rarely, a new refresh token): kept for the next call and reported for storing. */
      const refresh = async () => {
        if (!current.refresh_token) throw new Error('No refresh token is set.');
        const fresh = await tokenRequest({ refresh_token: current.refresh_token, grant_type: 'refresh_token' });
        if (!fresh.access_token) return;
        current = {
          access_token: fresh.access_token,
          refresh_token: fresh.refresh_token ?? current.refresh_token,
          expiry_date: fresh.expires_in ? Date.now() + fresh.expires_in * 1000 : 0,
          scope: fresh.scope ?? current.scope,
        };
        pending.push(
          onTokens(current).catch((error) => console.error(JSON.stringify({ level: 'warn', message: 'google token save failed', error: String(error) }))),
        );
      };
      const api = async <T>(method: string, path: string, init: { query?: Record<string, string | undefined>; json?: unknown } = {}): Promise<T> => {
        const url = new URL(path, new URL(endpoints.apiRoot).origin);
        for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
        if (!current.access_token || (current.expiry_date && current.expiry_date <= Date.now() + EAGER_REFRESH_MS)) await refresh();
        try {
          return await request<T>(url.toString(), { method, json: init.json, token: current.access_token });
        } catch (error) {
          const status = (error as { status?: number }).status;
          // A 401 or 403 with a token we thought valid (revoked early, clock skew): refresh once and repeat the call.
          if ((status === 401 || status === 403) && current.refresh_token) {
            await refresh();
            return request<T>(url.toString(), { method, json: init.json, token: current.access_token });
          }
          throw error;
        }
      };
      const call = async <T>(work: () => Promise<T>): Promise<T> => {
        try {
          return await work();
        } catch (error) {
          throw toGoogleError(error);
        } finally {
          await Promise.all(pending.splice(0));
        }
      };
      const eventsOf = (calendarId: string) => `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;

      const client: GoogleCalendarClient = {
        listCalendars: () =>
          call(async () => {
            const entries: GoogleCalendarEntry[] = [];
            let pageToken: string | undefined;
            for (let page = 0; page < 10; page++) {
              const res = await api<CalendarListPage>('GET', '/calendar/v3/users/me/calendarList', {
                query: { minAccessRole: 'owner', maxResults: '250', pageToken, showHidden: 'false' },
              });
              for (const c of res?.items ?? []) {
                if (!c.id || c.deleted) continue;
                entries.push({
                  id: c.id,
                  summary: c.summaryOverride ?? c.summary ?? c.id,
                  ...(c.description ? { description: c.description } : {}),
                  access_role: c.accessRole ?? 'reader',
                  primary: c.primary === true,
                });
              }
              pageToken = res?.nextPageToken ?? undefined;
              if (!pageToken) break;
            }
            return entries;
          }),

        freeBusy: (calendarId, timeMin, timeMax) =>
          call(async () => {
            const res = await api<FreeBusyResponse>('POST', '/calendar/v3/freeBusy', { json: { timeMin, timeMax, items: [{ id: calendarId }] } });
            const entry = res?.calendars?.[calendarId];
            const problem = entry?.errors?.[0]?.reason;
            if (!entry || problem) {
              throw new GoogleError(problem === 'notFound' ? 'not_found' : 'unavailable', `Google could not read the calendar's free/busy (${problem ?? 'no answer'})`);
            }
            return (entry.busy ?? [])
              .filter((b) => b.start && b.end)
              .map((b) => ({ starts_at: new Date(b.start!).toISOString(), ends_at: new Date(b.end!).toISOString() }));
          }),

        upsertEvent: (calendarId, eventId, event) =>
          call(async () => {
            const body = {
              summary: event.summary,
              description: event.description,
              start: { dateTime: event.starts_at, timeZone: event.time_zone },
              end: { dateTime: event.ends_at, timeZone: event.time_zone },
              extendedProperties: { private: { receptionist_appointment_id: event.appointment_id } },
              status: 'confirmed',
            };
            try {
              await api('POST', eventsOf(calendarId), { json: { ...body, id: eventId } });
            } catch (error) {
              // 409: the event exists (a retried insert, or the appointment moved): update it in place.
              if (toGoogleError(error).status !== 409) throw error;
              await api('PATCH', `${eventsOf(calendarId)}/${encodeURIComponent(eventId)}`, { json: body });
            }
          }),

        deleteEvent: (calendarId, eventId) =>
          call(async () => {
            try {
              await api('DELETE', `${eventsOf(calendarId)}/${encodeURIComponent(eventId)}`);
            } catch (error) {
              if (toGoogleError(error).failure === 'not_found') return;
              throw error;
            }
          }),
      };
      return client;
    },
  };
}

/** Reads Google's documented error shapes (OAuth `{error, error_description}`, API `{error: {code, errors}}`). */
export function toGoogleError(error: unknown): GoogleError {
  if (error instanceof GoogleError) return error;
  const e = error as { status?: number; code?: string | number; message?: string; response?: { status?: number; data?: any } };
  const status = e.response?.status ?? (typeof e.status === 'number' ? e.status : undefined);
  const data = e.response?.data;
  const oauthError = typeof data?.error === 'string' ? (data.error as string) : undefined;
  const apiError = data && typeof data.error === 'object' ? (data.error as { message?: string; errors?: Array<{ reason?: string }> }) : undefined;
  const reason = apiError?.errors?.[0]?.reason;
  const detail = oauthError ? `${oauthError}${data.error_description ? `: ${data.error_description}` : ''}` : (apiError?.message ?? e.message ?? 'no details');

  if (oauthError === 'invalid_grant' || oauthError === 'unauthorized_client' || oauthError === 'invalid_client') {
    return new GoogleError('revoked', `Google no longer accepts this calendar connection (${detail}). Please reconnect Google Calendar.`, status);
  }
  if (/No refresh token/i.test(e.message ?? '')) {
    return new GoogleError('revoked', 'The calendar connection has no refresh token. Please reconnect Google Calendar.', status);
  }
  if (status === undefined) return new GoogleError('unavailable', `Google could not be reached (${e.code ?? e.message ?? 'network error'})`);
  if (status === 401) return new GoogleError('revoked', `Google refused the calendar connection (${detail}). Please reconnect Google Calendar.`, status);
  if (status === 429) return new GoogleError('rate_limited', `Google asked us to slow down (429: ${detail})`, status);
  if (status === 403) {
    if (reason && /rateLimitExceeded|userRateLimitExceeded|quotaExceeded/.test(reason)) {
      return new GoogleError('rate_limited', `Google asked us to slow down (403 ${reason})`, status);
    }
    if (reason === 'insufficientPermissions' || /insufficient/i.test(detail)) {
      return new GoogleError('revoked', `The calendar connection lacks a permission (${detail}). Please reconnect Google Calendar.`, status);
    }
    return new GoogleError('rejected', `Google refused the request (403: ${detail})`, status);
  }
  if (status === 404 || status === 410) return new GoogleError('not_found', `Google did not find it (${status}: ${detail})`, status);
  if (status >= 500) return new GoogleError('unavailable', `Google had a problem (${status}: ${detail})`, status);
  return new GoogleError('rejected', `Google refused the request (${status}: ${detail})`, status);
}
