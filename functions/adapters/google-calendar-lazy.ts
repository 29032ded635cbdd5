import type { GoogleCalendarClient, GoogleCalendarGateway } from '../core/google/ports.js';
import type { GoogleGatewayOptions } from './google-calendar.js';

/**
 * googleCalendarGateway, with the Google clients (google-auth-library, @googleapis/calendar: ~300 KB bundled) imported
 * on the first calendar call rather than at every cold start: every route group's Lambda holds the gateway, few
 * requests use it.
 */
export function lazyGoogleCalendarGateway(options: GoogleGatewayOptions): GoogleCalendarGateway {
  let gateway: Promise<GoogleCalendarGateway> | null = null;
  const real = () => (gateway ??= import('./google-calendar.js').then((m) => m.googleCalendarGateway(options)));
  return {
    authorizationUrl: async (input) => (await real()).authorizationUrl(input),
    exchangeCode: async (input) => (await real()).exchangeCode(input),
    revoke: async (token) => (await real()).revoke(token),
    client(tokens, onTokens): GoogleCalendarClient {
      let client: Promise<GoogleCalendarClient> | null = null;
      const made = () => (client ??= real().then((g) => g.client(tokens, onTokens)));
      return {
        listCalendars: async () => (await made()).listCalendars(),
        freeBusy: async (calendarId, timeMin, timeMax) => (await made()).freeBusy(calendarId, timeMin, timeMax),
        upsertEvent: async (calendarId, eventId, event) => (await made()).upsertEvent(calendarId, eventId, event),
        deleteEvent: async (calendarId, eventId) => (await made()).deleteEvent(calendarId, eventId),
      };
    },
  };
}
