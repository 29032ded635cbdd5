import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../core/services.js';
import { isConditionFailure } from './errors.js';
import { indexCall, indexCustomer } from './search-records.js';
import { writeWithContact } from './customers-repo.js';
import { CALL_PREFIX, businessPartition, callKey, callRefKey } from './keys.js';

/**
 * How a call ended. The call log records the phone-assistant issue's outcomes (answered, booked, ordered,
 * message, transferred, abandoned; `failed` when the call broke on our side). `served` and `message_taken` are
 * the older, coarser names, still read. The dashboard's Success Rate is the share of a day's finished calls the
 * assistant handled itself: answered, booked, ordered (and `served`); see `outcomesBetween`.
 */
export const CALL_OUTCOMES = ['answered', 'booked', 'ordered', 'message', 'transferred', 'abandoned', 'failed', 'served', 'message_taken'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** The outcomes the call log shows and filters by. */
export const CALL_LOG_OUTCOMES = ['answered', 'booked', 'ordered', 'message', 'transferred', 'abandoned'] as const;
export type CallLogOutcome = (typeof CALL_LOG_OUTCOMES)[number];
/** Outcomes that count as served for the dashboard's Success Rate. */
export const SERVED_OUTCOMES: ReadonlySet<string> = new Set(['served', 'answered', 'booked', 'ordered']);

/** One line of a call's transcript. */
export interface TranscriptEntry {
  speaker: 'assistant' | 'caller';
  text: string;
  /** UTC ISO instant. */
  at: string;
  /** The assistant's action after this line (assistant lines only). */
  action?: string;
  intent?: string;
  transfer_to?: string;
  /** The owner's records the facts of this line came from (assistant lines only). */
  sources?: Array<{ kind: string; id: string }>;
  /** How the assistant read the caller's turn this line answers. */
  understood?: { intent: string; act: string; confidence: number };
}

/** One page of the call log. */
export interface CallPageQuery {
  /** UTC ISO instants, [from, to). */
  fromIso?: string;
  toIso?: string;
  outcome?: CallLogOutcome;
  /** Unfinished calls with no activity since this instant count as abandoned. */
  staleBeforeIso: string;
  limit: number;
  /** The previous page's `next` (`<started_at>#<id>`). */
  cursor?: string;
}

/** What a page of the call log reads of each call (never the transcript). */
const LIST_ATTRIBUTES = [
  'id',
  'business_id',
  'started_at',
  'ended_at',
  'last_activity_at',
  'direction',
  'caller_number',
  'dialed_number',
  'outcome',
  'is_test',
  'duration_seconds',
  'turn_count',
  'summary',
  'transfer_to',
  // Amazon Connect's contact id (calls through Connect): it names the recording.
  'contact_id',
];

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
  /** A test call placed by the owner (test-call panel); it has the same effects as a real one. */
  is_test?: boolean;
  transcript?: TranscriptEntry[];
  duration_seconds?: number | null;
  /** UTC ISO instant of the last turn; an unfinished call quiet for long is shown as abandoned. */
  last_activity_at?: string;
  /** Optimistic-lock counter of the call session (one turn at a time). */
  version?: number;
  [extra: string]: unknown;
}

export class CallsRepo {
  constructor(private readonly db: Db) {}

  async put(call: CallRecord): Promise<void> {
    await this.db.doc.send(
      new PutCommand({ TableName: this.db.tableName, Item: { ...callKey(call.business_id, call.started_at, call.id), ...call } }),
    );
    await indexCall(this.db, call);
  }

