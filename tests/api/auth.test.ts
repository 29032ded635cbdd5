import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import { REUSE_GRACE_MS } from '../../functions/core/auth/sessions.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const cookieAttrs = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '';

describe('login', () => {
  it('sets HttpOnly cookies; Remember me makes the refresh cookie persistent', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const plain = await new TestClient(ctx.app).post('/api/auth/login', { email, password });
    expect(plain.status).toBe(200);
    expect(plain.body.user.email).toBe(email);
    const refresh = cookieAttrs(plain.headers, 'refresh_token');
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(refresh).not.toMatch(/Max-Age/);

    const remembered = await new TestClient(ctx.app).post('/api/auth/login', { email, password, remember_me: true });
    expect(cookieAttrs(remembered.headers, 'refresh_token')).toMatch(/Max-Age=2592000/);
  });

  it('answers 401 without saying which part was wrong', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    const wrongPassword = await new TestClient(ctx.app).post('/api/auth/login', { email, password: 'nope-nope' });
    const unknownEmail = await new TestClient(ctx.app).post('/api/auth/login', { email: uniqueEmail(), password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ error: 'Invalid email or password' });
  });

  it('throttles repeated failures for one email with 429 and Retry-After, then lets the owner in after the window', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/login', { email, password: 'wrong-wrong' })).status).toBe(401);
    const blocked = await client.post('/api/auth/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('rejects a body without the fields with a readable 422', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', { email: 'a@b.co' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain("Password can't be blank");
  });
});

describe('protected calls and refresh', () => {
  it('answers 401 {"error":"Unauthorized"} without a valid access cookie', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, path] of [
      ['GET', '/api/businesses/me'],
      ['PATCH', '/api/businesses/x'],
      ['GET', '/api/profiles/me'],
      ['PATCH', '/api/profiles/'],
    ] as const) {
      const res = await anonymous.call(method, path, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized' });
    }
    const forged = new TestClient(ctx.app);
    forged.setCookie('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad', '/api');
    expect((await forged.get('/api/businesses/me')).status).toBe(401);
  });

  it('an expired access token is renewed by /auth/refresh, which rotates the refresh token', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await client.get('/api/businesses/me')).status).toBe(401);
    const before = client.cookie('refresh_token');
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(client.cookie('refresh_token')).not.toBe(before);
    expect((await client.get('/api/businesses/me')).status).toBe(200);
  });

  it('two tabs refreshing at once both keep their session', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const token = client.cookie('refresh_token')!;
    const tabB = new TestClient(ctx.app);
    tabB.setCookie('refresh_token', token, '/api/auth');
    const [a, b] = await Promise.all([client.post('/api/auth/refresh'), tabB.post('/api/auth/refresh')]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('reusing a rotated refresh token after the grace period revokes the whole family', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const stolen = client.cookie('refresh_token')!;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    ctx.clock.advance(REUSE_GRACE_MS + 1000);

    const thief = new TestClient(ctx.app);
    thief.setCookie('refresh_token', stolen, '/api/auth');
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);

    // The legitimate browser's newer tokens die with the family.
    expect((await client.get('/api/businesses/me')).status).toBe(401);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('logout ends the session at once, for the access and the refresh token', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const access = client.cookie('access_token')!;
    const refresh = client.cookie('refresh_token')!;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const replay = new TestClient(ctx.app);
    replay.setCookie('access_token', access, '/api');
    replay.setCookie('refresh_token', refresh, '/api/auth');
    expect((await replay.get('/api/businesses/me')).status).toBe(401);
    expect((await replay.post('/api/auth/refresh')).status).toBe(401);
  });
});
