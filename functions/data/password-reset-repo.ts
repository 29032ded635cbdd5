import { GetCommand, PutCommand, TransactWriteCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { passwordResetStateKey, passwordResetTokenKey, tenantPointer } from './keys.js';
import { isConditionFailure } from './errors.js';
import type { PasswordResetTokenRecord } from '../core/accounts/model.js';

const strip = <T>(item: Record<string, unknown> | undefined): T | null => {
  if (!item) return null;
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

/** Emailed password-reset links, stored only by the SHA-256 of their token. */
export class PasswordResetRepo {
  constructor(private readonly db: Db) {}

  async putToken(tokenHash: string, record: PasswordResetTokenRecord): Promise<void> {
    await this.db.doc.send(
      new PutCommand({
        TableName: this.db.tableName,
        Item: { ...passwordResetTokenKey(tokenHash), ...tenantPointer(record.user_id, passwordResetTokenKey(tokenHash)), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async getToken(tokenHash: string): Promise<PasswordResetTokenRecord | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: passwordResetTokenKey(tokenHash), ConsistentRead: true }),
    );
    return strip<PasswordResetTokenRecord>(out.Item);
  }

  /** Epoch milliseconds of the user's last completed reset (0 when never). */
  async lastResetAt(userId: string): Promise<number> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: passwordResetStateKey(userId), ConsistentRead: true }),
    );
    return (out.Item?.reset_at as number | undefined) ?? 0;
  }

  /**
   * Uses the link: marks it used and records the reset in one transaction, on condition that the link is
   * unused, unexpired and newer than the last reset. Two tabs submitting the same link: exactly one wins.
   * False when the condition failed.
   */
  async consume(tokenHash: string, token: Pick<PasswordResetTokenRecord, 'user_id' | 'issued_at'>, now: Date): Promise<boolean> {
    const nowMs = now.getTime();
    const userId = token.user_id;
    try {
      await this.db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.db.tableName,
                Key: passwordResetTokenKey(tokenHash),
                UpdateExpression: 'SET used_at = :now',
                ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(used_at) AND expiresAt > :nowSeconds AND user_id = :uid',
                ExpressionAttributeValues: { ':now': nowMs, ':nowSeconds': Math.floor(nowMs / 1000), ':uid': userId },
              },
            },
            {
              Update: {
                TableName: this.db.tableName,
                Key: passwordResetStateKey(userId),
                UpdateExpression: 'SET reset_at = :now',
                // Links issued before the last reset are void, checked atomically with using this one.
                ConditionExpression: 'attribute_not_exists(reset_at) OR reset_at < :issued',
                ExpressionAttributeValues: { ':now': nowMs, ':issued': token.issued_at },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
