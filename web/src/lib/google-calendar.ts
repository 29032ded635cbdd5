/** Google Calendar calls (spec section 7), shared by the Calendar Sync card and /google-calendar-select. */
import { api } from './api';

/** A calendar as GET /api/google/calendars answers it (spec section 3). */
export interface GoogleCalendar {
  id: string;
  summary: string;
  description?: string;
}

/** GET /api/google/status. */
export interface CalendarStatus {
  connected: boolean;
  google_calendar_id?: string | null;
  /** A lasting sync failure; `reconnect` when only connecting again helps. */
  problem?: { message: string; reconnect: boolean } | null;
}

export const CALENDAR_API = {
  status: '/google/status',
  authorize: '/google/authorize',
  disconnect: '/google/disconnect',
  calendars: '/google/calendars',
} as const;

export const fetchCalendars = (signal?: AbortSignal) => api.get<GoogleCalendar[]>(CALENDAR_API.calendars, { signal });
export const saveCalendarChoice = (businessId: string, calendarId: string) =>
  api.patch<{ google_calendar_id: string | null }>(`/businesses/${businessId}`, { business: { google_calendar_id: calendarId } });
