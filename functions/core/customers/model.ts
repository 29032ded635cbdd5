// A customer (one per caller number) and their history, as stored by data/customers-repo.ts.
import type { CustomerHistoryKind } from '../../contract/customers.js';

/** The stored customer (one per caller number of a business). */
export interface CustomerRecord {
  business_id: string;
  phone_number: string;
  name: string;
  email: string | null;
  first_contact_at: string;
  last_contact_at: string;
  calls_count: number;
  appointments_count: number;
  orders_count: number;
  messages_count: number;
}

export interface CustomerHistoryRecord {
  kind: CustomerHistoryKind;
  record_id: string;
  at: string;
  title: string;
  detail: string;
  when?: string;
}
