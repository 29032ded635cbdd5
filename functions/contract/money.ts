/**
 * Money as the product shows it everywhere, on screens and in texts and emails: "$12.50" (en-US currency format) for
 * a decimal-string amount. The decimal string goes to Intl as it is (never through a binary float); a currency Intl
 * does not know reads "12.50 XYZ", and text that is not an amount stays as it came, with its currency.
 */
export function formatMoney(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format((amount.trim() || '0') as `${number}`);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * A service's or product's price as the owner reads it: "Free" for 0, otherwise formatMoney (the assistant says
 * "free" only for a service named free, since 0 is the form's default: assistant/answers.ts). Totals and revenue stay formatMoney: nothing earned is "$0.00", not "Free".
 */
export function formatItemPrice(amount: string, currency: string): string {
  const value = Number(amount);
  return amount.trim() !== '' && value === 0 ? 'Free' : formatMoney(amount, currency);
}
