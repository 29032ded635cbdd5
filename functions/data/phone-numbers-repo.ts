import { BatchGetCommand, DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { businessKey, phoneNumberKey } from './keys.js';
import type { PhoneLinkRecord, ReserveOutcome } from '../core/phone-numbers/model.js';

export class PhoneNumbersRepo {
  constructor(private readonly db: Db) {}

  async get(e164: string): Promise<PhoneLinkRecord | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: phoneNumberKey(e164), ConsistentRead: true }));
    if (!out.Item) return null;
    const { PK: _pk, SK: _sk, ...rest } = out.Item;
    return rest as PhoneLinkRecord;
  }

  /** The business whose assistant answers `e164`, or null: only numbers whose claim has completed count. */
  async activeBusinessId(e164: string): Promise<string | null> {
    const record = await this.get(e164);
    return record && record.state === 'active' ? record.business_id : null;
  }

  /** Which of these numbers are linked (or being linked) to some business. */
  async linked(numbers: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < numbers.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = numbers.slice(i, i + 100).map(phoneNumberKey) as unknown as Record<string, unknown>[];
      for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
        const out = await this.db.doc.send(
          new BatchGetCommand({ RequestItems: { [this.db.tableName]: { Keys: keys, ProjectionExpression: 'phone_number' } } }),
        );
        for (const item of out.Responses?.[this.db.tableName] ?? []) found.add(item.phone_number as string);
        keys = out.UnprocessedKeys?.[this.db.tableName]?.Keys as Record<string, unknown>[] | undefined;
      }
    }
    return found;
  }

  /** Reserves the number for the business and sets assistant_phone_number, in one transaction. */
  async reserve(e164: string, businessId: string, provider: string, nowIso: string): Promise<ReserveOutcome> {
    const table = this.db.tableName;
    try {
      await this.db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table,
                Item: {
                  ...phoneNumberKey(e164),
                  phone_number: e164,
                  business_id: businessId,
                  state: 'claiming',
                  provider,
                  provider_id: null,
                  provider_arn: null,
                  linked_at: nowIso,
                },
                // A retry by the same business (double click) passes; anyone else's number does not.
                ConditionExpression: 'attribute_not_exists(PK) OR business_id = :b',
                ExpressionAttributeValues: { ':b': businessId },
              },
            },
            {
              Update: {
                TableName: table,
                Key: businessKey(businessId),
                // The business's save lock moves on, so a concurrent business save reloads instead of overwriting.
                UpdateExpression: 'SET assistant_phone_number = :n, version = version + :one, updated_at = :now',
                ConditionExpression:
                  'attribute_exists(PK) AND (attribute_not_exists(assistant_phone_number) OR assistant_phone_number = :null OR assistant_phone_number = :n)',
                ExpressionAttributeValues: { ':n': e164, ':one': 1, ':now': nowIso, ':null': null },
              },
            },
          ],
        }),
      );
      return 'reserved';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'number_taken';
      if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'business_has_number';
      // TransactionConflict: another link of the same number is being written right now; it wins.
      return 'number_taken';
    }
  }

  /** The provider has claimed it: calls to the number now reach the business. */
  async activate(e164: string, businessId: string, claim: { provider_id: string | null; provider_arn: string | null }): Promise<void> {
    await this.db.doc.send(
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: phoneNumberKey(e164),
        UpdateExpression: 'SET #s = :active, provider_id = :pid, provider_arn = :arn',
        ConditionExpression: 'business_id = :b',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':active': 'active', ':pid': claim.provider_id, ':arn': claim.provider_arn, ':b': businessId },
      }),
    );
  }

  /** Undoes a reservation whose claim failed (only this business's, and only if the number is still the one set). */
  async unreserve(e164: string, businessId: string, nowIso: string): Promise<void> {
    await this.db.doc
      .send(
        new DeleteCommand({
          TableName: this.db.tableName,
          Key: phoneNumberKey(e164),
          ConditionExpression: 'business_id = :b AND #s = :claiming',
          ExpressionAttributeNames: { '#s': 'state' },
          ExpressionAttributeValues: { ':b': businessId, ':claiming': 'claiming' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    await this.db.doc
      .send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: businessKey(businessId),
          UpdateExpression: 'SET assistant_phone_number = :null, version = version + :one, updated_at = :now',
          ConditionExpression: 'assistant_phone_number = :n',
          ExpressionAttributeValues: { ':null': null, ':one': 1, ':now': nowIso, ':n': e164 },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}

/**
 * The business whose assistant answers `e164` (the phone assistant looks it up by the dialed number), or null.
 * Only numbers whose claim has completed count.
 */
export async function findBusinessIdByPhoneNumber(db: Db, e164: string): Promise<string | null> {
  return new PhoneNumbersRepo(db).activeBusinessId(e164);
}
