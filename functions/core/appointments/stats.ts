import type { Services } from '../services.js';
import { AppointmentService } from './appointment-service.js';
import { dayBounds } from './time.js';
import { zoneOf } from './zone.js';
import type { DashboardStats, MoneyTotal } from '../../contract/appointments.js';

export type { DashboardStats, MoneyTotal };

/** "12.50" → 1250n: money is added in integer cents, never in binary floating point. */
const toCents = (price: string) => {
  const [whole, frac = ''] = price.split('.');
  return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
};
const fromCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

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
  const totals = new Map<string, bigint>();
  for (const a of today) {
    if (!a.business_item) continue;
    totals.set(a.business_item.currency, (totals.get(a.business_item.currency) ?? 0n) + toCents(a.business_item.price));
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
      .map(([currency, cents]) => ({ currency, amount: fromCents(cents) })),
  };
}
