import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, emailedLinkToken, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from '../../functions/core/accounts/profile.js';
import { CHANGE_PASSWORD_FAILURE_LIMIT, CURRENT_PASSWORD_INCORRECT } from '../../functions/core/accounts/change-password.js';

/* Issue 12 item 4: changing the sign-in email asks for the current password, and the old address is told. */

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const CHANGED_SUBJECT = 'Your AI Receptionist email address was changed';

async function owner() {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Before' });
  const before = (await client.get('/api/profiles/me')).body;
  return { client, ...account, before };
}

describe('PATCH /api/profiles changing the email', () => {
  it('without the current password: 422 with a sentence, and nothing of the request is written or sent', async () => {
    const { client, email, before } = await owner();
    const newEmail = uniqueEmail('moved');
    const sent = ctx.emails.length;
    const res = await client.patch('/api/profiles/', { business_name: 'After', user: { email: newEmail, full_name: 'New Name', phone_number: '2125550123' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: EMAIL_CHANGE_NEEDS_PASSWORD, errors: [EMAIL_CHANGE_NEEDS_PASSWORD] });
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
    expect(ctx.emails.length).toBe(sent);
    // The address was not taken either: someone else can still sign up with it.
    expect((await new TestClient(ctx.app).post('/api/users', { user: { email: newEmail } })).status).toBe(201);
    expect((await client.patch('/api/profiles/', { user: { email: uniqueEmail(), current_password: '' } })).body.errors).toEqual([
      EMAIL_CHANGE_NEEDS_PASSWORD,
    ]);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password: 'correct-horse-9' })).status).toBe(200);
  });

  it('with a wrong password: 422, nothing written; guesses are limited together with the change-password form', async () => {
    const { client, before } = await owner();
    for (let i = 0; i < CHANGE_PASSWORD_FAILURE_LIMIT; i++) {
      const res = await client.patch('/api/profiles/', { business_name: 'After', user: { email: uniqueEmail(), current_password: 'wrong-guess-1' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([CURRENT_PASSWORD_INCORRECT]);
    }
    const limited = await client.patch('/api/profiles/', { user: { email: uniqueEmail(), current_password: 'correct-horse-9' } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many incorrect password attempts\. Try again in \d+ minutes?\.$/);
    const changePassword = await client.post('/api/auth/password', { current_password: 'correct-horse-9', new_password: 'another-pass-2' });
    expect(changePassword.status).toBe(429);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });

  it('with the right password: saved, the old address is told, the new one gets a confirmation link', async () => {
    const { client, email } = await owner();
    const newEmail = uniqueEmail('moved');
    const res = await client.patch('/api/profiles/', { user: { email: newEmail, current_password: 'correct-horse-9' } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(newEmail);

    const notice = ctx.emails.filter((m) => m.to === email && m.subject === CHANGED_SUBJECT);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`from ${email} to ${newEmail}`);
    expect(notice[0]!.text).toMatch(/If this was not you/);
    expect(ctx.emails.filter((m) => m.to === newEmail && m.subject === CHANGED_SUBJECT)).toHaveLength(0);

    // The new address signs in elsewhere once its link is opened; the old one no longer signs in.
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: newEmail, password: 'correct-horse-9' })).status).toBe(403);
    const token = emailedLinkToken(ctx.emails, newEmail, 'verify-email');
    expect((await new TestClient(ctx.app).post('/api/users/email-link', { token })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: newEmail, password: 'correct-horse-9' })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password: 'correct-horse-9' })).status).toBe(401);
  });

  it('a confirmation link sent to the old address confirms nothing once the email has moved', async () => {
    const browser = new TestClient(ctx.app);
    const account = await signUp(browser, { confirmEmail: false });
    const oldToken = emailedLinkToken(ctx.emails, account.email, 'verify-email');
    const moved = await browser.patch('/api/profiles/', { user: { email: uniqueEmail('moved'), current_password: account.password } });
    expect(moved.status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/users/email-link', { token: oldToken })).status).toBe(410);
  });

  it('the same email (any case) or no email needs no password', async () => {
    const { client, email } = await owner();
    const res = await client.patch('/api/profiles/', { business_name: 'Same Email', user: { email: email.toUpperCase(), phone_number: '2125550123' } });
    expect(res.status).toBe(200);
    expect(res.body.business_name).toBe('Same Email');
    expect(ctx.emails.filter((m) => m.subject === CHANGED_SUBJECT && m.to === email)).toHaveLength(0);
  });
});

describe('bad input to PATCH /api/profiles', () => {
  it('an email longer than any address answers 422, writes nothing, never 500', async () => {
    const { client, before, password } = await owner();
    const res = await client.patch('/api/profiles/', { user: { email: `${'a'.repeat(3000)}@example.com`, current_password: password } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatch(/too long/);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });
});
