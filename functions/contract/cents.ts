/**
 * Money as integer cents, the one rule every layer adds it by (the assistant's quotes and order totals, the call
 * tally's revenue, Reports, the dashboard's Revenue Today): amounts travel as decimal strings ("30", "4.5", "12.99")
 * and are added as integers, never in binary floating point. Imported by the assistant, core and (if it needs it) the
 * web, so it imports nothing.
 */

/**
 * Cents of a non-negative decimal amount ("12.50" → 1250, "$1,234.5" → 123450), or null when the text is not one (a
 * price is never negative: contract/businesses.ts PRICE_PATTERN). A third decimal rounds half up (a stored price has
 * at most two).
 */
export function parseCents(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const text = String(amount).trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(3, '0');
  let cents = Number(m[1]) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents of an amount being added up: one that is not an amount adds nothing. */
export const toCents = (amount: string | number | null | undefined): number => parseCents(amount) ?? 0;

/** "1234.50" from 123450 cents; "-0.50" from -50. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
