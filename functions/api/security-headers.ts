/**
 * The security headers of every response, defined once: the local server (functions/local/server.ts) and the route
 * groups set them, and CloudFront's response headers policy (lib/web-hosting.ts) is built from the same values.
 *
 * The SPA has no inline script or style (Vite emits files; React sets `style` props through the CSSOM, which
 * style-src does not govern), so script-src and style-src are 'self' alone.
 */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  // The voice preview plays Polly's MP3 as a data: URL; a call's recording redirects to a presigned S3 link.
  ['media-src', "'self' data: blob: https://*.amazonaws.com"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** The test-call panel listens through the microphone (speech recognition); nothing else is needed. */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';

/** Password-reset and confirmation links carry tokens in their path: never hand them to another site. */
export const REFERRER_POLICY = 'same-origin';

export const FRAME_OPTIONS = 'DENY';

/** HTTPS only (AWS): two years, subdomains included. Never sent over plain http locally. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/** Every header by name; `https` adds Strict-Transport-Security. */
export function securityHeaders(options: { https: boolean; csp?: string }): Record<string, string> {
  return {
    'Content-Security-Policy': options.csp ?? CONTENT_SECURITY_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
