import { GetCommand, PutCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { emailLinkKey, tenantPointer } from './keys.js';
import { isConditionFailure } from './errors.js';
import type { EmailLinkRecord } from '../core/accounts/model.js';

/** Emailed sign-up links, stored only by the SHA-256 of their token. */
export class EmailLinksRepo {
  constructor(private readonly db: Db) {}

  async put(tokenHash: string, record: EmailLinkRecord): Promise<void> {
    await this.db.doc.send(
      new PutCommand({
        TableName: this.db.tableName,
        Item: { ...emailLinkKey(tokenHash), ...tenantPointer(record.user_id, emailLinkKey(tokenHash)), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async get(tokenHash: string): Promise<EmailLinkRecord | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: emailLinkKey(tokenHash), ConsistentRead: true }),
    );
    if (!out.Item) return null;
    const { PK: _pk, SK: _sk, ...rest } = out.Item;
    return rest as EmailLinkRecord;
  }

  /** Marks the link used if it is unused and unexpired; two tabs opening it at once: exactly one wins. */
  async consume(tokenHash: string, now: Date): Promise<boolean> {
    const nowMs = now.getTime();
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: emailLinkKey(tokenHash),
          UpdateExpression: 'SET used_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(used_at) AND expiresAt > :nowSeconds',
          ExpressionAttributeValues: { ':now': nowMs, ':nowSeconds': Math.floor(nowMs / 1000) },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
