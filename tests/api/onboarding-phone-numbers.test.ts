import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  AssociatePhoneNumberContactFlowCommand,
  ClaimPhoneNumberCommand,
  ConnectClient,
  DescribePhoneNumberCommand,
  ReleasePhoneNumberCommand,
  SearchAvailablePhoneNumbersCommand,
} from '@aws-sdk/client-connect';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { localPhonePool } from '../../functions/adapters/local-phone-pool.js';
import { connectPhoneNumbers } from '../../functions/adapters/connect-phone-numbers.js';
import { findBusinessIdByPhoneNumber } from '../../functions/data/phone-numbers-repo.js';
import { businessIdForDialedNumber } from '../../functions/core/phone-numbers/phone-number-service.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});
beforeEach(() => {
  ctx.services.phoneNumbers = localPhonePool(() => ctx.services.db);
});

async function owner() {
  const client = new TestClient(ctx.app);
  const { business } = await signUp(client);
  return { client, businessId: business.id as string };
}

describe('GET /api/phone-numbers/available', () => {
  it("lists fictional 555-01xx numbers as {id, sid, phone_number}, five unless told, in the business phone's area code", async () => {
    const { client } = await owner();
    const res = await client.get('/api/phone-numbers/available');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    for (const n of res.body) {
      expect(Object.keys(n).sort()).toEqual(['id', 'phone_number', 'sid']);
      // The test owner's phone is +1 212 555-0147: New York numbers.
      expect(n.phone_number).toMatch(/^\+12125550[1][0-9]{2}$/);
      expect(n.sid).toMatch(/^PN[0-9a-f]{32}$/);
    }
    expect((await client.get('/api/phone-numbers/available?limit=2')).body).toHaveLength(2);
    const bad = await client.get('/api/phone-numbers/available?limit=500');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Limit must be a whole number from 1 to 20']);
  });

  it('needs a signed-in owner', async () => {
    const res = await new TestClient(ctx.app).get('/api/phone-numbers/available');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });
});

