import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TEST_ORIGIN, TestClient, uniqueEmail } from '../support/test-services.js';
import {
  LOGIN_CLIENT_FAILURE_LIMIT,
  LOGIN_EMAIL_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_WINDOW_SECONDS,
} from '../../functions/core/accounts/accounts.js';
import { VIEWER_ADDRESS_HEADER } from '../../functions/api/http.js';
import { RateLimitRepo } from '../../functions/data/rate-limit-repo.js';

/*
 * Issue 12 item 6: failed sign-ins are counted per email and client address together, so a stranger elsewhere cannot
 * lock the owner out, while guessing from one address, or for one email from many, is still stopped.
 */

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

let lastOctet = 0;
/** A browser at its own address, as the local server sees it (the socket's peer). */
const clientAt = (address = `198.51.100.${++lastOctet}`) => new TestClient(ctx.app, { address });
const TOO_MANY = /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/;

/** Failures counted in the store directly, in the current window. */
async function seedFailures(bucket: string, subject: string, count: number) {
  const limits = new RateLimitRepo(ctx.services.db);
  for (let i = 0; i < count; i++) await limits.hit(bucket, subject, LOGIN_WINDOW_SECONDS, ctx.clock.now);
}

async function fail(client: TestClient, email: string) {
  return client.post('/api/auth/login', { email, password: 'wrong-guess-0' });
}

describe('login throttle by email and client address', () => {
  it("a stranger's wrong passwords from another address do not lock the owner out", async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const stranger = clientAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await fail(stranger, email)).status).toBe(401);
    const blocked = await stranger.post('/api/auth/login', { email, password });
    expect(blocked.status).toBe(429); // even the right password, from the guesser's address
    expect(blocked.body.error).toMatch(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = clientAt();
    const login = await owner.post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect((await owner.get('/api/businesses/me')).status).toBe(200);
  });

  it('the owner at one address is throttled after their own failures, and a success starts their count over', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const owner = clientAt();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(owner, email);
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await fail(owner, email)).status).toBe(401);
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(429);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('on the local server a forged X-Forwarded-For does not make a guesser a new client', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const address = `198.51.100.${++lastOctet}`;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await clientAt(address).call('POST', '/api/auth/login', { email, password: 'wrong-guess-0' }, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const forged = await clientAt(address).call('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': '203.0.113.99' });
    expect(forged.status).toBe(429);
  });

  it('one address guessing across many emails is stopped, other addresses are not', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const address = `198.51.100.${++lastOctet}`;
    const guesser = clientAt(address);
    // Most of the earlier failures are counted straight into the store (each real one costs a password hash).
    await seedFailures('login-client', address, LOGIN_CLIENT_FAILURE_LIMIT - LOGIN_FAILURE_LIMIT);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await fail(guesser, uniqueEmail('victim'))).status).toBe(401);
    }
    // A fresh email from the same address: stopped before the password is even checked.
    expect((await guesser.post('/api/auth/login', { email, password })).status).toBe(429);
    expect((await clientAt().post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('one email guessed from many addresses hits a much higher ceiling, then every address waits', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    // As if earlier addresses had failed up to the ceiling but for the last few, which come through the API.
    await seedFailures('login', email, LOGIN_EMAIL_FAILURE_LIMIT - 2 * LOGIN_FAILURE_LIMIT);
    for (let n = 0; n < 2; n++) {
      const botnet = clientAt(`192.0.2.${n + 1}`);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await fail(botnet, email)).status).toBe(401);
    }
    const owner = clientAt();
    const res = await owner.post('/api/auth/login', { email, password });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(TOO_MANY);
    ctx.clock.advance(16 * 60 * 1000);
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('in Lambda the address is the request context source IP (the viewer address CloudFront wrote, when present)', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    const lambda = (sourceIp: string, viewer?: string) =>
      ctx.app.request(
        'http://localhost/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(viewer ? { [VIEWER_ADDRESS_HEADER]: viewer } : {}) },
          body: JSON.stringify({ email, password: 'wrong-guess-0' }),
        },
        { event: { requestContext: { http: { sourceIp } } } },
      );
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await lambda('203.0.113.50')).status).toBe(401);
    expect((await lambda('203.0.113.50')).status).toBe(429);
    // Behind CloudFront: API Gateway sees CloudFront's address, the viewer's is in the header CloudFront's function wrote.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await lambda('130.176.0.1', '203.0.113.60')).status).toBe(401);
    expect((await lambda('130.176.0.2', '203.0.113.60')).status).toBe(429);
    expect((await clientAt().post('/api/auth/login', { email, password })).status).toBe(200);
  });
});

describe('bad input to sign-in', () => {
  it('an email longer than any address answers 422 with a sentence, never 500', async () => {
    const res = await clientAt().post('/api/auth/login', { email: `${'a'.repeat(3000)}@example.com`, password: 'whatever-1' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['Email is too long (maximum is 254 characters)']);
  });
});
