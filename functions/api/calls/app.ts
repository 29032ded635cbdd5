import type { Services } from '../../core/services.js';
import { CallLogService } from '../../core/calls/call-log-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/**
 * The Call Recording Logs: GET /api/calls (newest first, filters, cursor), GET /api/calls/{id} with the transcript,
 * and GET /api/calls/{id}/recording (a redirect to the audio, in AWS).
 */
export function createCallsApp(services: Services) {
  const app = createGroupApp('/api/calls', services);
  const log = new CallLogService(services);
  app.use('*', requireUser(services));

  app.get('/', async (c) => c.json(await log.list(c.get('userId'), c.req.query())));
  app.get('/:id', async (c) => c.json(await log.get(c.get('userId'), c.req.param('id'))));
  // The audio: a redirect to a link that expires in minutes, so it never outlives the owner's session for long.
  app.get('/:id/recording', async (c) => {
    const url = await log.recordingUrl(c.get('userId'), c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });

  return app;
}
