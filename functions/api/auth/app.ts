import { getCookie } from 'hono/cookie';
import type { Services } from '../../core/services.js';
import { AccountService } from '../../core/accounts/accounts.js';
import { createGroupApp, readJson } from '../http.js';
import { clientAddress } from '../client-address.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, clearSignupCookie, requireUser, setSessionCookies } from '../session-cookies.js';
import { SessionService } from '../../core/auth/sessions.js';
import { PasswordResetService } from '../../core/accounts/password-reset.js';
import { ChangePasswordService } from '../../core/accounts/change-password.js';
import type { UserReply } from '../../contract/users.js';

export function createAuthApp(services: Services) {
  const app = createGroupApp('/api/auth', services);
  const accounts = new AccountService(services);
  const sessions = new SessionService(services);

  app.post('/login', async (c) => {
    const { user, session } = await accounts.login(await readJson(c), clientAddress(c));
    setSessionCookies(c, services, session);
    return c.json({ user } satisfies UserReply);
  });

  app.post('/signup', async (c) => {
    const { user, business, session } = await accounts.signupOneShot(await readJson(c));
    setSessionCookies(c, services, session);
    clearSignupCookie(c, services);
    return c.json({ user, business }, 201);
  });

  app.post('/refresh', async (c) => {
    try {
      const session = await sessions.refresh(getCookie(c, REFRESH_COOKIE));
      setSessionCookies(c, services, session);
      return c.json({ ok: true });
    } catch (error) {
      clearSessionCookies(c, services);
      throw error;
    }
  });

  app.post('/logout', async (c) => {
    // Ends the session whether the access token is still fresh or only the refresh token is left.
    try {
      await sessions.end(await sessions.authenticate(getCookie(c, ACCESS_COOKIE)));
    } catch {
      await sessions.endByRefreshToken(getCookie(c, REFRESH_COOKIE));
    }
    clearSessionCookies(c, services);
    return c.body(null, 204);
  });

  // Forgot password: the request answers 202 with the same text whether or not the email is registered.
  const resets = new PasswordResetService(services);
  app.post('/password-reset', async (c) => c.json(await resets.request(await readJson(c)), 202));
  app.post('/password-reset/check', async (c) => c.json(await resets.check(await readJson(c))));
  app.post('/password-reset/confirm', async (c) => {
    const done = await resets.confirm(await readJson(c), clientAddress(c));
    clearSessionCookies(c, services); // every session just ended, this browser's included
    return c.json(done);
  });

  // Change password (User Settings): proves the current one, ends every other session, re-signs this browser in.
  const passwordChanges = new ChangePasswordService(services);
  app.post('/password', requireUser(services), async (c) => {
    const { session, message } = await passwordChanges.change(c.get('userId'), c.get('familyId'), await readJson(c));
    setSessionCookies(c, services, session);
    return c.json({ message });
  });

  app.get('/me', requireUser(services), async (c) => c.json({ user: await accounts.me(c.get('userId')) } satisfies UserReply));

  return app;
}
