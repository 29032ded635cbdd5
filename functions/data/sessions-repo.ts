import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, BatchWriteCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { refreshTokenKey, sessionFamilyKey, sessionFamilyPrefix, tenantPointer } from './keys.js';
import { isConditionFailure } from './errors.js';
import type { SessionFamily, RefreshTokenRecord } from '../core/auth/model.js';

export class SessionsRepo {
  constructor(private readonly db: Db) {}

  async putFamily(family: SessionFamily): Promise<void> {
    await this.db.doc.send(
      new PutCommand({ TableName: this.db.tableName, Item: { ...sessionFamilyKey(family.user_id, family.family_id), ...family } }),
    );
  }

  async getFamily(userId: string, familyId: string): Promise<SessionFamily | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: sessionFamilyKey(userId, familyId), ConsistentRead: true }),
    );
    return (out.Item as SessionFamily | undefined) ?? null;
  }

  async deleteFamily(userId: string, familyId: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: sessionFamilyKey(userId, familyId) }));
  }

  /** Ends every session of the user (password change, reset). */
  async deleteAllFamilies(userId: string): Promise<void> {
    const { PK, SKPrefix } = sessionFamilyPrefix(userId);
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
          ExpressionAttributeValues: { ':pk': PK, ':p': SKPrefix },
          ProjectionExpression: 'PK, SK',
          ExclusiveStartKey: startKey,
        }),
      );
      const keys = (out.Items ?? []) as Array<{ PK: string; SK: string }>;
      for (let i = 0; i < keys.length; i += 25) {
        await this.db.doc.send(
          new BatchWriteCommand({
            RequestItems: {
              [this.db.tableName]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
            },
          }),
        );
      }
      startKey = out.LastEvaluatedKey;
    } while (startKey);
  }

  async putRefreshToken(tokenHash: string, record: RefreshTokenRecord): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...refreshTokenKey(tokenHash), ...tenantPointer(record.user_id, refreshTokenKey(tokenHash)), ...record } }));
  }

  async getRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: refreshTokenKey(tokenHash), ConsistentRead: true }),
    );
    return (out.Item as RefreshTokenRecord | undefined) ?? null;
  }

  /** Marks a token used; false when another request already rotated it. */
  async markRotated(tokenHash: string, at: number): Promise<boolean> {
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: refreshTokenKey(tokenHash),
          UpdateExpression: 'SET rotated_at = :at',
          ConditionExpression: 'attribute_exists(PK) AND rotated_at = :null',
          ExpressionAttributeValues: { ':at': at, ':null': null },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
