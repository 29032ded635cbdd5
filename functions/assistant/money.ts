/**
 * Money as the assistant says it: integer cents (contract/cents.ts, the one rule every layer adds money by) spoken in
 * en-US currency format. Never a binary float in between.
 */
import { centsToDecimal } from '../contract/cents.js';

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" (en-US currency format); the amount goes to Intl as an exact decimal string. */
export function formatMoney(cents: number, currency = 'USD'): string {
  const code = /^[A-Z]{3}$/.test((currency ?? '').toUpperCase()) ? currency.toUpperCase() : 'USD';
  let f = formatters.get(code);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    formatters.set(code, f);
  }
  return f.format(centsToDecimal(cents) as `${number}`);
}
