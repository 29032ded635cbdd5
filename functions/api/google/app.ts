import { getCookie } from 'hono/cookie';
import type { Services } from '../../core/services.js';
import { AppError } from '../../core/errors.js';
import { SessionService } from '../../core/auth/sessions.js';
import { GoogleCalendarService } from '../../core/google/calendar-service.js';
import { createGroupApp } from '../http.js';
import { ACCESS_COOKIE, requireUser } from '../session-cookies.js';

/** Where the browser goes once the grant is stored (spec: the Calendar Sync card leads to the calendar choice). */
export const AFTER_CONNECT_PATH = '/google-calendar-select';

/**
 * Google Calendar (spec section 7): GET /authorize, GET /status, GET /calendars, DELETE /disconnect, and
 * GET /callback, where Google sends the browser back (a redirect, so it answers pages, not JSON).
 */
export function createGoogleApp(services: Services) {
  const app = createGroupApp('/api/google', services);
  const calendars = new GoogleCalendarService(services);
  const sessions = new SessionService(services);

  app.get('/authorize', requireUser(services), async (c) => c.json(await calendars.authorize(c.get('userId'), c.get('familyId'))));
  app.get('/status', requireUser(services), async (c) => c.json(await calendars.status(c.get('userId'))));
  app.get('/calendars', requireUser(services), async (c) => c.json(await calendars.calendars(c.get('userId'))));
  app.delete('/disconnect', requireUser(services), async (c) => c.json(await calendars.disconnect(c.get('userId'))));

  // The callback's pages load their style and script from here: the Content-Security-Policy allows no inline ones.
  app.get('/page.css', (c) => c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/refresh.js', (c) => c.body(REFRESH_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  app.get('/callback', async (c) => {
    const session = await sessions.authenticate(getCookie(c, ACCESS_COOKIE)).catch(() => null);
    // The access cookie lives 15 minutes; after a slow consent screen it may have lapsed. Refresh once, then
    // come back, before the single-use state is spent.
    if (!session && c.req.query('after_refresh') !== '1') {
      const url = new URL(c.req.url);
      url.searchParams.set('after_refresh', '1');
      return c.html(refreshPage(`${url.pathname}${url.search}`));
    }
    try {
      await calendars.callback(session, c.req.query());
      return c.redirect(AFTER_CONNECT_PATH, 302);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return c.html(errorPage(error.message), error.status as 400);
    }
  });

  return app;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<link rel="stylesheet" href="/api/google/page.css"></head>
<body><main>${body}</main></body></html>`;
}

function errorPage(message: string): string {
  return page(
    'Google Calendar not connected',
    `<h1>Google Calendar was not connected</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p>Nothing was saved. <a href="/dashboard/assistant">Back to Assistant Configuration</a></p>`,
  );
}

function refreshPage(next: string): string {
  return page(
    'Connecting Google Calendar',
    `<p>Connecting Google Calendar...</p><script src="/api/google/refresh.js" data-next="${escapeHtml(next)}"></script>`,
  );
}

const PAGE_CSS = `body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:32rem;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;margin:1rem}
.error{background:#fef2f2;border:1px solid #fecaca;color:#b91c1c;border-radius:8px;padding:1rem}a{color:#2563eb}`;

/** Refreshes the session once, then goes back to the callback (its URL in the script tag's data-next). */
const REFRESH_JS = `(function () {
  var next = document.currentScript && document.currentScript.getAttribute('data-next');
  if (!next || next.indexOf('/api/google/callback') !== 0) next = '/dashboard/assistant';
  fetch('/api/auth/refresh', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    .finally(function () { location.replace(next); });
})();
`;
