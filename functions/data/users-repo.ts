import type { EmailChangeOutcome, EmailChangeSave } from '../core/repositories.js';
import { GetCommand, TransactWriteCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { emailGuardKey, userKey } from './keys.js';
import { isConditionFailure } from './errors.js';

import type { UserRecord } from '../core/accounts/model.js';

const strip = (item: Record<string, unknown> | undefined): UserRecord | null => {
  if (!item) return null;
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as unknown as UserRecord;
};

export class UsersRepo {
  constructor(private readonly db: Db) {}

  /** The user's link to its new business, to write in the business's creating transaction: only a user without one. */
  linkBusinessItem(userId: string, businessId: string) {
    return {
      Update: {
        TableName: this.db.tableName,
        Key: userKey(userId),
        UpdateExpression: 'SET business_id = :b',
        ConditionExpression: 'attribute_not_exists(business_id) OR business_id = :null',
        ExpressionAttributeValues: { ':b': businessId, ':null': null },
      },
    };
  }

  async get(userId: string): Promise<UserRecord | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: userKey(userId) }));
    return strip(out.Item);
  }

  async findIdByEmail(email: string): Promise<string | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: emailGuardKey(email), ConsistentRead: true }),
    );
    return (out.Item?.user_id as string | undefined) ?? null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const id = await this.findIdByEmail(email);
    return id ? this.get(id) : null;
  }

  /** Creates the user and its email guard together; false when the email is already taken. */
  async create(user: UserRecord): Promise<boolean> {
    try {
      await this.db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.db.tableName,
                Item: { ...emailGuardKey(user.email), user_id: user.id },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.db.tableName,
                Item: { ...userKey(user.id), ...user },
                ConditionExpression: 'attribute_not_exists(PK)',
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

  /**
   * Sets the given fields. `expect` adds equality conditions (e.g. status = pending), so a
   * racing request cannot complete the same sign-up twice. Returns false when a condition failed.
   */
  async update(
    userId: string,
    fields: Partial<Omit<UserRecord, 'id' | 'email' | 'created_at'>>,
    expect: Partial<Pick<UserRecord, 'status' | 'signup_token_hash' | 'business_id' | 'password_hash' | 'email'>> & { profile_version?: number | null } = {},
  ): Promise<boolean> {
    try {
      await this.db.doc.send(new UpdateCommand({ TableName: this.db.tableName, Key: userKey(userId), ...conditionalSet(fields, expect) }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Moves the email guard and the user's email in one transaction, with the rest of the same save (`save.fields`)
   * and its version (`profile_version`, conditioned on the one the save read), so an email change and another tab's
   * save cannot both land: 'taken' when the new email belongs to someone, 'changed_elsewhere' when the user was
   * saved (or the email moved) since it was read. The new address is unconfirmed until its emailed link is used.
   */
  async changeEmail(user: UserRecord, newEmail: string, save: EmailChangeSave): Promise<EmailChangeOutcome> {
    const { tableName: TableName } = this.db;
    const set = conditionalSet(
      { ...save.fields, email: newEmail, email_verified: false, profile_version: save.nextVersion },
      { email: user.email, profile_version: save.expectedVersion },
    );
    try {
      await this.db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { ...emailGuardKey(newEmail), user_id: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
            {
              Delete: { TableName, Key: emailGuardKey(user.email), ConditionExpression: 'user_id = :uid', ExpressionAttributeValues: { ':uid': user.id } },
            },
            { Update: { TableName, Key: userKey(user.id), ...set } },
          ],
        }),
      );
      return 'changed';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Only the new address's guard refused: someone else's. Otherwise this user was saved meanwhile (a double
      // submit also meets its own first guard, and is not "taken"), or both saves collided.
      const codes = ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map((r) => r.Code);
      return codes[0] === 'ConditionalCheckFailed' && codes[1] === 'None' && codes[2] === 'None' ? 'taken' : 'changed_elsewhere';
    }
  }
}

/**
 * An UpdateItem's SET of `fields` (and updated_at), conditioned on the item existing and on `expect`'s values (null:
 * the attribute is absent or null).
 */
function conditionalSet(fields: Record<string, unknown>, expect: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [k, v] of Object.entries({ ...fields, updated_at: new Date().toISOString() })) {
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    sets.push(`#${k} = :${k}`);
  }
  const conditions = ['attribute_exists(PK)'];
  for (const [k, v] of Object.entries(expect)) {
    names[`#e_${k}`] = k;
    values[`:e_${k}`] = v;
    conditions.push(v === null ? `(attribute_not_exists(#e_${k}) OR #e_${k} = :e_${k})` : `#e_${k} = :e_${k}`);
  }
  return {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
