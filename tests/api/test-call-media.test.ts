import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectClient, StartOutboundVoiceContactCommand } from '@aws-sdk/client-connect';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { browserOutboundCaller, browserVoiceSynthesizer } from '../../functions/adapters/browser-media.js';
import { connectOutboundCaller } from '../../functions/adapters/connect-outbound-caller.js';
import { pollyVoiceSynthesizer } from '../../functions/adapters/polly-voice.js';
import { businessKey } from '../../functions/data/keys.js';
import { VOICES } from '../../functions/core/assistant/settings.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

const INSTANCE = 'arn:aws:connect:us-east-1:123456789012:instance/11111111-2222-3333-4444-555555555555';
const FLOW = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const credentials = { accessKeyId: 'x', secretAccessKey: 'y' };

beforeAll(async () => {
  ctx = await createTestServices();
});

afterEach(() => {
  // Each test starts on the local (browser) adapters, as `npm start` composes them.
  ctx.services.outboundCaller = browserOutboundCaller;
  ctx.services.voice = browserVoiceSynthesizer;
});

async function owner() {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Bella Salon' });
  return { client, account, businessId: account.business.id as string };
}

async function linkNumber(client: TestClient, businessId: string): Promise<string> {
  const [number] = (await client.get('/api/phone-numbers/available')).body;
  expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: number.id })).status).toBe(200);
  return number.phone_number;
}

