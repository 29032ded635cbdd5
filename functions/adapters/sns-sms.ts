import type { SNSClient } from '@aws-sdk/client-sns';
import type { SmsMessage, SmsSender } from '../core/ports.js';

/**
 * Transactional SMS through SNS (AWS only; locally the outbox stands in). US carriers only deliver texts sent from a
 * registered toll-free or 10DLC number: `originationNumber` (SMS_ORIGINATION_NUMBER, set per stage by CDK).
 */
export function snsSmsSender(given?: SNSClient, options: { originationNumber?: string } = {}): SmsSender {
  // The SDK is imported and the client made on the first text, not at cold start.
  let client = given;
  return {
    async send(message: SmsMessage) {
      const { SNSClient, PublishCommand } = await import('@aws-sdk/client-sns');
      client ??= new SNSClient({});
      await client.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            ...(options.originationNumber ? { 'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: options.originationNumber } } : {}),
          },
        }),
      );
    },
  };
}
