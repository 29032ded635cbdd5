import type { Context } from 'hono';
import { VIEWER_ADDRESS_HEADER } from './http.js';

/**
 * The address a request came from, for throttles keyed by client (confirmation-code guesses, sign-in failures).
 * The one place that knows where it comes from. In Lambda: the viewer address CloudFront's function wrote into
 * x-viewer-address (it replaces whatever the client sent; X-Forwarded-For can be forged by the client), else API
 * Gateway's source IP; on the local server: the socket's peer. Headers are never trusted outside Lambda.
 */
export function clientAddress(c: Context): string {
  const env = c.env as
    | { event?: { requestContext?: { http?: { sourceIp?: string } } }; incoming?: { socket?: { remoteAddress?: string } } }
    | undefined;
  if (env?.event) {
    const viewer = c.req.header(VIEWER_ADDRESS_HEADER)?.trim();
    if (viewer && /^[0-9a-fA-F.:]{2,45}$/.test(viewer)) return viewer;
    return env.event.requestContext?.http?.sourceIp ?? 'unknown';
  }
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
