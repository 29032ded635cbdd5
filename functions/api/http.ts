import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../core/errors.js';
import { securityHeaders } from './security-headers.js';
import { log } from '../core/log.js';

export type AppEnv = {
  Variables: {
    userId: string;
    familyId: string;
    /** Set by requireUserAlongside: the session's liveness check, in flight beside the route's own reads. */
    sessionLive?: Promise<void>;
  };
};

export const MAX_BODY_BYTES = 256 * 1024;

/** What a route group needs to know about the site it serves. */
export interface GroupAppSite {
  config: { PUBLIC_BASE_URL?: string; SECURE_COOKIES?: boolean };
}

/** Header the CloudFront Function of the /api/* behaviour sets to the viewer's address (lib/edge-protection.ts). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Every route group is a Hono app with the same guards: body limit, same-origin JSON for every state-changing call,
 * path ids of a sane size, security headers, JSON errors in one shape ({error, errors?}), no stack traces, and
 * trailing slashes accepted as the spec writes them.
 */
export function createGroupApp(prefix: string, site: GroupAppSite): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false }).basePath(prefix);
  const headers = securityHeaders({ https: site.config.SECURE_COOKIES === true });
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.use('*', pathIdGuard(prefix));
  app.use('*', sameOriginJson(site));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large (the limit is 256 KB)' }, 413),
    }),
  );
  app.onError(handleError);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF beyond SameSite: a same-site page on another origin (another port, a sibling subdomain) still gets the
 * owner's Lax cookies sent with a form post or a no-cors fetch. So every state-changing call must
 *  - come from the site: an Origin equal to PUBLIC_BASE_URL's origin or to the origin the request was addressed to
 *    (locally, the host the server is reached on), or, without Origin, `Sec-Fetch-Site: same-origin`. A client
 *    that sends neither (curl, scripts) is refused too: it must say `Origin: <the site>`, as the terminal caller does.
 *  - declare a JSON body (`Content-Type: application/json`, even when empty), which no HTML form can send and
 *    which makes a cross-origin fetch ask first (CORS preflight) and be refused.
 */
export function sameOriginJson(site: GroupAppSite): MiddlewareHandler {
  const configured = originOf(site.config.PUBLIC_BASE_URL);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const own = originOf(c.req.url);
    const fromSite =
      origin !== undefined
        ? origin === configured || origin === own
        : fetchSite === 'same-origin';
    if (!fromSite || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')) {
      throw new AppError(
        'forbidden',
        `This request did not come from the site. Requests that change data must be sent from ${configured ?? own} (with its Origin header).`,
      );
    }
    if (!isJsonType(c.req.header('content-type'))) {
      throw new AppError('unsupported_media_type', 'Send the request as JSON: the Content-Type header must be application/json.');
    }
    return next();
  };
}

const isJsonType = (type: string | undefined) => !!type && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim());

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The ids the product issues are UUIDs, short tokens and order refs (base64url, about 84 characters); anything else in a path is not one of ours. */
const PATH_ID = /^[A-Za-z0-9_.-]{1,100}$/;
export const isValidPathId = (segment: string) => PATH_ID.test(segment);

/**
 * Path ids are validated once for every route: a segment after the group's prefix that no route could name (too
 * long, or characters no id has) is 404, before any handler, so no key DynamoDB would refuse (2 KB limit) is built.
 */
export function pathIdGuard(prefix: string): MiddlewareHandler {
  return async (c, next) => {
    const rest = c.req.path.slice(prefix.length);
    for (const segment of rest.split('/')) {
      if (segment !== '' && !isValidPathId(segment)) return c.json({ error: 'Not found' }, 404);
    }
    return next();
  };
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    if (error.details.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.details.retryAfterSeconds));
    const body: Record<string, unknown> = { error: error.message };
    if (error.details.errors) body.errors = error.details.errors;
    if (error.details.reason) body.reason = error.details.reason;
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || 'Bad request' }, error.status);
  }
  if (isKeyTooLong(error)) {
    // Ids are validated where routes are declared; this catches any other value that ends up in a key (an email, a
    // token) longer than DynamoDB allows: the client's mistake, not ours.
    return c.json({ error: 'A value in the request is too long.', errors: ['A value in the request is too long.'] }, 422);
  }
  if (isDatabaseUnreachable(error)) {
    // The database is restarting (locally) or throttling (AWS): the request may be retried as it is.
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ error: 'The database is not available right now. Please try again in a few seconds.' }, 503);
  }
  log.error(error.message, { stack: error.stack, path: c.req.path });
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** DynamoDB's (and DynamoDB Local's) refusal of a key over 2048 bytes (partition) or 1024 bytes (sort). */
export function isKeyTooLong(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | undefined;
  return (
    e?.name === 'ValidationException' &&
    /primary key values must be under \d+ bytes|size of (hash|range)key has exceeded|size of all range keys has exceeded|key .*exceeds? .*\d+ bytes/i.test(e.message ?? '')
  );
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'UND_ERR_SOCKET']);
const THROTTLED = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);

/** A DynamoDB call that never reached the database, or that it refused for load: not the client's fault, nor a bug. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { name?: string; code?: string; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code && UNREACHABLE_CODES.has(e.code)) return true;
    if (e.name && THROTTLED.has(e.name)) return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The JSON body, or a 400 a person can understand. An empty body reads as {}. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  // sameOriginJson has already refused a body not declared as JSON; this keeps readJson safe on its own.
  const type = c.req.header('content-type');
  if (!isJsonType(type)) {
    throw new AppError('unsupported_media_type', 'Send the request as JSON: the Content-Type header must be application/json.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
}