  /** A new call, the pointer that finds it by id and its caller's contact (when the number is known), in one transaction. */
  async create(call: CallRecord): Promise<void> {
    const key = callKey(call.business_id, call.started_at, call.id);
    const stored = await writeWithContact(
      this.db,
      [
        { Put: { TableName: this.db.tableName, Item: { ...key, ...call }, ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Put: {
            TableName: this.db.tableName,
            Item: { ...callRefKey(call.id), business_id: call.business_id, started_at: call.started_at },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
      {
        business_id: call.business_id,
        phone: call.direction === 'inbound' ? call.caller_number : null,
        kind: 'call',
        record_id: call.id,
        at: call.started_at,
        title: call.is_test ? 'Test call' : 'Call',
        detail: call.direction === 'inbound' ? 'Called the assistant' : 'Called by the assistant',
      },
    );
    // A call id is new for every call: a refused condition is a programming error, as before this wrote the customer.
    if (!stored) throw Object.assign(new Error(`call ${call.id} already exists`), { name: 'ConditionalCheckFailedException' });
    await indexCall(this.db, call);
    await indexCustomer(this.db, call.business_id, call.caller_number);
  }

  /** A call by its id alone (strongly consistent: the next turn follows right after the last). */
  async getById(callId: string): Promise<CallRecord | null> {
    const ref = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: callRefKey(callId), ConsistentRead: true }));
    if (!ref.Item) return null;
    const out = await this.db.doc.send(
      new GetCommand({
        TableName: this.db.tableName,
        Key: callKey(ref.Item.business_id as string, ref.Item.started_at as string, callId),
        ConsistentRead: true,
      }),
    );
    if (!out.Item) return null;
    const { PK: _pk, SK: _sk, ...rest } = out.Item;
    return rest as CallRecord;
  }

  /** Saves a call read at `expectedVersion`; false when another turn saved it first. */
  async saveVersioned(call: CallRecord, expectedVersion: number): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...callKey(call.business_id, call.started_at, call.id), ...call },
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': expectedVersion },
        }),
      );
      await indexCall(this.db, call);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * One page of the call log, newest first, optionally within [from, to) and of one outcome. The outcome is a
   * filter, so a page may take several reads; it stops after a bounded number of them and hands back a cursor
   * where it stopped (a page can then be short, never wrong).
   */
  async page(businessId: string, q: CallPageQuery): Promise<{ calls: CallRecord[]; next: string | null }> {
    const lower = `${CALL_PREFIX}${q.fromIso ?? ''}`;
    // '~' sorts after every ISO character, so `CALL#~` is above every call.
    const upperBound = q.toIso ? `${CALL_PREFIX}${q.toIso}` : `${CALL_PREFIX}~`;
    const cursorKey = q.cursor ? `${CALL_PREFIX}${q.cursor}` : null;
    const upper = cursorKey && cursorKey < upperBound ? cursorKey : upperBound;
    const names: Record<string, string> = {};
    const projection = LIST_ATTRIBUTES.map((a) => {
      names[`#${a}`] = a;
      return `#${a}`;
    });
    projection.push('SK');
    const values: Record<string, unknown> = { ':pk': businessPartition(businessId), ':lo': lower, ':hi': upper };
    let filter: string | undefined;
    if (q.outcome === 'abandoned') {
      filter = '#outcome = :o OR ((attribute_not_exists(#outcome) OR attribute_type(#outcome, :null)) AND #last_activity_at < :stale)';
      values[':o'] = 'abandoned';
      values[':null'] = 'NULL';
      values[':stale'] = q.staleBeforeIso;
    } else if (q.outcome) {
      const legacy = q.outcome === 'message' ? 'message_taken' : null;
      filter = legacy ? '#outcome IN (:o, :legacy)' : '#outcome = :o';
      values[':o'] = q.outcome;
      if (legacy) values[':legacy'] = legacy;
    }
    const calls: CallRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    let lastSeen: string | null = null;
    let more = false;
    for (let reads = 0; reads < 10; reads++) {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
          FilterExpression: filter,
          ProjectionExpression: projection.join(', '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: Math.max(q.limit * 2, 25),
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of out.Items ?? []) {
        if (item.SK === cursorKey || item.SK === upperBound) continue;
        if (calls.length === q.limit) {
          more = true;
          break;
        }
        const { SK: sk, ...rest } = item;
        calls.push(rest as CallRecord);
        lastSeen = (sk as string).slice(CALL_PREFIX.length);
      }
      startKey = out.LastEvaluatedKey;
      if (more || !startKey) break;
      // Out of reads with a full key range left: the next page starts where this read stopped.
      if (reads === 9) {
        more = true;
        lastSeen = (startKey.SK as string).slice(CALL_PREFIX.length);
      }
    }
    return { calls, next: more && lastSeen ? lastSeen : null };
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
      // The dashboard counts served calls: answered, booked and ordered are served, by their finer names.
      for (const item of out.Items ?? []) {
        const outcome = (item.outcome as CallOutcome | undefined) ?? null;
        outcomes.push(outcome && SERVED_OUTCOMES.has(outcome) ? 'served' : outcome);
      }
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return outcomes;
  }
}
