// A customer (one per caller number) and their history, as stored by data/customers-repo.ts.
import type { CustomerHistoryEntry } from '../../contract/customers.js';

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

/** A history entry as stored: the wire's entry without the dashboard link. */
export type CustomerHistoryRecord = Omit<CustomerHistoryEntry, 'link'>;
