/** Google Calendar calls (spec section 7), shared by the Calendar Sync card and /google-calendar-select. */
import { api } from './api';
import type { GoogleCalendar } from '../../../functions/contract/google';

export type { AuthorizeReply, CalendarStatus, DisconnectReply, GoogleCalendar } from '../../../functions/contract/google';

export const CALENDAR_API = {
  status: '/google/status',
  authorize: '/google/authorize',
  disconnect: '/google/disconnect',
  calendars: '/google/calendars',
} as const;

export const fetchCalendars = (signal?: AbortSignal) => api.get<GoogleCalendar[]>(CALENDAR_API.calendars, { signal });
export const saveCalendarChoice = (businessId: string, calendarId: string) =>
  api.patch<{ google_calendar_id: string | null }>(`/businesses/${businessId}`, { business: { google_calendar_id: calendarId } });
