import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient, uniqueEmail } from '../support/test-services.js';

/*
 * The sign-in email changed from two tabs, or by a double submit: the change and the save's version move together,
 * so a change that lost the race writes nothing, sends no mail, and is told "changed elsewhere" (not "taken").
 */

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const PASSWORD = 'correct-horse-9';
async function owner() {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Before' });
  const before = (await client.get('/api/profiles/me')).body;
  return { client, ...account, before };
}
const mailsTo = (address: string, since: number) => ctx.emails.slice(since).filter((m) => m.to === address);

describe('PATCH /api/profiles: email change races', () => {
  it("another tab's save landing between the read and the email change: 409, the email unchanged, no mail sent", async () => {
    const { client, email, before } = await owner();
    const users = ctx.services.repos.users;
    const realChange = users.changeEmail.bind(users);
    // Tab A saves its name after tab B's request read the profile, just before B moves the email.
    users.changeEmail = async (...args: Parameters<typeof realChange>) => {
      users.changeEmail = realChange;
      const tabA = await client.patch('/api/profiles/', { lock_version: before.lock_version, user: { full_name: 'Tab A' } });
      expect(tabA.status).toBe(200);
      return realChange(...args);
    };
    const newEmail = uniqueEmail('moved');
    const sent = ctx.emails.length;
    try {
      const tabB = await client.patch('/api/profiles/', { lock_version: before.lock_version, user: { email: newEmail, current_password: PASSWORD } });
      expect(tabB.status, JSON.stringify(tabB.body)).toBe(409);
      expect(tabB.body.reason).toBe('changed_elsewhere');
    } finally {
      users.changeEmail = realChange;
    }
    const after = (await client.get('/api/profiles/me')).body;
    expect(after.user).toMatchObject({ email, full_name: 'Tab A' });
    expect(mailsTo(newEmail, sent)).toEqual([]);
    expect(mailsTo(email, sent)).toEqual([]);
    // The address it asked for was not taken either.
    expect((await new TestClient(ctx.app).post('/api/users', { user: { email: newEmail } })).status).toBe(201);
  });

  it('a double submit of one email change: one lands, the other is told changed elsewhere, one confirmation mail', async () => {
    const { client, email, before } = await owner();
    const newEmail = uniqueEmail('moved');
    const sent = ctx.emails.length;
    const body = { lock_version: before.lock_version, user: { email: newEmail, current_password: PASSWORD } };
    const replies = await Promise.all([client.patch('/api/profiles/', body), client.patch('/api/profiles/', body)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.reason).toBe('changed_elsewhere');
    expect((await client.get('/api/profiles/me')).body.user.email).toBe(newEmail);
    expect(mailsTo(newEmail, sent)).toHaveLength(1);
    expect(mailsTo(email, sent)).toHaveLength(1);
  });

  it('two tabs changing to two different emails at once: one wins; the other writes nothing and is not told "taken"', async () => {
    const { client, before } = await owner();
    const [first, second] = [uniqueEmail('one'), uniqueEmail('two')];
    const sent = ctx.emails.length;
    const replies = await Promise.all(
      [first, second].map((address) => client.patch('/api/profiles/', { lock_version: before.lock_version, user: { email: address, current_password: PASSWORD } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies.find((r) => r.status === 200)!.body.user.email as string;
    const lost = won === first ? second : first;
    expect(replies.find((r) => r.status === 409)!.body.reason).toBe('changed_elsewhere');
    expect((await client.get('/api/profiles/me')).body.user.email).toBe(won);
    expect(mailsTo(lost, sent)).toEqual([]);
    expect((await new TestClient(ctx.app).post('/api/users', { user: { email: lost } })).status).toBe(201);
  });
});
