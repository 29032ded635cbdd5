import { describe, expect, it } from 'vitest';
import { itemCovers } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong: a count the caller says ("a 120 pound dog") that another item's name covers
 * ("... for dogs over 80 lbs") and the nearest item's name does not speak of: the nearest item's price is another
 * case's. Sentences and business written for this test.
 */
const TUESDAY = '2025-03-11T14:00:00Z';
const items = [
  { id: 'i-groom', name: 'Full Groom', price: '70', duration: 90, currency: 'USD', enabled: true },
  { id: 'i-groom-xl', name: 'Full Groom for dogs over 70 lbs', price: '110', duration: 120, currency: 'USD', enabled: true },
  { id: 'i-nails', name: 'Nail Clip', price: '15', duration: 15, currency: 'USD', enabled: true },
];
const groomer = makeBusiness({ name: 'Suds & Pups', items, questions: [] });

describe('a count covered by another item of the same name', () => {
  it('"a ninety pound shepherd" is not the regular groom', () => {
    expect(itemCovers('how much to groom my ninety pound shepherd', items[0], items)).toBe('count');
    expect(itemCovers('whats a full groom for a 95 lb lab', items[0], items)).toBe('count');
  });
  it('"a hundred and twenty pound" is read as 120', () => {
    expect(itemCovers('my dog is a hundred and twenty pound great dane whats a full groom', items[0], items)).toBe('count');
    const r = new Call(ctx(groomer, TUESDAY)).say('my dog is a hundred and twenty pound great dane whats a full groom');
    expect(r.say).not.toMatch(/\$70/);
  });
  it('a count the other item does not cover, or none at all, leaves the item as it is', () => {
    expect(itemCovers('how much is a full groom for my forty pound poodle', items[0], items)).toBeNull();
    expect(itemCovers('how much is a full groom', items[0], items)).toBeNull();
    expect(itemCovers('how much is a full groom for my 90 lb lab', items[1], items)).toBeNull();
  });
});
