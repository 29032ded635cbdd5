import { QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { CALL_PREFIX, businessPartition } from './keys.js';
import { SERVED_OUTCOMES, type CallOutcome } from '../core/calls/model.js';

/**
 * The outcomes of a business's calls, read from the call records (calls-repo.ts writes them) for the dashboard's
 * stat cards. A repository of its own so that the appointments Lambda, which shows those cards, builds and bundles
 * this one query rather than the calls repository with the turn commit behind it (~17 KB of its cold start, issue 15).
 */
export class CallOutcomesRepo {
  constructor(private readonly db: Db) {}

  /** Outcomes of the calls that started in [fromIso, toIso); only the outcome is read, page by page. Test calls are left out. */
  async between(businessId: string, fromIso: string, toIso: string): Promise<Array<CallOutcome | null>> {
    const outcomes: Array<CallOutcome | null> = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': businessPartition(businessId),
            ':from': `${CALL_PREFIX}${fromIso}`,
            ':to': `${CALL_PREFIX}${toIso}`,
          },
          ProjectionExpression: 'outcome, is_test',
          ExclusiveStartKey: startKey,
        }),
      );
      // The dashboard counts served calls: answered, booked and ordered are served, by their finer names.
      for (const item of out.Items ?? []) {
        // The owner's own test calls are not calls the business received (the stat cards leave them out).
        if (item.is_test === true) continue;
        const outcome = (item.outcome as CallOutcome | undefined) ?? null;
        outcomes.push(outcome && SERVED_OUTCOMES.has(outcome) ? 'served' : outcome);
      }
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return outcomes;
  }
}
