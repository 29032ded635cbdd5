import { describe, expect, it } from 'vitest';
import { formatItemPrice, formatMoney } from '../../functions/contract/money.js';
import { formatPrice, formatServicePrice } from '../../web/src/lib/money.js';

// One rule for money on every screen, text and email: "$12.50", never "12.50 USD".
describe('formatMoney', () => {
  it('shows a decimal-string amount in the en-US currency format', () => {
    expect(formatMoney('12.50', 'USD')).toBe('$12.50');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('3.00', 'EUR')).toBe('€3.00');
  });

  it('keeps every digit of a large amount (the decimal string is formatted, not a float)', () => {
    expect(formatMoney('90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
  });

  it('reads an unknown currency and text that is not an amount plainly', () => {
    expect(formatMoney('12.5', 'XY')).toBe('12.50 XY');
    expect(formatMoney('free', 'USD')).toBe('free USD');
  });

  it('is the web formatter: one rule for the screens and the server', () => {
    expect(formatPrice).toBe(formatMoney);
  });
});

// A service at 0 is what the assistant tells callers is free: the owner reads the same word, never "$0.00".
describe('formatItemPrice', () => {
  it('reads a price of 0 as Free, however the 0 is written', () => {
    for (const zero of ['0', '0.0', '0.00', ' 0 ']) expect(formatItemPrice(zero, 'USD')).toBe('Free');
    expect(formatServicePrice).toBe(formatItemPrice);
  });

  it('shows any other price as money, and text that is not an amount as it came', () => {
    expect(formatItemPrice('0.01', 'USD')).toBe('$0.01');
    expect(formatItemPrice('45', 'USD')).toBe('$45.00');
    expect(formatItemPrice('', 'USD')).not.toBe('Free');
  });
});
