import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

async function owner() {
  const client = new TestClient(ctx.app);
  const { business } = await signUp(client);
  return { client, id: business.id as string };
}

describe('PATCH businesses/{id}: nested attributes (spec section 3)', () => {
  it('refuses a US address whose ZIP is not a ZIP or ZIP+4, saving nothing; other countries keep their codes', async () => {
    const { client, id } = await owner();
    const zipMessage =
      'Address 1: Zip code must be a 5-digit ZIP code (like 12345) or ZIP+4 (like 12345-6789) for an address in the United States';
    const address = { address_line: '1 Main St', city: 'Springfield', state: 'IL', country: 'US' };
    const before = (await client.get('/api/businesses/me')).body;
    const bad = await client.patch(`/api/businesses/${id}`, { business: { industry: 'Other', business_addresses_attributes: [{ ...address, zip_code: 'ABC!!' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([zipMessage]);
    expect((await client.get('/api/businesses/me')).body).toEqual(before);

    const plusFour = await client.patch(`/api/businesses/${id}`, { business: { business_addresses_attributes: [{ ...address, zip_code: ' 62701-1234 ' }] } });
    expect(plusFour.status).toBe(200);
    const saved = plusFour.body.business_addresses[0];
    expect(saved.zip_code).toBe('62701-1234');
    // The check is on the merged record: a ZIP alone, or a move to the US, is checked against the other field.
    for (const change of [{ zip_code: '6270' }, { country: 'gb', zip_code: 'SW1A 1AA' }]) {
      const res = await client.patch(`/api/businesses/${id}`, { business: { business_addresses_attributes: [{ id: saved.id, ...change }] } });
      if ('country' in change) expect(res.status).toBe(200);
      else expect(res.body.errors).toEqual([zipMessage]);
    }
    const toUs = await client.patch(`/api/businesses/${id}`, { business: { business_addresses_attributes: [{ id: saved.id, country: 'US' }] } });
    expect(toUs.status).toBe(422);
    expect(toUs.body.errors).toEqual([zipMessage]);
    expect((await client.get('/api/businesses/me')).body.business_addresses).toEqual([{ ...saved, country: 'GB', zip_code: 'SW1A 1AA' }]);
  });

  it('creates, updates and destroys nested records; unsaved _destroy records are dropped', async () => {
    const { client, id } = await owner();
    const created = await client.patch(`/api/businesses/${id}`, {
      business: {
        industry: 'Hair / Beauty Salon',
        business_addresses_attributes: [{ address_line: '1 Main St', city: 'Springfield', state: 'IL', country: 'us', zip_code: '62701' }],
        business_items_attributes: [{ name: 'Haircut', price: '25.5', duration: 45 }, {}, { name: 'Ghost', _destroy: true }],
        business_questions_attributes: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 5pm.' }],
        working_hours_attributes: [
          { day_of_week: 'monday', open_time: '08:00', close_time: '12:00', disabled: false },
          { day_of_week: 'monday', open_time: '13:00', close_time: '20:00', disabled: false },
        ],
      },
    });
    expect(created.status).toBe(200);
    const b = created.body;
    expect(b.industry).toBe('Hair / Beauty Salon');
    expect(b.business_addresses).toEqual([
      { id: expect.any(String), address_line: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', zip_code: '62701' },
    ]);
    // The blank item gets the spec's default service; the unsaved _destroy one is dropped.
    expect(b.business_items.map((i: any) => [i.name, i.price, i.duration, i.currency, i.enabled])).toEqual([
      ['Haircut', '25.50', 45, 'USD', true],
      ['New Service', '0.00', 30, 'USD', true],
    ]);
    expect(b.working_hours.map((h: any) => `${h.day_of_week} ${h.open_time}-${h.close_time}`)).toEqual([
      'monday 08:00-12:00',
      'monday 13:00-20:00',
    ]);

    const [haircut, blank] = b.business_items;
    const updated = await client.patch(`/api/businesses/${id}`, {
      business: {
        business_items_attributes: [{ id: haircut.id, price: 30 }, { id: blank.id, _destroy: true }],
        business_questions_attributes: [{ id: b.business_questions[0].id, _destroy: true }],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.business_items).toEqual([{ ...haircut, price: '30.00' }]);
    expect(updated.body.business_questions).toEqual([]);
    expect(updated.body.lock_version).toBe(b.lock_version + 1);

    const reread = await client.get('/api/businesses/me');
    expect(reread.body.business_items).toEqual(updated.body.business_items);
  });

  it('refuses bad nested records with every problem listed and writes nothing', async () => {
    const { client, id } = await owner();
    const before = (await client.get('/api/businesses/me')).body;
    const res = await client.patch(`/api/businesses/${id}`, {
      business: {
        name: 'Renamed',
        business_items_attributes: [{ name: 'Cut', price: -1 }, { name: 'Color', duration: 12.5 }, { name: 'Perm', duration: 99999 }],
        working_hours_attributes: [
          { day_of_week: 'tuesday', open_time: '10:00', close_time: '09:00', disabled: false },
          { day_of_week: 'friday', open_time: '09:00', close_time: '13:00', disabled: false },
          { day_of_week: 'friday', open_time: '12:00', close_time: '15:00', disabled: false },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      'Service 1: Price must be a number of at least 0 with at most two decimals',
      'Service 2: Duration must be a whole number',
      'Service 3: Duration must be at most 9999 minutes',
    ]);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after).toEqual(before);
  });

  it('reports the shift rules (ends before it starts, overlaps) with a message', async () => {
    const { client, id } = await owner();
    const res = await client.patch(`/api/businesses/${id}`, {
      business: {
        working_hours_attributes: [
          { day_of_week: 'tuesday', open_time: '10:00', close_time: '09:00', disabled: false },
          { day_of_week: 'friday', open_time: '09:00', close_time: '13:00', disabled: false },
          { day_of_week: 'friday', open_time: '12:00', close_time: '15:00', disabled: false },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      'Working hours on Tuesday: 10:00–09:00 must end after it starts',
      'Working hours on Friday: 09:00–13:00 and 12:00–15:00 overlap',
    ]);
  });

  it('refuses unknown fields, wrong types, and an id that is not saved', async () => {
    const { client, id } = await owner();
    const unknown = await client.patch(`/api/businesses/${id}`, { business: { owner_id: 'me', name: 'X' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(['Unknown field: owner_id']);
    const wrongType = await client.patch(`/api/businesses/${id}`, { business: { name: 12 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual(['Name must be text']);
    const noEnvelope = await client.patch(`/api/businesses/${id}`, { name: 'X' });
    expect(noEnvelope.status).toBe(422);
    const unsaved = await client.patch(`/api/businesses/${id}`, { business: { business_items_attributes: [{ id: 'nope', name: 'X' }] } });
    expect(unsaved.status).toBe(422);
    expect(unsaved.body.errors).toEqual(['Service 1: there is no saved record with id nope']);
    // _destroy on an id that is already gone (a retry) is harmless.
    const retry = await client.patch(`/api/businesses/${id}`, { business: { business_items_attributes: [{ id: 'gone', _destroy: true }] } });
    expect(retry.status).toBe(200);
  });

  it('saves assistant fields sent with the business, and the time zone', async () => {
    const { client, id } = await owner();
    const res = await client.patch(`/api/businesses/${id}`, {
      business: { time_zone: 'Europe/London', greeting_phrase: 'Hello from Test Salon!', voice: 'coral' },
    });
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe('Europe/London');
    expect(res.body.assistant_configuration).toMatchObject({ greeting_phrase: 'Hello from Test Salon!', voice: 'coral' });
    const badZone = await client.patch(`/api/businesses/${id}`, { business: { time_zone: 'Mars/Olympus' } });
    expect(badZone.status).toBe(422);
    expect(badZone.body.errors[0]).toMatch(/IANA time zone/);
  });
});

describe('concurrent saves', () => {
  it('a save with a stale lock_version gets 409 and changes nothing', async () => {
    const { client, id } = await owner();
    const loaded = (await client.get('/api/businesses/me')).body;
    const first = await client.patch(`/api/businesses/${id}`, { business: { name: 'Tab A', lock_version: loaded.lock_version } });
    expect(first.status).toBe(200);
    const second = await client.patch(`/api/businesses/${id}`, { business: { name: 'Tab B', lock_version: loaded.lock_version } });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/changed elsewhere/);
    expect((await client.get('/api/businesses/me')).body.name).toBe('Tab A');
  });

  it('parallel saves without lock_version both land (no lost update)', async () => {
    const { client, id } = await owner();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.patch(`/api/businesses/${id}`, { business: { business_questions_attributes: [{ question: `Q${i}`, answer: `A${i}` }] } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const saved = (await client.get('/api/businesses/me')).body.business_questions.map((q: any) => q.question).sort();
    expect(saved).toEqual(['Q0', 'Q1', 'Q2', 'Q3', 'Q4']);
  });
});

describe('ownership', () => {
  it("owner B on owner A's business: 404 and A's data unchanged", async () => {
    const a = await owner();
    const b = await owner();
    const before = (await a.client.get('/api/businesses/me')).body;
    const res = await b.client.patch(`/api/businesses/${a.id}`, { business: { name: 'Hijacked' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Business not found' });
    expect((await a.client.get('/api/businesses/me')).body).toEqual(before);
    expect((await b.client.get('/api/businesses/me')).body.id).toBe(b.id);
  });
});

describe('bad requests', () => {
  it('malformed JSON is 400, a body over 256 KB is 413, and neither writes', async () => {
    const { client, id } = await owner();
    const before = (await client.get('/api/businesses/me')).body;
    const malformed = await client.call('PATCH', `/api/businesses/${id}`, '{"business": {');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('The request body is not valid JSON');
    const huge = await client.call('PATCH', `/api/businesses/${id}`, JSON.stringify({ business: { name: 'x'.repeat(300 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/256 KB/);
    expect((await client.get('/api/businesses/me')).body).toEqual(before);
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await new TestClient(ctx.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('PATCH businesses/{id}: the website (the sign-up rules)', () => {
  it.each([
    ['ftp://bellacuts.com', 'Website must start with http:// or https://'],
    ['javascript:alert(1)', 'Website must start with http:// or https://'],
    ['mailto:owner@bellacuts.com', 'Website must start with http:// or https://'],
    ['file:///etc/passwd', 'Website must start with http:// or https://'],
    ['http://169.254.169.254/latest/meta-data/', 'Website must be a public web address, not a private or local one'],
    ['http://10.0.0.7', 'Website must be a public web address, not a private or local one'],
    ['127.0.0.1:8080', 'Website must be a public web address, not a private or local one'],
    ['http://[::1]/', 'Website must be a public web address, not a private or local one'],
    ['http://2130706433/', 'Website must be a public web address, not a private or local one'],
    ['http://localhost:3000', 'Website must be a public web address, not a private or local one'],
    ['printer.local', 'Website must be a public web address, not a private or local one'],
    ['https://owner:secret@bellacuts.com', 'Website must not contain a user name or password'],
    ['not a site', 'Website is not a valid web address'],
    ['bellacuts', 'Website is not a valid web address'],
  ])('%s: 422 with a sentence, nothing written', async (website, message) => {
    const { client, id } = await owner();
    await client.patch(`/api/businesses/${id}`, { business: { website: 'https://bellacuts.com' } });
    const before = (await client.get('/api/businesses/me')).body;
    const res = await client.patch(`/api/businesses/${id}`, { business: { website, name: 'Renamed' } });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(message);
    expect(res.body.errors).toEqual([message]);
    expect((await client.get('/api/businesses/me')).body).toEqual(before);
  });

  it('stores a site without a scheme as https, keeps an explicit http(s) one, and clears with an empty value', async () => {
    const { client, id } = await owner();
    const save = async (website: string | null) => (await client.patch(`/api/businesses/${id}`, { business: { website } })).body.website;
    expect(await save('  bellacuts.com/menu ')).toBe('https://bellacuts.com/menu');
    expect(await save('http://bellacuts.com')).toBe('http://bellacuts.com');
    expect(await save('https://www.bellacuts.com:8443/')).toBe('https://www.bellacuts.com:8443/');
    expect(await save('')).toBeNull();
    expect(await save('bellacuts.com')).toBe('https://bellacuts.com');
    expect(await save(null)).toBeNull();
  });
});
