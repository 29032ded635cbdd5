import type { Services } from '../../core/services.js';
import { AccountService } from '../../core/accounts/accounts.js';
import { createGroupApp, readJson } from '../http.js';
import { clearSignupCookie, optionalUserId, readSignupCookie, setSessionCookies, setSignupCookie } from '../session-cookies.js';

/** Sign-up as the screens do it (spec section 7): POST /users, GET and PUT /users/{id}. */
export function createUsersApp(services: Services) {
  const app = createGroupApp('/api/users', services);
  const accounts = new AccountService(services);

  app.post('/', async (c) => {
    const { user, signupToken } = await accounts.startSignup(await readJson(c));
    setSignupCookie(c, services, user.id, signupToken);
    return c.json({ user: { id: user.id, email: user.email } }, 201);
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
    return c.json({ user });
  });

  app.put('/:id', async (c) => {
    const signup = readSignupCookie(c);
    const id = c.req.param('id');
    const { user, session } = await accounts.completeSignup(id, signup.userId === id ? signup.token : undefined, await readJson(c));
    setSessionCookies(c, services, session);
    clearSignupCookie(c, services);
    return c.json({ user });
  });

  return app;
}
