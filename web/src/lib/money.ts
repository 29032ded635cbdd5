/** "$44.00" (en-US currency format) for a decimal-string amount, as every screen and the customer's texts show money. */
export function formatPrice(price: string, currency: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return `${price} ${currency}`;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
