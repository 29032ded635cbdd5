import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { conflict, notFound, validationList } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { ownedBusinessRoot } from '../business/owned-root.js';
import { ORDER_STATUSES, orderRef, parseOrderRef, type OrderRecord, type OrderStatus } from './model.js';
import type { Order } from '../../contract/orders.js';
import { formatMoney } from '../../contract/money.js';
import type { OrdersRepository } from '../repositories.js';

export const DEFAULT_ORDER_PAGE = 50;

/** The order as the Orders view reads it: the stored order plus its `ref` (its address in the API). */
export type OrderJson = Order;

// Strict like the calls and appointments lists: a misnamed cursor (`cursor=`) is refused, not read as page one.
const listQuery = z.strictObject({
  limit: z.optional(
    z.coerce.number({ message: 'must be a number' }).check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(100, 'must be at most 100')),
  ),
  after: z.optional(z.string().check(z.maxLength(200, 'is too long'))),
});

const statusBody = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }),
});

/** Forward only: an order never goes back to an earlier step; cancelled and completed are final. */
const STEP: Record<OrderStatus, number> = { new: 0, preparing: 1, ready: 2, completed: 3, cancelled: 3 };

export class OrderService {
  private readonly orders: OrdersRepository;
  constructor(private readonly services: Services) {
    this.orders = services.repos.orders;
  }

  async list(userId: string, query: Record<string, string | undefined>) {
    const q = parseOrThrow(listQuery, query);
    const business = await ownedBusinessRoot(this.services, userId);
    if (q.after !== undefined && !parseOrderRef(q.after)) throw validationList(['After is not a cursor from this list']);
    const page = await this.orders.page(business.id, q.limit ?? DEFAULT_ORDER_PAGE, q.after);
    return { orders: page.orders.map(toJson), next: page.next };
  }

  /** Moves the order to the next status; ready and cancelled text the customer (a pickup needs to know when to come). */
  async setStatus(userId: string, ref: string, body: unknown): Promise<OrderJson> {
    const { status: to } = parseOrThrow(statusBody, body);
    const business = await ownedBusinessRoot(this.services, userId);
    if (!parseOrderRef(ref)) throw notFound('Order');
    const current = await this.orders.get(business.id, ref);
    if (!current) throw notFound('Order');
    const from = current.status;
    if (from === to) return toJson(current);
    if (from === 'completed') throw conflict('This order is already completed, so its status can no longer change.');
    if (from === 'cancelled') throw conflict('This order was cancelled, so its status can no longer change.');
    if (STEP[to] < STEP[from]) throw conflict(`This order is already ${from}; it cannot go back to ${to}.`);
    const saved = await this.orders.setStatus(business.id, ref, from, to, this.services.now().toISOString());
    if (!saved) {
      // The same change sent twice at once (a retry while the first was on its way) is done, not a conflict; only the
      // request whose write landed texts the customer.
      const now = await this.orders.get(business.id, ref);
      if (now?.status === to) return toJson(now);
      throw conflict('This order was just changed elsewhere. Reload the list and try again.');
    }
    const total = formatMoney(saved.total, saved.currency);
    const text =
      to === 'cancelled'
        ? `${business.name}: sorry, we had to cancel your order (${total}). Please call us if you have any questions.`
        : to === 'ready'
          ? saved.fulfillment === 'delivery'
            ? `${business.name}: your order is ready and will be on its way shortly.`
            : `${business.name}: your order is ready for pickup.`
          : null;
    if (text && saved.phone_number) {
      try {
        await this.services.sms.send({ to: saved.phone_number, body: text });
      } catch (error) {
        // The change stands; a text that failed is logged for the owner's support, not turned into an error.
        console.error(JSON.stringify({ level: 'error', message: `order ${to} text failed`, order: saved.id, error: String(error) }));
      }
    }
    return toJson(saved);
  }
}

function toJson(order: OrderRecord): OrderJson {
  const { effect_key: _k, intake: _i, ...rest } = order;
  return { ...rest, ref: orderRef(order) };
}
