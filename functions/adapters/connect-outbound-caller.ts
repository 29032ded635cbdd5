import { randomUUID } from 'node:crypto';
import type { ConnectClient } from '@aws-sdk/client-connect';
import { AppError, conflict, unavailable, validationList } from '../core/errors.js';
import type { OutboundCaller } from '../core/ports.js';
import { TEST_CALL_ATTRIBUTE } from '../core/calls/test-call-attribute.js';
import { log } from '../core/log.js';

export interface ConnectOutboundCallerOptions {
  /** arn:aws:connect:<region>:<account>:instance/<instanceId> */
  instanceArn: string;
  /** The assistant's contact flow (the inbound one: it looks the business up by the number the call comes from). */
  contactFlowId: string;
  client?: ConnectClient;
}

/** Connect's answers meaning "busy or down right now": the owner can simply try again. */
const BUSY = new Set(['ThrottlingException', 'LimitExceededException', 'ServiceQuotaExceededException', 'InternalServiceException', 'TooManyRequestsException']);
/** Connect's answers meaning the instance cannot make this call as configured. */
const NOT_SET_UP = new Set(['ResourceNotFoundException', 'OutboundContactNotPermittedException', 'AccessDeniedException']);

/**
 * 'Call Me Now' in AWS: StartOutboundVoiceContact from the business's linked number to the owner's phone, into the
 * assistant's contact flow. For an outbound contact the flow's system endpoint is the source number, so the flow's
 * lookup finds the business exactly as for a caller who dialed it; the attributes mark the contact as a test call.
 */
export function connectOutboundCaller(options: ConnectOutboundCallerOptions): OutboundCaller {
  // The SDK is imported and the client made on the first call, not at cold start.
  let client = options.client;
  const instanceId = options.instanceArn.split('/').pop()!;
  return {
    async call({ businessId, destination, source }) {
      const { ConnectClient, StartOutboundVoiceContactCommand } = await import('@aws-sdk/client-connect');
      client ??= new ConnectClient({});
      if (!source) {
        throw conflict('Your assistant has no phone number yet. Link one in onboarding (Activate Assistant) so the test call can come from it.');
      }
      try {
        const out = await client.send(
          new StartOutboundVoiceContactCommand({
            InstanceId: instanceId,
            ContactFlowId: options.contactFlowId,
            DestinationPhoneNumber: destination,
            SourcePhoneNumber: source,
            Attributes: { business_id: businessId, [TEST_CALL_ATTRIBUTE]: 'true' },
            // A fresh token per request: each click is a new call (Connect keeps tokens for 7 days).
            ClientToken: randomUUID(),
            Name: 'Test call',
            Description: `Call Me Now test call of business ${businessId}`,
          }),
        );
        if (!out.ContactId) throw new Error('Connect started no contact (no ContactId in its answer)');
        return { contactId: out.ContactId };
      } catch (error) {
        throw toAppError(error);
      }
    },
  };
}

function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const name = (error as { name?: string })?.name ?? '';
  if (BUSY.has(name)) return unavailable('Amazon Connect is busy right now and could not place the call. Please try again in a minute.', 60);
  if (name === 'DestinationNotAllowedException') {
    return validationList(['This number cannot be called from your assistant (its country is not enabled for outbound calls). Try another number.']);
  }
  if (name === 'InvalidParameterException' || name === 'InvalidRequestException') {
    return validationList(['Amazon Connect refused this phone number. Check the number and try again.']);
  }
  if (NOT_SET_UP.has(name)) {
    log.error('outbound call refused by Connect', { name, error: String(error) });
    return unavailable('Calling your phone is not available right now. Use Start Test Call to talk to your assistant in the browser.');
  }
  return error;
}
