import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Services } from '../core/services.js';
import { ROUTE_GROUPS } from '../api/route-groups.js';
import { GROUP_APPS } from '../api/group-apps.js';
import type { OutboxSms } from '../adapters/outbox-sms.js';
import type { EmulatedEmail } from './ses-local.js';
import { OUTBOX_STYLE, renderOutboxPage } from './outbox-page.js';
import { DATABASE_RETRY_AFTER_SECONDS, handleError, pathIdGuard, readJson, sameOriginJson } from '../api/http.js';
import { ACCESS_COOKIE } from '../api/session-cookies.js';
import { CSP_DIRECTIVES, securityHeaders } from '../api/security-headers.js';
import { CallSessionService, type CallAccess } from '../core/calls/call-session-service.js';
import { SessionService } from '../core/auth/sessions.js';
import { unauthorized } from '../core/errors.js';
import { scopedRepositories, type RepositoryName } from '../core/repository-scope.js';

export interface LocalAppOptions {
  services: Services;
  outbox: { list(limit?: number): Promise<OutboxSms[]> };
  emails: { list(): Promise<EmulatedEmail[]> };
  /** The Vite build to serve (dist/web); absent in `npm run dev`, where Vite serves the SPA. */
  webDir?: string;
  /**
   * The local-only secret of the terminal caller (`npm run call` reads it from DATA_DIR/dev-token): it may drive any
   * call on /dev/calls. Without it (or without the header) only a signed-in owner may, and only calls to their business.
   */
  devToken?: string;
  /** The Google stand-in (functions/local/google-standin.ts), served under /dev/google. */
  googleStandIn?: Hono;
}

export const DEV_TOKEN_HEADER = 'x-dev-token';
/** With the dev token: the instant this one request happens at (local tests of dates and daylight-saving changes). */
export const DEV_NOW_HEADER = 'x-dev-now';

/**
 * `services` as one group's Lambda has them: its repositories only. Everything else is read through to `services`
 * (tests and this server replace ports and the clock on it after the apps are built).
 */
