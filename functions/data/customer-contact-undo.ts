import { GetCommand, QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { toE164 } from '../core/phone.js';
import { businessPartition, customerHistoryKey, customerHistoryPrefix, customerKey, customerListSort } from './keys.js';
import { COUNT, type CustomerContact, type TransactItem } from './customers-repo.js';

/* Taking back a contact customers-repo.ts recorded, when its record is removed (call-discard.ts). */

/** What undoing a contact writes (`customerContactUndo`), and whose customer it was. */
export interface CustomerContactUndo {
  items: TransactItem[];
  /** The number the customer is kept under (null: the contact named no usable number): its search entry follows the undo. */
  e164: string | null;
}

const COUNT_FIELDS = Object.values(COUNT);

/**
 * The items that take back a contact `customerContactItems` recorded, for the transaction that removes the contact's
 * own record (a test call the owner ended before saying anything: call-discard.ts): its history entry
 * deleted and its count taken back; the last (first) contact moved back to the newest (oldest) entry left, the
 * customer's place in the list with it; the customer deleted when that contact was its only one. Read from the
 * customer as it is now, and conditioned on its counts being as read: a contact written meanwhile (the replacing
 * call's start, with the same caller ID) fails the transaction, and the caller reads again. A contact's name and
 * email are not taken back (a call's start sets neither). No items when the contact made no customer.
 */
export async function customerContactUndo(db: Db, c: CustomerContact): Promise<CustomerContactUndo> {
  const e164 = toE164(c.phone ?? '');
  if (!e164) return { items: [], e164: null };
  const own = customerHistoryKey(c.business_id, e164, c.at, c.kind, c.record_id);
  const ends = (newestFirst: boolean) =>
    db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(c.business_id), ':prefix': customerHistoryPrefix(e164) },
        ProjectionExpression: 'SK, #at',
        ExpressionAttributeNames: { '#at': 'at' },
        ScanIndexForward: !newestFirst,
        ConsistentRead: true,
        Limit: 2,
      }),
    );
  const [customerOut, newest, oldest] = await Promise.all([
    db.doc.send(new GetCommand({ TableName: db.tableName, Key: customerKey(c.business_id, e164), ConsistentRead: true })),
    ends(true),
    ends(false),
  ]);
  const customer = customerOut.Item;
  if (!customer) return { items: [], e164 };
  // The entry left at either end once this contact's is gone.
  const otherAt = (out: { Items?: Array<Record<string, unknown>> }) => out.Items?.find((i) => i.SK !== own.SK)?.at as string | undefined;

  // The customer as read: every contact ADDs one of these counts, so any contact written since changes one.
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const asRead = COUNT_FIELDS.map((field, i) => {
    names[`#c${i}`] = field;
    if (customer[field] === undefined) return `attribute_not_exists(#c${i})`;
    values[`:c${i}`] = customer[field];
    return `#c${i} = :c${i}`;
  }).join(' AND ');
  const contacts = COUNT_FIELDS.reduce((sum, field) => sum + Number(customer[field] ?? 0), 0);
  const deleteEntry: TransactItem = { Delete: { TableName: db.tableName, Key: own } };

  if (contacts <= 1) {
    return {
      items: [deleteEntry, { Delete: { TableName: db.tableName, Key: customerKey(c.business_id, e164), ConditionExpression: asRead, ExpressionAttributeNames: names, ExpressionAttributeValues: values } }],
      e164,
    };
  }
  names['#count'] = COUNT[c.kind];
  values[':minusOne'] = -1;
  const set: string[] = [];
  const lastAt = otherAt(newest);
  if (customer.last_contact_at === c.at && lastAt) {
    values[':last'] = lastAt;
    values[':gsk'] = customerListSort(lastAt, e164);
    set.push('last_contact_at = :last', 'GSI1SK = :gsk');
  }
  const firstAt = otherAt(oldest);
  if (customer.first_contact_at === c.at && firstAt) {
    values[':first'] = firstAt;
    set.push('first_contact_at = :first');
  }
  const update: TransactItem = {
    Update: {
      TableName: db.tableName,
      Key: customerKey(c.business_id, e164),
      UpdateExpression: `${set.length ? `SET ${set.join(', ')} ` : ''}ADD #count :minusOne`,
      ConditionExpression: asRead,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  return { items: [deleteEntry, update], e164 };
}
