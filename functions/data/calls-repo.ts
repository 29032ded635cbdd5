import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { indexCall, indexCustomer } from './search-records.js';
import { writeWithContact, type CustomerContact } from './customers-repo.js';
import { randomBytes } from 'node:crypto';
import {
  CALL_PREFIX,
  CALL_START_KEY_TTL_SECONDS,
  OPEN_CALL_PREFIX,
  businessIdOfCallId,
  businessPartition,
  callKey,
  callKeyFromId,
  callRefKey,
  callStartKey,
  newCallId,
  openCallKey,
} from './keys.js';
import { tallyUpdate, type CallTally } from './call-stats-repo.js';
import { MESSAGE_SUMMARY_MARK } from '../core/calls/message-urgency.js';
import type { CallPageQuery, CallRecord, TranscriptEntry, TurnCommitOutcome, TurnEffectWrites } from '../core/calls/model.js';
import { commitTurnWrites } from './turn-commit.js';
import { discardCall } from './call-discard.js';

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
  'urgent',
  // Amazon Connect's contact id (calls through Connect): it names the recording.
  'contact_id',
  // What the call meant for the owner (functions/core/calls/call-tally.ts): small, read by AI Call Insights.
  'insight',
];

/** Set when the call starts and never changed by a turn (the key's parts and the id). */
const FIXED_CALL_FIELDS = new Set(['PK', 'SK', 'id', 'business_id', 'started_at']);

/** The customer contact a call's creation records: an inbound call's caller (also used to seed the search benchmark). */
export function callContact(call: CallRecord): CustomerContact {
  return {
    business_id: call.business_id,
    phone: call.direction === 'inbound' ? call.caller_number : null,
    kind: 'call',
    record_id: call.id,
    at: call.started_at,
    title: call.is_test ? 'Test call' : 'Call',
    detail: call.direction === 'inbound' ? 'Called the assistant' : 'Called by the assistant',
  };
}

export class CallsRepo {
  constructor(private readonly db: Db) {}

  /** A new call's id: it carries its item's key, so a turn reads the call without a pointer (keys.ts). */
  newCallId(businessId: string, startedAtIso: string): string {
    return newCallId(businessId, startedAtIso, randomBytes(16));
  }

  /** The business a keyed call id names (not yet proof the call exists); null for an older UUID id. */
  businessIdOfCallId(callId: string): string | null {
    return businessIdOfCallId(callId);
  }

  async put(call: CallRecord): Promise<void> {
    await this.db.doc.send(
      new PutCommand({ TableName: this.db.tableName, Item: { ...callKey(call.business_id, call.started_at, call.id), ...call } }),
    );
    await indexCall(this.db, call);
  }

