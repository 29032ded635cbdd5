import { OAuth2Client, type Credentials } from 'google-auth-library';
import { calendar, type calendar_v3 } from '@googleapis/calendar';
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

/**
 * The official clients (google-auth-library's OAuth2Client, @googleapis/calendar) with their endpoints
 * overridden for the stand-in. Their own retries are off: event writes are retried by the calendar workflow,
 * and a booking that asks for free/busy must not wait through retries.
 */
export function googleCalendarGateway(options: GoogleGatewayOptions): GoogleCalendarGateway {
  const endpoints = options.endpoints ?? GOOGLE_ENDPOINTS;
  const timeout = options.timeoutMs ?? 4000;
  let credentials: Promise<GoogleClientCredentials> | null = null;
  const oauthClient = async () => {
    const source = options.credentials;
    credentials ??= typeof source === 'function' ? source() : Promise.resolve(source);
    // A failed secret read is not kept: the next call tries again.
    const creds = await credentials.catch((error: unknown) => {
      credentials = null;
      throw new GoogleError('unavailable', `The Google OAuth client could not be loaded (${String(error)})`);
    });
    return new OAuth2Client({
      // A 401 with a token we thought valid (revoked early, clock skew): refresh once and repeat the call.
      forceRefreshOnFailure: true,
      clientId: creds.clientId,
      clientSecret: creds.clientSecret,
      endpoints: { oauth2AuthBaseUrl: endpoints.authUrl, oauth2TokenUrl: endpoints.tokenUrl, oauth2RevokeUrl: endpoints.revokeUrl },
    });
  };

  return {
    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      return (await oauthClient()).generateAuthUrl({
        access_type: 'offline',
        // Consent every time, so Google hands out a refresh token again after a disconnect.
        prompt: 'consent',
        scope: [...GOOGLE_SCOPES],
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256' as never,
      });
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      try {
        const { tokens } = await (await oauthClient()).getToken({ code, codeVerifier, redirect_uri: redirectUri });
        if (!tokens.access_token || !tokens.refresh_token) {
          throw new GoogleError('rejected', 'Google did not hand out offline access (no refresh token); please connect again.');
        }
        return {
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expiry_date: tokens.expiry_date ?? 0,
          scope: tokens.scope ?? undefined,
        };
      } catch (error) {
        throw toGoogleError(error);
      }
    },

    async revoke(token) {
      try {
        await (await oauthClient()).revokeToken(token);
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
      let ready: Promise<calendar_v3.Calendar> | null = null;
      const connect = async () => {
        const auth = await oauthClient();
        auth.setCredentials({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, expiry_date: tokens.expiry_date });
        // A refresh answers a new access token (and, rarely, a new refresh token): keep them for the next call.
        auth.on('tokens', (fresh: Credentials) => {
          if (!fresh.access_token) return;
          current = {
            access_token: fresh.access_token,
            refresh_token: fresh.refresh_token ?? current.refresh_token,
            expiry_date: fresh.expiry_date ?? 0,
            scope: fresh.scope ?? current.scope,
          };
          pending.push(
            onTokens(current).catch((error) => console.error(JSON.stringify({ level: 'warn', message: 'google token save failed', error: String(error) }))),
          );
        });
        return calendar({ version: 'v3', auth, rootUrl: endpoints.apiRoot, retry: false, timeout } as calendar_v3.Options);
      };
      const call = async <T>(work: (api: calendar_v3.Calendar) => Promise<T>): Promise<T> => {
        try {
          ready ??= connect().catch((error: unknown) => {
            ready = null;
            throw error;
          });
          return await work(await ready);
        } catch (error) {
          throw toGoogleError(error);
        } finally {
          await Promise.all(pending.splice(0));
        }
      };

      const client: GoogleCalendarClient = {
        listCalendars: () =>
          call(async (api) => {
            const entries: GoogleCalendarEntry[] = [];
            let pageToken: string | undefined;
            for (let page = 0; page < 10; page++) {
              const res = await api.calendarList.list({ minAccessRole: 'owner', maxResults: 250, pageToken, showHidden: false });
              for (const c of res.data.items ?? []) {
                if (!c.id || c.deleted) continue;
                entries.push({
                  id: c.id,
                  summary: c.summaryOverride ?? c.summary ?? c.id,
                  ...(c.description ? { description: c.description } : {}),
                  access_role: c.accessRole ?? 'reader',
                  primary: c.primary === true,
                });
              }
              pageToken = res.data.nextPageToken ?? undefined;
              if (!pageToken) break;
            }
            return entries;
          }),

        freeBusy: (calendarId, timeMin, timeMax) =>
          call(async (api) => {
            const res = await api.freebusy.query({ requestBody: { timeMin, timeMax, items: [{ id: calendarId }] } });
            const entry = res.data.calendars?.[calendarId];
            const problem = entry?.errors?.[0]?.reason;
            if (!entry || problem) {
              throw new GoogleError(problem === 'notFound' ? 'not_found' : 'unavailable', `Google could not read the calendar's free/busy (${problem ?? 'no answer'})`);
            }
            return (entry.busy ?? [])
              .filter((b) => b.start && b.end)
              .map((b) => ({ starts_at: new Date(b.start!).toISOString(), ends_at: new Date(b.end!).toISOString() }));
          }),

        upsertEvent: (calendarId, eventId, event) =>
          call(async (api) => {
            const body: calendar_v3.Schema$Event = {
              summary: event.summary,
              description: event.description,
              start: { dateTime: event.starts_at, timeZone: event.time_zone },
              end: { dateTime: event.ends_at, timeZone: event.time_zone },
              extendedProperties: { private: { receptionist_appointment_id: event.appointment_id } },
              status: 'confirmed',
            };
            try {
              await api.events.insert({ calendarId, requestBody: { ...body, id: eventId } });
            } catch (error) {
              // 409: the event exists (a retried insert, or the appointment moved): update it in place.
              if (toGoogleError(error).status !== 409) throw error;
              await api.events.patch({ calendarId, eventId, requestBody: body });
            }
          }),

        deleteEvent: (calendarId, eventId) =>
          call(async (api) => {
            try {
              await api.events.delete({ calendarId, eventId });
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
