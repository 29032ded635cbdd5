import { createHash } from 'node:crypto';
import type { Services } from '../services.js';
import { AppError, notFound, unavailable, validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import type { BusinessAggregate } from '../business/aggregate.js';
import type { GoogleGrantRecord, GoogleSyncProblem } from './model.js';
import { hashToken, newSecretToken } from '../ids.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { zoneOf } from '../appointments/zone.js';
import { intakeOf } from '../appointments/intake.js';
import { GOOGLE_SCOPES, GoogleError, type GoogleBusy, type GoogleCalendarClient, type GoogleCalendarGateway, type GoogleTokens, type SecretCipher } from './ports.js';
import type { GoogleRepository } from '../repositories.js';
import type { AuthorizeReply, CalendarStatus, DisconnectReply, GoogleCalendar } from '../../contract/google.js';

/** An authorization must come back within this time, once. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
/** Free/busy answers are reused this long (every call turn asks; Google's quota is per user and minute). */
export const BUSY_CACHE_MS = 60_000;
/** Google answers free/busy for a limited range per query; longer windows are asked in pieces. */
const BUSY_QUERY_MAX_DAYS = 30;
/** The workflow that writes an appointment's event (functions/workflows/calendar-event.ts). */
export const CALENDAR_EVENT_WORKFLOW = 'calendar-event';

/** Error names the calendar workflow's Retry and Catch match on (ASL ErrorEquals). */
export const CALENDAR_ERRORS = { retry: 'CalendarRetryable', giveUp: 'CalendarGiveUp', reconnect: 'CalendarReconnect' } as const;

export interface CalendarEventInput {
  business_id: string;
  appointment_id: string;
}

/**
 * Free/busy answers per business (a few windows each: the assistant's whole horizon, a booking's own window), so a
 * dashboard booking does not push out the window every call turn reads.
 */
type BusyEntry = { calendarId: string; from: number; to: number; busy: GoogleBusy[]; at: number };
const busyCache = new Map<string, BusyEntry[]>();
const BUSY_CACHE_ENTRIES = 4;

/** The redirect URI Google sends the browser back to (registered with the OAuth client, docs/deploy.md). */
export const callbackPath = '/api/google/callback';

/** Event ids Google accepts (base32hex: 0-9, a-v; 5-1024 characters): one fixed id per appointment. */
export const eventIdFor = (appointmentId: string) => `rcp${createHash('sha256').update(appointmentId).digest('hex').slice(0, 40)}`;

const log = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}) =>
  console[level === 'info' ? 'log' : level === 'warn' ? 'warn' : 'error'](JSON.stringify({ level, message, ...fields }));

/**
 * Google Calendar for a business: connect (OAuth authorization code with PKCE and a state bound to the owner's
 * session), list and choose a calendar, disconnect, the owner's busy time for bookings, and the events that
 * mirror appointments (written by the calendar-event workflow, never inside a booking).
 */
export class GoogleCalendarService {
  private readonly repo: GoogleRepository;
  private readonly businesses: BusinessService;

  constructor(private readonly services: Services) {
    this.repo = services.repos.google;
    this.businesses = new BusinessService(services);
  }

  private get configured(): { gateway: GoogleCalendarGateway; cipher: SecretCipher } | null {
    const { google, secretCipher } = this.services;
    return google && secretCipher ? { gateway: google, cipher: secretCipher } : null;
  }

  private require() {
    const c = this.configured;
    if (!c) throw unavailable('Google Calendar is not set up on this server (no Google OAuth client is configured).');
    return c;
  }

  redirectUri(): string {
    return `${this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}${callbackPath}`;
  }

  // ---------------------------------------------------------------- connect

  /** GET /google/authorize: a fresh state and PKCE verifier, kept server-side for this session only. */
  async authorize(userId: string, familyId: string): Promise<AuthorizeReply> {
    const { gateway, cipher } = this.require();
    const businessId = await this.businesses.businessIdOf(userId);
    const state = newSecretToken(32);
    const verifier = newSecretToken(48);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const now = this.services.now();
    const stateHash = hashToken(state);
    await this.repo.putOAuthState({
      state_hash: stateHash,
      user_id: userId,
      family_id: familyId,
      business_id: businessId,
      code_verifier_encrypted: await cipher.encrypt(verifier, { purpose: 'google-pkce', state: stateHash }),
      created_at: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + OAUTH_STATE_TTL_SECONDS,
    });
    return { authorization_url: await gateway.authorizationUrl({ state, codeChallenge: challenge, redirectUri: this.redirectUri() }) };
  }

