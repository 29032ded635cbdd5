import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, emailedLinkToken, signUp, TestClient, uniqueEmail } from '../support/test-services.js';
import { SMS_NEEDS_PHONE } from '../../functions/core/accounts/profile.js';

/** Notification preferences of an owner who never chose. */
const DEFAULT_PREFS = { email_notifications: true, sms_notifications: false, product_updates: false, daily_summary_hour: null };

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

describe('profiles', () => {
  it('GET /profiles/me and PATCH /profiles/ change business name, email and phone', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUp(client, { name: 'Old Name' });
    const me = await client.get('/api/profiles/me');
    expect(me.body).toEqual({
      business_name: 'Old Name',
      lock_version: 0,
      // The business phone of step 1 is the contact phone until the owner gives another.
      user: { email, phone_number: '+12125550147', full_name: 'Test Owner', ...DEFAULT_PREFS },
    });

    const newEmail = uniqueEmail('New');
    const res = await client.patch('/api/profiles/', {
      business_name: 'New Name',
      user: { email: newEmail, phone_number: '(212) 555-0199', current_password: 'correct-horse-9' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      business_name: 'New Name',
      // One save of the contact details: one version on.
      lock_version: 1,
      user: { email: newEmail.toLowerCase(), phone_number: '+12125550199', full_name: 'Test Owner', ...DEFAULT_PREFS },
    });
    expect((await client.get('/api/businesses/me')).body.name).toBe('New Name');
    // The new email signs in (once its emailed link is opened); the old one no longer does.
    const password = 'correct-horse-9';
    const token = emailedLinkToken(ctx.emails, newEmail.toLowerCase(), 'verify-email');
    expect((await new TestClient(ctx.app).post('/api/users/email-link', { token })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: newEmail, password })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password })).status).toBe(401);
  });

  it('the contact phone starts as the business phone of step 1, so SMS notifications can be turned on, and stays the owner\'s to change', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('Phone');
    const start = await client.post('/api/users', { user: { email } });
    const business = await client.post('/api/businesses', { business: { name: 'Harbor Realty', phone_number: '+1 617 555 0123', website: '' } });
    expect(business.status).toBe(201);
    const done = await client.put(`/api/users/${start.body.user.id}`, { user: { password: 'correct-horse-9', full_name: 'Dana Realtor' } });
    expect(done.status).toBe(200);
    expect((await client.get('/api/profiles/me')).body.user.phone_number).toBe('+16175550123');
    expect((await client.patch('/api/profiles/', { user: { sms_notifications: true } })).status).toBe(200);
    const changed = await client.patch('/api/profiles/', { user: { phone_number: '(617) 555-0188' } });
    expect(changed.body.user.phone_number).toBe('+16175550188');
    // The business phone is not touched by the owner's own number.
    expect((await client.get('/api/businesses/me')).body.phone_number).toBe('+16175550123');
  });

  it("refuses another owner's email and an invalid phone, changing nothing", async () => {
    const other = await signUp(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    await signUp(client, { name: 'Keep' });
    const before = (await client.get('/api/profiles/me')).body;
    const taken = await client.patch('/api/profiles/', {
      business_name: 'Changed',
      user: { email: other.email, current_password: 'correct-horse-9' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual(['Email has already been taken']);
    const badPhone = await client.patch('/api/profiles/', { business_name: 'Changed', user: { phone_number: '12' } });
    expect(badPhone.status).toBe(422);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });

  it('answers a phone number of the wrong kind with a sentence a person understands, writing nothing', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const before = (await client.get('/api/profiles/me')).body;
    const cases: Array<[unknown, string]> = [
      [2125550123, 'Phone number must be text or null'],
      ['2'.repeat(41), 'Phone number is too long (maximum is 40 characters)'],
    ];
    for (const [phone_number, message] of cases) {
      const res = await client.patch('/api/profiles/', { user: { phone_number } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([message]);
    }
    const hour = await client.patch('/api/profiles/', { user: { daily_summary_hour: '7' } });
    expect(hour.body.errors).toEqual(['Daily summary hour must be a number or null']);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });

  it('refuses a business or full name over 200 characters with the limit said, saving nothing', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client, { name: 'Kept Name' });
    const before = (await client.get('/api/profiles/me')).body;
    const long = 'N'.repeat(400);
    const name = await client.patch('/api/profiles/', { business_name: long, user: { sms_notifications: false } });
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual(['Business name is too long (maximum is 200 characters)']);
    const fullName = await client.patch('/api/profiles/', { user: { full_name: long } });
    expect(fullName.status).toBe(422);
    expect(fullName.body.errors).toEqual(['Full name is too long (maximum is 200 characters)']);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });

  it('saves notification preferences on their own and gives them back', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client, { name: 'Prefs' });
    await client.patch('/api/profiles/', { user: { phone_number: '+12125550123' } });

    const res = await client.patch('/api/profiles/', { user: { email_notifications: false, sms_notifications: true } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email_notifications: false, sms_notifications: true, product_updates: false });
    expect(res.body.business_name).toBe('Prefs');

    await client.patch('/api/profiles/', { user: { product_updates: true } });
    expect((await client.get('/api/profiles/me')).body.user).toMatchObject({
      email_notifications: false,
      sms_notifications: true,
      product_updates: true,
      phone_number: '+12125550123',
    });
  });

  it('refuses SMS notifications without a phone number, either way round, and anything but booleans', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    // (The owner cleared the phone that sign-up prefilled.)
    expect((await client.patch('/api/profiles/', { user: { phone_number: '' } })).status).toBe(200);
    const before = (await client.get('/api/profiles/me')).body;

    const noPhone = await client.patch('/api/profiles/', { user: { sms_notifications: true } });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.errors).toEqual([SMS_NEEDS_PHONE]);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);

    // Phone and SMS together are fine; clearing the phone afterwards is refused while SMS is on.
    expect((await client.patch('/api/profiles/', { user: { phone_number: '2125550123', sms_notifications: true } })).status).toBe(200);
    const cleared = await client.patch('/api/profiles/', { user: { phone_number: '' } });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors).toEqual([SMS_NEEDS_PHONE]);
    expect((await client.patch('/api/profiles/', { user: { phone_number: '', sms_notifications: false } })).status).toBe(200);

    const notBoolean = await client.patch('/api/profiles/', { user: { email_notifications: 'yes' } });
    expect(notBoolean.status).toBe(422);
    expect(notBoolean.body.errors).toHaveLength(1);
    expect(notBoolean.body.errors[0]).toMatch(/email notifications must be/i);
    const unknown = await client.patch('/api/profiles/', { user: { push_notifications: true } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatch(/Unknown field.*push_notifications/);
    expect((await client.get('/api/profiles/me')).body.user.email_notifications).toBe(true);
  });
});
