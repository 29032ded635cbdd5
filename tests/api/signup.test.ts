import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, emailedLinkToken, TestClient, uniqueEmail } from '../support/test-services.js';
import { confirmEmailFirstMessage } from '../../functions/core/accounts/accounts.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

describe('sign-up as the screens do it (users, businesses, users/{id})', () => {
  it('runs step 1, account setup and lands signed in, email lowercased', async () => {
    const browser = new TestClient(ctx.app);
    const email = uniqueEmail('Mixed.Case');
    const start = await browser.post('/api/users', { user: { email } });
    expect(start.status).toBe(201);
    expect(start.body.user.email).toBe(email.toLowerCase());
    const userId = start.body.user.id;

    const business = await browser.post('/api/businesses', {
      business: { name: 'Bella Cuts', phone_number: '+1 (212) 555-0147', website: 'bellacuts.com' },
    });
    expect(business.status).toBe(201);
    expect(business.body).toMatchObject({ name: 'Bella Cuts', phone_number: '+12125550147', website: 'https://bellacuts.com' });

    const read = await browser.get(`/api/users/${userId}`);
    expect(read.status).toBe(200);
    expect(read.body.user.email).toBe(email.toLowerCase());

    const done = await browser.put(`/api/users/${userId}`, { user: { password: 'long-enough-1', full_name: 'Bella Owner' } });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ id: userId, full_name: 'Bella Owner', status: 'active' });

    const me = await browser.get('/api/businesses/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(business.body.id);

    // Another browser signs in once someone has opened the confirmation link emailed to the address.
    const elsewhere = await new TestClient(ctx.app).post('/api/auth/login', { email: email.toUpperCase(), password: 'long-enough-1' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(confirmEmailFirstMessage(email.toLowerCase()));
    const token = emailedLinkToken(ctx.emails, email.toLowerCase(), 'verify-email');
    expect((await new TestClient(ctx.app).post('/api/users/email-link', { token })).status).toBe(200);
    const login = await new TestClient(ctx.app).post('/api/auth/login', { email: email.toUpperCase(), password: 'long-enough-1' });
    expect(login.status).toBe(200);
  });

  it('answers the field error map of the sign-up form and writes nothing', async () => {
    const browser = new TestClient(ctx.app);
    const bad = await browser.post('/api/users', { user: { email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['is not a valid email address'] });

    await browser.post('/api/users', { user: { email: uniqueEmail() } });
    const biz = await browser.post('/api/businesses', { business: { name: '', phone_number: '12345', website: 'not a site' } });
    expect(biz.status).toBe(422);
    expect(biz.body.errors).toEqual({
      name: ["can't be blank"],
      phone_number: ['must have at least 10 digits'],
      website: ['is not a valid web address'],
    });
  });

  it("reads ten digits written without a country code as a US number, and eleven starting with 1 as one too", async () => {
    for (const [typed, stored] of [['(617) 555-0123', '+16175550123'], ['1 617 555 0124', '+16175550124'], ['+44 20 7946 0958', '+442079460958']]) {
      const browser = new TestClient(ctx.app);
      await browser.post('/api/users', { user: { email: uniqueEmail() } });
      const biz = await browser.post('/api/businesses', { business: { name: 'Harbor Realty', phone_number: typed, website: '' } });
      expect(biz.status, typed).toBe(201);
      expect(biz.body.phone_number, typed).toBe(stored);
    }
  });

  it('answers a name, phone or website typed too long as that field\'s message (the form shows it), and writes nothing', async () => {
    const browser = new TestClient(ctx.app);
    await browser.post('/api/users', { user: { email: uniqueEmail() } });
    const biz = await browser.post('/api/businesses', {
      business: { name: 'C'.repeat(201), phone_number: `+1 212 555 0147 ${'x'.repeat(30)}`, website: `https://physio.example/${'a'.repeat(490)}` },
    });
    expect(biz.status).toBe(422);
    expect(biz.body.errors).toEqual({
      name: ['is too long (maximum is 200 characters)'],
      phone_number: ['is too long (maximum is 40 characters)'],
      website: ['is too long (maximum is 500 characters)'],
    });
    expect((await browser.get('/api/businesses/me')).status).not.toBe(200);
    // At the limit it is a name like any other.
    const ok = await browser.post('/api/businesses', { business: { name: 'C'.repeat(200), phone_number: '+12125550147', website: '' } });
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe('C'.repeat(200));
  });

  it('refuses a website that is not a public http(s) address, with the field error, and writes no business', async () => {
    const browser = new TestClient(ctx.app);
    await browser.post('/api/users', { user: { email: uniqueEmail() } });
    for (const [website, problem] of [
      ['http://169.254.169.254/latest/meta-data/', 'must be a public web address, not a private or local one'],
      ['10.1.2.3', 'must be a public web address, not a private or local one'],
      ['ftp://bellacuts.com', 'must start with http:// or https://'],
      ['https://owner:secret@bellacuts.com', 'must not contain a user name or password'],
    ]) {
      const biz = await browser.post('/api/businesses', { business: { name: 'Bella Cuts', phone_number: '+12125550147', website } });
      expect(biz.status, website).toBe(422);
      expect(biz.body.errors).toEqual({ website: [problem] });
    }
  });

  it('refuses a registered email with a clear 422', async () => {
    const email = uniqueEmail();
    const first = new TestClient(ctx.app);
    await first.post('/api/auth/signup', {
      user: { email, password: 'long-enough-1', full_name: 'A' },
      business: { name: 'A', phone_number: '+12125550147' },
    });
    const again = await new TestClient(ctx.app).post('/api/users', { user: { email } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['has already been taken'] });
  });

  it('an id in a URL grants nothing: another browser cannot read or complete a pending sign-up', async () => {
    const owner = new TestClient(ctx.app);
    const start = await owner.post('/api/users', { user: { email: uniqueEmail() } });
    await owner.post('/api/businesses', { business: { name: 'Mine', phone_number: '+12125550147' } });
    const userId = start.body.user.id;

    const stranger = new TestClient(ctx.app);
    expect((await stranger.get(`/api/users/${userId}`)).status).toBe(404);
    expect((await stranger.put(`/api/users/${userId}`, { user: { password: 'attacker-pass', full_name: 'X' } })).status).toBe(404);
    expect((await stranger.post('/api/businesses', { business: { name: 'X', phone_number: '+12125550147' } })).status).toBe(401);

    // The real owner can still finish.
    expect((await owner.put(`/api/users/${userId}`, { user: { password: 'owner-pass-1', full_name: 'O' } })).status).toBe(200);
  });

  it("never sets a completed account's password through PUT /users/{id}", async () => {
    const browser = new TestClient(ctx.app);
    const start = await browser.post('/api/users', { user: { email: uniqueEmail() } });
    const signupCookie = browser.cookie('signup_token')!;
    await browser.post('/api/businesses', { business: { name: 'Mine', phone_number: '+12125550147' } });
    const userId = start.body.user.id;
    expect((await browser.put(`/api/users/${userId}`, { user: { password: 'first-pass-1', full_name: 'O' } })).status).toBe(200);

    // Replaying the old sign-up cookie after completion changes nothing.
    const replay = new TestClient(ctx.app);
    replay.setCookie('signup_token', signupCookie, '/api');
    const res = await replay.put(`/api/users/${userId}`, { user: { password: 'second-pass-1', full_name: 'O' } });
    expect(res.status).toBe(404);
    const token = emailedLinkToken(ctx.emails, start.body.user.email, 'verify-email');
    expect((await new TestClient(ctx.app).post('/api/users/email-link', { token })).status).toBe(200);
    const login = await new TestClient(ctx.app).post('/api/auth/login', { email: start.body.user.email, password: 'first-pass-1' });
    expect(login.status).toBe(200);
  });

  it('lists account-setup problems as bullet lines (422 errors list)', async () => {
    const browser = new TestClient(ctx.app);
    const start = await browser.post('/api/users', { user: { email: uniqueEmail() } });
    await browser.post('/api/businesses', { business: { name: 'Mine', phone_number: '+12125550147' } });
    const res = await browser.put(`/api/users/${start.body.user.id}`, { user: { password: 'short', full_name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["Full name can't be blank", 'Password is too short (minimum is 8 characters)']);
  });

  it('a double click on Continue creates one business, not two', async () => {
    const browser = new TestClient(ctx.app);
    const start = await browser.post('/api/users', { user: { email: uniqueEmail() } });
    const body = { business: { name: 'Once', phone_number: '+12125550147' } };
    const [a, b] = await Promise.all([browser.post('/api/businesses', body), browser.post('/api/businesses', body)]);
    const statuses = [a.status, b.status].sort();
    // Either both land on the same business, or the loser of the race is told to retry; never two businesses.
    const ids = new Set([a, b].filter((r) => r.status < 300).map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(statuses[0]).toBeLessThan(300);
    await browser.put(`/api/users/${start.body.user.id}`, { user: { password: 'long-enough-1', full_name: 'O' } });
    expect((await browser.get('/api/businesses/me')).body.id).toBe([...ids][0]);
  });
});