  /**
   * GET /google/callback (the browser, redirected by Google). The state must be one this server issued, unused,
   * unexpired and issued to the same session family; only then is the code exchanged and the grant stored.
   * Every refusal is an AppError whose message the callback page shows; nothing is stored then.
   */
  async callback(session: { userId: string; familyId: string } | null, query: Record<string, string | undefined>): Promise<void> {
    const { gateway, cipher } = this.require();
    const state = query.state ?? '';
    if (!state || state.length > 200) {
      throw new AppError('bad_request', 'The answer from Google carries no valid state, so it cannot be trusted. Please connect Google Calendar again.');
    }
    const record = await this.repo.takeOAuthState(hashToken(state));
    const now = this.services.now();
    if (!record || record.expiresAt * 1000 <= now.getTime()) {
      throw new AppError(
        'bad_request',
        'This Google sign-in is not valid: it has expired, was already used, or was not started here. Please connect Google Calendar again from Business Hours.',
      );
    }
    if (!session) throw new AppError('unauthorized', 'You are not signed in any more. Please sign in and connect Google Calendar again.');
    if (record.user_id !== session.userId || record.family_id !== session.familyId) {
      throw new AppError('forbidden', 'This Google sign-in was started in another session. Please connect Google Calendar again from this browser.');
    }
    if (query.error) {
      throw new AppError(
        'bad_request',
        query.error === 'access_denied'
          ? 'Google Calendar was not connected: access was not allowed on the Google consent screen.'
          : `Google Calendar was not connected: Google answered '${query.error.slice(0, 100)}'.`,
      );
    }
    if (!query.code) throw new AppError('bad_request', 'The answer from Google carries no authorization code. Please connect Google Calendar again.');
    const businessId = await this.businesses.businessIdOf(session.userId);
    if (businessId !== record.business_id) throw notFound('Business');

    const verifier = await cipher.decrypt(record.code_verifier_encrypted, { purpose: 'google-pkce', state: record.state_hash });
    let tokens: GoogleTokens;
    try {
      tokens = await gateway.exchangeCode({ code: query.code, codeVerifier: verifier, redirectUri: this.redirectUri() });
    } catch (error) {
      throw this.asAppError(error, 'Google Calendar was not connected');
    }
    const granted = new Set((tokens.scope ?? GOOGLE_SCOPES.join(' ')).split(/\s+/));
    const missing = GOOGLE_SCOPES.filter((s) => !granted.has(s));
    if (missing.length) {
      await gateway.revoke(tokens.refresh_token).catch(() => {});
      throw new AppError(
        'bad_request',
        'Google Calendar was not connected: every requested permission (calendar list, events, free/busy) must be allowed on the consent screen.',
      );
    }
    const at = now.toISOString();
    await this.repo.putGrant({
      business_id: businessId,
      tokens_encrypted: await cipher.encrypt(JSON.stringify(tokens), { business_id: businessId }),
      scope: [...granted].join(' '),
      connected_by: session.userId,
      connected_at: at,
      updated_at: at,
      problem: null,
    });
    log('info', 'google calendar connected', { business: businessId });
  }

  async status(userId: string): Promise<CalendarStatus> {
    const agg = await this.businesses.loadOwned(userId);
    const grant = this.configured ? await this.repo.getGrant(agg.business.id) : null;
    return {
      connected: Boolean(grant),
      google_calendar_id: agg.business.google_calendar_id,
      problem: grant?.problem ? { message: grant.problem.message, reconnect: grant.problem.reconnect } : null,
    };
  }

  /** GET /google/calendars: the calendars the owner owns (events can be written there). */
  async calendars(userId: string): Promise<GoogleCalendar[]> {
    const businessId = await this.businesses.businessIdOf(userId);
    const client = await this.clientFor(businessId, true);
    try {
      const list = await client.listCalendars();
      return list
        .filter((c) => c.access_role === 'owner')
        .map((c) => ({ id: c.id, summary: c.summary, ...(c.description ? { description: c.description } : {}) }));
    } catch (error) {
      throw await this.onApiFailure(businessId, error, 'The calendars could not be loaded from Google');
    }
  }

