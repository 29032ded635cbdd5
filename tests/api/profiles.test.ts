import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, uniqueEmail } from '../support/test-services.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

describe('profiles', () => {
  it('GET /profiles/me and PATCH /profiles/ change business name, email and phone', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUp(client, { name: 'Old Name' });
    const me = await client.get('/api/profiles/me');
    expect(me.body).toEqual({ business_name: 'Old Name', user: { email, phone_number: null, full_name: 'Test Owner' } });

    const newEmail = uniqueEmail('New');
    const res = await client.patch('/api/profiles/', {
      business_name: 'New Name',
      user: { email: newEmail, phone_number: '(212) 555-0199' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      business_name: 'New Name',
      user: { email: newEmail.toLowerCase(), phone_number: '+12125550199', full_name: 'Test Owner' },
    });
    expect((await client.get('/api/businesses/me')).body.name).toBe('New Name');
    // The new email signs in; the old one no longer does.
    const password = 'correct-horse-9';
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: newEmail, password })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email, password })).status).toBe(401);
  });

  it("refuses another owner's email and an invalid phone, changing nothing", async () => {
    const other = await signUp(new TestClient(ctx.app));
    const client = new TestClient(ctx.app);
    await signUp(client, { name: 'Keep' });
    const before = (await client.get('/api/profiles/me')).body;
    const taken = await client.patch('/api/profiles/', { business_name: 'Changed', user: { email: other.email } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual(['Email has already been taken']);
    const badPhone = await client.patch('/api/profiles/', { business_name: 'Changed', user: { phone_number: '12' } });
    expect(badPhone.status).toBe(422);
    expect((await client.get('/api/profiles/me')).body).toEqual(before);
  });
});
