import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The access token: `base64url(JSON payload).base64url(HMAC-SHA256)`. Expiry is checked against the
 * injected clock (not the process clock), so tests can move time and Lambdas agree with DynamoDB TTLs.
 */
export interface AccessClaims {
  sub: string;
  fid: string;
  exp: number;
}

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest();

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

export function verifyAccessToken(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.fid !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= nowSeconds) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}