  /**
   * Before PATCH businesses/{id} saves a google_calendar_id: it must be one of the owner's calendars, and the
   * business must be connected. Clearing it (null or '') is always allowed.
   */
  async checkCalendarChoice(userId: string, body: unknown): Promise<void> {
    const business = (body as { business?: Record<string, unknown> } | null)?.business;
    if (!business || typeof business !== 'object' || !('google_calendar_id' in business)) return;
    const id = business.google_calendar_id;
    if (id === null || id === '' || typeof id !== 'string') return;
    const agg = await this.businesses.loadOwned(userId);
    if (agg.business.google_calendar_id === id) return;
    const grant = await this.repo.getGrant(agg.business.id);
    if (!grant) throw validationList(['Google Calendar is not connected: connect it before choosing a calendar.']);
    const owned = await this.calendars(userId);
    if (!owned.some((c) => c.id === id)) {
      throw validationList(["Google calendar id is not one of your calendars (choose one from the list of calendars you own)."]);
    }
  }

  /** DELETE /google/disconnect: revoke at Google, delete the tokens, and unlink the calendar. */
  async disconnect(userId: string): Promise<DisconnectReply> {
    const agg = await this.businesses.loadOwned(userId);
    const grant = await this.repo.getGrant(agg.business.id);
    let revoked = false;
    if (grant && this.configured) {
      try {
        const tokens = await this.tokensOf(grant);
        await this.configured.gateway.revoke(tokens.refresh_token);
        revoked = true;
      } catch (error) {
        // The owner asked to be disconnected: the tokens go anyway; the grant can also be removed in the Google account.
        log('warn', 'google revoke failed; tokens deleted anyway', { business: agg.business.id, error: String(error) });
      }
    }
    await this.repo.deleteGrant(agg.business.id);
    if (agg.business.google_calendar_id) {
      await this.businesses.update(userId, agg.business.id, { business: { google_calendar_id: null } });
    }
    busyCache.delete(agg.business.id);
    return { connected: false, revoked };
  }

  /**
   * Account deletion: revokes the business's grant at Google (best effort: the tokens go either way) and deletes it.
   * By business id, as a resumed deletion has no session.
   */
  async revokeForDeletion(businessId: string): Promise<{ revoked: boolean }> {
    const grant = await this.repo.getGrant(businessId);
    if (!grant) return { revoked: false };
    let revoked = false;
    if (this.configured) {
      try {
        await this.configured.gateway.revoke((await this.tokensOf(grant)).refresh_token);
        revoked = true;
      } catch (error) {
        log('warn', 'google revoke failed during account deletion; tokens deleted anyway', { business: businessId, error: String(error) });
      }
    }
    await this.repo.deleteGrant(businessId);
    busyCache.delete(businessId);
    return { revoked };
  }

  // ---------------------------------------------------------------- busy time

  /**
   * The owner's busy time in [from, to) on the chosen calendar, or null when there is none to ask (no calendar)
   * or Google could not answer: bookings then go on from the product's own data, and the log says so.
   */
  async busyFor(agg: BusinessAggregate, from: Date, to: Date): Promise<GoogleBusy[] | null> {
    const calendarId = agg.business.google_calendar_id;
    if (!calendarId || !this.configured) return null;
    const businessId = agg.business.id;
    const now = this.services.now().getTime();
    const fresh = (busyCache.get(businessId) ?? []).filter((e) => e.calendarId === calendarId && now - e.at < BUSY_CACHE_MS && now >= e.at);
    const cached = fresh.find((e) => e.from <= from.getTime() && e.to >= to.getTime());
    if (cached) return cached.busy.filter((b) => Date.parse(b.ends_at) > from.getTime() && Date.parse(b.starts_at) < to.getTime());
    try {
      const client = await this.clientFor(businessId, false);
      if (!client) return null;
      const pieces: Promise<GoogleBusy[]>[] = [];
      for (let start = from.getTime(); start < to.getTime(); start += BUSY_QUERY_MAX_DAYS * 86_400_000) {
        const end = Math.min(to.getTime(), start + BUSY_QUERY_MAX_DAYS * 86_400_000);
        pieces.push(client.freeBusy(calendarId, new Date(start).toISOString(), new Date(end).toISOString()));
      }
      const busy = (await Promise.all(pieces)).flat();
      busyCache.set(businessId, [...fresh.slice(-(BUSY_CACHE_ENTRIES - 1)), { calendarId, from: from.getTime(), to: to.getTime(), busy, at: now }]);
      return busy;
    } catch (error) {
      const e = error instanceof GoogleError ? error : null;
      log('warn', 'google free/busy unavailable: booking from own data only', { business: businessId, error: String(error) });
      if (e?.failure === 'revoked') await this.repo.setProblem(businessId, this.problemOf(e));
      return null;
    }
  }

