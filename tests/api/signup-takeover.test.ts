import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices, emailedLinkToken, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import { confirmEmailFirstMessage, continueLinkSentMessage } from '../../functions/core/accounts/accounts.js';
import {
  EMAIL_CONFIRMED,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_LIMIT,
  EMAIL_LINK_USED,
} from '../../functions/core/accounts/email-links.js';
import { hashToken } from '../../functions/core/ids.js';
import { emailLinkKey } from '../../functions/data/keys.js';

/*
 * Issue 12 item 2: a pending sign-up is continued only by the browser that started it (its cookie) or through a
 * single-use link emailed to the address; an account signs in elsewhere only once someone has opened a link emailed
 * to its address.
 */

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const emailsTo = (email: string, subject: RegExp) => ctx.emails.filter((m) => m.to === email && subject.test(m.subject));
const CONTINUE_SUBJECT = /^Continue your AI Receptionist sign-up$/;

/** Step 1 in `browser`: the email, then the business. */
async function startSignup(browser: TestClient, email = uniqueEmail('pending')) {
  const start = await browser.post('/api/users', { user: { email } });
  expect(start.status).toBe(201);
  const business = await browser.post('/api/businesses', { business: { name: 'Private Salon', phone_number: '+12125550147', website: '' } });
  expect(business.status).toBe(201);
  return { email, userId: start.body.user.id as string, businessId: business.body.id as string };
}

