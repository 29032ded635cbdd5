/**
 * What crosses the wire for /api/orders: the order as the Orders view reads it and its statuses. Imported by the API
 * and the web (web/ by relative path); it imports nothing outside functions/contract/.
 */

/** The kitchen's steps (new → preparing → ready → completed), or cancelled. */
export const ORDER_STATUSES = ['new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  business_item_id: string;
  name: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  currency: string;
  /** Which of the item's variants ("Large 16\""); absent for an item without variants. `name` names both. */
  variant?: string;
  /** What the caller asked of this line that is no priced item ("no onions", "thai hot", "sauce on the side"). */
  options?: string[];
}

/** An order as GET /api/orders lists it and PATCH /api/orders/{ref} answers it. Money as two-place decimal strings. */
export interface Order {
  /** The order's address in the API. */
  ref: string;
  id: string;
  business_id: string;
  call_id: string;
  is_test: boolean;
  status: OrderStatus;
  /** When the owner last moved it (absent until then). */
  status_changed_at?: string;
  lines: OrderLine[];
  total: string;
  currency: string;
  fulfillment: 'pickup' | 'delivery';
  fulfillment_time: string | null;
  delivery_address: string | null;
  customer_name: string;
  phone_number: string;
  notes: string;
  summary: string;
  created_at: string;
}

/** One page of GET /api/orders, newest first; `next` is the `after` of the next page. */
export interface OrderPage {
  orders: Order[];
  next: string | null;
}
