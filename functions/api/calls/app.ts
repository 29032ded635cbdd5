import type { Services } from '../../core/services.js';
import { CallLogService } from '../../core/calls/call-log-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** The Call Recording Logs: GET /api/calls (newest first, filters, cursor) and GET /api/calls/{id} with the transcript. */
export function createCallsApp(services: Services) {
  const app = createGroupApp('/api/calls');
  const log = new CallLogService(services);
  app.use('*', requireUser(services));

  app.get('/', async (c) => c.json(await log.list(c.get('userId'), c.req.query())));
  app.get('/:id', async (c) => c.json(await log.get(c.get('userId'), c.req.param('id'))));

  return app;
}