  /** Forget cached busy time (tests, and after the owner changes the calendar). */
  static clearBusyCache(): void {
    busyCache.clear();
  }

  // ---------------------------------------------------------------- events

  /** After an appointment is written: start the workflow that mirrors it in the calendar. Never fails a booking. */
  async scheduleEventSync(agg: BusinessAggregate, appointment: AppointmentRecord | null, appointmentId: string, executionName: string): Promise<void> {
    if (!agg.business.google_calendar_id || !this.configured) return;
    if (appointment && !wantsEvent(appointment)) return;
    try {
      const input: CalendarEventInput = { business_id: agg.business.id, appointment_id: appointmentId };
      await this.services.workflows.start(CALENDAR_EVENT_WORKFLOW, { ...input }, executionName);
    } catch (error) {
      log('error', 'calendar event sync could not be scheduled', { appointment: appointmentId, error: String(error) });
    }
  }

  /**
   * The workflow's task: make the calendar match the appointment as it is now (create, move, or delete its
   * event). Safe to run again and in any order: it reads the current appointment every time. The workflow passes
   * the phone formatter, so the API Lambdas that import this service do not carry its 52 KB of formatting patterns.
   */
  async syncEvent(input: CalendarEventInput, formatPhone: (e164: string) => string): Promise<{ result: string }> {
    const { business_id: businessId, appointment_id: appointmentId } = input;
    const grant = await this.repo.getGrant(businessId);
    if (!grant || !this.configured) return { result: 'not_connected' };
    const [agg, appointment, link] = await Promise.all([
      this.businesses.repo.load(businessId),
      this.services.repos.appointments.get(businessId, appointmentId),
      this.repo.getEventLink(businessId, appointmentId),
    ]);
    const calendarId = agg?.business.google_calendar_id ?? null;
    const wanted = Boolean(agg && appointment && calendarId && appointment.status !== 'cancelled' && wantsEvent(appointment));
    try {
      const client = (await this.clientFor(businessId, false))!;
      if (wanted) {
        if (link && link.calendar_id !== calendarId) await client.deleteEvent(link.calendar_id, link.event_id);
        const eventId = link?.calendar_id === calendarId ? link.event_id : eventIdFor(appointmentId);
        await client.upsertEvent(calendarId!, eventId, eventOf(appointment!, zoneOf(agg!.business), formatPhone));
        await this.repo.putEventLink({
          business_id: businessId,
          appointment_id: appointmentId,
          calendar_id: calendarId!,
          event_id: eventId,
          synced_at: this.services.now().toISOString(),
        });
      } else if (link) {
        await client.deleteEvent(link.calendar_id, link.event_id);
        await this.repo.deleteEventLink(businessId, appointmentId);
      } else {
        return { result: 'nothing_to_do' };
      }
      if (grant.problem) await this.repo.setProblem(businessId, null);
      return { result: wanted ? 'written' : 'deleted' };
    } catch (error) {
      const e = error instanceof GoogleError ? error : new GoogleError('unavailable', String((error as Error)?.message ?? error));
      const failure = new Error(e.message);
      failure.name = e.retryable ? CALENDAR_ERRORS.retry : e.failure === 'revoked' ? CALENDAR_ERRORS.reconnect : CALENDAR_ERRORS.giveUp;
      log('warn', 'calendar event write failed', { appointment: appointmentId, failure: e.failure, error: e.message });
      throw failure;
    }
  }

  /** The workflow's last resort: the card shows the failure until a later write succeeds or the owner reconnects. */
  async recordEventFailure(input: CalendarEventInput & { error?: { Error?: string; Cause?: string } }): Promise<void> {
    const cause = input.error?.Cause ?? '';
    let message = cause;
    try {
      message = (JSON.parse(cause) as { errorMessage?: string }).errorMessage ?? cause;
    } catch {
      // Locally the cause is the message itself; in AWS it is Lambda's JSON error.
    }
    const reconnect = input.error?.Error === CALENDAR_ERRORS.reconnect;
    await this.repo.setProblem(input.business_id, {
      message: `An appointment could not be written to Google Calendar${message ? `: ${message}` : ''}`,
      at: this.services.now().toISOString(),
      reconnect,
    });
  }

