/**
 * Google Calendar as the domain sees it: one port for the OAuth client and the Calendar API subset the product
 * uses. The adapter (functions/adapters/google-calendar.ts) implements it with the official clients, pointed at
 * Google in AWS and at the local stand-in (functions/local/google-standin.ts) locally.
 */

/** The minimal scopes: read the calendar list, write events on calendars the owner owns, read free/busy. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events.owned',
  'https://www.googleapis.com/auth/calendar.freebusy',
] as const;

export interface GoogleTokens {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds. */
  expiry_date: number;
  scope?: string;
}

export interface GoogleCalendarEntry {
  id: string;
  summary: string;
  description?: string;
  /** owner, writer, reader, freeBusyReader (calendarList's accessRole). */
  access_role: string;
  primary: boolean;
}

export interface GoogleBusy {
  starts_at: string;
  ends_at: string;
}

export interface GoogleEventInput {
  summary: string;
  description: string;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  /** Kept in the event's private extended properties: which appointment it mirrors. */
  appointment_id: string;
}

/** What went wrong at Google, in the terms the product acts on. */
export type GoogleFailure =
  /** The grant is gone (invalid_grant, revoked, insufficient scopes): only reconnecting helps. */
  | 'revoked'
  /** 429 or a rate-limit 403: try again later. */
  | 'rate_limited'
  /** 5xx, a timeout, or Google could not be reached: try again later. */
  | 'unavailable'
  | 'not_found'
  /** Any other 4xx: our request was wrong; retrying the same request will not help. */
  | 'rejected';

export class GoogleError extends Error {
  constructor(
    readonly failure: GoogleFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GoogleError';
  }
  get retryable(): boolean {
    return this.failure === 'rate_limited' || this.failure === 'unavailable';
  }
}

/** One grant's calls. Access tokens are refreshed on the way when expired; new tokens are reported back. */
export interface GoogleCalendarClient {
  listCalendars(): Promise<GoogleCalendarEntry[]>;
  freeBusy(calendarId: string, timeMin: string, timeMax: string): Promise<GoogleBusy[]>;
  /** Creates the event with this id, or updates it when it exists already (a retried insert). */
  upsertEvent(calendarId: string, eventId: string, event: GoogleEventInput): Promise<void>;
  /** Deleting an event that is already gone succeeds. */
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
}

export interface GoogleCalendarGateway {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<GoogleTokens>;
  /** Revokes the grant (refresh token) at Google. */
  revoke(token: string): Promise<void>;
  client(tokens: GoogleTokens, onTokens: (tokens: GoogleTokens) => Promise<void>): GoogleCalendarClient;
}

/**
 * Encrypts secrets at rest (the Google tokens): KMS in AWS, an AES-GCM key file under the data folder locally.
 * `context` is bound to the ciphertext (KMS encryption context, GCM additional data): a business's tokens
 * copied onto another business do not decrypt.
 */
export interface SecretCipher {
  encrypt(plaintext: string, context: Record<string, string>): Promise<string>;
  decrypt(ciphertext: string, context: Record<string, string>): Promise<string>;
}
