import type { Services } from '../../core/services.js';
import { GoLiveService } from '../../core/go-live/go-live-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** GET /api/go-live: the assistant's number and the dashboard's go-live checklist, from the real records. */
export function createGoLiveApp(services: Services) {
  const app = createGroupApp('/api/go-live', services);
  const goLive = new GoLiveService(services);
  app.use('*', requireUser(services));
  app.get('/', async (c) => c.json(await goLive.status(c.get('userId'))));
  return app;
}
