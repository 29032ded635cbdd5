/*
 * Google Calendar (spec section 7): what crosses the wire between /api/google/* and the web's Calendar Sync card and
 * calendar choice page. Plain types only, so the web bundle imports this file without server code.
 */

/** GET /api/google/status. */
export interface CalendarStatus {
  connected: boolean;
  google_calendar_id: string | null;
  /** A lasting sync failure, shown on the card ('reconnect' when only reconnecting helps). */
  problem: { message: string; reconnect: boolean } | null;
}

/** A calendar as GET /api/google/calendars answers it (spec section 3): only those the owner owns. */
export interface GoogleCalendar {
  id: string;
  summary: string;
  description?: string;
}

/** GET /api/google/authorize: where the browser goes to Google's consent screen. */
export interface AuthorizeReply {
  authorization_url: string;
}

/** DELETE /api/google/disconnect. */
export interface DisconnectReply {
  connected: false;
  revoked: boolean;
}
