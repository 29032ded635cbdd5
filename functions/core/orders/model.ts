import type { OrderStatus } from '../../contract/orders.js';

export { ORDER_STATUSES, type OrderStatus } from '../../contract/orders.js';

/** An order the phone assistant took (restaurants, cafés, delivery). Money as two-place decimal strings. */
export interface OrderRecord {
  id: string;
  business_id: string;
  /** The call that placed it, and the engine's effect key: together they make a retried turn store it once. */
  call_id: string;
  effect_key: string;
  is_test: boolean;
  status: OrderStatus;
  /** When the owner last moved it (absent until then). */
  status_changed_at?: string;
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
