import { api } from '../../lib/api';
import type { Order, OrderPage, OrderStatus } from '../../../../functions/contract/orders';

export { ORDER_STATUSES, type Order, type OrderLine, type OrderPage, type OrderStatus } from '../../../../functions/contract/orders';

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
