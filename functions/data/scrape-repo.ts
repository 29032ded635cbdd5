import { GetCommand, PutCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { scrapeKey } from './keys.js';
import type { ScrapeRecord } from '../core/scrape/model.js';

const strip = (item: Record<string, unknown> | undefined): ScrapeRecord | null => {
  if (!item) return null;
  const { PK: _pk, SK: _sk, ...rest } = item;
  return rest as unknown as ScrapeRecord;
};

export class ScrapeRepo {
  constructor(private readonly db: Db) {}

  async get(businessId: string): Promise<ScrapeRecord | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: scrapeKey(businessId), ConsistentRead: true }),
    );
    return strip(out.Item);
  }

  /**
   * Records a new scrape request. A retried request for the same execution does not reset a scrape that is
   * already under way or done (false), unless that one could not be started at all.
   */
  async request(record: ScrapeRecord): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...scrapeKey(record.business_id), ...record },
          ConditionExpression: 'attribute_not_exists(PK) OR execution_name <> :name OR attribute_not_exists(execution_name) OR (#s = :error AND reason = :notStarted)',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':name': record.execution_name, ':error': 'error', ':notStarted': 'not_started' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Moves the record on, only while `executionName` still owns it. Returns false when it no longer does. */
  async update(businessId: string, executionName: string | null, fields: Partial<Omit<ScrapeRecord, 'business_id' | 'execution_name'>>): Promise<boolean> {
    const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
    if (!entries.length) return true;
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':name': executionName };
    const sets = entries.map(([key, value], i) => {
      names[`#f${i}`] = key;
      values[`:v${i}`] = value;
      return `#f${i} = :v${i}`;
    });
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: scrapeKey(businessId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND execution_name = :name',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
