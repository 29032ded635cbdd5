import { describe, expect, it } from 'vitest';
import { centsToDecimal, parseCents, toCents } from '../../functions/contract/cents.js';

// One rule for adding money in every layer (the assistant's totals, the call tally, Reports, Revenue Today).
describe('contract/cents', () => {
  it('reads every price the server stores (up to nine digits and two decimals) exactly', () => {
    for (const [text, cents] of [['0', 0], ['30', 3000], ['4.5', 450], ['12.99', 1299], ['0.10', 10], ['999999999.99', 99999999999]] as const) {
      expect(parseCents(text)).toBe(cents);
      expect(toCents(text)).toBe(cents);
    }
  });

  it('reads what a caller or a page writes: a dollar sign, thousands commas, a third decimal rounded half up', () => {
    expect(parseCents('$1,234.565')).toBe(123457);
    expect(parseCents(' 12.504 ')).toBe(1250);
  });

  it('is null for what is not an amount; a sum counts it as nothing', () => {
    for (const text of ['abc', '', '-3', '1.2.3', null, undefined]) {
      expect(parseCents(text)).toBeNull();
      expect(toCents(text)).toBe(0);
    }
  });

  it('writes cents back as a two-place decimal string, negatives (a report going down) included', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(450)).toBe('4.50');
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-50)).toBe('-0.50');
    expect(centsToDecimal(-1205)).toBe('-12.05');
  });

  it('adds in integers: 0.10 + 0.20 is 0.30, not 0.30000000000000004', () => {
    expect(centsToDecimal(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });
});
