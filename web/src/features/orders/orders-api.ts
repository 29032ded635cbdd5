import { api } from '../../lib/api';

export const ORDER_STATUSES = ['new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  business_item_id: string;
  name: string;
  quantity: number;
  unit_price: string;
  line_total: string;
  currency: string;
}

/** GET /api/orders item. */
export interface Order {
  ref: string;
  id: string;
  call_id: string;
  is_test: boolean;
  status: OrderStatus;
  lines: OrderLine[];
  total: string;
  currency: string;
  fulfillment: 'pickup' | 'delivery';
  fulfillment_time: string | null;
  delivery_address: string | null;
  customer_name: string;
  phone_number: string;
  notes: string;
  created_at: string;
}

export interface OrderPage {
  orders: Order[];
  next: string | null;
}

export const listOrders = (after?: string | null, signal?: AbortSignal) => api.get<OrderPage>('/orders', { query: { after }, signal });
export const setOrderStatus = (ref: string, status: OrderStatus) => api.patch<Order>(`/orders/${ref}`, { status });

export const STATUS_LABEL: Record<OrderStatus, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The one button that moves an order on; none once it is completed or cancelled. */
export const NEXT_STATUS: Partial<Record<OrderStatus, { to: OrderStatus; label: string }>> = {
  new: { to: 'preparing', label: 'Start preparing' },
  preparing: { to: 'ready', label: 'Mark ready' },
  ready: { to: 'completed', label: 'Complete' },
};
