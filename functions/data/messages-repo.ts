import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { MESSAGE_PREFIX, businessPartition, messageKey } from './keys.js';
import type { MessageRecord } from '../core/calls/model.js';

export class MessagesRepo {
  constructor(private readonly db: Db) {}

  /** Stores the message once; false when it was already stored (same id). */
  async create(message: MessageRecord): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...messageKey(message.business_id, message.created_at, message.id), ...message },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The business's messages, newest first, one page. */
  async recent(businessId: string, limit = 50): Promise<MessageRecord[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': MESSAGE_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(({ PK: _pk, SK: _sk, ...rest }) => rest as MessageRecord);
  }
}
