import type { Services } from '../services.js';
import { AppointmentService } from './appointment-service.js';
import { dayBounds } from './time.js';
import { zoneOf } from './zone.js';
import type { DashboardStats, MoneyTotal } from '../../contract/appointments.js';
import { centsToDecimal, toCents } from '../../contract/cents.js';

export type { DashboardStats, MoneyTotal };


/** The dashboard's four stat cards, for today in the business's time zone. */
export async function dashboardStats(services: Services, userId: string): Promise<DashboardStats> {
  const business = await new AppointmentService(services).ownedRoot(userId);
  const zone = zoneOf(business);
  const { date, start, end } = dayBounds(services.now(), zone);
  const [appointments, outcomes] = await Promise.all([
    services.repos.appointments.between(business.id, start, end),
    services.repos.callOutcomes.between(business.id, start, end),
  ]);
  const today = appointments.filter((a) => a.status !== 'cancelled');
  // Added in integer cents (contract/cents.ts): a day's prices stay far below 2^53 cents.
  const totals = new Map<string, number>();
  for (const a of today) {
    if (!a.business_item) continue;
    totals.set(a.business_item.currency, (totals.get(a.business_item.currency) ?? 0) + toCents(a.business_item.price));
  }
  const finished = outcomes.filter((o) => o !== null);
  const served = finished.filter((o) => o === 'served').length;
  return {
    date,
    time_zone: zone,
    todays_appointments: today.length,
    calls_made: outcomes.length,
    calls_served: served,
    success_rate: finished.length ? Math.round((served / finished.length) * 100) : null,
    revenue_today: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, cents]) => ({ currency, amount: centsToDecimal(cents) })),
  };
}
