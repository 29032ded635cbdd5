import { describe, expect, it } from 'vitest';
import { businessCurrency, formatTotals } from '../../../web/src/features/reports/money';

const item = (currency: string, enabled = true) => ({ currency, enabled });

describe('report money (the Bookings and Orders tiles)', () => {
  it('shows each total in its currency, as the dashboard shows prices', () => {
    expect(formatTotals([{ amount: '30.00', currency: 'USD' }], 'USD')).toBe('$30.00');
    expect(formatTotals([{ amount: '1234.50', currency: 'USD' }, { amount: '12.00', currency: 'EUR' }], 'USD')).toBe('$1,234.50 + €12.00');
  });

  it("shows nothing earned as zero in the business's own currency, never a bare 0.00", () => {
    expect(formatTotals([], 'USD')).toBe('$0.00');
    expect(formatTotals([], 'EUR')).toBe('€0.00');
    expect(formatTotals([], 'GBP')).toBe('£0.00');
  });

  it("takes the business's currency from its services: the first enabled one, else any, else USD", () => {
    expect(businessCurrency({ business_items: [item('EUR')] })).toBe('EUR');
    expect(businessCurrency({ business_items: [item('GBP', false), item('EUR')] })).toBe('EUR');
    expect(businessCurrency({ business_items: [item('GBP', false)] })).toBe('GBP');
    expect(businessCurrency({ business_items: [] })).toBe('USD');
    expect(businessCurrency(null)).toBe('USD');
  });
});
