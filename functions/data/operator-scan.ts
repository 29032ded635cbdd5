import { ScanCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { BUSINESS_ROOT_SK, businessIdOfPartition } from './keys.js';

/**
 * Every business id, by a Scan of the table filtered to business roots. Only for an operator's one-off over every
 * business (functions/local/run-per-business.ts); no request path scans.
 */
export async function allBusinessIds(db: Db): Promise<string[]> {
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'SK = :root',
        ExpressionAttributeValues: { ':root': BUSINESS_ROOT_SK },
        ProjectionExpression: 'PK',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) out.push(businessIdOfPartition(String(item.PK)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
