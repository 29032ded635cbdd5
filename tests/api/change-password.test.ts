import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import {
  CHANGE_PASSWORD_FAILURE_LIMIT,
  CHANGE_PASSWORD_WINDOW_SECONDS,
  CURRENT_PASSWORD_INCORRECT,
  NEW_PASSWORD_SAME,
  NEW_PASSWORD_TOO_SHORT,
} from '../../functions/core/accounts/change-password.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const NEW_PASSWORD = 'a-brand-new-secret-8';

const login = (email: string, password: string, remember_me = false) =>
  new TestClient(ctx.app).post('/api/auth/login', { email, password, remember_me });

/** The same account signed in on another browser. */
async function otherBrowser(email: string, password: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return client;
}

describe('POST /api/auth/password', () => {
  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await signUp(client);
    const other = await otherBrowser(email, password);
    const emailsBefore = ctx.emails.length;

    const res = await client.post('/api/auth/password', { current_password: 'not-my-password', new_password: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: CURRENT_PASSWORD_INCORRECT, errors: [CURRENT_PASSWORD_INCORRECT] });
    expect(res.headers.getSetCookie()).toEqual([]);

    expect((await login(email, password)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(200);
    expect(ctx.emails.length).toBe(emailsBefore);
  });

  it('changes the password: the old one stops working, the new one works, other sessions end and this one stays', async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await signUp(client);
    const other = await otherBrowser(email, password);
    const oldAccess = client.cookie('access_token');

    const res = await client.post('/api/auth/password', { current_password: password, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/password has been changed/i);
    // This browser was given a fresh session...
    expect(client.cookie('access_token')).toBeDefined();
    expect(client.cookie('access_token')).not.toBe(oldAccess);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(email);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    expect((await client.get('/api/profiles/me')).status).toBe(200);

    // ...the other browser's session is over, refresh token included.
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await other.post('/api/auth/refresh')).status).toBe(401);

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const notice = ctx.emails.filter((m) => m.to === email).at(-1);
    expect(notice?.subject).toBe('Your AI Receptionist password was changed');
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('ends the session the old cookie belonged to, so a copied cookie is useless afterwards', async () => {
    const client = new TestClient(ctx.app);
    const { password } = await signUp(client);
    const copied = new TestClient(ctx.app);
    copied.setCookie('access_token', client.cookie('access_token')!, '/api');
    copied.setCookie('refresh_token', client.cookie('refresh_token')!, '/api/auth');
    expect((await copied.get('/api/auth/me')).status).toBe(200);

    expect((await client.post('/api/auth/password', { current_password: password, new_password: NEW_PASSWORD })).status).toBe(200);
    expect((await copied.get('/api/auth/me')).status).toBe(401);
    expect((await copied.post('/api/auth/refresh')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('keeps "Remember me": a persistent session gets persistent cookies back', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/login', { email, password, remember_me: true })).status).toBe(200);
    const res = await client.post('/api/auth/password', { current_password: password, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('access_token=') && /Max-Age=\d+/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith('refresh_token=') && /Max-Age=\d+/i.test(c))).toBe(true);
    expect(cookies.every((c) => /HttpOnly/i.test(c))).toBe(true);
  });

  it('checks the new password: too short, the same as the current one, blank fields, unknown keys', async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await signUp(client);
    const cases: Array<[unknown, string[]]> = [
      [{ current_password: password, new_password: 'short' }, [NEW_PASSWORD_TOO_SHORT]],
      [{ current_password: password, new_password: password }, [NEW_PASSWORD_SAME]],
      [{ current_password: '', new_password: NEW_PASSWORD }, ["Current password can't be blank"]],
      [{ current_password: password }, ["New password can't be blank"]],
      [{ current_password: password, new_password: NEW_PASSWORD, email: 'x@example.com' }, ['Only current_password and new_password can be sent']],
    ];
    for (const [body, errors] of cases) {
      const res = await client.post('/api/auth/password', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await login(email, password)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/password', { current_password: 'x', new_password: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });

  it('throttles wrong current passwords per account like sign-in, even when the right one comes next', async () => {
    const client = new TestClient(ctx.app);
    const { email, password } = await signUp(client);
    for (let i = 0; i < CHANGE_PASSWORD_FAILURE_LIMIT; i++) {
      const res = await client.post('/api/auth/password', { current_password: `guess-number-${i}`, new_password: NEW_PASSWORD });
      expect(res.status).toBe(422);
    }
    const blocked = await client.post('/api/auth/password', { current_password: password, new_password: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many incorrect password attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(email, password)).status).toBe(200);

    ctx.clock.advance(CHANGE_PASSWORD_WINDOW_SECONDS * 1000);
    // Sessions outlive the window only through refresh; sign in again as the owner would.
    const again = new TestClient(ctx.app);
    expect((await again.post('/api/auth/login', { email, password })).status).toBe(200);
    expect((await again.post('/api/auth/password', { current_password: password, new_password: NEW_PASSWORD })).status).toBe(200);
  });
});
