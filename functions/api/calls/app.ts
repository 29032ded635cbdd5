import type { Services } from '../../core/services.js';
import { CallLogService } from '../../core/calls/call-log-service.js';
import { KnowledgeGapService } from '../../core/calls/knowledge-gaps.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/**
 * The Call Recording Logs: GET /api/calls (newest first, filters, cursor), GET /api/calls/{id} with the transcript,
 * GET /api/calls/{id}/recording (a redirect to the audio, in AWS) and GET /api/calls/knowledge-gaps (questions the
 * assistant could not answer, newest first, cursor).
 */
export function createCallsApp(services: Services) {
  const app = createGroupApp('/api/calls', services);
  const log = new CallLogService(services);
  const gaps = new KnowledgeGapService(services);
  app.use('*', requireUser(services));

  app.get('/', async (c) => c.json(await log.list(c.get('userId'), c.req.query())));
  // Before '/:id': the questions callers asked that the assistant could not answer.
  app.get('/knowledge-gaps', async (c) => c.json(await gaps.list(c.get('userId'), c.req.query())));
  app.get('/:id', async (c) => c.json(await log.get(c.get('userId'), c.req.param('id'))));
  // The audio: a redirect to a link that expires in minutes, so it never outlives the owner's session for long.
  app.get('/:id/recording', async (c) => {
    const url = await log.recordingUrl(c.get('userId'), c.req.param('id'));
    c.header('Cache-Control', 'no-store');
    return c.redirect(url, 302);
  });

  return app;
}
