import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../core/services.js';
import { isConditionFailure } from './errors.js';
import { ORDER_PREFIX, businessPartition, orderKey } from './keys.js';

/** An order the phone assistant took (restaurants, cafés, delivery). Money as two-place decimal strings. */
export interface OrderRecord {
  id: string;
  business_id: string;
  /** The call that placed it, and the engine's effect key: together they make a retried turn store it once. */
  call_id: string;
  effect_key: string;
  is_test: boolean;
  status: 'new';
  lines: Array<{ business_item_id: string; name: string; quantity: number; unit_price: string; line_total: string; currency: string }>;
  total: string;
  currency: string;
  fulfillment: 'pickup' | 'delivery';
  fulfillment_time: string | null;
  delivery_address: string | null;
  customer_name: string;
  phone_number: string;
  notes: string;
  summary: string;
  intake: unknown;
  created_at: string;
}

export class OrdersRepo {
  constructor(private readonly db: Db) {}

  /** Stores the order once; false when it was already stored (same id). */
  async create(order: OrderRecord): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: { ...orderKey(order.business_id, order.created_at, order.id), ...order },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
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
}
