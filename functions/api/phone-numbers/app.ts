import type { Services } from '../../core/services.js';
import { PhoneNumberService } from '../../core/phone-numbers/phone-number-service.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** Onboarding's phone numbers (spec section 7): GET /phone-numbers/available, POST /phone-numbers/link/. */
export function createPhoneNumbersApp(services: Services) {
  const app = createGroupApp('/api/phone-numbers', services);
  const numbers = new PhoneNumberService(services);
  app.use('*', requireUser(services));
  app.get('/available', async (c) => c.json(await numbers.available(c.get('userId'), c.req.query('limit'))));
  app.post('/link', async (c) => c.json(await numbers.link(c.get('userId'), await readJson(c))));
  return app;
}
