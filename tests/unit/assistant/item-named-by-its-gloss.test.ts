import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, OPEN_7_TO_20 as HOURS, orderLines, product, usdItem as item } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';

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
