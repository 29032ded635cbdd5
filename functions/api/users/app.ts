import type { Services } from '../../core/services.js';
import { AccountService } from '../../core/accounts/accounts.js';
import { EMAIL_CONFIRMED } from '../../core/accounts/email-links.js';
import { createGroupApp, readJson } from '../http.js';
import type { SignupStartedReply, UsedLinkReply, UserReply } from '../../contract/users.js';
import { clearSignupCookie, optionalUserId, readSignupCookie, setSessionCookies, setSignupCookie } from '../session-cookies.js';

/** Sign-up as the screens do it (spec section 7): POST /users, GET and PUT /users/{id}. */
export function createUsersApp(services: Services) {
  const app = createGroupApp('/api/users', services);
  const accounts = new AccountService(services);

  app.post('/', async (c) => {
    const started = await accounts.startSignup(await readJson(c), readSignupCookie(c));
    // Another browser's sign-up: 202 and a sentence, never its id or a cookie (the owner continues by the emailed link).
    if (started.kind === 'link-sent') return c.json({ message: started.message }, 202);
    setSignupCookie(c, services, started.user.id, started.signupToken);
    return c.json({ user: { id: started.user.id, email: started.user.email } } satisfies SignupStartedReply, 201);
  });

  // The emailed link: a pending sign-up continues in this browser (its cookie), or the account's address is confirmed.
  app.post('/email-link', async (c) => {
    const used = await accounts.useEmailLink(await readJson(c));
    if (used.kind === 'continue-signup') {
      setSignupCookie(c, services, used.user.id, used.signupToken);
      return c.json({ kind: used.kind, user: used.user, has_business: used.has_business } satisfies UsedLinkReply);
    }
    return c.json({ kind: used.kind, user: { email: used.user.email }, message: EMAIL_CONFIRMED } satisfies UsedLinkReply);
  });

  // Before '/:id': 'pending' is not a user id.
  app.get('/pending', async (c) => {
    const signup = readSignupCookie(c);
    return c.json(await accounts.pendingSignup(signup.userId, signup.token));
  });

  app.get('/:id', async (c) => {
    const signup = readSignupCookie(c);
    const user = await accounts.getUser(c.req.param('id'), {
      signupToken: signup.userId === c.req.param('id') ? signup.token : undefined,
      sessionUserId: await optionalUserId(c, services),
    });
    return c.json({ user } satisfies UserReply);
  });

  app.put('/:id', async (c) => {
    const signup = readSignupCookie(c);
    const id = c.req.param('id');
    const { user, session } = await accounts.completeSignup(id, signup.userId === id ? signup.token : undefined, await readJson(c));
    setSessionCookies(c, services, session);
    clearSignupCookie(c, services);
    return c.json({ user } satisfies UserReply);
  });

  return app;
}
