import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

/** An item's name the recogniser mangled, heard by its sound next to the rest of the name (issue 13); own sentences. */
const product = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true, product: true });
const items = [
  product('rings', 'Onion Rings', '4.00'),
  product('onion-soup', 'French Onion Soup', '6.00'),
  product('gouda', 'Smoked Gouda Melt', '9.00'),
  product('cheddar', 'Cheddar Melt', '8.50'),
  product('pretzel', 'Pretzel Bites', '5.00'),
];
const catalog = new Catalog(items);
const named = (said: string) => catalog.mentions(said).map((m) => m.item.id);

describe('a mangled word that sounds like the rest of a name said next to it', () => {
  it('"onion rangs", "a smoked gooder melt", "the chatter melt" are those items', () => {
    expect(named('and a side of onion rangs please')).toEqual(['rings']);
    expect(named('could I get a smoked gooder melt')).toEqual(['gouda']);
    expect(named('the chatter melt and the pretzel bites')).toEqual(['cheddar', 'pretzel']);
  });
  it('a word that sounds like nothing of the name next to it names nothing new ("onion burger" is no item)', () => {
    expect(named('an onion burger')).toEqual([]);
  });
  it('a mangled word alone, with no other word of the name beside it, is not guessed', () => {
    expect(named('some rangs')).toEqual([]);
  });
});

describe('a word that shares only its consonants with a word of a name', () => {
  const shop = new Catalog([product('salt', 'Pool Salt - 40 lb Bag', '12.00'), product('net', 'Leaf Net', '20.00')]);
  it('"a pool slide" is not the Pool Salt (another count of vowel sounds)', () => {
    expect(shop.mentions('can you fix a pool slide').map((m) => m.item.id)).toEqual([]);
  });
});
