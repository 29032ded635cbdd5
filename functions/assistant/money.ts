/**
 * Money as integer cents. Prices arrive as decimal strings ("30", "4.5", "12.99"); totals are summed as
 * integers and spoken in en-US currency format. Never a binary float in between.
 */

/** Cents of a decimal string, or null when it is not a non-negative amount. Extra places are rounded half up. */
export function toCents(price: string | number | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  const text = String(price).trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = (m[2] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "1234.50" from 123450 cents. */
export function centsToDecimal(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const frac = Math.abs(cents % 100);
  return `${whole}.${String(frac).padStart(2, '0')}`;
}

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
