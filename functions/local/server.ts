import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Services } from '../core/services.js';
import { ROUTE_GROUPS } from '../api/route-groups.js';
import { GROUP_APPS } from '../api/group-apps.js';
import type { OutboxSms } from '../adapters/outbox-sms.js';
import type { EmulatedEmail } from './ses-local.js';
import { renderOutboxPage } from './outbox-page.js';
import { handleError, readJson } from '../api/http.js';
import { CallSessionService } from '../core/calls/call-session-service.js';

export interface LocalAppOptions {
  services: Services;
  outbox: { list(limit?: number): Promise<OutboxSms[]> };
  emails: { list(): Promise<EmulatedEmail[]> };
  /** The Vite build to serve (dist/web); absent in `npm run dev`, where Vite serves the SPA. */
  webDir?: string;
  /** The Google stand-in (functions/local/google-standin.ts), served under /dev/google. */
  googleStandIn?: Hono;
}

/** One Hono app: every /api route group as its Lambda serves it, the dev outbox, and the SPA with history fallback. */
export function createLocalApp(options: LocalAppOptions): Hono {
  const root = new Hono({ strict: false });
  for (const group of ROUTE_GROUPS) {
    const create = GROUP_APPS[group.name];
    if (!create) throw new Error(`Route group '${group.name}' has no app in functions/api/group-apps.ts`);
    root.route('/', create(options.services));
  }
  root.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  root.get('/dev/outbox.json', async (c) => {
    const [emails, sms] = await Promise.all([options.emails.list(), options.outbox.list()]);
    return c.json({ emails, sms });
  });
  if (options.googleStandIn) root.route('/', options.googleStandIn);
  root.get('/dev/outbox', async (c) => {
    const [emails, sms] = await Promise.all([options.emails.list(), options.outbox.list()]);
    return c.html(renderOutboxPage(emails, sms));
  });

  // The terminal caller (`npm run call`, functions/local/call.ts): a call that reaches a business by the number
  // it dials, found exactly as the contact flow finds it, through the same engine. Local only, like the outbox.
  const calls = new Hono({ strict: false });
  calls.onError(handleError);
  const sessions = new CallSessionService(options.services);
  calls.post('/dev/calls', async (c) => c.json(await sessions.startInbound(await readJson(c)), 201));
  calls.post('/dev/calls/:id/turns', async (c) => c.json(await sessions.inboundTurn(c.req.param('id'), await readJson(c))));
  calls.post('/dev/calls/:id/end', async (c) => c.json(await sessions.endInbound(c.req.param('id'))));
  root.route('/', calls);

  const webDir = options.webDir;
  if (webDir && existsSync(join(webDir, 'index.html'))) {
    root.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    root.use('*', serveStatic({ root: relative(process.cwd(), webDir) || '.' }));
    // History fallback: any other GET is a client-side route.
    root.get('*', (c) => c.html(readFileSync(join(webDir, 'index.html'), 'utf8')));
  } else {
    root.get('*', (c) =>
      c.text(webDir ? `The web app is not built yet: run \`npm run build\` (looked in ${webDir}).` : 'Not found', 404),
    );
  }
  return root;
}
