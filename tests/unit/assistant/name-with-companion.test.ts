import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

/**
 * A name that adds who or what comes with the visit ("Suit Fitting with Marco"): the word before "with" is what the
 * item is (issue 13). Sentences written for these tests.
 */
const item = (id: string, name: string, duration: number | null, price: string) => ({ id, name, price, duration, currency: 'USD', enabled: true });
const catalog = new Catalog([
  item('mini', 'Suit Fitting with Marco (30 min)', 30, '0'),
  item('family', 'Wedding Dress Fitting (90 min)', 90, '60'),
  item('hem', 'Hem Jeans with Cuffs', null, '20'),
  item('waist', 'Take In or Let Out Waist', null, '22'),
  item('press', 'Jeans Laundered and Pressed', null, '6'),
]);
const found = (text: string) => {
  const f = catalog.find(text);
  return f && 'item' in f ? f.item.id : f ? (f.ambiguous.map((i) => i.id).sort().join(',')) : null;
};

describe('the word before "with" names the item when it is a kind of visit', () => {
  it('"a fitting" is either fitting, not only the one without a companion', () => {
    expect(found('can i come in for a fitting')).toBe('family,mini');
  });
  it('the companion or the other session\'s own words still decide', () => {
    expect(found('a fitting with marco')).toBe('mini');
    expect(found('the wedding dress fitting')).toBe('family');
  });
  it('a thing worked on before "with" is not what the item is', () => {
    expect(found('what does it cost to take in the waist on my jeans')).toBe('waist');
  });
});