describe('POST /api/users for an email whose sign-up another browser started', () => {
  it('hands out no cookie and no data, says a link was emailed, and the stranger cannot finish or read the sign-up', async () => {
    const owner = new TestClient(ctx.app);
    const { email, userId } = await startSignup(owner);

    const stranger = new TestClient(ctx.app);
    const again = await stranger.post('/api/users', { user: { email: email.toUpperCase() } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: continueLinkSentMessage(email) });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(stranger.cookie('signup_token')).toBeUndefined();

    // Nothing of step 1 is reachable from the stranger's browser.
    expect((await stranger.get('/api/users/pending')).status).toBe(404);
    expect((await stranger.get(`/api/users/${userId}`)).status).toBe(404);
    expect((await stranger.put(`/api/users/${userId}`, { user: { password: 'attacker-pass-1', full_name: 'X' } })).status).toBe(404);
    expect((await stranger.get('/api/businesses/me')).status).toBe(401);

    // The address got the link; the owner's browser carries on as if nothing happened.
    const [message] = emailsTo(email, CONTINUE_SUBJECT);
    expect(message?.text).toContain(`${ctx.services.config.PUBLIC_BASE_URL}/signup/continue/`);
    expect(message?.text).toMatch(/valid for 1 hour and can be used once/);
    const done = await owner.put(`/api/users/${userId}`, { user: { password: 'owner-pass-1', full_name: 'Owner' } });
    expect(done.status).toBe(200);
    expect((await owner.get('/api/businesses/me')).body.name).toBe('Private Salon');
  });

  it('the browser that started the sign-up may send step 1 again (a retry) and keeps its sign-up, with no email', async () => {
    const browser = new TestClient(ctx.app);
    const email = uniqueEmail('retry');
    const first = await browser.post('/api/users', { user: { email } });
    const cookie = browser.cookie('signup_token');
    const second = await browser.post('/api/users', { user: { email } });
    expect(second.status).toBe(201);
    expect(second.body.user).toEqual(first.body.user);
    expect(browser.cookie('signup_token')).toBe(cookie);
    expect(ctx.emails.filter((m) => m.to === email)).toEqual([]);
  });

  it('emails at most a few links an hour per address; the answer stays the same', async () => {
    const { email } = await startSignup(new TestClient(ctx.app));
    for (let i = 0; i < EMAIL_LINK_LIMIT + 2; i++) {
      const res = await new TestClient(ctx.app).post('/api/users', { user: { email } });
      expect(res.status).toBe(202);
    }
    expect(emailsTo(email, CONTINUE_SUBJECT)).toHaveLength(EMAIL_LINK_LIMIT);
  });

  it("a stranger's requests never use up the confirmation link the owner gets on finishing", async () => {
    const owner = new TestClient(ctx.app);
    const { email, userId } = await startSignup(owner);
    for (let i = 0; i < EMAIL_LINK_LIMIT + 1; i++) await new TestClient(ctx.app).post('/api/users', { user: { email } });
    expect((await owner.put(`/api/users/${userId}`, { user: { password: 'owner-pass-1', full_name: 'O' } })).status).toBe(200);
    expect(emailsTo(email, /Confirm your AI Receptionist email address/)).toHaveLength(1);
  });

  it('POST /api/auth/signup for a pending email is refused with 409 and the same sentence, creating nothing', async () => {
    const owner = new TestClient(ctx.app);
    const { email } = await startSignup(owner);
    const oneShot = new TestClient(ctx.app);
    const res = await oneShot.post('/api/auth/signup', {
      user: { email, password: 'attacker-pass-1', full_name: 'X' },
      business: { name: 'Other', phone_number: '+12125550147' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: continueLinkSentMessage(email) });
    expect(oneShot.cookie('access_token')).toBeUndefined();
    expect((await owner.get('/api/users/pending')).body.has_business).toBe(true);
  });
});

describe('the emailed link (POST /api/users/email-link)', () => {
  it('continues the sign-up in the browser that opens it, once; the earlier browser and the stranger are left out', async () => {
    const first = new TestClient(ctx.app);
    const { email, userId } = await startSignup(first);
    await new TestClient(ctx.app).post('/api/users', { user: { email } }); // e.g. the owner on their phone
    const token = emailedLinkToken(ctx.emails, email, 'signup/continue');

    // Stored by hash only, with a one-hour expiry.
    const byToken = await ctx.services.db.doc.send(new GetCommand({ TableName: ctx.tableName, Key: emailLinkKey(token) }));
    expect(byToken.Item).toBeUndefined();
    const stored = await ctx.services.db.doc.send(new GetCommand({ TableName: ctx.tableName, Key: emailLinkKey(hashToken(token)) }));
    expect(stored.Item).toMatchObject({ user_id: userId, purpose: 'continue-signup', email });
    expect(stored.Item!.expiresAt).toBe(Math.floor(ctx.clock.now.getTime() / 1000) + 3600);
    expect(JSON.stringify(stored.Item)).not.toContain(token);

    const phone = new TestClient(ctx.app);
    const opened = await phone.post('/api/users/email-link', { token });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ kind: 'continue-signup', user: expect.objectContaining({ id: userId, email, status: 'pending' }), has_business: true });
    expect(phone.cookie('signup_token')).toBeDefined();
    expect((await phone.get('/api/users/pending')).body).toMatchObject({ user: { id: userId }, has_business: true });

    // Once only.
    const reused = await new TestClient(ctx.app).post('/api/users/email-link', { token });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ error: EMAIL_LINK_USED });

    // The first browser's cookie no longer finishes it; the phone does, and the address counts as confirmed.
    expect((await first.put(`/api/users/${userId}`, { user: { password: 'first-pass-1', full_name: 'A' } })).status).toBe(404);
    expect((await phone.put(`/api/users/${userId}`, { user: { password: 'phone-pass-1', full_name: 'B' } })).status).toBe(200);
    expect((await phone.get('/api/businesses/me')).body.name).toBe('Private Salon');
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password: 'phone-pass-1' })).status).toBe(200);
  });

  it('before the business was saved, it continues at step 1 (has_business false)', async () => {
    const first = new TestClient(ctx.app);
    const email = uniqueEmail('early');
    await first.post('/api/users', { user: { email } });
    await new TestClient(ctx.app).post('/api/users', { user: { email } });
    const phone = new TestClient(ctx.app);
    const opened = await phone.post('/api/users/email-link', { token: emailedLinkToken(ctx.emails, email, 'signup/continue') });
    expect(opened.body.has_business).toBe(false);
    // Step 1 from the phone now goes through (its cookie), and no new link is emailed.
    const before = ctx.emails.length;
    expect((await phone.post('/api/users', { user: { email } })).status).toBe(201);
    expect((await phone.post('/api/businesses', { business: { name: 'Late', phone_number: '+12125550147' } })).status).toBe(201);
    expect(ctx.emails.length).toBe(before);
  });

  it('expires after one hour; unknown and malformed tokens answer 410 with a sentence', async () => {
    const { email } = await startSignup(new TestClient(ctx.app));
    await new TestClient(ctx.app).post('/api/users', { user: { email } });
    const token = emailedLinkToken(ctx.emails, email, 'signup/continue');
    ctx.clock.advance(61 * 60 * 1000);
    const late = await new TestClient(ctx.app).post('/api/users/email-link', { token });
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ error: EMAIL_LINK_EXPIRED });

    for (const bad of ['A'.repeat(43), 'short', 42, null, '../../etc']) {
      const res = await new TestClient(ctx.app).post('/api/users/email-link', { token: bad });
      expect(res.status, String(bad)).toBe(410);
      expect(res.body).toEqual({ error: EMAIL_LINK_INVALID });
    }
    expect((await new TestClient(ctx.app).post('/api/users/email-link', 'not json')).status).toBe(400);
  });
});

