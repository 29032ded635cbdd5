import type { Services } from '../../core/services.js';
import { CallSessionService } from '../../core/calls/call-session-service.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

/**
 * Test calls (the phone-assistant issue): the owner talks to their assistant turn by turn through the same
 * dialog engine callers reach, with the same effects (appointments, orders, messages, SMS and email).
 */
export function createTestCallsApp(services: Services) {
  const app = createGroupApp('/api/test-calls');
  const sessions = new CallSessionService(services);
  app.use('*', requireUser(services));

  app.post('/', async (c) => c.json(await sessions.startTestCall(c.get('userId'), await readJson(c)), 201));
  app.post('/:id/turns', async (c) => c.json(await sessions.testCallTurn(c.get('userId'), c.req.param('id'), await readJson(c))));
  app.post('/:id/end', async (c) => c.json(await sessions.endTestCall(c.get('userId'), c.req.param('id'))));
  app.get('/:id', async (c) => c.json(await sessions.getTestCall(c.get('userId'), c.req.param('id'))));

  return app;
}
