import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { BusinessRepo } from '../../functions/data/business-repo.js';
import { planBusinessUpdate } from '../../functions/core/business/update.js';
import { newId } from '../../functions/core/ids.js';

// Issue 15, item 5: a save of several hundred nested records is one logical change, all or nothing as the owner sees it.
let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

async function owner() {
  const client = new TestClient(ctx.app);
  const { business } = await signUp(client);
  return { client, id: business.id as string };
}

const items = (n: number, price: string) => Array.from({ length: n }, (_, i) => ({ name: `Pizza ${i + 1}`, price, duration: 15 }));
const faqs = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));

/** Every nested item stored in the business's partition (visible or not), by SK prefix. */
async function storedItems(businessId: string, prefix: string): Promise<number> {
  const out = await ctx.services.db.doc.send(
    new QueryCommand({
      TableName: ctx.services.db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
      ExpressionAttributeValues: { ':pk': `BIZ#${businessId}`, ':p': prefix },
      ConsistentRead: true,
    }),
  );
  return out.Items?.length ?? 0;
}

type Send = (command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown>;
const doc = () => ctx.services.db.doc as unknown as { send: Send };
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** Makes the `nth` DynamoDB command named `name` (counted from now) fail, as a lost connection or a throttle would. */
function failOn(name: string, nth: number) {
  const original = doc().send;
  let seen = 0;
  doc().send = function (this: unknown, command, ...rest) {
    if (command.constructor.name === name && ++seen === nth) return Promise.reject(new Error('connection reset (test)'));
    return original.call(this, command, ...rest);
  };
  restore = () => void (doc().send = original);
}

describe('PATCH businesses/{id}: saves of any size (issue 15, item 5)', () => {
  it('saves 300 services and 150 FAQs at once, then changes all of them and removes half in one save', async () => {
    const { client, id } = await owner();
    const before = (await client.get('/api/businesses/me')).body;
    const created = await client.patch(`/api/businesses/${id}`, {
      business: { business_items_attributes: items(300, '9.5'), business_questions_attributes: faqs(150) },
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
    expect(created.body.business_items).toHaveLength(300);
    expect(created.body.business_questions).toHaveLength(150);
    // Created in one save, they keep the order they were sent in; one save is one version.
    expect(created.body.business_items.map((i: any) => i.name)).toEqual(items(300, '9.5').map((i) => i.name));
    expect(created.body.lock_version).toBe(before.lock_version + 1);

    const changed = await client.patch(`/api/businesses/${id}`, {
      business: {
        business_items_attributes: created.body.business_items.map((i: any) => ({ id: i.id, price: '12' })),
        business_questions_attributes: created.body.business_questions.map((q: any, n: number) => (n % 2 ? { id: q.id, _destroy: true } : { id: q.id })),
      },
    });
    expect(changed.status).toBe(200);
    expect(new Set(changed.body.business_items.map((i: any) => i.price))).toEqual(new Set(['12.00']));
    expect(changed.body.business_questions).toHaveLength(75);
    expect(changed.body.lock_version).toBe(before.lock_version + 2);

    const reread = (await client.get('/api/businesses/me')).body;
    expect(reread.business_items).toEqual(changed.body.business_items);
    expect(reread.business_questions).toEqual(changed.body.business_questions);
    // The superseded and removed records' items are gone from the table, not just hidden.
    expect(await storedItems(id, 'A#ITEM#')).toBe(300);
    expect(await storedItems(id, 'A#Q#')).toBe(75);
  }, 60_000);

  it('refuses with 409 a large save computed on a version another tab has saved since, and keeps that tab’s save', async () => {
    const { client, id } = await owner();
    const start = (await client.get('/api/businesses/me')).body;
    const first = await client.patch(`/api/businesses/${id}`, {
      business: { lock_version: start.lock_version, business_questions_attributes: faqs(120) },
    });
    expect(first.status).toBe(200);
    const second = await client.patch(`/api/businesses/${id}`, {
      business: { lock_version: start.lock_version, business_items_attributes: items(200, '5') },
    });
    expect(second.status).toBe(409);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after.business_questions).toHaveLength(120);
    expect(after.business_items).toEqual(start.business_items);
    expect(after.lock_version).toBe(first.body.lock_version);
  }, 60_000);

  for (const [where, command, nth] of [
    ['while its records are being written', 'BatchWriteCommand', 4],
    ['at its final write', 'TransactWriteCommand', 1],
  ] as const) {
    it(`a save that fails ${where} leaves the old state visible, and the next save clears what it left`, async () => {
      const { client, id } = await owner();
      const saved = await client.patch(`/api/businesses/${id}`, {
        business: { business_items_attributes: items(150, '10'), business_questions_attributes: faqs(40) },
      });
      expect(saved.status).toBe(200);

      failOn(command, nth);
      const failed = await client.patch(`/api/businesses/${id}`, {
        business: {
          name: 'Renamed',
          business_items_attributes: [...saved.body.business_items.map((i: any) => ({ id: i.id, price: '99' })), ...items(100, '1')],
          business_questions_attributes: saved.body.business_questions.map((q: any) => ({ id: q.id, _destroy: true })),
        },
      });
      expect(failed.status).toBe(500);
      restore!();

      const seen = (await client.get('/api/businesses/me')).body;
      expect(seen.name).toBe(saved.body.name);
      expect(seen.lock_version).toBe(saved.body.lock_version);
      expect(seen.business_items).toEqual(saved.body.business_items);
      expect(seen.business_questions).toEqual(saved.body.business_questions);

      const next = await client.patch(`/api/businesses/${id}`, { business: { business_items_attributes: [{ id: seen.business_items[0].id, price: '11' }] } });
      expect(next.status).toBe(200);
      expect(next.body.business_items).toHaveLength(150);
      expect(next.body.business_items[0].price).toBe('11.00');
      expect(await storedItems(id, 'A#ITEM#')).toBe(150);
      expect(await storedItems(id, 'A#Q#')).toBe(40);
    }, 60_000);
  }

  it('a reader during a large save sees the old records or the new, never a mix', async () => {
    const { client, id } = await owner();
    const saved = await client.patch(`/api/businesses/${id}`, { business: { business_items_attributes: items(250, '10') } });
    expect(saved.status).toBe(200);
    const saving = client.patch(`/api/businesses/${id}`, {
      business: { business_items_attributes: saved.body.business_items.map((i: any) => ({ id: i.id, price: '20' })) },
    });
    let done = false;
    void saving.finally(() => (done = true));
    const snapshots: string[][] = [];
    while (!done) {
      const read = (await client.get('/api/businesses/me')).body;
      snapshots.push([...new Set<string>(read.business_items.map((i: any) => i.price))]);
    }
    expect((await saving).status).toBe(200);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const prices of snapshots) expect([['10.00'], ['20.00']]).toContainEqual(prices);
  }, 60_000);
});

describe('a save of the assistant beside a business save', () => {
  it("leaves the business save's staged records alone: the new service is saved and the business still reads", async () => {
    const { client, id } = await owner();
    const assistantId = (await client.get('/api/assistant-configurations/me')).body.id as string;
    // Hold the business save just before it makes its staged records visible (its transaction), until the
    // assistant's save, which reads the business with those records not yet named, has finished.
    const original = doc().send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atFlip = new Promise<void>((resolve) => (reached = resolve));
    let holding = true;
    doc().send = async function (this: unknown, command, ...rest) {
      if (holding && command.constructor.name === 'TransactWriteCommand') {
        holding = false;
        reached();
        await held;
      }
      return original.call(this, command, ...rest);
    };
    restore = () => void (doc().send = original);

    const businessSave = client.patch(`/api/businesses/${id}`, { business: { business_items_attributes: [{ name: 'Beard Trim', price: '15', duration: 20 }] } });
    await atFlip;
    const assistantSave = await client.patch(`/api/assistant-configurations/${assistantId}`, { assistant_configuration: { greeting_phrase: 'Hello from the other tab' } });
    expect(assistantSave.status, JSON.stringify(assistantSave.body)).toBe(200);
    release();
    expect((await businessSave).status).toBe(200);

    const reread = await client.get('/api/businesses/me');
    expect(reread.status).toBe(200);
    expect(reread.body.business_items.map((i: { name: string }) => i.name)).toEqual(['Beard Trim']);
    expect(reread.body.assistant_configuration.greeting_phrase).toBe('Hello from the other tab');
  }, 30_000);
});

describe("a reader's older copy brought up to date from what the saves since staged (the call session's cache)", () => {
  it('a save of 1,000 FAQs (chunks under 400 KB each): the copy from before it is rebuilt from the Query beside the versions, equal to the business read whole', async () => {
    const { id } = await owner();
    const repo = new BusinessRepo(ctx.services.db);
    const before = (await repo.load(id))!;
    const long = 'x'.repeat(600);
    // Through the repository: a request body of this size is over the API's 256 KB.
    const agg = (await repo.load(id))!;
    const questions = Array.from({ length: 1000 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}. ${long}` }));
    expect(await repo.save(agg, planBusinessUpdate(agg, { business_questions_attributes: questions }, { now: new Date(), newId }))).toBe(true);
    // Some 700 KB of records: three chunks, each within an item's 400 KB.
    expect(await storedItems(id, 'SAVED#')).toBe(3);
    const versions = await repo.versions(id, before);
    expect(versions?.aggregate).toBeDefined();
    expect(versions!.aggregate).toEqual(await repo.load(id));
    // Nothing saved since the copy it returned: no rebuild.
    expect((await repo.versions(id, versions!.aggregate))?.aggregate).toBeUndefined();
  }, 120_000);

  it('never mixes two saves: the records a save that lost its race staged are removed, and a save not flipped yet is not seen', async () => {
    const { id } = await owner();
    const repo = new BusinessRepo(ctx.services.db);
    const cached = (await repo.load(id))!;
    const [a, b] = [(await repo.load(id))!, (await repo.load(id))!];
    const plan = (agg: typeof a, answer: string) =>
      planBusinessUpdate(agg, { business_questions_attributes: faqs(60).map((f) => ({ ...f, answer })) }, { now: new Date(), newId });
    expect(await repo.save(a, plan(a, 'From the first tab.'))).toBe(true);
    // The second save computed from the same version loses at its final write: what it staged is gone.
    expect(await repo.save(b, plan(b, 'From the second tab.'))).toBe(false);
    expect(await storedItems(id, 'SAVED#')).toBe(1);
    // A third save whose final write never happens (a crash after staging): its staged records are named by no
    // manifest, so a reader still sees the first save's.
    const c = (await repo.load(id))!;
    const failOnce = doc().send;
    let flipHeld!: () => void;
    const held = new Promise<void>((resolve) => (flipHeld = resolve));
    doc().send = function (this: unknown, command, ...rest) {
      if (command.constructor.name === 'TransactWriteCommand') {
        flipHeld();
        return new Promise(() => undefined);
      }
      return failOnce.call(this, command, ...rest);
    };
    void repo.save(c, plan(c, 'Not flipped yet.'));
    // The real client comes back only once the save is stuck at its final write: restored any earlier (a slow, loaded
    // machine), the save's own final write would go through and the reads below would race it.
    await held;
    doc().send = failOnce;
    expect(await storedItems(id, 'SAVED#')).toBe(2);
    const refreshed = (await repo.versions(id, cached))!.aggregate!;
    expect(new Set(refreshed.business_questions.filter((q) => /^Question \d+\?$/.test(q.question)).map((q) => q.answer))).toEqual(new Set(['From the first tab.']));
    expect(refreshed).toEqual(await repo.load(id));
  }, 120_000);
});
