import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '07:00',
  close_time: '20:00',
  disabled: false,
}));

const product = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true, product: true });
const juiceBar: AssistantBusiness['business_items'] = [
  product('smoothie-sm', 'Berry Smoothie, small (12 oz)', '5.00'),
  product('smoothie-lg', 'Berry Smoothie, large (20 oz)', '7.00'),
  product('bagel', 'Sesame Bagel', '2.50'),
  product('toast', 'Avocado Toast', '8.00'),
  product('bowl', 'Acai Bowl', '9.50'),
  product('protein', 'Protein Scoop (whey, pea or hemp)', '1.50'),
  product('cookies-6', 'Cookie Box, half dozen', '12.00'),
  product('cookie', 'Oatmeal Cookie', '2.25'),
];
const shop = () => makeBusiness({ name: 'Green Cup', industry: 'Restaurant / Café', items: juiceBar, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(shop(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

const service = (id: string, name: string, duration: number) => ({ id, name, price: '100.00', duration, currency: 'USD', enabled: true });
const counsel = new Catalog([
  service('estate', 'Estate Planning Meeting', 60),
  service('trust', 'Living Trust Review', 45),
  service('postnup', 'Postnuptial Agreement Review', 60),
  service('notary', 'Notary Visit', 15),
]);

describe('a choice changed and changed back in one breath', () => {
  it('an order keeps the item the caller came back to, and drops the one named between', () => {
    const c = ordering('can i get an avocado toast, wait no an acai bowl, hmm no back to the toast, and a sesame bagel');
    expect(lines(c)).toEqual({ toast: 1, bagel: 1 });
  });

  it('a service chosen, replaced and chosen again is the one chosen last', () => {
    const found = counsel.find('i want the estate planning, no actually the trust review, well maybe just the estate planning');
    expect(found && 'item' in found && found.item.id).toBe('estate');
  });

  it('two items named plainly one after the other are still both named', () => {
    const found = counsel.find('the estate planning and the trust review and the estate planning');
    expect(found && 'ambiguous' in found).toBe(true);
  });
});

describe('a clipped word for a word of the name', () => {
  it('is that word, said as one word or as two', () => {
    for (const said of ['how much is the postnup review', 'how much for a post nup']) {
      const found = counsel.find(said);
      expect(found && 'item' in found && found.item.id, said).toBe('postnup');
    }
  });
});

describe('add-ons and counts said around the item', () => {
  it('an add-on put "in" some of the items counted before it goes on that many', () => {
    const c = ordering('four small berry smoothies and put a protein scoop in three of them');
    expect(lines(c)).toEqual({ 'smoothie-sm': 4, protein: 3 });
  });

  it('an add-on with no count of its own said right after "with" goes on each of the items', () => {
    const c = ordering('two large berry smoothies with protein scoop and a sesame bagel');
    expect(lines(c)).toEqual({ 'smoothie-lg': 2, protein: 2, bagel: 1 });
  });

  it('"a couple of" is two, and "a dozen" of one item does not name the half-dozen box of another', () => {
    const c = ordering('can i get a couple of sesame bagels and a dozen oatmeal cookies');
    expect(lines(c)).toEqual({ bagel: 2, cookie: 12 });
  });

  it('"half a dozen" with the box\'s own word is the box', () => {
    const c = ordering('a half dozen cookie box please');
    expect(lines(c)).toEqual({ 'cookies-6': 1 });
  });
});

describe('a choice the name lists in brackets', () => {
  it('names the item on its own, in an order and in a price question', () => {
    const c = ordering('a small berry smoothie with hemp');
    expect(lines(c)).toEqual({ 'smoothie-sm': 1, protein: 1 });
    const q = new Call(ctx(shop(), NOON));
    q.greet();
    expect(q.say('how much does it cost to add pea').say).toMatch(/Protein Scoop.*\$1\.50/);
  });

  it('a list of what comes with an item is no choice', () => {
    const kit = new Catalog([product('kit', 'Starter Kit (10 boxes, tape, labels)', '40.00'), product('tape', 'Packing Tape', '4.00')]);
    expect(kit.mentions('two rolls of tape').map((m) => m.item.id)).toEqual(['tape']);
    expect(kit.mentions('some labels')).toEqual([]);
  });
});

describe('an item said without the size that tells its family apart', () => {
  it('is asked about by size, never dropped, and the size said next is ordered with the count said first', () => {
    const c = ordering('can i get two berry smoothies and an avocado toast');
    expect(lines(c)).toEqual({ toast: 1 });
    expect(c.turns[c.turns.length - 1].say).toMatch(/which size would you like for the berry smoothies: the small \(12 oz\) or the large \(20 oz\)/i);
    c.say('the large ones please');
    expect(lines(c)).toEqual({ toast: 1, 'smoothie-lg': 2 });
  });

  it('the size may be given by its measure', () => {
    const c = ordering('can i get one berry smoothie');
    c.say('twelve ounce');
    expect(lines(c)).toEqual({ 'smoothie-sm': 1 });
  });

  it('a size said with the item is no question', () => {
    const c = ordering('a large berry smoothie please');
    expect(lines(c)).toEqual({ 'smoothie-lg': 1 });
    expect(c.turns[c.turns.length - 1].say).not.toMatch(/which size/i);
  });
});
