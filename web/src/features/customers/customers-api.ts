import { api } from '../../lib/api';
import type { CustomerDetail, CustomerPage } from '../../../../functions/contract/customers';

export type { CustomerDetail, CustomerHistoryEntry, CustomerJson, CustomerPage } from '../../../../functions/contract/customers';
export { customerLink } from '../../../../functions/contract/customers';

export const listCustomers = (after?: string | null, signal?: AbortSignal) => api.get<CustomerPage>('/customers', { query: { after }, signal });
export const getCustomer = (id: string, after?: string | null, signal?: AbortSignal) =>
  api.get<CustomerDetail>(`/customers/${encodeURIComponent(id)}`, { query: { after }, signal });
