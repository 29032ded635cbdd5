import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { googleEventKey, googleGrantKey, googleOAuthStateKey, tenantPointer } from './keys.js';
import type { OAuthStateRecord, GoogleSyncProblem, GoogleGrantRecord, GoogleEventLink } from '../core/google/model.js';

const strip = <T>(item: Record<string, unknown> | undefined): T | null => {
  if (!item) return null;
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as T;
};

export class GoogleRepo {
  constructor(private readonly db: Db) {}

  async putOAuthState(record: OAuthStateRecord): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...googleOAuthStateKey(record.state_hash), ...tenantPointer(record.user_id, googleOAuthStateKey(record.state_hash)), ...record } }));
  }

  /** Single use: the first caller gets the record and deletes it; a replay finds nothing. */
  async takeOAuthState(stateHash: string): Promise<OAuthStateRecord | null> {
    try {
      const out = await this.db.doc.send(
        new DeleteCommand({
          TableName: this.db.tableName,
          Key: googleOAuthStateKey(stateHash),
          ConditionExpression: 'attribute_exists(PK)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      return strip<OAuthStateRecord>(out.Attributes);
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async getGrant(businessId: string): Promise<GoogleGrantRecord | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: googleGrantKey(businessId), ConsistentRead: true }));
    return strip<GoogleGrantRecord>(out.Item);
  }

  async putGrant(record: GoogleGrantRecord): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...googleGrantKey(record.business_id), ...record } }));
  }

  /** New tokens after a refresh; only while the grant still exists (a disconnect in between wins). */
  async updateTokens(businessId: string, tokensEncrypted: string, at: string): Promise<void> {
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: googleGrantKey(businessId),
          UpdateExpression: 'SET tokens_encrypted = :t, updated_at = :at',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':t': tokensEncrypted, ':at': at },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async setProblem(businessId: string, problem: GoogleSyncProblem | null): Promise<void> {
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: googleGrantKey(businessId),
          UpdateExpression: 'SET problem = :p',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':p': problem },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async deleteGrant(businessId: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: googleGrantKey(businessId) }));
  }

  async getEventLink(businessId: string, appointmentId: string): Promise<GoogleEventLink | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: googleEventKey(businessId, appointmentId), ConsistentRead: true }),
    );
    return strip<GoogleEventLink>(out.Item);
  }

  async putEventLink(link: GoogleEventLink): Promise<void> {
    await this.db.doc.send(
      new PutCommand({ TableName: this.db.tableName, Item: { ...googleEventKey(link.business_id, link.appointment_id), ...link } }),
    );
  }

  async deleteEventLink(businessId: string, appointmentId: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: googleEventKey(businessId, appointmentId) }));
  }
}