  // ---------------------------------------------------------------- internals

  private async tokensOf(grant: GoogleGrantRecord): Promise<GoogleTokens> {
    const { cipher } = this.require();
    return JSON.parse(await cipher.decrypt(grant.tokens_encrypted, { business_id: grant.business_id })) as GoogleTokens;
  }

  /** A client for the business's grant; refreshed tokens are saved back encrypted. */
  private async clientFor(businessId: string, required: true): Promise<GoogleCalendarClient>;
  private async clientFor(businessId: string, required: false): Promise<GoogleCalendarClient | null>;
  private async clientFor(businessId: string, required: boolean): Promise<GoogleCalendarClient | null> {
    const { gateway, cipher } = this.require();
    const grant = await this.repo.getGrant(businessId);
    if (!grant) {
      if (required) throw new AppError('conflict', 'Google Calendar is not connected. Connect it from Business Hours first.');
      return null;
    }
    const tokens = await this.tokensOf(grant);
    return gateway.client(tokens, async (fresh) => {
      await this.repo.updateTokens(businessId, await cipher.encrypt(JSON.stringify(fresh), { business_id: businessId }), this.services.now().toISOString());
    });
  }

  private problemOf(e: GoogleError): GoogleSyncProblem {
    return { message: e.message, at: this.services.now().toISOString(), reconnect: e.failure === 'revoked' };
  }

  /** A failed call for the owner: a revoked grant is recorded (the card asks to reconnect); busy Google is a 503. */
  private async onApiFailure(businessId: string, error: unknown, what: string): Promise<AppError> {
    if (error instanceof GoogleError && error.failure === 'revoked') await this.repo.setProblem(businessId, this.problemOf(error));
    return this.asAppError(error, what);
  }

  private asAppError(error: unknown, what: string): AppError {
    if (error instanceof AppError) return error;
    if (!(error instanceof GoogleError)) return new AppError('internal', `${what}.`);
    switch (error.failure) {
      case 'revoked':
        return new AppError('conflict', `${what}: Google no longer accepts the connection. Please reconnect Google Calendar.`);
      case 'rate_limited':
        return unavailable(`${what}: Google is asking us to slow down. Please try again in a minute.`, 60);
      case 'unavailable':
        return unavailable(`${what}: Google could not be reached. Please try again in a moment.`, 10);
      case 'not_found':
        return new AppError('not_found', `${what}: Google did not find it.`);
      default:
        return new AppError('bad_request', `${what}: ${error.message}`);
    }
  }
}

/** Owner bookings ask for an event with the modal's checkbox; phone bookings always get one. */
function wantsEvent(a: AppointmentRecord): boolean {
  return a.source === 'phone' || (a as AppointmentRecord & { calendar_event_requested?: boolean }).calendar_event_requested === true;
}

/** "What is the address of the job? 18 Maple Avenue": what the caller answered, where whoever goes out reads it. */
function intakeLines(a: AppointmentRecord): string[] {
  return (intakeOf(a)?.answers ?? [])
    .filter((x) => x.answer.trim())
    .map((x) => `${x.question}${/[?:]$/.test(x.question) ? '' : ':'} ${x.answer}${x.note ? ` (${x.note})` : ''}`);
}

function eventOf(a: AppointmentRecord, zone: string, formatPhone: (e164: string) => string) {
  const service = a.business_item?.name;
  return {
    summary: `${a.first_name} ${a.last_name}${service ? ` – ${service}` : ''}`,
    description: [
      `Appointment ${a.appointment_id_formatted}${a.source === 'phone' ? ', booked by phone' : ''}.`,
      `Phone: ${formatPhone(a.phone_number)}`,
      a.status === 'awaiting_confirmation' ? 'Waiting for the caller to confirm.' : `Status: ${a.status}.`,
      typeof a.other_details?.notes === 'string' && a.other_details.notes ? `Notes: ${a.other_details.notes}` : '',
      ...intakeLines(a),
    ]
      .filter(Boolean)
      .join('\n'),
    starts_at: a.starts_at,
    ends_at: a.ends_at,
    time_zone: zone,
    appointment_id: a.id,
  };
}
