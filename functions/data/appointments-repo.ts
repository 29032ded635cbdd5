import {
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from './dynamo-commands.js';
import type { Db } from './client.js';
import {
  SNAPSHOT_FIELDS,
  type AppointmentListFilters as ListFilters,
  type AppointmentListPage as ListPage,
  type AppointmentRecord,
  type AppointmentSnapshotRecord,
  type AppointmentWriteOutcome as WriteOutcome,
  type ReminderSchedule,
} from '../core/appointments/model.js';
import type { BusinessRoot } from '../core/business/aggregate.js';
import {
  appointmentCounterKey,
  appointmentKey,
  appointmentStatusPartition,
  appointmentTimePartition,
  appointmentTimeSort,
  businessKey,
  businessPartition,
  calendarDayAttribute,
  calendarVersionKey,
  callerAppointmentKey,
  callerAppointmentsPrefix,
  confirmationCodeKey,
  slotLockKey,
  utcDayNumber,
} from './keys.js';
import { isConditionFailure } from './errors.js';
import { bookingStatsChange } from '../core/reports/booking-standing.js';
import { bookingStatsUpdate } from './call-stats-repo.js';
import { indexAppointment, indexCustomer, removeAppointment } from './search-records.js';
import { customerContactItems, writeWithContact, type CustomerContact } from './customers-repo.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Lock items outlive their slot by 30 days, then DynamoDB's TTL removes them. */
const LOCK_TTL_SECONDS = 30 * 24 * 3600;
/** DynamoDB's limit on one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** A business root's own fields (core/business/aggregate.ts BusinessRoot; a field added there must be named here). */
const ROOT_FIELDS = Object.keys({
  id: 1, owner_id: 1, name: 1, phone_number: 1, website: 1, industry: 1, time_zone: 1, google_calendar_id: 1,
  assistant_phone_number: 1, version: 1, created_at: 1, updated_at: 1,
} satisfies Record<keyof BusinessRoot, 1>);
const DERIVED = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'first_name_lc', 'last_name_lc', 'phone_digits'];

