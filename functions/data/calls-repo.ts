import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../core/services.js';
import { CALL_PREFIX, businessPartition, callKey } from './keys.js';

/**
 * How a call ended. `served` means the assistant handled what the caller wanted (answered, booked, took the
 * order); the dashboard's Success Rate is the share of a day's calls that ended `served`.
 */
export const CALL_OUTCOMES = ['served', 'transferred', 'message_taken', 'abandoned', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * A call to (or placed by) the business's assistant. The phone-assistant issue writes these; the dashboard
 * reads them. Stored in the business partition under `CALL#<UTC ISO start>#<id>`, so a day is one Query.
 */
export interface CallRecord {
  id: string;
  business_id: string;
  /** UTC ISO instant with milliseconds (the sort key is built from it). */
  started_at: string;
  ended_at: string | null;
  direction: 'inbound' | 'outbound';
  caller_number: string | null;
  /** null while the call is still in progress. */
  outcome: CallOutcome | null;
  [extra: string]: unknown;
}

export class CallsRepo {
  constructor(private readonly db: Db) {}

  async put(call: CallRecord): Promise<void> {
    await this.db.doc.send(
      new PutCommand({ TableName: this.db.tableName, Item: { ...callKey(call.business_id, call.started_at, call.id), ...call } }),
    );
  }

  /** Outcomes of the calls that started in [fromIso, toIso); only the outcome is read, page by page. */
  async outcomesBetween(businessId: string, fromIso: string, toIso: string): Promise<Array<CallOutcome | null>> {
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
          ProjectionExpression: 'outcome',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of out.Items ?? []) outcomes.push((item.outcome as CallOutcome | undefined) ?? null);
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return outcomes;
  }
}