describe('signing in before the address is confirmed', () => {
  it('the sign-up browser is signed in at once; elsewhere the right password answers 403 until the emailed link is opened', async () => {
    const browser = new TestClient(ctx.app);
    const { email, password } = await signUp(browser, { confirmEmail: false });
    expect((await browser.get('/api/businesses/me')).status).toBe(200);

    const elsewhere = new TestClient(ctx.app);
    const wrong = await elsewhere.post('/api/auth/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401); // a wrong password learns nothing about the address
    const right = await elsewhere.post('/api/auth/login', { email, password });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ error: confirmEmailFirstMessage(email) });
    expect(elsewhere.cookie('access_token')).toBeUndefined();

    const confirm = emailsTo(email, /Confirm your AI Receptionist email address/);
    expect(confirm.length).toBeGreaterThanOrEqual(1);
    expect(confirm.at(-1)!.text).toMatch(/valid for 24 hours and can be used once/);
    const opened = await new TestClient(ctx.app).post('/api/users/email-link', { token: emailedLinkToken(ctx.emails, email, 'verify-email') });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ kind: 'confirmed', user: { email }, message: EMAIL_CONFIRMED });
    // Opening the link signs nobody in; the password still does that.
    expect((await elsewhere.get('/api/businesses/me')).status).toBe(401);
    expect((await elsewhere.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('a password reset through the emailed link confirms the address as well', async () => {
    const { email } = await signUp(new TestClient(ctx.app), { confirmEmail: false });
    await new TestClient(ctx.app).post('/api/auth/password-reset', { email });
    const reset = [...ctx.emails].reverse().find((m) => m.to === email && /reset/i.test(m.subject))!;
    const token = reset.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect((await new TestClient(ctx.app).post('/api/auth/password-reset/confirm', { token, password: 'after-reset-9' })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password: 'after-reset-9' })).status).toBe(200);
  });
});

describe('bad sign-up cookies', () => {
  it('a forged or oversized sign-up cookie is no sign-up: 404/401 with a sentence, never 500', async () => {
    for (const value of [`${'x'.repeat(3000)}.${'a'.repeat(43)}`, `00000000-0000-4000-8000-000000000000.${'t'.repeat(5000)}`, 'no-dot', '.']) {
      const browser = new TestClient(ctx.app);
      browser.setCookie('signup_token', value, '/api');
      const pending = await browser.get('/api/users/pending');
      expect(pending.status, value.slice(0, 20)).toBe(404);
      expect(pending.body).toEqual({ error: 'Sign-up not found' });
      const business = await browser.post('/api/businesses', { business: { name: 'X', phone_number: '+12125550147' } });
      expect(business.status).toBe(401);
    }
  });
});
