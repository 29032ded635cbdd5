import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from './dynamo-commands.js';
import type { Db } from './client.js';
import type { CustomerHistoryRecord, CustomerRecord } from '../core/customers/model.js';
import { toE164 } from '../core/phone.js';
import type { CustomerHistoryKind } from '../contract/customers.js';
import {
  businessPartition,
  customerHistoryKey,
  customerHistoryPrefix,
  customerKey,
  customerListPartition,
  customerListSort,
} from './keys.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type { CustomerHistoryRecord, CustomerRecord } from '../core/customers/model.js';

/** A call, booking, order or message that names a customer by their number. */
export interface CustomerContact {
  business_id: string;
  /** Any notation; contacts without a usable number make no customer. */
  phone: string | null | undefined;
  name?: string | null;
  email?: string | null;
  kind: CustomerHistoryKind;
  record_id: string;
  /** When the contact happened (the record's creation instant, UTC ISO): also its place in the history. */
  at: string;
  title: string;
  detail: string;
  /** An appointment's start (UTC ISO), shown beside it. */
  when?: string;
}

/** The count each kind of contact adds to (customer-contact-undo.ts takes one back). */
export const COUNT: Record<CustomerHistoryKind, keyof CustomerRecord> = {
  call: 'calls_count',
  appointment: 'appointments_count',
  order: 'orders_count',
  message: 'messages_count',
};

/**
 * The items that record a contact, for the transaction that writes the contact's own record: the history entry
 * (same key on a retry) and the customer (created on first contact; counts added). Because they ride in the
 * record's own conditional transaction, a retried write that stores nothing counts nothing. Empty when the contact
 * has no usable number.
 */
export function customerContactItems(db: Db, c: CustomerContact): TransactItem[] {
  const e164 = toE164(c.phone ?? '');
  if (!e164) return [];
  const names: Record<string, string> = { '#count': COUNT[c.kind] };
  const values: Record<string, unknown> = {
    ':b': c.business_id,
    ':p': e164,
    ':at': c.at,
    ':gpk': customerListPartition(c.business_id),
    ':gsk': customerListSort(c.at, e164),
    ':one': 1,
  };
  const set = [
    'business_id = :b',
    'phone_number = :p',
    'first_contact_at = if_not_exists(first_contact_at, :at)',
    'last_contact_at = :at',
    'GSI1PK = :gpk',
    'GSI1SK = :gsk',
  ];
  const name = (c.name ?? '').trim().slice(0, 200);
  if (name) {
    names['#name'] = 'name';
    values[':name'] = name;
    set.push('#name = :name');
  } else {
    names['#name'] = 'name';
    values[':empty'] = '';
    set.push('#name = if_not_exists(#name, :empty)');
  }
  const email = (c.email ?? '').trim().slice(0, 254);
  if (email) {
    values[':email'] = email;
    set.push('email = :email');
  } else {
    values[':null'] = null;
    set.push('email = if_not_exists(email, :null)');
  }
  return [
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...customerHistoryKey(c.business_id, e164, c.at, c.kind, c.record_id),
          kind: c.kind,
          record_id: c.record_id,
          at: c.at,
          title: c.title.slice(0, 200),
          detail: c.detail.slice(0, 500),
          ...(c.when ? { when: c.when } : {}),
        },
      },
    },
    {
      Update: {
        TableName: db.tableName,
        Key: customerKey(c.business_id, e164),
        UpdateExpression: `SET ${set.join(', ')} ADD #count :one`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}

/**
 * The customer as `customerContactItems` leave it, from the customer as read before (null: none yet): what the
 * search index shows of it, known without reading it back. Null when the contact has no usable number.
 */
export function customerAfterContact(before: Record<string, unknown> | null, c: CustomerContact): Record<string, unknown> | null {
  const e164 = toE164(c.phone ?? '');
  if (!e164) return null;
  const name = (c.name ?? '').trim().slice(0, 200);
  const email = (c.email ?? '').trim().slice(0, 254);
  const count = COUNT[c.kind];
  return {
    ...(before ?? {}),
    business_id: c.business_id,
    phone_number: e164,
    first_contact_at: before?.first_contact_at ?? c.at,
    last_contact_at: c.at,
    name: name || (before?.name ?? ''),
    email: email || (before?.email ?? null),
    [count]: Number(before?.[count] ?? 0) + 1,
  };
}

/**
 * Writes a record's own items together with the contact it records, in one transaction. False when the record's
 * condition failed (it was already stored: nothing is written or counted twice); a clash with another write of the
 * same customer (TransactionConflict) is retried.
 */
export async function writeWithContact(db: Db, recordItems: TransactItem[], contact: CustomerContact): Promise<boolean> {
  const items = [...recordItems, ...customerContactItems(db, contact)];
  for (let attempt = 0; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      const name = (error as { name?: string }).name;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      if (name === 'ConditionalCheckFailedException' || reasons.some((r) => r.Code === 'ConditionalCheckFailed')) return false;
      const clash = name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict');
      if (!clash || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 15 * 2 ** attempt));
    }
  }
}

const strip = (item: Record<string, unknown>) => {
  const { PK: _p, SK: _s, GSI1PK: _g1, GSI1SK: _g2, ...rest } = item;
  return rest;
};

/** Reading customers: by number (GetItem), newest contact first (GSI1), and a customer's history (one Query). */
export class CustomersRepo {
  constructor(private readonly db: Db) {}

  async get(businessId: string, e164: string, consistent = false): Promise<CustomerRecord | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: customerKey(businessId, e164), ConsistentRead: consistent }));
    return out.Item ? (strip(out.Item) as unknown as CustomerRecord) : null;
  }

  /** One page, newest contact first; `after` is the previous page's `next` (the last customer's list sort value). */
  async page(businessId: string, limit: number, after?: string): Promise<{ customers: CustomerRecord[]; next: string | null }> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: after ? 'GSI1PK = :pk AND GSI1SK < :after' : 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': customerListPartition(businessId), ...(after ? { ':after': after } : {}) },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const items = out.Items ?? [];
    const last = items[items.length - 1];
    return {
      customers: items.map((i) => strip(i) as unknown as CustomerRecord),
      next: out.LastEvaluatedKey && last ? String(last.GSI1SK) : null,
    };
  }

  /** One page of the customer's history, newest first; `after` is the previous page's `next` (a sort key). */
  async history(businessId: string, e164: string, limit: number, after?: string): Promise<{ entries: CustomerHistoryRecord[]; next: string | null }> {
    const prefix = customerHistoryPrefix(e164);
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: after ? 'PK = :pk AND SK BETWEEN :prefix AND :after' : 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': prefix, ...(after ? { ':after': `${prefix}${after}` } : {}) },
        ScanIndexForward: false,
        Limit: limit + (after ? 1 : 0),
      }),
    );
    let items = out.Items ?? [];
    // BETWEEN is inclusive: the cursor's own entry comes back first and is dropped.
    if (after) items = items.filter((i) => String(i.SK) !== `${prefix}${after}`).slice(0, limit);
    const last = items[items.length - 1];
    return {
      entries: items.map((i) => strip(i) as unknown as CustomerHistoryRecord),
      next: out.LastEvaluatedKey && last ? String(last.SK).slice(prefix.length) : null,
    };
  }
}
