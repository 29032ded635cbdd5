/**
 * What crosses the wire for /api/appointments: the statuses and the dashboard's stat cards. Imported by the API and
 * the web (web/ by relative path); it imports nothing outside functions/contract/.
 */

export const APPOINTMENT_STATUSES = ['awaiting_confirmation', 'upcoming', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface MoneyTotal {
  currency: string;
  /** Decimal string with two places. */
  amount: string;
}

export interface DashboardStats {
  /** The business's calendar day the figures are for (YYYY-MM-DD in its zone). */
  date: string;
  time_zone: string;
  todays_appointments: number;
  calls_made: number;
  calls_served: number;
  /** Whole percent of today's finished calls that ended served; null when there were none. */
  success_rate: number | null;
  /** Prices of today's appointments (cancelled ones left out), one total per currency. */
  revenue_today: MoneyTotal[];
}
