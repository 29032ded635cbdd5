import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, OPEN_7_TO_20 as HOURS, orderLines, product, usdItem as item } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';

describe('a head word that several names end on', () => {
  const shelf = new Catalog([
    item('crate-s', 'Storage Crate, Small', '5.00', null),
    item('crate-l', 'Storage Crate, Large', '8.00', null),
    item('crate-wine', 'Wine Crate', '11.00', null),
    item('rope', 'Tie-Down Rope', '7.00', null),
  ]);

  it('said alone names none of them: the caller is asked which, never given the shortest name', () => {
    expect(shelf.mentions('i need a few crates')).toEqual([]);
    expect(shelf.undecided('i need a few crates')[0].items.map((i) => i.id).sort()).toEqual(['crate-l', 'crate-s', 'crate-wine']);
  });

  it('said with another word of one name still names that one', () => {
    expect(shelf.mentions('two wine crates and a rope').map((m) => [m.item.id, m.quantity])).toEqual([
      ['crate-wine', 2],
      ['rope', 1],
    ]);
    expect(shelf.mentions('a large crate').map((m) => m.item.id)).toEqual(['crate-l']);
  });

  it('a name that joins several things does not end on what it is: the side said alone is the side', () => {
    const menu = new Catalog([
      item('wings', 'Hot Wings', '9.00', null),
      item('meal', 'Meal Deal: Any Burger with Fries or Wings', '15.00', null),
      item('burger', 'Cheeseburger', '10.00', null),
    ]);
    expect(menu.mentions('a cheeseburger and some wings').map((m) => m.item.id)).toEqual(['burger', 'wings']);
  });
});

// A noodle bar whose add-ons carry their own names, glossed in plain words in brackets.
const noodleBar: AssistantBusiness['business_items'] = [
  product('udon', 'Kitsune Udon', '13.00'),
  product('soba', 'Cold Soba', '12.00'),
  product('tamago', 'Add-on: Onsen Tamago (slow-cooked egg)', '2.50'),
  product('nori', 'Add-on: Kizami Nori (shredded seaweed)', '1.00'),
  product('tempura', 'Shrimp Tempura (3 pieces)', '7.00'),
];
const bar = () => makeBusiness({ name: 'Udon Corner', industry: 'Restaurant / Café', items: noodleBar, questions: [], hours: HOURS });

describe('an add-on named by the plain words its bracket gives', () => {
  const menu = new Catalog(noodleBar);

  it('is ordered as its own priced line when added to a bowl', () => {
    const c = callSaying(bar(), NOON, 'can i get a kitsune udon with the slow cooked egg and a cold soba');
    expect(orderLines(c)).toEqual({ udon: 1, tamago: 1, soba: 1 });
  });

  it('"add" or "with" said before the last word alone names it', () => {
    expect(menu.mentions('two cold soba and add an egg').map((m) => m.item.id)).toEqual(['soba', 'tamago']);
    expect(menu.mentions('a kitsune udon and add some seaweed').map((m) => m.item.id)).toEqual(['udon', 'nori']);
  });

  it('the last word asked about in a question names nothing', () => {
    expect(menu.mentions('is there egg in the udon broth').map((m) => m.item.id)).not.toContain('tamago');
  });

  it('a booked service is not named by its bracket: a price question stays a question', () => {
    const clinic = new Catalog([item('consult', 'Laser Consultation (tattoo fading)', '60.00', 30), item('serum', 'Calming Serum', '30.00', null)]);
    expect(clinic.mentions('how much is it to add fading')).toEqual([]);
  });

  it('a word of the gloss that other names share names nothing by it', () => {
    const shared = new Catalog([...noodleBar, product('omelette', 'Egg Omelette Rice', '9.00')]);
    expect(shared.mentions('a cold soba and add an egg').map((m) => m.item.id)).not.toContain('tamago');
  });
});