function withRepositories(services: Services, names: readonly RepositoryName[], group: string): Services {
  let scoped: { of: Services['repos']; repos: Services['repos'] } | null = null;
  return new Proxy(services, {
    get(target, property, receiver) {
      if (property !== 'repos') return Reflect.get(target, property, receiver);
      if (scoped?.of !== target.repos) scoped = { of: target.repos, repos: scopedRepositories(target.repos, names, group) };
      return scoped.repos;
    },
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** The socket's peer on the node server; undefined for in-process requests (tests), which are local by definition. */
const peerAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

/** One Hono app: every /api route group as its Lambda serves it, the dev outbox, and the SPA with history fallback. */
export function createLocalApp(options: LocalAppOptions): Hono {
  const root = new Hono({ strict: false });
  const { services } = options;
  const https = services.config.SECURE_COOKIES;

  // The same headers as CloudFront adds in AWS (lib/web-hosting.ts), on the SPA, the dev pages and the API.
  root.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders({ https }))) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  });

  // Local tests only: a request that carries the dev token may say when it happens (X-Dev-Now, an instant with its
  // offset), e.g. test calls placed on the night of a daylight-saving change. Only that request sees the moved clock;
  // every other request (another test's, the browser's) keeps the server's own.
  const devNowToken = options.devToken ? sha256(options.devToken) : null;
  const requestNow = new AsyncLocalStorage<Date>();
  const serverNow = services.now;
  services.now = () => requestNow.getStore() ?? serverNow();
  root.use('*', async (c, next) => {
    const at = c.req.header(DEV_NOW_HEADER);
    if (at === undefined) return next();
    const given = c.req.header(DEV_TOKEN_HEADER);
    if (!devNowToken || given === undefined || !timingSafeEqual(sha256(given), devNowToken)) {
      return c.json({ error: `${DEV_NOW_HEADER} needs the local dev token (${DEV_TOKEN_HEADER}).` }, 403);
    }
    const when = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(at) ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime())) return c.json({ error: `${DEV_NOW_HEADER} must be an instant with its offset, e.g. 2026-03-08T02:30:00-05:00.` }, 400);
    return requestNow.run(when, next);
  });

  // While DynamoDB Local restarts (its Java process died), whatever needs it waits: 503 with Retry-After, not 500.
  const database = services.database;
  if (database) {
    const gate = async (c: Context, next: () => Promise<void>) => {
      if (database.state() === 'up' || c.req.path.replace(/\/+$/, '') === '/api/health') return next();
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ error: 'The database is restarting. Please try again in a few seconds.' }, 503);
    };
    root.use('/api/*', gate);
    root.use('/dev/*', gate);
  }

  for (const group of ROUTE_GROUPS) {
    const create = GROUP_APPS[group.name];
    if (!create) throw new Error(`Route group '${group.name}' has no app in functions/api/group-apps.ts`);
    // Each group sees only the repositories its Lambda builds (route-groups.ts `repos`), as in AWS.
    root.route('/', create(group.repos ? withRepositories(services, group.repos, group.name) : services));
  }
  root.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // The outbox holds live password-reset links: for this machine only, even when HOST opens the server to a network.
  const localPeersOnly = async (c: Context, next: () => Promise<void>) => {
    const peer = peerAddress(c);
    if (peer !== undefined && !LOOPBACK.test(peer)) return c.json({ error: 'The outbox is only shown on the machine running npm start.' }, 403);
    return next();
  };
  root.use('/dev/outbox', localPeersOnly);
  root.use('/dev/outbox.json', localPeersOnly);
  root.get('/dev/outbox.json', async (c) => {
    const [emails, sms] = await Promise.all([options.emails.list(), options.outbox.list()]);
    return c.json({ emails, sms });
  });
  if (options.googleStandIn) root.route('/', options.googleStandIn);
  root.get('/dev/outbox', async (c) => {
    const [emails, sms] = await Promise.all([options.emails.list(), options.outbox.list()]);
    c.header('Content-Security-Policy', OUTBOX_CSP);
    return c.html(renderOutboxPage(emails, sms));
  });

  // The terminal caller (`npm run call`, functions/local/call.ts): a call that reaches a business by the number
  // it dials, found exactly as the contact flow finds it, through the same engine. Local only, like the outbox, and
  // guarded like the API: same-origin JSON, sane ids, and either the dev token or the business's owner signed in.
  const calls = new Hono({ strict: false });
  calls.onError(handleError);
  calls.use('*', pathIdGuard('/dev/calls'));
  calls.use('*', sameOriginJson(services));
  const sessions = new CallSessionService(services);
  const signedIn = new SessionService(services);
  const devToken = options.devToken ? sha256(options.devToken) : null;
  const access = async (c: Context): Promise<CallAccess> => {
    const given = c.req.header(DEV_TOKEN_HEADER);
    if (given !== undefined) {
      if (devToken && timingSafeEqual(sha256(given), devToken)) return { kind: 'trusted' };
      throw unauthorized();
    }
    return { kind: 'owner', userId: (await signedIn.authenticate(getCookie(c, ACCESS_COOKIE))).userId };
  };
  calls.post('/dev/calls', async (c) => {
    const who = await access(c);
    return c.json(await sessions.startInbound(await readJson(c), { access: who }), 201);
  });
  calls.post('/dev/calls/:id/turns', async (c) => {
    const who = await access(c);
    return c.json(await sessions.inboundTurn(c.req.param('id'), await readJson(c), who));
  });
  calls.post('/dev/calls/:id/end', async (c) => c.json(await sessions.endInbound(c.req.param('id'), await access(c))));
  root.route('/', calls);

  const webDir = options.webDir;
  if (webDir && existsSync(join(webDir, 'index.html'))) {
    root.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // `/` is the pre-rendered landing page (landing.html); a build without one falls back to the app's shell.
    root.get('/', (c) => {
      const file = existsSync(join(webDir, 'landing.html')) ? 'landing.html' : 'index.html';
      return c.html(readFileSync(join(webDir, file), 'utf8'));
    });
    root.use('*', serveStatic({ root: relative(process.cwd(), webDir) || '.' }));
    // History fallback: any other GET is a client-side route, answered with the app's shell (never the landing page).
    root.get('*', (c) => c.html(readFileSync(join(webDir, 'index.html'), 'utf8')));
  } else {
    root.get('*', (c) =>
      c.text(webDir ? `The web app is not built yet: run \`npm run build\` (looked in ${webDir}).` : 'Not found', 404),
    );
  }
  return root;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The outbox page's one inline style block, allowed by its hash (the page has no script at all). */
const OUTBOX_CSP = CSP_DIRECTIVES.map(([name, value]) =>
  name === 'style-src' ? `${name} 'sha256-${createHash('sha256').update(OUTBOX_STYLE).digest('base64')}'` : `${name} ${value}`,
).join('; ');