describe('POST /api/test-calls/call-me', () => {
  it('answers 401 without a session', async () => {
    const res = await new TestClient(ctx.app).post('/api/test-calls/call-me', {});
    expect(res.status).toBe(401);
  });

  it("locally opens the browser panel (200 mode 'browser'), defaulting to the phone given at onboarding", async () => {
    const { client } = await owner();
    const res = await client.post('/api/test-calls/call-me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'browser', phone_number: '+12125550147' });
  });

  it('takes another number in any common notation and answers it in E.164', async () => {
    const { client } = await owner();
    const res = await client.post('/api/test-calls/call-me/', { phone_number: '(415) 555-2671' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'browser', phone_number: '+14155552671' });
  });

  it('refuses an invalid number with 400 and a sentence a person can act on', async () => {
    const { client } = await owner();
    for (const phone_number of ['12345', 'call me maybe', '+1 212 555']) {
      const res = await client.post('/api/test-calls/call-me', { phone_number });
      expect(res.status, phone_number).toBe(400);
      expect(res.body).toEqual({ error: `"${phone_number}" is not a valid phone number. Enter it with its country code, e.g. +1 415 555 0100.` });
    }
  });

  it('answers 400 when there is no number at all (none given, none on the business)', async () => {
    const { client, businessId } = await owner();
    await ctx.services.db.doc.send(
      new UpdateCommand({
        TableName: ctx.services.db.tableName,
        Key: businessKey(businessId),
        UpdateExpression: 'SET phone_number = :empty',
        ExpressionAttributeValues: { ':empty': '' },
      }),
    );
    const res = await client.post('/api/test-calls/call-me', { phone_number: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^There is no phone number to call\./);
  });

  it('validates the body: unknown fields and wrong types are 422 in the one error shape', async () => {
    const { client } = await owner();
    const unknown = await client.post('/api/test-calls/call-me', { phone: '+14155552671' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ error: 'Unknown field: phone', errors: ['Unknown field: phone'] });
    const wrongType = await client.post('/api/test-calls/call-me', { phone_number: 4155552671 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error).toMatch(/^Phone number /);
    const notJson = await client.call('POST', '/api/test-calls/call-me', 'phone=1', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
  });

  describe('in AWS (Amazon Connect through aws-sdk-client-mock)', () => {
    function useConnect() {
      const client = new ConnectClient({ region: 'us-east-1', credentials });
      const mock = mockClient(client);
      ctx.services.outboundCaller = connectOutboundCaller({ instanceArn: INSTANCE, contactFlowId: FLOW, client });
      return mock;
    }

    it("rings the owner from the business's linked number: 202 mode 'phone' with the contact id", async () => {
      const mock = useConnect();
      mock.on(StartOutboundVoiceContactCommand).resolves({ ContactId: 'contact-123' });
      const { client, businessId } = await owner();
      const linked = await linkNumber(client, businessId);

      const res = await client.post('/api/test-calls/call-me', {});
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ mode: 'phone', contact_id: 'contact-123', phone_number: '+12125550147' });
      const input = mock.commandCalls(StartOutboundVoiceContactCommand)[0]!.args[0].input;
      expect(input).toMatchObject({
        InstanceId: '11111111-2222-3333-4444-555555555555',
        ContactFlowId: FLOW,
        DestinationPhoneNumber: '+12125550147',
        SourcePhoneNumber: linked,
        Attributes: { business_id: businessId, test_call: 'true' },
      });
    });

    it('places at most 5 calls an hour per business (429 with Retry-After); browser mode is not counted', async () => {
      const { client, businessId } = await owner();
      for (let i = 0; i < 7; i++) expect((await client.post('/api/test-calls/call-me', {})).status).toBe(200);
      const mock = useConnect();
      mock.on(StartOutboundVoiceContactCommand).resolves({ ContactId: 'contact-x' });
      await linkNumber(client, businessId);
      for (let i = 0; i < 5; i++) expect((await client.post('/api/test-calls/call-me', {})).status).toBe(202);
      const limited = await client.post('/api/test-calls/call-me', {});
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/^You can have your assistant call you 5 times an hour; use Start Test Call .* Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(mock.commandCalls(StartOutboundVoiceContactCommand)).toHaveLength(5);
      // Another business is not affected.
      const other = await owner();
      await linkNumber(other.client, other.businessId);
      expect((await other.client.post('/api/test-calls/call-me', {})).status).toBe(202);
      // The next hour, calls are possible again.
      ctx.clock.advance(3_600_000);
      expect((await client.post('/api/auth/refresh')).status).toBe(200);
      expect((await client.post('/api/test-calls/call-me', {})).status).toBe(202);
    });

    it('answers 409 before calling Connect when no assistant number is linked yet', async () => {
      const mock = useConnect();
      const { client } = await owner();
      const res = await client.post('/api/test-calls/call-me', {});
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/no phone number yet/);
      expect(mock.commandCalls(StartOutboundVoiceContactCommand)).toHaveLength(0);
    });

    it('Connect throttling is a 503 with Retry-After and a human message, never a 500', async () => {
      const mock = useConnect();
      mock.on(StartOutboundVoiceContactCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
      const { client, businessId } = await owner();
      await linkNumber(client, businessId);
      const res = await client.post('/api/test-calls/call-me', {});
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(res.body).toEqual({ error: 'Amazon Connect is busy right now and could not place the call. Please try again in a minute.' });
    });
  });
});

describe('POST /api/test-calls/voice-preview', () => {
  it('answers 401 without a session', async () => {
    expect((await new TestClient(ctx.app).post('/api/test-calls/voice-preview', { voice: 'alloy' })).status).toBe(401);
  });

  it("locally hands the browser the business's greeting, exactly as a call opens", async () => {
    const { client } = await owner();
    const started = await client.post('/api/test-calls', {});
    expect(started.status).toBe(201);
    const res = await client.post('/api/test-calls/voice-preview', { voice: 'coral' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'browser', text: started.body.say, voice: 'coral' });
    expect(res.body.text).toContain('Bella Salon');
  });

  it('speaks a given text instead (trimmed)', async () => {
    const { client } = await owner();
    const res = await client.post('/api/test-calls/voice-preview', { voice: 'verse', text: '  Hello there!  ' });
    expect(res.body).toEqual({ mode: 'browser', text: 'Hello there!', voice: 'verse' });
  });

  it('accepts only the eight voices and at most 500 characters (422, one error shape)', async () => {
    const { client } = await owner();
    const bad = await client.post('/api/test-calls/voice-preview', { voice: 'Joanna' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(`Voice must be one of ${VOICES.join(', ')}`);
    const missing = await client.post('/api/test-calls/voice-preview', {});
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatch(/^Voice /);
    const long = await client.post('/api/test-calls/voice-preview', { voice: 'alloy', text: 'a'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.error).toBe('Text must be at most 500 characters');
    expect((await client.post('/api/test-calls/voice-preview', { voice: 'alloy', text: 'a'.repeat(500) })).status).toBe(200);
  });

  describe('in AWS (Amazon Polly through aws-sdk-client-mock)', () => {
    it("answers Polly's MP3 as base64 with the Polly voice of the owner's choice", async () => {
      const client = new PollyClient({ region: 'us-east-1', credentials });
      const mock = mockClient(client);
      const audio = new Uint8Array([0x49, 0x44, 0x33, 1, 2, 3]);
      mock.on(SynthesizeSpeechCommand).resolves({ ContentType: 'audio/mpeg', AudioStream: { transformToByteArray: async () => audio } as never });
      ctx.services.voice = pollyVoiceSynthesizer({ client });
      const { client: http } = await owner();
      const res = await http.post('/api/test-calls/voice-preview', { voice: 'ash', text: 'Hi' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ mode: 'polly', content_type: 'audio/mpeg', audio_base64: Buffer.from(audio).toString('base64'), text: 'Hi', voice: 'ash' });
      expect(mock.commandCalls(SynthesizeSpeechCommand)[0]!.args[0].input).toEqual({
        Engine: 'neural',
        OutputFormat: 'mp3',
        TextType: 'text',
        VoiceId: 'Matthew',
        Text: 'Hi',
      });
    });

    it('synthesizes at most 60 previews an hour per business (429)', async () => {
      const client = new PollyClient({ region: 'us-east-1', credentials });
      mockClient(client).on(SynthesizeSpeechCommand).resolves({ ContentType: 'audio/mpeg', AudioStream: { transformToByteArray: async () => new Uint8Array([1]) } as never });
      ctx.services.voice = pollyVoiceSynthesizer({ client });
      const { client: http } = await owner();
      for (let i = 0; i < 60; i++) expect((await http.post('/api/test-calls/voice-preview', { voice: 'sage', text: 'Hi' })).status).toBe(200);
      const limited = await http.post('/api/test-calls/voice-preview', { voice: 'sage', text: 'Hi' });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/^You can play 60 voice previews an hour\. Please try again in \d+ minutes?\.$/);
    });

    it('Polly throttling is a 503 with a human message', async () => {
      const client = new PollyClient({ region: 'us-east-1', credentials });
      mockClient(client).on(SynthesizeSpeechCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));
      ctx.services.voice = pollyVoiceSynthesizer({ client });
      const { client: http } = await owner();
      const res = await http.post('/api/test-calls/voice-preview', { voice: 'ash' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'The voice preview is busy right now. Please try again in a moment.' });
    });
  });
});
