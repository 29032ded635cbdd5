import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';

// User Settings open in two tabs: the contact details saved from the older one must not overwrite the newer save.

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

describe('PATCH /profiles/ with lock_version', () => {
  it('answers its version, and a contact save moves it on', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/profiles/me')).body;
    expect(opened.lock_version).toBe(0);
    const saved = await client.patch('/api/profiles/', { lock_version: 0, user: { full_name: 'Dana Reyes' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lock_version).toBe(1);
    expect((await client.get('/api/profiles/me')).body).toEqual(saved.body);
  });

  it('a save from the tab opened first answers 409 and changes nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/profiles/me')).body;
    const tabB = await client.patch('/api/profiles/', { lock_version: opened.lock_version, user: { full_name: 'Tab B', phone_number: '(212) 555-0142' } });
    expect(tabB.status).toBe(200);
    const tabA = await client.patch('/api/profiles/', { lock_version: opened.lock_version, business_name: 'Tab A Bistro', user: { full_name: 'Tab A' } });
    expect(tabA.status).toBe(409);
    expect(tabA.body.reason).toBe('changed_elsewhere');
    expect(tabA.body.error).toMatch(/changed in another tab or on another device/);
    expect((await client.get('/api/profiles/me')).body).toEqual(tabB.body);
    expect((await client.get('/api/businesses/me')).body.name).toBe(opened.business_name);
  });

  it('two saves of the same version at once: one lands, the other is refused', async () => {
    const { client } = await ownerWithServices(ctx);
    const [a, b] = await Promise.all(['Ann', 'Bea'].map((name) => client.patch('/api/profiles/', { lock_version: 0, user: { full_name: name } })));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = a!.status === 200 ? a! : b!;
    expect((await client.get('/api/profiles/me')).body.user.full_name).toBe(winner.body.user.full_name);
  });

  it('notification switches neither need nor move the version (each sets one value)', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/profiles/me')).body;
    const toggled = await client.patch('/api/profiles/', { user: { product_updates: !opened.user.product_updates } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.lock_version).toBe(opened.lock_version);
    // The contact form opened before the switch still saves.
    expect((await client.patch('/api/profiles/', { lock_version: opened.lock_version, user: { full_name: 'Still Fine' } })).status).toBe(200);
  });

  it('refuses a lock_version that is not a whole number, and changes nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/profiles/me')).body;
    expect((await client.patch('/api/profiles/', { lock_version: -1, user: { full_name: 'Nope' } })).status).toBe(422);
    expect((await client.get('/api/profiles/me')).body).toEqual(opened);
  });
});
