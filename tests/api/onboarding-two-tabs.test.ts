import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';

/*
 * Onboarding's saves (step 1's company details, AI config step 2's questions, items and hours) carry the version the
 * page loaded, as the onboarding screens send it: a save from a tab opened before another tab's save (or a retry
 * after one that already landed) answers 409 with the one error shape and writes nothing.
 */

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

const personalize = (question: string, answer: string, lockVersion: number) => ({
  business: {
    lock_version: lockVersion,
    business_questions_attributes: [{ question, answer }],
    business_items_attributes: [{ name: 'Beard line-up', price: '30', duration: 30, currency: 'USD', product: false, enabled: true }],
    working_hours_attributes: [{ day_of_week: 'monday', open_time: '09:00', close_time: '17:00', disabled: false }],
  },
});

describe('onboarding saves with lock_version', () => {
  it("step 2 from the older tab answers 409 changed_elsewhere and leaves the newer tab's questions, items and hours", async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/businesses/me')).body;
    const tabB = await client.patch(`/api/businesses/${opened.id}`, personalize('Do you take walk-ins?', 'Yes, until 4 pm.', opened.lock_version));
    expect(tabB.status, JSON.stringify(tabB.body)).toBe(200);
    const tabA = await client.patch(`/api/businesses/${opened.id}`, personalize('Is there parking?', 'Free, behind the shop.', opened.lock_version));
    expect(tabA.status).toBe(409);
    expect(tabA.body).toEqual({ error: expect.stringMatching(/changed elsewhere \(another tab or device\).*Reload/), reason: 'changed_elsewhere' });
    const after = (await client.get('/api/businesses/me')).body;
    expect(after.business_questions.map((q: { question: string }) => q.question)).toEqual(
      [...opened.business_questions.map((q: { question: string }) => q.question), 'Do you take walk-ins?'],
    );
    expect(after.business_items.filter((i: { name: string }) => i.name === 'Beard line-up')).toHaveLength(1);
    expect(after.lock_version).toBe(tabB.body.lock_version);
  });

  it('a retry of a step-2 save that already landed is refused instead of adding every new row twice', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/businesses/me')).body;
    const body = personalize('Do you do colour?', 'Yes, by appointment.', opened.lock_version);
    const [first, retry] = await Promise.all([client.patch(`/api/businesses/${opened.id}`, body), client.patch(`/api/businesses/${opened.id}`, body)]);
    expect([first!.status, retry!.status].sort()).toEqual([200, 409]);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after.business_questions.filter((q: { question: string }) => q.question === 'Do you do colour?')).toHaveLength(1);
  });

  it('step 1 (company details) from the older tab answers 409 and keeps the newer address; with the fresh version it saves', async () => {
    const { client } = await ownerWithServices(ctx);
    const opened = (await client.get('/api/businesses/me')).body;
    const details = (city: string, lockVersion: number, id?: string) => ({
      business: {
        lock_version: lockVersion,
        business_addresses_attributes: [{ ...(id ? { id } : {}), address_line: '12 Elm St', city, state: 'IL', country: 'US', zip_code: '62701' }],
        industry: 'Hair / Beauty Salon',
        time_zone: 'America/Chicago',
      },
    });
    const tabB = await client.patch(`/api/businesses/${opened.id}`, details('Springfield', opened.lock_version));
    expect(tabB.status, JSON.stringify(tabB.body)).toBe(200);
    const tabA = await client.patch(`/api/businesses/${opened.id}`, details('Shelbyville', opened.lock_version));
    expect(tabA.status).toBe(409);
    expect(tabA.body.reason).toBe('changed_elsewhere');
    expect((await client.get('/api/businesses/me')).body.business_addresses.map((a: { city: string }) => a.city)).toEqual(['Springfield']);
    // "Reload latest version": the address is now the saved one and the version the latest.
    const reloaded = (await client.get('/api/businesses/me')).body;
    const again = await client.patch(`/api/businesses/${opened.id}`, details('Shelbyville', reloaded.lock_version, reloaded.business_addresses[0].id));
    expect(again.status).toBe(200);
    expect(again.body.business_addresses.map((a: { city: string }) => a.city)).toEqual(['Shelbyville']);
  });
});
