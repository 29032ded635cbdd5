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
