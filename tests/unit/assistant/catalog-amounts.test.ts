import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Items named by an amount ("Voucher $25", "Gift Card $100"): callers say the amount in words before a currency word.
 * Reading "the hundred dollar one" as no item asked "which one: the $25 or the $100 voucher?", speaking a price the
 * caller had ruled out.
 */
const vouchers = [
  { id: 'v-25', name: 'Car Wash Voucher $25', price: '25', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'v-100', name: 'Car Wash Voucher $100', price: '100', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'v-250', name: 'Car Wash Voucher $250', price: '250', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'wax', name: 'Hand Wax', price: '60', duration: null, currency: 'USD', enabled: true, product: true },
];
const catalog = new Catalog(vouchers);
const found = (text: string) => {
  const f = catalog.find(text);
  return f && 'item' in f ? f.item.id : f ? 'ambiguous' : null;
};

describe('amounts said in words name the item priced in its name', () => {
  it('"a hundred", "one hundred", "twenty five" and "two hundred and fifty" before dollars or bucks', () => {
    expect(found('could i buy the hundred dollar voucher')).toBe('v-100');
    expect(found('one hundred dollar car wash voucher please')).toBe('v-100');
    expect(found('a twenty five dollar voucher')).toBe('v-25');
    expect(found('the two hundred and fifty buck one')).toBe('v-250');
  });

  it('a number without a currency word is not an amount, and a voucher unnamed stays a choice', () => {
    expect(found('a car wash voucher')).toBe('ambiguous');
    expect(catalog.mentions('two car wash vouchers').every((m) => m.item.id !== 'v-25')).toBe(true);
  });

  it('on the phone, the voucher asked for by its amount is not offered against the others', () => {
    const biz = makeBusiness({ name: 'Sudsy Car Wash', items: vouchers, questions: [] });
    const r = new Call(ctx(biz, '2025-03-10T14:00:00Z')).say('hi can i get the hundred dollar voucher');
    expect(r.say).not.toMatch(/\$25|\$250/);
  });
});
