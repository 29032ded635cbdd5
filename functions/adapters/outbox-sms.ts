import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../data/client.js';
import type { SmsMessage, SmsSender } from '../core/ports.js';
import { SMS_OUTBOX_PARTITION, smsOutboxKey } from '../data/keys.js';
import { newId } from '../core/ids.js';

export interface OutboxSms extends SmsMessage {
  id: string;
  sent_at: string;
}

/** The local stand-in for SNS: every text that would have been sent, kept in the table. */
export function outboxSmsSender(db: Db, now: () => Date = () => new Date()): SmsSender & { list(limit?: number): Promise<OutboxSms[]> } {
  return {
    async send(message: SmsMessage) {
      const id = newId();
      const sent_at = now().toISOString();
      await db.doc.send(
        new PutCommand({ TableName: db.tableName, Item: { ...smsOutboxKey(sent_at, id), id, sent_at, to: message.to, body: message.body } }),
      );
    },
    async list(limit = 200) {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': SMS_OUTBOX_PARTITION },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((i) => ({ id: i.id, sent_at: i.sent_at, to: i.to, body: i.body }));
    },
  };
}
