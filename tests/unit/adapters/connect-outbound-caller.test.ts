import { beforeEach, describe, expect, it } from 'vitest';
import { ConnectClient, StartOutboundVoiceContactCommand } from '@aws-sdk/client-connect';
import { mockClient } from 'aws-sdk-client-mock';
import { connectOutboundCaller } from '../../../functions/adapters/connect-outbound-caller.js';
import { AppError } from '../../../functions/core/errors.js';

const INSTANCE_ID = '11111111-2222-3333-4444-555555555555';
const INSTANCE = `arn:aws:connect:eu-west-2:123456789012:instance/${INSTANCE_ID}`;
const FLOW = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const request = { businessId: 'biz-1', destination: '+442071838750', source: '+442079460000' };

const client = new ConnectClient({ region: 'eu-west-2', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const mock = mockClient(client);
const caller = connectOutboundCaller({ instanceArn: INSTANCE, contactFlowId: FLOW, client });

const connectError = (name: string) => Object.assign(new Error(`${name} from Connect`), { name, $metadata: {} });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(() => mock.reset());

describe('connectOutboundCaller (StartOutboundVoiceContact)', () => {
  it('calls the destination from the linked number into the assistant flow, marked as a test call', async () => {
    mock.on(StartOutboundVoiceContactCommand).resolves({ ContactId: 'c-1' });
    expect(await caller.call(request)).toEqual({ contactId: 'c-1' });
    const calls = mock.commandCalls(StartOutboundVoiceContactCommand);
    expect(calls).toHaveLength(1);
    const { ClientToken, ...input } = calls[0]!.args[0].input;
    expect(input).toEqual({
      InstanceId: INSTANCE_ID,
      ContactFlowId: FLOW,
      DestinationPhoneNumber: '+442071838750',
      SourcePhoneNumber: '+442079460000',
      Attributes: { business_id: 'biz-1', test_call: 'true' },
      Name: 'Test call',
      Description: 'Call Me Now test call of business biz-1',
    });
    expect(ClientToken).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('each request is a new call (a fresh idempotency token)', async () => {
    mock.on(StartOutboundVoiceContactCommand).resolves({ ContactId: 'c-1' });
    await caller.call(request);
    await caller.call(request);
    const [a, b] = mock.commandCalls(StartOutboundVoiceContactCommand).map((c) => c.args[0].input.ClientToken);
    expect(a).not.toBe(b);
  });

  it('without a linked number it refuses (409) before asking Connect', async () => {
    const error = await failure(caller.call({ ...request, source: null }));
    expect([error.status, error.message]).toEqual([
      409,
      'Your assistant has no phone number yet. Link one in onboarding (Activate Assistant) so the test call can come from it.',
    ]);
    expect(mock.commandCalls(StartOutboundVoiceContactCommand)).toHaveLength(0);
  });

  it.each(['ThrottlingException', 'LimitExceededException', 'ServiceQuotaExceededException', 'InternalServiceException'])(
    '%s is a 503 to try again later (Retry-After 60), not a 500',
    async (name) => {
      mock.on(StartOutboundVoiceContactCommand).rejects(connectError(name));
      const error = await failure(caller.call(request));
      expect(error.status).toBe(503);
      expect(error.details.retryAfterSeconds).toBe(60);
      expect(error.message).toBe('Amazon Connect is busy right now and could not place the call. Please try again in a minute.');
    },
  );

  it('a destination country Connect may not call is a 422 naming the fix', async () => {
    mock.on(StartOutboundVoiceContactCommand).rejects(connectError('DestinationNotAllowedException'));
    const error = await failure(caller.call(request));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/cannot be called from your assistant/);
  });

  it('an instance that cannot call out (outbound off, flow gone) is a 503 pointing to the browser test call', async () => {
    for (const name of ['OutboundContactNotPermittedException', 'ResourceNotFoundException']) {
      mock.on(StartOutboundVoiceContactCommand).rejects(connectError(name));
      const error = await failure(caller.call(request));
      expect(error.status, name).toBe(503);
      expect(error.message).toMatch(/Start Test Call/);
    }
  });

  it('anything unexpected is not disguised (the API answers its generic 500)', async () => {
    mock.on(StartOutboundVoiceContactCommand).rejects(connectError('SomethingNewException'));
    await expect(caller.call(request)).rejects.toMatchObject({ name: 'SomethingNewException' });
    mock.on(StartOutboundVoiceContactCommand).resolves({});
    await expect(caller.call(request)).rejects.toThrow(/no ContactId/);
  });
});
