import { api } from '../../lib/api';
import { IDEMPOTENCY_KEY_HEADER, type Appointment, type AppointmentStatus, type ConfirmResult, type DashboardStats } from '../../../../functions/contract/appointments';
import type { AppointmentInput } from '../../../../functions/contract/appointments-schemas';

export type { Appointment, AppointmentIntakeAnswer, AppointmentStatus, ConfirmResult, DashboardStats } from '../../../../functions/contract/appointments';
export type { AppointmentInput } from '../../../../functions/contract/appointments-schemas';

export interface AppointmentFilters {
  /** '' is All (no status). */
  status: AppointmentStatus | '';
  first_name: string;
  last_name: string;
  phone_number: string;
  business_item_id: string;
}

export const DEFAULT_FILTERS: AppointmentFilters = { status: 'upcoming', first_name: '', last_name: '', phone_number: '', business_item_id: '' };

export const PAGE_SIZE = 100;

export interface AppointmentPage {
  appointments: Appointment[];
  /** The `after` cursor of the next page, or null at the end. */
  next: string | null;
}

/**
 * One page; the answer is an object whose values are the list (spec section 7). The server's X-Next-Cursor says
 * whether there is more: a filtered page can be short, even empty, and still have a next page, because each
 * request reads a bounded part of the calendar.
 */
export async function listAppointments(filters: AppointmentFilters, after?: string | null, signal?: AbortSignal): Promise<AppointmentPage> {
  let next: string | null = null;
  const body = await api.get<Record<string, Appointment>>('/appointments/', {
    query: { ...filters, limit: PAGE_SIZE, after: after ?? undefined },
    signal,
    onHeaders: (headers) => (next = headers.get('X-Next-Cursor')),
  });
  return { appointments: Object.values(body ?? {}), next };
}

/** `idempotencyKey`: one per opened form, so a retry or a second click answers the appointment the first one made. */
export const createAppointment = (input: AppointmentInput, idempotencyKey: string) =>
  api.post<Appointment>('/appointments/', input, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
/** `input.lock_version`: the version the form opened, so a save over another tab's answers 409 (CHANGED_ELSEWHERE). */
export const updateAppointment = (id: string, input: Partial<AppointmentInput> & { lock_version: number }) =>
  api.put<Appointment>(`/appointments/${encodeURIComponent(id)}/`, input);
export const getAppointment = (id: string) => api.get<Appointment>(`/appointments/${encodeURIComponent(id)}`);
/**
 * Deletes the appointment as the owner last saw it (`lockVersion`; a changed one answers 409); `tellCustomer`: the
 * customer is texted (and emailed) that it is cancelled.
 */
export const deleteAppointment = (id: string, lockVersion: number, tellCustomer = false) =>
  api.delete<null>(`/appointments/${encodeURIComponent(id)}/`, { query: { lock_version: lockVersion, notify_customer: String(tellCustomer) } });

export const fetchStats = (signal?: AbortSignal) => api.get<DashboardStats>('/appointments/stats', { signal });

/** Spec section 6: the confirmation call is made without credentials. */
export const confirmAppointment = (confirmationCode: string) =>
  api.post<ConfirmResult>('/appointments/confirm/', { confirmation_code: confirmationCode }, { credentials: 'omit' });
