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
  it('lists fictional 555-01xx numbers as {id, sid, phone_number}, five unless told', async () => {
    const { client } = await owner();
    const res = await client.get('/api/phone-numbers/available');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    for (const n of res.body) {
      expect(Object.keys(n).sort()).toEqual(['id', 'phone_number', 'sid']);
      expect(n.phone_number).toMatch(/^\+14155550[1][0-9]{2}$/);
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
