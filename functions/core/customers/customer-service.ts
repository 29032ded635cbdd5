import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { notFound, validationList } from '../errors.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import type { CustomerHistoryRecord, CustomerRecord } from './model.js';
import {
  CUSTOMER_PAGE_DEFAULT,
  CUSTOMER_PAGE_MAX,
  type CustomerDetail,
  type CustomerHistoryEntry,
  type CustomerJson,
  type CustomerPage,
} from '../../contract/customers.js';
import type { CustomersRepository } from '../repositories.js';

// Strict like the calls and appointments lists: a misnamed cursor (`cursor=`) is refused, not read as page one.
const pageQuery = z.strictObject({
  limit: z.optional(
    z.coerce
      .number({ message: 'must be a number' })
      .check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(CUSTOMER_PAGE_MAX, `must be at most ${CUSTOMER_PAGE_MAX}`)),
  ),
  after: z.optional(z.string().check(z.maxLength(200, 'is too long'))),
});

/** List cursors are `<UTC ISO>#+<digits>`; history cursors `<UTC ISO>#<kind>#<id>`. */
const LIST_CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#\+\d{6,15}$/;
const HISTORY_CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#(call|appointment|order|message)#[A-Za-z0-9_-]{1,100}$/;

const LINK: Record<CustomerHistoryRecord['kind'], (id: string) => string> = {
  call: (id) => `/dashboard/recordings?call=${encodeURIComponent(id)}`,
  appointment: (id) => `/dashboard?appointment=${encodeURIComponent(id)}`,
  order: (id) => `/dashboard/orders?order=${encodeURIComponent(id)}`,
  // A message is kept in its call's transcript.
  message: (id) => `/dashboard/recordings?call=${encodeURIComponent(id)}`,
};

/** Customers (issue 18): one per caller number, built by the calls, bookings, orders and messages that name them. */
export class CustomerService {
  private readonly repo: CustomersRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.customers;
  }

  async list(userId: string, raw: Record<string, string | undefined>): Promise<CustomerPage> {
    const q = parseOrThrow(pageQuery, raw);
    if (q.after !== undefined && !LIST_CURSOR.test(q.after)) throw validationList(['After is not a cursor from this list']);
    const businessId = await new BusinessService(this.services).businessIdOf(userId);
    const page = await this.repo.page(businessId, q.limit ?? CUSTOMER_PAGE_DEFAULT, q.after);
    return { customers: page.customers.map(toJson), next: page.next };
  }

  /** `id`: the number's digits without '+'. Another business's customer answers 404 like a missing one. */
  async detail(userId: string, id: string, raw: Record<string, string | undefined>): Promise<CustomerDetail> {
    const q = parseOrThrow(pageQuery, raw);
    if (q.after !== undefined && !HISTORY_CURSOR.test(q.after)) throw validationList(['After is not a cursor from this history']);
    if (!/^\d{6,15}$/.test(id)) throw notFound('Customer');
    const businessId = await new BusinessService(this.services).businessIdOf(userId);
    const e164 = `+${id}`;
    const customer = await this.repo.get(businessId, e164);
    if (!customer) throw notFound('Customer');
    const page = await this.repo.history(businessId, e164, q.limit ?? CUSTOMER_PAGE_DEFAULT, q.after);
    return { customer: toJson(customer), history: page.entries.map(historyToJson), next: page.next };
  }
}

export function toJson(c: CustomerRecord): CustomerJson {
  return {
    id: c.phone_number.slice(1),
    phone_number: c.phone_number,
    name: c.name ?? '',
    email: c.email ?? null,
    first_contact_at: c.first_contact_at,
    last_contact_at: c.last_contact_at,
    counts: {
      call: Number(c.calls_count ?? 0),
      appointment: Number(c.appointments_count ?? 0),
      order: Number(c.orders_count ?? 0),
      message: Number(c.messages_count ?? 0),
    },
  };
}

function historyToJson(h: CustomerHistoryRecord): CustomerHistoryEntry {
  return {
    kind: h.kind,
    record_id: h.record_id,
    at: h.at,
    title: h.title,
    detail: h.detail,
    ...(h.when ? { when: h.when } : {}),
    link: LINK[h.kind](h.record_id),
  };
}
