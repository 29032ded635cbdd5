import type { Order } from '../../contract/orders.js';

export { ORDER_STATUSES, type OrderStatus } from '../../contract/orders.js';

/**
 * An order the phone assistant took (restaurants, cafés, delivery), as stored: the wire's order without its API
 * address, with the engine's effect key (with call_id, it makes a retried turn store the order once) and the intake.
 */
export interface OrderRecord extends Omit<Order, 'ref'> {
  effect_key: string;
  intake: unknown;
}

/**
 * An order's address in the API: its creation instant and id (the sort key's parts), base64url-encoded, so one
 * GetItem finds it without a second index. Its business always comes from the session, never from the ref.
 */
export function orderRef(order: Pick<OrderRecord, 'created_at' | 'id'>): string {
  return Buffer.from(`${order.created_at}|${order.id}`).toString('base64url');
}

/** The ref's parts, or null when it is not a ref. */
export function parseOrderRef(ref: string): [string, string] | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(ref)) return null;
  const text = Buffer.from(ref, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)\|([A-Za-z0-9_-]{1,64})$/.exec(text);
  return m ? [m[1], m[2]] : null;
}