describe('numbers near the business', () => {
  async function placed(phone: string, address?: { city: string; state: string; country?: string; zip_code?: string }) {
    const o = await owner();
    const res = await o.client.patch(`/api/businesses/${o.businessId}`, {
      business: {
        phone_number: phone,
        ...(address ? { business_addresses_attributes: [{ address_line: '1 Main St', zip_code: '00000', country: 'US', ...address }] } : {}),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return o;
  }
  const areas = (list: Array<{ phone_number: string }>) => list.map((n) => n.phone_number.slice(2, 5));

  it("offers the area of the business's address before its phone's (a Brooklyn salon with a San Francisco phone gets 718)", async () => {
    const brooklyn = await placed('(415) 555-0134', { city: 'Brooklyn', state: 'NY', zip_code: '11216' });
    expect(areas((await brooklyn.client.get('/api/phone-numbers/available')).body)).toEqual(['718', '718', '718', '718', '718']);
    // The ZIP code places it even when the city is written another way; a Manhattan ZIP is 212.
    const bklyn = await placed('(415) 555-0134', { city: 'Bklyn', state: 'New York', zip_code: '11201' });
    expect(areas((await bklyn.client.get('/api/phone-numbers/available')).body)).toEqual(['718', '718', '718', '718', '718']);
    const manhattan = await placed('(415) 555-0134', { city: 'New York', state: 'NY', zip_code: '10001' });
    expect(areas((await manhattan.client.get('/api/phone-numbers/available')).body)).toEqual(['212', '212', '212', '212', '212']);
    // The city alone (the tests' ZIP is 00000), of a metro area or of a state's main city.
    const boston = await placed('(415) 555-0134', { city: 'Boston', state: 'MA' });
    expect(areas((await boston.client.get('/api/phone-numbers/available')).body)).toEqual(['617', '617', '617', '617', '617']);
  });

  it("falls back to the business phone's own area code when the address does not place it (a town the table does not list)", async () => {
    const { client } = await placed('(415) 555-0134', { city: 'Springfield', state: 'MA' });
    expect(areas((await client.get('/api/phone-numbers/available')).body)).toEqual(['415', '415', '415', '415', '415']);
    const abroad = await placed('(415) 555-0134', { city: 'Brooklyn', state: 'NY', country: 'CA' });
    expect(areas((await abroad.client.get('/api/phone-numbers/available')).body)).toEqual(['415', '415', '415', '415', '415']);
  });

  it('otherwise the area nearest to the address: its city, else its state', async () => {
    // 646 (New York) is not in the pool; the address decides.
    const boston = await placed('+1 646 555 0100', { city: 'Boston', state: 'MA' });
    expect(areas((await boston.client.get('/api/phone-numbers/available')).body)).toEqual(['617', '617', '617', '617', '617']);
    const oakland = await placed('+1 646 555 0100', { city: 'Oakland', state: 'California' });
    expect(areas((await oakland.client.get('/api/phone-numbers/available')).body)).toEqual(['415', '415', '415', '415', '415']);
    const austin = await placed('+1 646 555 0100', { city: 'Round Rock', state: 'TX' });
    expect(areas((await austin.client.get('/api/phone-numbers/available')).body)[0]).toBe('512');
  });

  it('when its own area runs short, the nearest areas fill the list', async () => {
    const { client, businessId } = await placed('+1 212 555 0147');
    // Another business takes one New York number: 19 remain, the 20th comes from the nearest other area (Brooklyn's 718).
    const other = await owner();
    const [taken] = (await other.client.get('/api/phone-numbers/available')).body;
    expect((await other.client.post('/api/phone-numbers/link/', { business_id: other.businessId, phone_number_id: taken.id })).status).toBe(200);
    const offered = areas((await client.get('/api/phone-numbers/available?limit=20')).body);
    expect(offered.filter((a) => a === '212').length).toBeLessThanOrEqual(19);
    expect(offered.slice(0, offered.lastIndexOf('212') + 1).every((a) => a === '212')).toBe(true);
    expect(offered.at(-1)).toBe('718');
    expect(businessId).toBeTruthy();
  });
});

describe('POST /api/phone-numbers/link/', () => {
  it('links the chosen number: the business gets it, it leaves the list, and calls to it find the business', async () => {
    const { client, businessId } = await owner();
    const [first] = (await client.get('/api/phone-numbers/available')).body;
    const res = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: first.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ business_id: businessId, phone_number: first.phone_number, phone_number_id: first.id, status: 'linked' });

    expect((await client.get('/api/businesses/me')).body.assistant_phone_number).toBe(first.phone_number);
    const again = await new TestClient(ctx.app);
    await signUp(again);
    expect((await again.get('/api/phone-numbers/available')).body.map((n: any) => n.id)).not.toContain(first.id);

    expect(await findBusinessIdByPhoneNumber(ctx.services.db, first.phone_number)).toBe(businessId);
    const national = first.phone_number.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    expect(await businessIdForDialedNumber(ctx.services, national)).toBe(businessId);
    expect(await businessIdForDialedNumber(ctx.services, '+14155559999')).toBeNull();
  });

  it('the same link twice (a double click) is one link', async () => {
    const { client, businessId } = await owner();
    const [n] = (await client.get('/api/phone-numbers/available')).body;
    const body = { business_id: businessId, phone_number_id: n.id };
    const [a, b] = await Promise.all([client.post('/api/phone-numbers/link/', body), client.post('/api/phone-numbers/link', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await client.post('/api/phone-numbers/link/', body)).status).toBe(200);
    expect((await client.get('/api/businesses/me')).body.assistant_phone_number).toBe(n.phone_number);
  });

  it('the link race: two owners, one number, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([owner(), owner()]);
      const [n] = (await a.client.get('/api/phone-numbers/available')).body;
      const results = await Promise.all([
        a.client.post('/api/phone-numbers/link/', { business_id: a.businessId, phone_number_id: n.id }),
        b.client.post('/api/phone-numbers/link/', { business_id: b.businessId, phone_number_id: n.id }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.error).toBe('This phone number was just taken by another business. Please choose another one.');
      const winnerId = results[0]!.status === 200 ? a.businessId : b.businessId;
      const loserClient = results[0]!.status === 200 ? b.client : a.client;
      expect(await findBusinessIdByPhoneNumber(ctx.services.db, n.phone_number)).toBe(winnerId);
      expect((await loserClient.get('/api/businesses/me')).body.assistant_phone_number).toBeNull();
    }
  });

  it('one business gets one number: another number later is refused with the number it has', async () => {
    const { client, businessId } = await owner();
    const [n1, n2] = (await client.get('/api/phone-numbers/available')).body;
    expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: n1.id })).status).toBe(200);
    const res = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: n2.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`Your assistant already has the number ${n1.phone_number}.`);
    expect(await findBusinessIdByPhoneNumber(ctx.services.db, n2.phone_number)).toBeNull();
  });

  it("refuses bad input, another owner's business and unknown numbers, and writes nothing", async () => {
    const { client, businessId } = await owner();
    const other = await owner();
    const [n] = (await client.get('/api/phone-numbers/available')).body;

    const missing = await client.post('/api/phone-numbers/link/', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(["Business id can't be blank", "Phone number id can't be blank"]);
    const extra = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: n.id, admin: true });
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toEqual(['Unknown field: admin']);
    const notJson = await client.call('POST', '/api/phone-numbers/link/', 'business_id=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(notJson.status).toBe(415);

    const foreign = await client.post('/api/phone-numbers/link/', { business_id: other.businessId, phone_number_id: n.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Business not found');
    const unknown = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: 'pn-19995550100' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(['That phone number is not one of the available numbers. Choose one from the list.']);

    expect(await findBusinessIdByPhoneNumber(ctx.services.db, n.phone_number)).toBeNull();
    expect((await client.get('/api/businesses/me')).body.assistant_phone_number).toBeNull();
    expect((await other.client.get('/api/businesses/me')).body.assistant_phone_number).toBeNull();
  });

  it('a business save at the same moment loses neither the number nor the saved fields', async () => {
    const { client, businessId } = await owner();
    const [n] = (await client.get('/api/phone-numbers/available')).body;
    const [link, save] = await Promise.all([
      client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: n.id }),
      client.patch(`/api/businesses/${businessId}`, { business: { industry: 'Restaurant / Café' } }),
    ]);
    expect([link.status, save.status]).toEqual([200, 200]);
    const me = (await client.get('/api/businesses/me')).body;
    expect(me).toMatchObject({ assistant_phone_number: n.phone_number, industry: 'Restaurant / Café' });
  });
});

