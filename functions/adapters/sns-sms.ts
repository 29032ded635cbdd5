import { SNSClient, PublishCommand } from '@aws-sdk/client-sns';
import type { SmsMessage, SmsSender } from '../core/services.js';

/** Transactional SMS through SNS (AWS only; locally the outbox stands in). */
export function snsSmsSender(client = new SNSClient({})): SmsSender {
  return {
    async send(message: SmsMessage) {
      await client.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.body,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  };
}
