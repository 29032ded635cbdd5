import { PutCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { newsletterSubscriptionKey } from './keys.js';
import { isConditionFailure } from './errors.js';

/** Newsletter subscribers: one item per lowercased address. */
export class NewsletterRepo {
  constructor(private readonly db: Db) {}

  /** Stores the address once; false when it was already subscribed (nothing is overwritten). */
  async subscribe(email: string, subscribedAt: string, source: string): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...newsletterSubscriptionKey(email), email, subscribed_at: subscribedAt, source },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
