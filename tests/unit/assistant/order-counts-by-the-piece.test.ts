import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { EN } from '../../../functions/assistant/understanding/locale/en.js';
import { Call, ctx, makeBusiness, product } from './fixtures.js';

/**
 * Things sold by the count ("Nuggets - 8 count"), named by the count and its unit ("an eight piece"), in sentences
 * written for these tests (issue 13). Monday 2 June 2025, 11:00 in New York.
 */
const NOW = '2025-06-02T15:00:00Z';
const items = [
  product('n8', 'Classic Nuggets - 8 count', '6.00'),
  product('n16', 'Classic Nuggets - 16 count', '11.00'),
  product('sp8', 'Spicy Nuggets - 8 count', '6.50'),
  product('t4', 'Crispy Tenders - 4 pc', '7.00'),
  product('dumpling12', 'Original Dumplings - 12 count', '9.00'),
  product('dumplingveg12', 'Veggie Dumplings - 12 count', '9.50'),
  product('tray', 'Party Tray (100 nuggets, three sauces)', '70.00'),
  product('box', 'Snack Box (20 bites)', '12.00'),
  product('slaw', 'Coleslaw', '2.50'),
];
const shop = makeBusiness({ name: 'Cluck Stop', industry: 'Restaurant', items, questions: [] });
const catalog = new Catalog(items);
const named = (said: string) => catalog.mentions(said).map((m) => [m.item.id, m.quantity]);

function firstTurn(said: string) {
  const c = new Call(ctx(shop, NOW));
  c.greet();
  const r = c.say(said);
  return { say: r.say, lines: c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {} };
}

describe('a count said with its unit names the item sold by that count', () => {
  it('"a sixteen piece", "a four pc", "two eight count spicy" name those items, the flavour after it is no other item', () => {
    expect(named('could I have a sixteen piece honey mustard')).toEqual([['n16', 1]]);
    expect(named('a four piece and a coleslaw')).toEqual([['t4', 1], ['slaw', 1]]);
    expect(named('two eight count spicy please')).toEqual([['sp8', 2]]);
  });
  it('a count with the item\'s own word reads the whole phrase ("sixteen piece nuggets" is one line, no question which)', () => {
    expect(named('sixteen piece nuggets')).toEqual([['n16', 1]]);
    expect(catalog.shared('sixteen piece nuggets')).toEqual([]);
  });
  it('a count said alone with no unit is no item ("sixteen" is a quantity)', () => {
    expect(named('sixteen please')).toEqual([]);
  });
  it('a count several items share picks the ordinary one where the others name a kind of their own', () => {
    // "an eight piece": Classic (no ordinary word) and Spicy both come in eights: still asked.
    expect(named('an eight piece')).toEqual([]);
    expect(catalog.shared('an eight piece').map((t) => t.items.map((i) => i.id).sort())).toEqual([['n8', 'sp8']]);
    // "a twelve piece": Original is the ordinary one, Veggie is a kind of its own.
    expect(named('a twelve piece chili oil')).toEqual([['dumpling12', 1]]);
    expect(named('a twelve piece veggie')).toEqual([['dumplingveg12', 1]]);
  });
  it('a hundred said in words is the name\'s 100 ("the hundred nugget tray")', () => {
    expect(named('and the hundred nugget tray')).toEqual([['tray', 1]]);
  });
  it('in a call: the line is taken and read back, the flavour is not an item', () => {
    const r = firstTurn('hi can i get a sixteen piece buffalo and a coleslaw for pickup');
    expect(r.lines).toEqual({ n16: 1, slaw: 1 });
    expect(r.say).toMatch(/^Got it: 1 Classic Nuggets - 16 count and 1 Coleslaw/);
  });
});

describe('the words between an item and a size said after it are locale data', () => {
  it('the article words are the locale\'s', () => {
    expect(EN.beforeSize).toEqual(expect.arrayContaining(['the', 'a', 'an']));
    expect(EN.ordinary).toEqual(expect.arrayContaining(['regular', 'traditional']));
  });
});

describe('counts and names next to each other', () => {
  it('a count that is part of one item\'s name is not the quantity of the next ("the sixteen piece, the coleslaw")', () => {
    expect(named('yes the sixteen piece, the coleslaw')).toEqual([['n16', 1], ['slaw', 1]]);
  });
  it('"six pieces of" counts what follows, it names no item sold by the count', () => {
    expect(named('four pieces of coleslaw')).toEqual([['slaw', 4]]);
  });
  it('two words each the business\'s own are never heard as one loose word ("piece nuggets")', () => {
    expect(named('a sixteen piece nuggets and a coleslaw')).toEqual([['n16', 1], ['slaw', 1]]);
  });
});

describe('what several items are, said alone in an order', () => {
  it('"some nuggets" with other things asks which nuggets, the rest is taken', () => {
    const r = firstTurn('lemme get some nuggets and a coleslaw');
    expect(r.lines).toEqual({ slaw: 1 });
    expect(r.say).toMatch(/For the nuggets, we have the Classic Nuggets - 8 count, Classic Nuggets - 16 count, or the Spicy Nuggets - 8 count\. Which one would you like\?/);
  });
  it('the reply names one and it is taken', () => {
    const c = new Call(ctx(shop, NOW));
    c.greet();
    c.say('lemme get some nuggets and a coleslaw');
    expect(c.say('the spicy one').say).toMatch(/^Got it: 1 Coleslaw and 1 Spicy Nuggets - 8 count/);
  });
});

describe('what several items are, heard only as a near word', () => {
  const pies = new Catalog([product('beef', 'Beef Patty', '5.00'), product('veg', 'Veggie Patty', '5.00')]);
  it('"for a party" asks nothing about the patties ("party" is no "patty" said)', () => {
    expect(pies.undecided('can i get something for a party')).toEqual([]);
    expect(pies.undecided('can i get two patties').map((u) => [u.items.map((i) => i.id), u.quantity])).toEqual([[['beef', 'veg'], 2]]);
  });
});
