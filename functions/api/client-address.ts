import type { Context } from 'hono';

/**
 * The address a request came from, for throttles keyed by client (confirmation-code guesses, sign-in failures).
 * The one place that knows where it comes from. In Lambda: the nearest address in X-Forwarded-For that is not
 * API Gateway's own peer (behind CloudFront, the viewer CloudFront saw), else the request context's source IP; on
 * the local server: the socket's peer. Headers are never trusted outside Lambda.
 */
export function clientAddress(c: Context): string {
  const env = c.env as
    | { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  if (env?.event) {
    const source = env.event.requestContext?.http?.sourceIp;
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    return forwarded.reverse().find((ip) => ip !== source) ?? source ?? 'unknown';
  }
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
