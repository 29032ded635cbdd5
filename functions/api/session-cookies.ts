import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Services } from '../core/services.js';
import type { IssuedSession, SessionIdentity } from '../core/auth/sessions.js';
import { SessionService } from '../core/auth/sessions.js';
import type { AppEnv } from './http.js';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const SIGNUP_COOKIE = 'signup_token';
/** The refresh token is only ever sent to the auth routes. */
const REFRESH_PATH = '/api/auth';

const base = (services: Services) => ({ httpOnly: true, sameSite: 'Lax' as const, secure: services.config.SECURE_COOKIES });

export function setSessionCookies(c: Context, services: Services, session: IssuedSession) {
  setCookie(c, ACCESS_COOKIE, session.accessToken, {
    ...base(services),
    path: '/api',
    ...(session.persistent ? { maxAge: session.accessMaxAgeSeconds } : {}),
  });
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    ...base(services),
    path: REFRESH_PATH,
    ...(session.persistent ? { maxAge: session.refreshMaxAgeSeconds } : {}),
  });
}

export function clearSessionCookies(c: Context, services: Services) {
  deleteCookie(c, ACCESS_COOKIE, { ...base(services), path: '/api' });
  deleteCookie(c, REFRESH_COOKIE, { ...base(services), path: REFRESH_PATH });
}

/** The pending sign-up cookie: `<userId>.<token>`, valid for a day. */
export function setSignupCookie(c: Context, services: Services, userId: string, token: string) {
  setCookie(c, SIGNUP_COOKIE, `${userId}.${token}`, { ...base(services), path: '/api', maxAge: 24 * 3600 });
}
export function clearSignupCookie(c: Context, services: Services) {
  deleteCookie(c, SIGNUP_COOKIE, { ...base(services), path: '/api' });
}
export function readSignupCookie(c: Context): { userId?: string; token?: string } {
  const raw = getCookie(c, SIGNUP_COOKIE);
  if (!raw) return {};
  const dot = raw.indexOf('.');
  if (dot < 1) return {};
  const userId = raw.slice(0, dot);
  const token = raw.slice(dot + 1);
  // Only the shapes this server issues (a UUID and a base64url token): anything else is no sign-up, and an oversized
  // id must never reach the database as a key.
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return {};
  return { userId, token };
}

/** 401 {"error":"Unauthorized"} unless the access cookie names a live session. */
export function requireUser(services: Services): MiddlewareHandler<AppEnv> {
  const sessions = new SessionService(services);
  return async (c, next) => {
    const identity = await sessions.authenticate(getCookie(c, ACCESS_COOKIE));
    c.set('userId', identity.userId);
    c.set('familyId', identity.familyId);
    await next();
  };
}

/**
 * For a read-only route that a person repeats fast (the top bar's search as they type): the read for the access
 * token's user runs beside the session's check instead of after it, and answers only when the session is live
 * (otherwise 401, the read's answer dropped). One round trip less than requireUser then the read. Never for a write.
 */
export function readAsUser(services: Services) {
  const sessions = new SessionService(services);
  return <T>(c: Context, read: (identity: SessionIdentity) => Promise<T>): Promise<T> =>
    sessions.readAsUser(getCookie(c, ACCESS_COOKIE), read);
}

/**
 * requireUser for a route that reads before it answers (a caller's turn): the token's signature is checked at once
 * (no read), and whether its session is still live is read alongside the route's own reads instead of before them,
 * one round trip less (issue 15). The route receives that check as `sessionLive` and must await it before it writes
 * or answers; whatever the route did, a logged-out session gets 401, never the route's answer.
 */
export function requireUserAlongside(services: Services): MiddlewareHandler<AppEnv> {
  const sessions = new SessionService(services);
  return async (c, next) => {
    const identity = sessions.signedIdentity(getCookie(c, ACCESS_COOKIE));
    const live = sessions.ensureLive(identity);
    // Awaited by the route and below; until then a refusal is no unhandled rejection.
    live.catch(() => undefined);
    c.set('userId', identity.userId);
    c.set('familyId', identity.familyId);
    c.set('sessionLive', live);
    await next();
    await live;
  };
}

/** The signed-in user's id when there is one; never throws. */
export async function optionalUserId(c: Context, services: Services): Promise<string | undefined> {
  try {
    return (await new SessionService(services).authenticate(getCookie(c, ACCESS_COOKIE))).userId;
  } catch {
    return undefined;
  }
}