function strip(item: Record<string, unknown>): AppointmentRecord {
  const copy: Record<string, unknown> = { ...item };
  for (const key of DERIVED) delete copy[key];
  if (copy.slots instanceof Set) copy.slots = [...copy.slots];
  return copy as unknown as AppointmentRecord;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Index reads one filtered list request may make (each of 4x the page, at least 100 entries): bounded at any size. */
export const FILTERED_READS = 4;


export class AppointmentsRepo {
  constructor(private readonly db: Db) {}

  /** The stored item of an appointment, with its index keys (also used by the seeding benchmark). */
  toItem(a: AppointmentRecord): Record<string, unknown> {
    const sort = appointmentTimeSort(a.starts_at, a.id);
    return {
      ...appointmentKey(a.business_id, a.id),
      ...a,
      GSI1PK: appointmentStatusPartition(a.business_id, a.status),
      GSI1SK: sort,
      GSI2PK: appointmentTimePartition(a.business_id),
      GSI2SK: sort,
      first_name_lc: a.first_name.toLowerCase(),
      last_name_lc: a.last_name.toLowerCase(),
      phone_digits: digits(a.phone_number),
    };
  }

  /** The item that lists the appointment under its caller's number (keys.ts `callerAppointmentKey`). */
  callerItem(a: Pick<AppointmentRecord, (typeof SNAPSHOT_FIELDS)[number] | 'business_id'>): Record<string, unknown> {
    return {
      ...callerAppointmentKey(a.business_id, a.phone_number, a.starts_at, a.id),
      ...Object.fromEntries(SNAPSHOT_FIELDS.map((f) => [f, a[f]])),
    };
  }

  /** The caller item's writes when `before` becomes `after` (null: created, or removed). */
  private callerWrites(before: AppointmentRecord | null, after: AppointmentRecord | null): TransactItem[] {
    const table = this.db.tableName;
    const out: TransactItem[] = [];
    // A caller's booking cancelled, deleted or restored moves its booking day's report counters in the same write.
    const stats = before ? bookingStatsChange(before, after) : null;
    if (stats) out.push({ Update: bookingStatsUpdate(table, stats) });
    const key = (a: AppointmentRecord) => callerAppointmentKey(a.business_id, a.phone_number, a.starts_at, a.id);
    if (before && (!after || key(before).SK !== key(after).SK)) out.push({ Delete: { TableName: table, Key: key(before) } });
    if (after) out.push({ Put: { TableName: table, Item: this.callerItem(after) } });
    return out;
  }

  private acquire(a: AppointmentRecord, slot: string, exclusive: boolean): TransactItem {
    const expiresAt = Math.floor(Date.parse(slot) / 1000) + LOCK_TTL_SECONDS;
    return {
      Update: {
        TableName: this.db.tableName,
        Key: slotLockKey(a.business_id, slot),
        UpdateExpression: 'ADD ids :me SET expiresAt = :exp',
        // Exclusive: only if no appointment holds the slot. An overlap the owner confirmed joins the holders.
        ...(exclusive ? { ConditionExpression: 'attribute_not_exists(ids)' } : {}),
        ExpressionAttributeValues: { ':me': new Set([a.id]), ':exp': expiresAt },
      },
    };
  }

  private release(a: AppointmentRecord, slot: string): TransactItem {
    return {
      Update: {
        TableName: this.db.tableName,
        Key: slotLockKey(a.business_id, slot),
        UpdateExpression: 'DELETE ids :me',
        ExpressionAttributeValues: { ':me': new Set([a.id]) },
      },
    };
  }

  /** The next number of the business's readable sequence (APT-0001, ...); atomic, so unique under concurrency. */
  async nextNumber(businessId: string): Promise<number> {
    const out = await this.db.doc.send(
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: appointmentCounterKey(businessId),
        UpdateExpression: 'ADD seq :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.seq ?? 1);
  }

  async get(businessId: string, appointmentId: string): Promise<AppointmentRecord | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: appointmentKey(businessId, appointmentId), ConsistentRead: true }),
    );
    return out.Item ? strip(out.Item) : null;
  }

  /** The business root alone (name, owner, time zone): what listing needs, without the whole aggregate. */
  async businessRoot(businessId: string): Promise<BusinessRoot | null> {
    // Its own fields only: the root also carries the manifest of the business's records and its recent records.
    const out = await this.db.doc.send(
      new GetCommand({
        TableName: this.db.tableName,
        Key: businessKey(businessId),
        ConsistentRead: true,
        ProjectionExpression: ROOT_FIELDS.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(ROOT_FIELDS.map((f, i) => [`#f${i}`, f])),
      }),
    );
    return (out.Item as BusinessRoot | undefined) ?? null;
  }

  async findByCodeHash(codeHash: string): Promise<{ business_id: string; appointment_id: string } | null> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: confirmationCodeKey(codeHash), ConsistentRead: true }),
    );
    if (!out.Item) return null;
    return { business_id: out.Item.business_id as string, appointment_id: out.Item.appointment_id as string };
  }

  /** The appointment, its confirmation-code guard and its slot locks in one transaction. */
  async create(a: AppointmentRecord, codeHash: string, later?: (follow: Promise<void>) => void): Promise<WriteOutcome> {
    const items = this.creationItems(a, codeHash);
    // The customer's contact rides in the same transaction (no condition of its own), when it fits in one.
    const contact = appointmentContact(a);
    const contactItems = customerContactItems(this.db, contact);
    const fits = items.length + contactItems.length <= MAX_TRANSACTION_ITEMS;
    const outcome = await this.transact(fits ? [...items, ...contactItems] : items, 2);
    if (outcome.ok) {
      if (!fits) await writeWithContact(this.db, [], contact);
      const follow = Promise.all([indexAppointment(this.db, a), this.calendarMoved(a.business_id, [a.starts_at]), indexCustomer(this.db, a.business_id, a.phone_number)]).then(() => undefined);
      if (later) later(follow);
      else await follow;
    }
    return outcome;
  }

  /**
   * A new appointment's own transaction items: the appointment and its confirmation-code guard (both new), its slot
   * locks from index 2 on (exclusive unless the owner allowed the overlap) and its caller item.
   */
  creationItems(a: AppointmentRecord, codeHash: string): TransactItem[] {
    const table = this.db.tableName;
    return [
      { Put: { TableName: table, Item: this.toItem(a), ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Put: {
          TableName: table,
          Item: { ...confirmationCodeKey(codeHash), business_id: a.business_id, appointment_id: a.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...a.slots.map((slot) => this.acquire(a, slot, !a.overlap_allowed)),
      ...this.callerWrites(null, a),
    ];
  }

  /**
   * replace()'s items for a change that fits one transaction: `after` put if `before` is still at its version (index
   * 0), the slots it now takes from index 1 on (exclusive unless the owner allowed the overlap), the ones it gives
   * back, and its caller item moved.
   */
  replaceItems(before: AppointmentRecord, after: AppointmentRecord, diff: { acquire: string[]; release: string[] }): TransactItem[] {
    return [
      { Put: { TableName: this.db.tableName, Item: this.toItem(after), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } } },
      ...diff.acquire.map((slot) => this.acquire(after, slot, !after.overlap_allowed)),
      ...diff.release.map((slot) => this.release(before, slot)),
      ...this.callerWrites(before, after),
    ];
  }

  /**
   * The number sequence moved to `number` in a transaction, only if it still stands at `number - 1` (what the turn
   * read): the same number as nextNumber's atomic ADD hands out, refused if anyone took it meanwhile.
   */
  numberItem(businessId: string, number: number): TransactItem {
    return {
      Update: {
        TableName: this.db.tableName,
        Key: appointmentCounterKey(businessId),
        UpdateExpression: 'SET seq = :n',
        ConditionExpression: number === 1 ? 'attribute_not_exists(seq) OR seq = :was' : 'seq = :was',
        ExpressionAttributeValues: { ':n': number, ':was': number - 1 },
      },
    };
  }

  /**
   * Replaces `before` with `after` if nobody changed it since it was read (version), taking the slots it
   * now needs and giving back the ones it no longer does. A move too big for one transaction takes the new
   * slots with the appointment first, then gives the old ones back (a leftover lock is found stale later).
   */
  async replace(before: AppointmentRecord, after: AppointmentRecord, diff: { acquire: string[]; release: string[] }): Promise<WriteOutcome> {
    const put: TransactItem = {
      Put: {
        TableName: this.db.tableName,
        Item: this.toItem(after),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': before.version },
      },
    };
    const acquire = diff.acquire.map((slot) => this.acquire(after, slot, !after.overlap_allowed));
    const release = diff.release.map((slot) => this.release(before, slot));
    const caller = this.callerWrites(before, after);
    if (1 + acquire.length + release.length + caller.length <= MAX_TRANSACTION_ITEMS) {
      const outcome = await this.transact([put, ...acquire, ...release, ...caller], 1);
      if (outcome.ok) await Promise.all([indexAppointment(this.db, after), this.calendarMoved(after.business_id, [before.starts_at, after.starts_at])]);
      return outcome;
    }
    const together = 1 + acquire.length + caller.length <= MAX_TRANSACTION_ITEMS;
    const first = await this.transact([put, ...acquire, ...(together ? caller : [])], 1);
    if (!first.ok) return first;
    if (!together) await this.db.doc.send(new TransactWriteCommand({ TransactItems: caller }));
    for (let i = 0; i < release.length; i += MAX_TRANSACTION_ITEMS) {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: release.slice(i, i + MAX_TRANSACTION_ITEMS) }));
    }
    await Promise.all([indexAppointment(this.db, after), this.calendarMoved(after.business_id, [before.starts_at, after.starts_at])]);
    return first;
  }

  /** Deletes the appointment, its code guard and its slot locks together. */
  async remove(a: AppointmentRecord, codeHash: string): Promise<WriteOutcome> {
    const table = this.db.tableName;
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: table,
          Key: appointmentKey(a.business_id, a.id),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': a.version },
        },
      },
      { Delete: { TableName: table, Key: confirmationCodeKey(codeHash) } },
      ...a.slots.map((slot) => this.release(a, slot)),
      ...this.callerWrites(a, null),
    ];
    const outcome = await this.transact(items, 2);
    if (outcome.ok) await Promise.all([removeAppointment(this.db, a), this.calendarMoved(a.business_id, [a.starts_at])]);
    return outcome;
  }

  /**
   * Records the running reminder's execution id, only while `schedule_id` is still the appointment's schedule.
   * Bumps the version, so a save computed before this cannot drop it.
   */
  async setReminderExecution(a: AppointmentRecord, reminder: ReminderSchedule, now: string): Promise<AppointmentRecord | null> {
    try {
      const out = await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: appointmentKey(a.business_id, a.id),
          UpdateExpression: 'SET reminder = :r, version = version + :one, updated_at = :now',
          ConditionExpression: 'reminder.schedule_id = :sid',
          ExpressionAttributeValues: { ':r': reminder, ':sid': reminder.schedule_id, ':one': 1, ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return out.Attributes ? strip(out.Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  /** Appointment ids holding a slot. */
  async slotHolders(businessId: string, slot: string): Promise<string[]> {
    const out = await this.db.doc.send(
      new GetCommand({ TableName: this.db.tableName, Key: slotLockKey(businessId, slot), ConsistentRead: true }),
    );
    const ids = out.Item?.ids as Set<string> | undefined;
    return ids ? [...ids] : [];
  }

  /** Removes a holder that no longer covers the slot (left behind by an interrupted move). */
  async dropHolder(businessId: string, slot: string, appointmentId: string): Promise<void> {
    await this.db.doc.send(
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: slotLockKey(businessId, slot),
        UpdateExpression: 'DELETE ids :me',
        ExpressionAttributeValues: { ':me': new Set([appointmentId]) },
      }),
    );
  }

  /**
   * One page of a business's appointments by start time (GSI1 for one status, GSI2 for all), never a Scan.
   * Filters are applied while reading, in at most FILTERED_READS requests: a rare name or number in a big
   * calendar answers a short (even empty) page and the cursor of where reading stopped, never the whole index.
   */
  async list(businessId: string, filters: ListFilters, limit: number, after?: string): Promise<ListPage> {
    const byStatus = filters.status !== undefined;
    const names: Record<string, string> = { '#pk': byStatus ? 'GSI1PK' : 'GSI2PK' };
    if (after) names['#sk'] = byStatus ? 'GSI1SK' : 'GSI2SK';
    const values: Record<string, unknown> = {
      ':pk': byStatus ? appointmentStatusPartition(businessId, filters.status!) : appointmentTimePartition(businessId),
    };
    const conditions: string[] = [];
    if (filters.first_name) {
      conditions.push('begins_with(first_name_lc, :fn)');
      values[':fn'] = filters.first_name.toLowerCase();
    }
    if (filters.last_name) {
      conditions.push('begins_with(last_name_lc, :ln)');
      values[':ln'] = filters.last_name.toLowerCase();
    }
    if (filters.phone_digits) {
      conditions.push('contains(phone_digits, :ph)');
      values[':ph'] = filters.phone_digits;
    }
    if (filters.business_item_id) {
      conditions.push('business_item_id = :item');
      values[':item'] = filters.business_item_id;
    }
    if (after) values[':after'] = after;
    const input: QueryCommandInput = {
      TableName: this.db.tableName,
      IndexName: byStatus ? 'GSI1' : 'GSI2',
      KeyConditionExpression: after ? '#pk = :pk AND #sk > :after' : '#pk = :pk',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      // Unfiltered, a page is exactly what is asked for; filtered, read in larger steps (at most FILTERED_READS).
      Limit: conditions.length ? Math.max(limit * 4, 100) : limit,
    };

    const items: AppointmentRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    let more = false;
    let reads = 0;
    let stoppedAt: string | null = null;
    do {
      if (conditions.length && reads === FILTERED_READS) {
        // The read budget is spent: the next page starts after the last index entry read, not the last match.
        stoppedAt = String(startKey![byStatus ? 'GSI1SK' : 'GSI2SK']);
        break;
      }
      reads++;
      const out = await this.db.doc.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
      for (const raw of out.Items ?? []) {
        if (items.length === limit) {
          more = true;
          break;
        }
        items.push(strip(raw));
      }
      startKey = out.LastEvaluatedKey;
      if (items.length === limit && startKey) more = true;
    } while (startKey && !more);
    const last = items.at(-1);
    if (stoppedAt) return { items, next: stoppedAt };
    return { items, next: more && last ? appointmentTimeSort(last.starts_at, last.id) : null };
  }

  /** Every appointment starting in [fromIso, toIso) (stats for one day). */
  async between(businessId: string, fromIso: string, toIso: string): Promise<AppointmentRecord[]> {
    const items: AppointmentRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': appointmentTimePartition(businessId), ':from': fromIso, ':to': toIso },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(out.Items ?? []).map(strip));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /**
   * Moves the business's calendar version after a write (business-repo.ts `versions` reads it), and the counters of
   * the UTC days the appointment started on (keys.ts `calendarDayAttribute`): a call that read those days at older
   * counters reads them again, and only them. After the write, so a reader that sees the new counter sees the write.
   */
  private async calendarMoved(businessId: string, startsAt: string[]): Promise<void> {
    await this.db.doc.send(new UpdateCommand(this.calendarMovedItem(businessId, startsAt).Update!));
  }

  /** calendarMoved's update, for a transaction that writes the appointment itself (the counters move with it). */
  calendarMovedItem(businessId: string, startsAt: string[]): TransactItem & { Update: object } {
    const days = [...new Set(startsAt.map(utcDayNumber).filter(Number.isFinite).map(calendarDayAttribute))];
    return {
      Update: {
        TableName: this.db.tableName,
        Key: calendarVersionKey(businessId),
        UpdateExpression: `ADD ${['#v :one', ...days.map((_, n) => `#d${n} :one`)].join(', ')}`,
        ExpressionAttributeNames: { '#v': 'version', ...Object.fromEntries(days.map((d, n) => [`#d${n}`, d])) },
        ExpressionAttributeValues: { ':one': 1 },
      },
    };
  }

  /**
   * What the phone assistant needs of every appointment between two instants (a call's booking horizon): the
   * window is read as `slices` time slices in parallel, each item projected to the engine's fields, so the read is
   * one round trip (a slice holds ~1 MB of items, some 1,400 appointments) however busy the business is.
   */
  async snapshotsBetween(businessId: string, fromIso: string, toIso: string, slices = 8): Promise<AppointmentSnapshotRecord[]> {
    const from = Date.parse(fromIso);
    const step = Math.ceil((Date.parse(toIso) - from) / slices);
    // GSI2SK is '<UTC start>#<id>', so BETWEEN a slice's start and the next one's takes [start, next start).
    const bounds = Array.from({ length: slices }, (_, i): [string, string] => [
      new Date(from + i * step).toISOString(),
      i === slices - 1 ? toIso : new Date(from + (i + 1) * step).toISOString(),
    ]);
    return (await Promise.all(bounds.map(([lo, hi]) => this.snapshotRange(businessId, lo, hi)))).flat();
  }

  /**
   * The same projection for whole UTC days (utcDayNumber), one Query each, all in flight together: what a call reads
   * again after a write moved those days' counters, bounded by a day's appointments, not by the calendar's size.
   */
  async snapshotsOnDays(businessId: string, utcDays: number[]): Promise<Map<number, AppointmentSnapshotRecord[]>> {
    const iso = (day: number) => new Date(day * 86_400_000).toISOString();
    const read = await Promise.all(utcDays.map((day) => this.snapshotRange(businessId, iso(day), iso(day + 1))));
    return new Map(utcDays.map((day, i) => [day, read[i]!]));
  }

  /**
   * The appointments booked under a number (as stored, E.164) starting in [fromIso, toIso), from their caller items:
   * one Query of that number's range, projected to the engine's fields, whatever the business holds.
   */
  async callerSnapshots(businessId: string, phone: string, fromIso: string, toIso: string): Promise<AppointmentSnapshotRecord[]> {
    return this.snapshotQuery({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': businessPartition(businessId),
        ':from': `${callerAppointmentsPrefix(phone)}${fromIso}`,
        ':to': `${callerAppointmentsPrefix(phone)}${toIso}`,
      },
    });
  }

  /**
   * Gives every appointment written before caller items existed and starting from `fromIso` on its caller item (a
   * caller's lookup never reaches further back than yesterday), then marks the business as done (`callers_indexed`
   * on the calendar item, which business-repo.ts `versions` reads): once per business, by the operator's one-off
   * (functions/local/index-callers.ts), never in a call: until then a call finds callers' appointments in the days it
   * reads (core/calls/turn-calendar.ts). Appointments written meanwhile write their own. Safe to run again.
   */
  async indexCallers(businessId: string, fromIso: string): Promise<void> {
    // Every GSI2 sort key starts with a year's digit: up to '9' is every later start.
    const all = await this.snapshotRange(businessId, fromIso, '9');
    const puts = all.map((a) => ({ PutRequest: { Item: this.callerItem({ ...a, business_id: businessId }) } }));
    for (let i = 0; i < puts.length; i += 25) {
      let request: Record<string, unknown> | undefined = { [this.db.tableName]: puts.slice(i, i + 25) };
      for (let attempt = 0; request && Object.keys(request).length; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt)));
        const out = await this.db.doc.send(new BatchWriteCommand({ RequestItems: request as never }));
        request = out.UnprocessedItems as Record<string, unknown> | undefined;
      }
    }
    await this.db.doc.send(
      new UpdateCommand({
        TableName: this.db.tableName,
        Key: calendarVersionKey(businessId),
        UpdateExpression: 'SET callers_indexed = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  }

  private async snapshotRange(businessId: string, lo: string, hi: string): Promise<AppointmentSnapshotRecord[]> {
    return this.snapshotQuery({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': appointmentTimePartition(businessId), ':from': lo, ':to': hi },
    });
  }

  /** Every page of a Query of appointment items (or their caller items), projected to the engine's fields. */
  private async snapshotQuery(key: {
    IndexName?: string;
    KeyConditionExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
  }): Promise<AppointmentSnapshotRecord[]> {
    const items: AppointmentSnapshotRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          ...key,
          ProjectionExpression: SNAPSHOT_FIELDS.map((_, n) => `#s${n}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(SNAPSHOT_FIELDS.map((f, n) => [`#s${n}`, f])),
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...((out.Items ?? []) as AppointmentSnapshotRecord[]));
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /**
   * Runs a transaction. `slotOffset` is where the slot updates start among the items, so a failed condition
   * there is reported as the slots that were taken.
   */
  private async transact(items: TransactItem[], slotOffset: number): Promise<WriteOutcome> {
    try {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name !== 'TransactionCanceledException' && !isConditionFailure(error)) throw error;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      const taken: string[] = [];
      let stale = false;
      let clash = false;
      reasons.forEach((r, index) => {
        if (r.Code === 'ConditionalCheckFailed') {
          if (index < slotOffset) stale = true;
          else {
            const key = items[index]?.Update?.Key as { SK?: string } | undefined;
            if (key?.SK) taken.push(key.SK.slice('SLOT#'.length));
          }
        } else if (r.Code === 'TransactionConflict' || r.Code === 'ThrottlingError' || r.Code === 'ProvisionedThroughputExceeded') {
          clash = true;
        }
      });
      if (stale) return { ok: false, reason: 'stale' };
      if (taken.length) return { ok: false, reason: 'slots', slots: taken };
      if (clash || reasons.length === 0) return { ok: false, reason: 'retry' };
      throw error;
    }
  }
}

/** A booking as a contact of its customer (by the appointment's number). */
/** The customer contact an appointment's creation records (also used to seed the search benchmark). */
export function appointmentContact(a: AppointmentRecord): CustomerContact {
  return {
    business_id: a.business_id,
    phone: a.phone_number,
    name: `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(),
    email: a.email,
    kind: 'appointment',
    record_id: a.id,
    at: a.created_at,
    title: `Appointment ${a.appointment_id_formatted}`,
    detail: a.business_item?.name ?? 'Appointment',
    when: a.starts_at,
  };
}
