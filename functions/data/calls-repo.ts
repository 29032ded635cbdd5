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

  /** A page of the business's calls, newest first (call logs); `before` is the previous page's last `started_at#id`. */
  async recent(businessId: string, limit = 50, before?: string): Promise<{ calls: CallRecord[]; next: string | null }> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: before ? 'PK = :pk AND SK BETWEEN :prefix AND :before' : 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': businessPartition(businessId),
          ':prefix': CALL_PREFIX,
          ...(before ? { ':before': `${CALL_PREFIX}${before}` } : {}),
        },
        ScanIndexForward: false,
        // One more than asked tells whether a next page exists; with `before`, that item itself comes back too.
        Limit: limit + (before ? 2 : 1),
      }),
    );
    const items = (out.Items ?? []).filter((i) => !before || i.SK !== `${CALL_PREFIX}${before}`);
    const calls = items.slice(0, limit).map(({ PK: _pk, SK: _sk, ...rest }) => rest as CallRecord);
    const last = calls.at(-1);
    return { calls, next: items.length > limit && last ? `${last.started_at}#${last.id}` : null };
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
