import type { Services } from '../../core/services.js';
import { ScrapeService } from '../../core/scrape/scrape-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** The website scrape's progress for the onboarding gate (spec section 7: GET /scrapings/check-status). */
export function createScrapingsApp(services: Services) {
  const app = createGroupApp('/api/scrapings', services);
  const scrapes = new ScrapeService(services);
  app.use('*', requireUser(services));
  app.get('/check-status', async (c) => c.json(await scrapes.statusOf(c.get('userId'))));
  return app;
}
