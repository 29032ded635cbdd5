/*
 * Customers (issue 18): what crosses the wire between GET /api/customers, GET /api/customers/{id} and the web's
 * Customers view. Plain types and constants only, so the web bundle imports this file without server code.
 */

/** The kinds of contact a customer's history holds. */
export const CUSTOMER_HISTORY_KINDS = ['call', 'appointment', 'order', 'message'] as const;
export type CustomerHistoryKind = (typeof CUSTOMER_HISTORY_KINDS)[number];

/** A customer: one per caller phone number (E.164) of a business. */
export interface CustomerJson {
  /** The number's digits without the '+' (a path id): '13125550100'. */
  id: string;
  phone_number: string;
  /** The latest name the customer gave (an appointment, order or message); '' when none yet. */
  name: string;
  email: string | null;
  /** UTC ISO instants. */
  first_contact_at: string;
  last_contact_at: string;
  counts: Record<CustomerHistoryKind, number>;
}

/** One contact in a customer's history, newest first, with where the dashboard opens the record. */
export interface CustomerHistoryEntry {
  kind: CustomerHistoryKind;
  record_id: string;
  at: string;
  title: string;
  detail: string;
  /** An appointment's start (UTC ISO). */
  when?: string;
  link: string;
}

/** GET /api/customers?limit=&after= (newest contact first). */
export interface CustomerPage {
  customers: CustomerJson[];
  /** Pass back as `after` for the next page; null on the last. */
  next: string | null;
}

/** GET /api/customers/{id}?limit=&after= (the customer and one page of their history). */
export interface CustomerDetail {
  customer: CustomerJson;
  history: CustomerHistoryEntry[];
  next: string | null;
}

export const CUSTOMER_PAGE_DEFAULT = 50;
export const CUSTOMER_PAGE_MAX = 100;

/** Where the dashboard opens a customer. */
export const customerLink = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
