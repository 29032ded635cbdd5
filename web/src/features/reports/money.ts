import { formatPrice } from '../appointments/appointment-format';
import type { MoneyTotal } from '../../../../functions/contract/reports';
import type { BusinessItem } from '../../../../functions/contract/businesses';

/**
 * The currency a business prices in. A business has none of its own, only its services do: the first enabled one's,
 * else any one's, else USD (the services' default).
 */
export function businessCurrency(business: { business_items: Array<Pick<BusinessItem, 'currency' | 'enabled'>> } | null | undefined): string {
  const items = business?.business_items ?? [];
  return (items.find((i) => i.enabled) ?? items[0])?.currency || 'USD';
}

/** Report totals as the dashboard shows money ('$1,234.50 + €12.00'); nothing earned is zero in `currency`. */
export function formatTotals(list: MoneyTotal[], currency: string): string {
  return list.length ? list.map((m) => formatPrice(m.amount, m.currency)).join(' + ') : formatPrice('0', currency);
}
