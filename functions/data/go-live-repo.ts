import { QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { CALL_PREFIX, businessPartition } from './keys.js';
import type { CallGlance } from '../contract/go-live.js';

export class GoLiveRepo {
  constructor(private readonly db: Db) {}

  /** The newest calls of the business (one small Query on the CALL# prefix, descending). */
  async latestCalls(businessId: string, limit = 5): Promise<CallGlance[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': CALL_PREFIX },
        ProjectionExpression: 'id, started_at, caller_number, is_test',
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => ({
      id: String(i.id),
      started_at: String(i.started_at),
      caller_number: (i.caller_number as string | undefined) ?? null,
      is_test: Boolean(i.is_test),
    }));
  }
}
