import type { Services } from '../../core/services.js';
import type { CallSessionService } from '../../core/calls/call-session-service.js';
import { preloadDialogEngine } from '../../core/calls/dialog-engine.js';
import { TestCallMediaService } from '../../core/calls/test-call-media.js';
import { createGroupApp, readJson } from '../http.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/appointments.js';
import { requireUser, requireUserAlongside } from '../session-cookies.js';

const TURNS_PATH = /^\/api\/test-calls\/[^/]+\/turns\/?$/;

/**
 * Test calls (the phone-assistant issue): the owner talks to their assistant turn by turn through the same
 * dialog engine callers reach, with the same effects (appointments, orders, messages, SMS and email).
 */
export function createTestCallsApp(services: Services) {
  const app = createGroupApp('/api/test-calls', services);
  const sessions = lazySessions(services);
  const media = new TestCallMediaService(services);
  const signedIn = requireUser(services);
  // A turn reads whether the session is live alongside the call's own reads, not before them (one round trip less,
  // issue 15); the service awaits that check before it writes, and a logged-out session gets 401 all the same.
  const signedInAlongside = requireUserAlongside(services);
  app.use('*', (c, next) => (c.req.method === 'POST' && TURNS_PATH.test(c.req.path) ? signedInAlongside(c, next) : signedIn(c, next)));

  // Onboarding's 'Call Me Now': 202 {mode:'phone', contact_id} when Connect rings the owner, 200 {mode:'browser'} locally.
  app.post('/call-me', async (c) => {
    const reply = await media.callMe(c.get('userId'), await readJson(c));
    return c.json(reply, reply.mode === 'phone' ? 202 : 200);
  });
  // 'AI Voice Preview': Polly's MP3 in AWS, or the text for the browser's speechSynthesis locally.
  app.post('/voice-preview', async (c) => c.json(await media.voicePreview(c.get('userId'), await readJson(c))));
  app.post('/', async (c) => {
    const body = await readJson(c);
    return c.json(await (await sessions(true)).startTestCall(c.get('userId'), body, c.req.header(IDEMPOTENCY_KEY_HEADER)), 201);
  });
  app.post('/:id/turns', async (c) => {
    const body = await readJson(c);
    return c.json(await (await sessions(true)).testCallTurn(c.get('userId'), c.req.param('id'), body, c.get('sessionLive')));
  });
  app.post('/:id/end', async (c) => c.json(await (await sessions(false)).endTestCall(c.get('userId'), c.req.param('id'))));
  app.get('/:id', async (c) => c.json(await (await sessions(false)).getTestCall(c.get('userId'), c.req.param('id'))));

  return app;
}

/**
 * The call sessions (core/calls/call-session-service.ts: the call, appointment, calendar and effects services and
 * luxon, ~150 KB) imported on the process's first call request rather than by its cold start (issue 15: the group's
 * cold start within 300 KB). Every call's start and turn needs them, so the first one pays their load instead of the
 * init; a start or turn also starts the dialog engine's import beside it rather than after it, as the service would.
 */
function lazySessions(services: Services): (withEngine: boolean) => Promise<CallSessionService> {
  let loading: Promise<CallSessionService> | null = null;
  return (withEngine) => {
    if (withEngine) preloadDialogEngine();
    loading ??= import('../../core/calls/call-session-service.js').then(
      ({ CallSessionService }) => new CallSessionService(services),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
