import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../core/errors.js';
import { log } from '../core/log.js';

export type AppEnv = { Variables: { userId: string; familyId: string } };

export const MAX_BODY_BYTES = 256 * 1024;

/** Header the CloudFront Function of the /api/* behaviour sets to the viewer's address (lib/edge-protection.ts). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Every route group is a Hono app with the same guards: body limit, JSON errors in one shape
 * ({error, errors?}), no stack traces, and trailing slashes accepted as the spec writes them.
 */
export function createGroupApp(prefix: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false }).basePath(prefix);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large (the limit is 256 KB)' }, 413),
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.onError(handleError);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    if (error.details.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.details.retryAfterSeconds));
    const body: Record<string, unknown> = { error: error.message };
    if (error.details.errors) body.errors = error.details.errors;
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || 'Bad request' }, error.status);
  }
  log.error(error.message, { stack: error.stack, path: c.req.path });
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}

/** The JSON body, or a 400 a person can understand. An empty body reads as {}. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type && !/^application\/(.+\+)?json/i.test(type)) {
    throw new AppError('bad_request', 'The request body must be JSON (Content-Type: application/json)');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON');
  }
}
