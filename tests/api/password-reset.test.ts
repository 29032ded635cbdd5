import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import { hashToken } from '../../functions/core/ids.js';
import { passwordResetTokenKey } from '../../functions/data/keys.js';
import {
  INVALID_EMAIL_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_USED_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_REQUESTED_MESSAGE,
} from '../../functions/core/accounts/password-reset.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const NEW_PASSWORD = 'brand-new-secret-7';

/** The token of the newest reset email sent to `email`, taken from the link in its text. */
function tokenFromEmail(email: string): string {
  const message = [...ctx.emails].reverse().find((m) => m.to === email && /reset/i.test(m.subject));
  if (!message) throw new Error(`no reset email for ${email}`);
  const match = message.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

const resetEmailsTo = (email: string) => ctx.emails.filter((m) => m.to === email && /reset/i.test(m.subject));

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same body for a registered and an unknown email, and emails only the registered one', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    const before = ctx.emails.length;
    const unknown = uniqueEmail('nobody');

    const known = await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const stranger = await new TestClient(ctx.app).post('/api/auth/password-reset', { email: unknown });

    expect(known.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(known.body).toEqual(stranger.body);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(ctx.emails.length).toBe(before + 1);
    expect(resetEmailsTo(unknown)).toHaveLength(0);

    const message = resetEmailsTo(email).at(-1)!;
    expect(message.subject).toBe('Reset your AI Receptionist password');
    expect(message.text).toContain(`${ctx.services.config.PUBLIC_BASE_URL}/reset-password/`);
    expect(message.text).toMatch(/valid for 1 hour/);
    expect(message.html).toContain('/reset-password/');
  });

  it('finds the account whatever the case and spacing of the typed address', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    const res = await new TestClient(ctx.app).post('/api/auth/password-reset', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(202);
    expect(resetEmailsTo(email)).toHaveLength(1);
  });

  it('stores only the hash of the token, with a one-hour TTL', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    const raw = await ctx.services.db.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: passwordResetTokenKey(token) }),
    );
    expect(raw.Item).toBeUndefined();
    const stored = await ctx.services.db.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: passwordResetTokenKey(hashToken(token)) }),
    );
    expect(stored.Item).toBeDefined();
    expect(JSON.stringify(stored.Item)).not.toContain(token);
    expect(stored.Item!.expiresAt).toBe(Math.floor(ctx.clock.now.getTime() / 1000) + 3600);
  });

  it('rejects a malformed address with 422 and a sentence', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }]) {
      const res = await new TestClient(ctx.app).post('/api/auth/password-reset', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ error: INVALID_EMAIL_MESSAGE, errors: [INVALID_EMAIL_MESSAGE] });
    }
  });

  it('throttles requests per address (registered or not) with 429 and Retry-After, then allows again', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    const unknown = uniqueEmail('nobody');
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/password-reset', { email })).status).toBe(202);
      expect((await client.post('/api/auth/password-reset', { email: unknown })).status).toBe(202);
    }
    const blocked = await client.post('/api/auth/password-reset', { email });
    const blockedUnknown = await client.post('/api/auth/password-reset', { email: unknown });
    expect(blocked.status).toBe(429);
    expect(blockedUnknown.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many password reset requests for this email\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(resetEmailsTo(email)).toHaveLength(3);

    ctx.clock.advance(61 * 60 * 1000);
    expect((await client.post('/api/auth/password-reset', { email })).status).toBe(202);
    expect(resetEmailsTo(email)).toHaveLength(4);
  });

  it('sends nothing for a sign-up that was never finished', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('pending');
    expect((await client.post('/api/users', { user: { email } })).status).toBe(201);
    const res = await client.post('/api/auth/password-reset', { email });
    expect(res.status).toBe(202);
    expect(resetEmailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session, and the old password stops working', async () => {
    const owner = new TestClient(ctx.app);
    const { email, password } = await signUp(owner);
    const otherDevice = new TestClient(ctx.app);
    expect((await otherDevice.post('/api/auth/login', { email, password, remember_me: true })).status).toBe(200);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(200);

    const resetter = new TestClient(ctx.app);
    await resetter.post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    expect((await resetter.post('/api/auth/password-reset/check', { token })).body).toEqual({ valid: true });

    const done = await resetter.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: RESET_DONE_MESSAGE });

    // Both signed-in devices are out at once (not when their access token expires), and cannot refresh.
    for (const device of [owner, otherDevice]) {
      expect((await device.get('/api/auth/me')).status).toBe(401);
      expect((await device.post('/api/auth/refresh')).status).toBe(401);
    }
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password })).status).toBe(401);
    const fresh = new TestClient(ctx.app);
    expect((await fresh.post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await fresh.get('/api/auth/me')).body.user.email).toBe(email);
  });

  it('a link works once: the second use answers 410 saying it was used', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await client.post('/api/auth/password-reset/confirm', { token, password: 'yet-another-pass-1' });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(LINK_USED_MESSAGE);
    expect((await client.post('/api/auth/password-reset/check', { token })).status).toBe(410);
    // The password is the one set by the first use.
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('two submits of the same link at the same moment: exactly one wins', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    const results = await Promise.all(
      ['racer-password-1', 'racer-password-2'].map((password) =>
        new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('a link expires after one hour with a clear 410', async () => {
    const { email, password } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    ctx.clock.advance(59 * 60 * 1000);
    expect((await new TestClient(ctx.app).post('/api/auth/password-reset/check', { token })).status).toBe(200);
    ctx.clock.advance(60 * 1000 + 1);
    const late = await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(late.status).toBe(410);
    expect(late.body.error).toBe(LINK_EXPIRED_MESSAGE);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('after a reset, links issued earlier stop working', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const first = tokenFromEmail(email);
    ctx.clock.advance(1000);
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const second = tokenFromEmail(email);
    expect(second).not.toBe(first);
    expect((await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD })).status).toBe(200);
    const stale = await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token: first, password: 'stale-link-pass-1' });
    expect(stale.status).toBe(410);
    expect(stale.body.error).toBe(LINK_USED_MESSAGE);
  });

  it('an unknown or malformed token answers 410 saying the link is not valid', async () => {
    for (const token of ['x'.repeat(43), 'short', '', undefined, '../../etc']) {
      const res = await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
      expect(res.status, String(token)).toBe(410);
      expect(res.body.error).toBe(LINK_INVALID_MESSAGE);
    }
  });

  it('a too-short or missing password answers 422 and leaves the link usable', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const token = tokenFromEmail(email);
    const short = await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual(['Password is too short (minimum is 8 characters)']);
    const blank = await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual(["Password can't be blank"]);
    expect((await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a successful reset lifts the sign-in throttle for that email', async () => {
    const { email } = await signUp(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    for (let i = 0; i < 5; i++) await client.post('/api/auth/login', { email, password: 'wrong-guess-1' });
    expect((await client.post('/api/auth/login', { email, password: 'wrong-guess-1' })).status).toBe(429);
    await client.post('/api/auth/password-reset', { email });
    await client.post('/api/auth/password-reset/confirm', { token: tokenFromEmail(email), password: NEW_PASSWORD });
    expect((await client.post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });
});