describe('Amazon Connect adapter (aws-sdk-client-mock)', () => {
  const INSTANCE = 'arn:aws:connect:us-east-1:123456789012:instance/11111111-2222-3333-4444-555555555555';
  const FLOW = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
  const offered = ['+12065550111', '+12065550122', '+12065550133'];

  function useConnect() {
    const client = new ConnectClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    const mock = mockClient(client);
    mock.on(SearchAvailablePhoneNumbersCommand).resolves({
      AvailableNumbersList: offered.map((PhoneNumber) => ({ PhoneNumber, PhoneNumberCountryCode: 'US', PhoneNumberType: 'DID' })),
    });
    ctx.services.phoneNumbers = connectPhoneNumbers({ instanceArn: INSTANCE, contactFlowId: FLOW, client, sleep: async () => {} });
    return mock;
  }

  it("searches by the business phone's area code first, then the nearest ones, then the country", async () => {
    const client = new ConnectClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    const mock = mockClient(client);
    const list = (numbers: string[]) => ({ AvailableNumbersList: numbers.map((PhoneNumber) => ({ PhoneNumber, PhoneNumberCountryCode: 'US' as const, PhoneNumberType: 'DID' as const })) });
    mock.on(SearchAvailablePhoneNumbersCommand).resolves(list(['+19075550100']));
    mock.on(SearchAvailablePhoneNumbersCommand, { PhoneNumberPrefix: '+1617' }).resolves(list(['+16175550100', '+16175550101']));
    mock.on(SearchAvailablePhoneNumbersCommand, { PhoneNumberPrefix: '+1603' }).resolves(list(['+16035550100']));
    mock.on(SearchAvailablePhoneNumbersCommand, { PhoneNumberPrefix: '+1401' }).resolves(list([]));
    const provider = connectPhoneNumbers({ instanceArn: INSTANCE, client, sleep: async () => {} });
    const none = async () => new Set<string>();
    // A Boston business: 617, then New Hampshire (603), then Rhode Island (401); then anywhere in the country.
    const offered = await provider.listAvailable('US', 5, none, ['617', '603', '401', '207']);
    expect(offered.map((n) => n.phone_number)).toEqual(['+16175550100', '+16175550101', '+16035550100', '+19075550100']);
    expect(mock.commandCalls(SearchAvailablePhoneNumbersCommand).map((c) => c.args[0].input.PhoneNumberPrefix)).toEqual(['+1617', '+1603', '+1401', undefined]);
    // Enough numbers from the own area code: one search only.
    mock.resetHistory();
    expect(await provider.listAvailable('US', 2, none, ['617', '603'])).toHaveLength(2);
    expect(mock.commandCalls(SearchAvailablePhoneNumbersCommand)).toHaveLength(1);
  });

  it("searches the business's country, claims on link, waits for CLAIMED, then associates the contact flow", async () => {
    const mock = useConnect();
    mock.on(ClaimPhoneNumberCommand).resolves({ PhoneNumberId: 'pn-1', PhoneNumberArn: 'arn:aws:connect:us-east-1:123456789012:phone-number/pn-1' });
    mock
      .on(DescribePhoneNumberCommand)
      .resolvesOnce({ ClaimedPhoneNumberSummary: { PhoneNumberStatus: { Status: 'IN_PROGRESS' } } })
      .resolves({ ClaimedPhoneNumberSummary: { PhoneNumberStatus: { Status: 'CLAIMED' } } });
    mock.on(AssociatePhoneNumberContactFlowCommand).resolves({});

    const { client, businessId } = await owner();
    const list = await client.get('/api/phone-numbers/available');
    expect(list.body).toEqual(offered.map((n) => ({ id: n, sid: 'US-DID', phone_number: n })).slice(0, 5));
    expect(mock.commandCalls(SearchAvailablePhoneNumbersCommand)[0]!.args[0].input).toMatchObject({
      TargetArn: INSTANCE,
      PhoneNumberCountryCode: 'US',
      PhoneNumberType: 'DID',
    });

    const res = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: offered[0] });
    expect(res.status).toBe(200);
    const claim = mock.commandCalls(ClaimPhoneNumberCommand)[0]!.args[0].input;
    expect(claim).toMatchObject({ TargetArn: INSTANCE, PhoneNumber: offered[0] });
    expect(claim.ClientToken).toMatch(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/);
    expect(mock.commandCalls(DescribePhoneNumberCommand)).toHaveLength(2);
    expect(mock.commandCalls(AssociatePhoneNumberContactFlowCommand)[0]!.args[0].input).toEqual({
      PhoneNumberId: 'pn-1',
      InstanceId: '11111111-2222-3333-4444-555555555555',
      ContactFlowId: FLOW,
    });
    expect(await findBusinessIdByPhoneNumber(ctx.services.db, offered[0]!)).toBe(businessId);
    // Once linked here, the number is not offered to anyone else even if Connect still lists it.
    expect((await client.get('/api/phone-numbers/available')).body.map((n: any) => n.id)).not.toContain(offered[0]);
  });

  it('a number Connect refuses (taken elsewhere) answers 409 and undoes the reservation', async () => {
    const mock = useConnect();
    mock.on(ClaimPhoneNumberCommand).rejects(Object.assign(new Error('conflict'), { name: 'ResourceConflictException' }));
    const { client, businessId } = await owner();
    const res = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: offered[1] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This phone number is no longer available. Please choose another one.');
    expect(await findBusinessIdByPhoneNumber(ctx.services.db, offered[1]!)).toBeNull();
    expect((await client.get('/api/businesses/me')).body.assistant_phone_number).toBeNull();
  });

  it('a claim that ends FAILED is released and answers 409', async () => {
    const mock = useConnect();
    mock.on(ClaimPhoneNumberCommand).resolves({ PhoneNumberId: 'pn-2', PhoneNumberArn: 'arn:x' });
    mock.on(DescribePhoneNumberCommand).resolves({ ClaimedPhoneNumberSummary: { PhoneNumberStatus: { Status: 'FAILED', Message: 'gone' } } });
    mock.on(ReleasePhoneNumberCommand).resolves({});
    const { client, businessId } = await owner();
    const res = await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: offered[2] });
    expect(res.status).toBe(409);
    expect(mock.commandCalls(ReleasePhoneNumberCommand)[0]!.args[0].input.PhoneNumberId).toBe('pn-2');
    expect((await client.get('/api/businesses/me')).body.assistant_phone_number).toBeNull();
  });

  it('the link race with Connect: only the winner of the reservation claims', async () => {
    const mock = useConnect();
    mock.on(ClaimPhoneNumberCommand).resolves({ PhoneNumberId: 'pn-3', PhoneNumberArn: 'arn:y' });
    mock.on(DescribePhoneNumberCommand).resolves({ ClaimedPhoneNumberSummary: { PhoneNumberStatus: { Status: 'CLAIMED' } } });
    mock.on(AssociatePhoneNumberContactFlowCommand).resolves({});
    const [a, b] = await Promise.all([owner(), owner()]);
    const number = '+12065550144';
    const results = await Promise.all([
      a.client.post('/api/phone-numbers/link/', { business_id: a.businessId, phone_number_id: number }),
      b.client.post('/api/phone-numbers/link/', { business_id: b.businessId, phone_number_id: number }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(mock.commandCalls(ClaimPhoneNumberCommand)).toHaveLength(1);
  });
});
