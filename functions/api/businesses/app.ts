import type { Services } from '../../core/services.js';
import { AccountService } from '../../core/accounts/accounts.js';
import { BusinessService } from '../../core/business/business-service.js';
import { GoogleCalendarService } from '../../core/google/calendar-service.js';
import { createGroupApp, readJson } from '../http.js';
import { readSignupCookie, requireUser } from '../session-cookies.js';

export function createBusinessesApp(services: Services) {
  const app = createGroupApp('/api/businesses', services);
  const accounts = new AccountService(services);
  const businesses = new BusinessService(services);
  const calendars = new GoogleCalendarService(services);

  /** Step 1 of sign-up: allowed only to the browser holding the pending sign-up's cookie. */
  app.post('/', async (c) => {
    const signup = readSignupCookie(c);
    const business = await accounts.createSignupBusiness(signup.userId, signup.token, await readJson(c));
    return c.json(business, 201);
  });

  app.get('/me', requireUser(services), async (c) => c.json(await businesses.getMine(c.get('userId'))));

  app.patch('/:id', requireUser(services), async (c) => {
    const body = await readJson(c);
    // A google_calendar_id must be one of the owner's calendars at Google (asked only when it changes).
    await calendars.checkCalendarChoice(c.get('userId'), body);
    return c.json(await businesses.update(c.get('userId'), c.req.param('id'), body));
  });

  return app;
}