  /**
   * A new call, the pointer that finds it by id and its caller's contact (when the number is known), in one
   * transaction; with them either the open-call pointer (a call in progress) or, for a call that ended at its
   * greeting, its day's counters (`tally`). With `startKey`, its guard too: when another start already holds that key,
   * nothing is written and the answer is that start's call id (else this call's).
   */
  async create(call: CallRecord, tally?: CallTally, startKey?: string): Promise<string> {
    const key = callKey(call.business_id, call.started_at, call.id);
    const stored = await writeWithContact(
      this.db,
      [
        tally
          ? { Update: tallyUpdate(this.db.tableName, tally) }
          : {
              Put: {
                TableName: this.db.tableName,
                Item: { ...openCallKey(call.business_id, call.started_at, call.id), call_id: call.id, started_at: call.started_at },
              },
            },
        { Put: { TableName: this.db.tableName, Item: { ...key, ...call }, ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Put: {
            TableName: this.db.tableName,
            Item: { ...callRefKey(call.id), business_id: call.business_id, started_at: call.started_at },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...(startKey === undefined
          ? []
          : [
              {
                Put: {
                  TableName: this.db.tableName,
                  Item: {
                    ...callStartKey(call.business_id, startKey),
                    call_id: call.id,
                    expiresAt: Math.floor(Date.parse(call.started_at) / 1000) + CALL_START_KEY_TTL_SECONDS,
                  },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ]),
      ],
      callContact(call),
    );
    if (!stored && startKey !== undefined) {
      const earlier = await this.callIdOfStartKey(call.business_id, startKey);
      if (earlier) return earlier;
    }
    // A call id is new for every call: a refused condition is a programming error, as before this wrote the customer.
    if (!stored) throw Object.assign(new Error(`call ${call.id} already exists`), { name: 'ConditionalCheckFailedException' });
    await Promise.all([indexCall(this.db, call), indexCustomer(this.db, call.business_id, call.caller_number)]);
    return call.id;
  }

  /** The call a start key began (strongly consistent: the repeat follows right after the first), or null. */
  async callIdOfStartKey(businessId: string, startKey: string): Promise<string | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: callStartKey(businessId, startKey), ConsistentRead: true }));
    return typeof out.Item?.call_id === 'string' ? out.Item.call_id : null;
  }

  /** A call by its id alone (strongly consistent: the next turn follows right after the last). */
  async getById(callId: string): Promise<CallRecord | null> {
    // A keyed id (keys.ts newCallId) names the item itself: one read. An older UUID goes through its pointer.
    let key = callKeyFromId(callId);
    if (!key) {
      const ref = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: callRefKey(callId), ConsistentRead: true }));
      if (!ref.Item) return null;
      key = callKey(ref.Item.business_id as string, ref.Item.started_at as string, callId);
    }
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: key, ConsistentRead: true }));
    if (!out.Item || out.Item.id !== callId) return null;
    const { PK: _pk, SK: _sk, ...rest } = out.Item;
    return rest as CallRecord;
  }

  /**
   * A turn's write: the new transcript lines appended (list_append) and the session's other fields set, never
   * the whole transcript rewritten; conditioned on the version the turn read. False when another turn saved first.
   * The search index is written in the same round trip, from what the previous turn indexed. With `tally` (the turn
   * ends the call), the same transaction adds to its day's counters and removes the open-call pointer.
   */
  async appendTurn(
    previous: CallRecord,
    next: CallRecord,
    lines: TranscriptEntry[],
    expectedVersion: number,
    tally?: CallTally,
  ): Promise<boolean> {
    const params = this.turnUpdate(previous, next, lines, expectedVersion);
    const update = tally
      ? this.db.doc.send(new TransactWriteCommand({ TransactItems: [{ Update: params }, ...this.endItems(next, tally)] }))
      : this.db.doc.send(new UpdateCommand(params));
    // In parallel with the update: a lost race leaves index words of a turn not saved, which the next write settles.
    const [saved] = await Promise.all([
      update.then(
        () => true,
        (error: unknown) => {
          if (isConditionFailure(error)) return false;
          throw error;
        },
      ),
      indexCall(this.db, { ...next, transcript: [...(previous.transcript ?? []), ...lines] }, previous),
    ]);
    return saved;
  }

  /**
   * appendTurn's write and the records the turn's effects create, in one transaction (turn-commit.ts): the call
   * moves on only with them, and they are written only if the call is still at the version the turn read. The
   * call's search index goes out beside it, as appendTurn's does.
   */
  async commitTurn(
    previous: CallRecord,
    next: CallRecord,
    lines: TranscriptEntry[],
    expectedVersion: number,
    tally: CallTally | undefined,
    writes: TurnEffectWrites,
  ): Promise<TurnCommitOutcome> {
    const callItems = [{ Update: this.turnUpdate(previous, next, lines, expectedVersion) }, ...(tally ? this.endItems(next, tally) : [])];
    const [outcome] = await Promise.all([
      commitTurnWrites(this.db, callItems, writes),
      indexCall(this.db, { ...next, transcript: [...(previous.transcript ?? []), ...lines] }, previous),
    ]);
    return outcome;
  }

  /** The update of a turn: its lines appended, the changed fields set, the removed ones removed, if still at `expectedVersion`. */
  private turnUpdate(previous: CallRecord, next: CallRecord, lines: TranscriptEntry[], expectedVersion: number) {
    const names: Record<string, string> = { '#transcript': 'transcript', '#version': 'version' };
    const values: Record<string, unknown> = { ':lines': lines, ':empty': [], ':expected': expectedVersion };
    const sets = ['#transcript = list_append(if_not_exists(#transcript, :empty), :lines)'];
    const removes: string[] = [];
    let n = 0;
    for (const [field, value] of Object.entries(next)) {
      if (FIXED_CALL_FIELDS.has(field) || field === 'transcript') continue;
      if (value === undefined) continue;
      if (JSON.stringify(value) === JSON.stringify(previous[field])) continue;
      names[`#f${n}`] = field;
      values[`:f${n}`] = value;
      sets.push(`#f${n} = :f${n}`);
      n++;
    }
    for (const field of Object.keys(previous)) {
      if (FIXED_CALL_FIELDS.has(field) || field === 'transcript' || next[field] !== undefined) continue;
      names[`#r${removes.length}`] = field;
      removes.push(`#r${removes.length}`);
    }
    return {
      TableName: this.db.tableName,
      Key: callKey(next.business_id, next.started_at, next.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
  }

  /** What the write that ends a call adds: its day's counters, and the open-call pointer removed. */
  private endItems(call: CallRecord, tally: CallTally) {
    return [
      { Update: tallyUpdate(this.db.tableName, tally) },
      { Delete: { TableName: this.db.tableName, Key: openCallKey(call.business_id, call.started_at, call.id) } },
    ];
  }

  /**
   * A turn's claim on the effects it is about to carry out: the pending effects set and the version moved on, if the
   * call is still at the version the turn read (a concurrent turn then finds it moved and carries out nothing). Nothing
   * searchable changes, so the search index is left as it is; the turn's own write follows.
   */
  async claimEffects(call: CallRecord, pending: string[], expectedVersion: number): Promise<boolean> {
    try {
      await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: callKey(call.business_id, call.started_at, call.id),
          UpdateExpression: 'SET #pending = :pending, #version = :next',
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#pending': 'pending_effects', '#version': 'version' },
          ExpressionAttributeValues: { ':pending': pending, ':next': expectedVersion + 1, ':expected': expectedVersion },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Saves a call read at `expectedVersion`; false when another turn saved it first. With `tally` (the call ends),
   * the same transaction adds to its day's counters and removes the open-call pointer: a call is counted exactly
   * once, by the write that ends it.
   */
  async saveVersioned(call: CallRecord, expectedVersion: number, tally?: CallTally): Promise<boolean> {
    const put = {
      TableName: this.db.tableName,
      Item: { ...callKey(call.business_id, call.started_at, call.id), ...call },
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': expectedVersion },
    };
    try {
      if (tally) {
        await this.db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: put },
              { Update: tallyUpdate(this.db.tableName, tally) },
              { Delete: { TableName: this.db.tableName, Key: openCallKey(call.business_id, call.started_at, call.id) } },
            ],
          }),
        );
      } else {
        await this.db.doc.send(new PutCommand(put));
      }
      await indexCall(this.db, call);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Removes a call that is not to be logged (a test call the owner ended before saying anything), with everything its
   * start wrote, if it is still at `expectedVersion` (call-discard.ts). False when a turn saved it first, or another
   * end removed it.
   */
  async discard(call: CallRecord, expectedVersion: number): Promise<boolean> {
    return discardCall(this.db, call, expectedVersion, callContact(call));
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
      filter =
        '#outcome = :o OR ((attribute_not_exists(#outcome) OR attribute_type(#outcome, :null)) AND (#last_activity_at < :stale OR (#is_test = :test AND #last_activity_at < :staleTest)))';
      values[':o'] = 'abandoned';
      values[':null'] = 'NULL';
      values[':stale'] = q.staleBeforeIso;
      values[':staleTest'] = q.staleTestBeforeIso;
      values[':test'] = true;
    } else if (q.outcome) {
      const legacy = q.outcome === 'message' ? 'message_taken' : null;
      filter = legacy ? '#outcome IN (:o, :legacy)' : '#outcome = :o';
      values[':o'] = q.outcome;
      if (legacy) values[':legacy'] = legacy;
    }
    if (q.urgent) {
      // Urgent, or (stored before urgency was a field) a call with a message whose text may carry the old URGENT:
      // mark: the call log keeps only those whose message does (call-log-service.ts).
      names['#urgent'] = 'urgent';
      names['#summary'] = 'summary';
      values[':urgent'] = true;
      values[':messageLine'] = MESSAGE_SUMMARY_MARK;
      const urgent = '(#urgent = :urgent OR (attribute_not_exists(#urgent) AND contains(#summary, :messageLine)))';
      filter = filter ? `(${filter}) AND ${urgent}` : urgent;
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

  /** Calls still in progress (their open-call pointers), oldest first, at most `limit`. */
  async openCalls(businessId: string, limit = 50): Promise<Array<{ call_id: string; started_at: string }>> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':p': OPEN_CALL_PREFIX },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => ({ call_id: i.call_id as string, started_at: i.started_at as string }));
  }
}
