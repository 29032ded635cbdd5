import { DeleteCommand, GetCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { rateLimitKey } from './keys.js';

/** Fixed-window counters (login failures per email, confirmation-code guesses per client). */
export class RateLimitRepo {
  constructor(private readonly db: Db) {}

  private window(windowSeconds: number, now: Date) {
    const start = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
    return { start, end: start + windowSeconds };
  }

  async count(bucket: string, subject: string, windowSeconds: number, now: Date) {
    const { start, end } = this.window(windowSeconds, now);
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: rateLimitKey(bucket, subject, start), ConsistentRead: true }),
    );
    return { count: (out.Item?.count as number | undefined) ?? 0, retryAfterSeconds: end - Math.floor(now.getTime() / 1000) };
  }

  async hit(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<number> {
    const { start, end } = this.window(windowSeconds, now);
    const out = await this.db.doc.send(
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: rateLimitKey(bucket, subject, start),
        UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':exp': end + 60 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (out.Attributes?.count as number | undefined) ?? 1;
  }

  async reset(bucket: string, subject: string, windowSeconds: number, now: Date): Promise<void> {
    const { start } = this.window(windowSeconds, now);
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: rateLimitKey(bucket, subject, start) }));
  }
}
