import { formatMoney } from '../contract/money.js';
import { QueryCommand, UpdateCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { indexCustomer, indexOrder } from './search-records.js';
import { writeWithContact, type CustomerContact } from './customers-repo.js';
import { ORDER_PREFIX, businessPartition, orderKey } from './keys.js';
import { orderRef, parseOrderRef, type OrderStatus, type OrderRecord } from '../core/orders/model.js';

export class OrdersRepo {
  constructor(private readonly db: Db) {}

  /** Stores the order once, with its customer's contact (one transaction); false when it was already stored (same id). */
  async create(order: OrderRecord): Promise<boolean> {
    const stored = await writeWithContact(this.db, [this.orderItem(order)], orderContact(order));
    if (!stored) return false;
    await indexOrder(this.db, order);
    await indexCustomer(this.db, order.business_id, order.phone_number);
    return true;
  }

  /** The order's own item, new (for a transaction that writes it with its contact). */
  orderItem(order: OrderRecord) {
    return {
      Put: { TableName: this.db.tableName, Item: { ...orderKey(order.business_id, order.created_at, order.id), ...order }, ConditionExpression: 'attribute_not_exists(PK)' },
    };
  }

  /** The business's orders, newest first, one page. */
  async recent(businessId: string, limit = 50): Promise<OrderRecord[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': ORDER_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(({ PK: _pk, SK: _sk, ...rest }) => rest as OrderRecord);
  }

  /** One page of the business's orders, newest first; `after` is the previous page's `next`. */
  async page(businessId: string, limit: number, after?: string): Promise<{ orders: OrderRecord[]; next: string | null }> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': ORDER_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: after ? orderKey(businessId, ...splitRef(after)) : undefined,
      }),
    );
    const orders = (out.Items ?? []).map(({ PK: _pk, SK: _sk, ...rest }) => rest as OrderRecord);
    const last = orders[orders.length - 1];
    return { orders, next: out.LastEvaluatedKey && last ? orderRef(last) : null };
  }

  /**
   * Moves an order from `from` to `to` only if it is still in `from` (a conditional update), so two screens
   * cannot both move it; the stored order after the change, or null when it was not in `from` (or is gone).
   */
  async setStatus(businessId: string, ref: string, from: OrderStatus, to: OrderStatus, nowIso: string): Promise<OrderRecord | null> {
    try {
      const out = await this.db.doc.send(
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: orderKey(businessId, ...splitRef(ref)),
          UpdateExpression: 'SET #s = :to, status_changed_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND #s = :from',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':to': to, ':from': from, ':now': nowIso },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const { PK: _pk, SK: _sk, ...rest } = out.Attributes ?? {};
      await indexOrder(this.db, rest as OrderRecord);
      return rest as OrderRecord;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async get(businessId: string, ref: string): Promise<OrderRecord | null> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK = :sk',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':sk': orderKey(businessId, ...splitRef(ref)).SK },
        ConsistentRead: true,
      }),
    );
    const item = out.Items?.[0];
    if (!item) return null;
    const { PK: _pk, SK: _sk, ...rest } = item;
    return rest as OrderRecord;
  }
}

/** The customer contact an order records. */
export function orderContact(order: OrderRecord): CustomerContact {
  return {
    business_id: order.business_id,
    phone: order.phone_number,
    name: order.customer_name,
    kind: 'order',
    record_id: order.id,
    at: order.created_at,
    title: `Order of ${formatMoney(String(order.total), order.currency)}`,
    detail: order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') || order.summary,
  };
}

/** The ref's parts; throws on anything that is not a ref (callers check with isOrderRef first). */
function splitRef(ref: string): [string, string] {
  const parsed = parseOrderRef(ref);
  if (!parsed) throw new Error('not an order ref');
  return parsed;
}

