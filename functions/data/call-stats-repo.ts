import { PutCommand, QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import type { CallStatsItem, CallTally } from '../core/reports/model.js';
import type { BookingStatsChange } from '../core/reports/booking-standing.js';
import { CALL_STATS_PREFIX, businessPartition, callStatsKey, dailySummaryMarkerKey } from './keys.js';

export type { CallStatsItem, CallTally } from '../core/reports/model.js';

const safe = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').slice(0, 40);

/** An Update of a day's counter item: its day and kind set, each counter added (what both writers below share). */
function countersUpdate(tableName: string, businessId: string, day: string, test: boolean, adds: Array<[string, number]>) {
  const names: Record<string, string> = { '#day': 'day', '#kind': 'kind' };
  const values: Record<string, unknown> = { ':day': day, ':kind': test ? 'T' : 'R' };
  const parts = adds.map(([name, n], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = n;
    return `#a${i} :a${i}`;
  });
  return {
    TableName: tableName,
    Key: callStatsKey(businessId, day, test),
    UpdateExpression: `SET #day = :day, #kind = :kind ADD ${parts.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** The Update (ADD every counter) that goes into the transaction ending the call. */
export function tallyUpdate(tableName: string, t: CallTally) {
  const adds: Array<[string, number]> = [
    ['calls', 1],
    [`o_${safe(t.outcome)}`, 1],
    [`h_${String(t.hour).padStart(2, '0')}`, 1],
    ['dur', Math.max(0, Math.round(t.duration_seconds))],
  ];
  if (t.bookings) adds.push(['bookings', t.bookings]);
  if (t.orders) adds.push(['orders', t.orders]);
  for (const [cur, cents] of Object.entries(t.booking_cents)) if (cents) adds.push([`br_${safe(cur)}`, cents]);
  for (const [cur, cents] of Object.entries(t.order_cents)) if (cents) adds.push([`or_${safe(cur)}`, cents]);
  for (const intent of new Set(t.intents.map(safe))) if (intent) adds.push([`i_${intent}`, 1]);
  return countersUpdate(tableName, t.business_id, t.day, t.test, adds);
}

/**
 * The Update that moves a day's booking counters when a caller's booking is cancelled, deleted or restored: the
 * value comes off (or back onto) `br_<currency>` and `bookings_cancelled` counts it (reports/booking-standing.ts).
 */
export function bookingStatsUpdate(tableName: string, c: BookingStatsChange) {
  const adds: Array<[string, number]> = c.cancelled ? [['bookings_cancelled', c.cancelled]] : [];
  for (const [cur, cents] of Object.entries(c.cents)) if (cents) adds.push([`br_${safe(cur)}`, cents]);
  return countersUpdate(tableName, c.business_id, c.day, c.test, adds);
}

export class CallStatsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Claims the daily summary of a business's local day: a marker written with a condition before the email goes
   * out, so it is sent at most once. False when that day's summary was already claimed.
   */
  async claimDailySummary(businessId: string, day: string, sentAtIso: string, run: string): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...dailySummaryMarkerKey(businessId, day), sent_at: sentAtIso, run },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The counter items of the days [fromDay, toDay] (local dates), both kinds: at most 2 items a day. */
  async between(businessId: string, fromDay: string, toDay: string): Promise<CallStatsItem[]> {
    const items: CallStatsItem[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
          ExpressionAttributeValues: {
            ':pk': businessPartition(businessId),
            ':lo': `${CALL_STATS_PREFIX}${fromDay}`,
            ':hi': `${CALL_STATS_PREFIX}${toDay}#~`,
          },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const { PK: _pk, SK: _sk, ...rest } of out.Items ?? []) items.push(rest as CallStatsItem);
      startKey = out.LastEvaluatedKey;
    } while (startKey);
    return items;
  }
}
