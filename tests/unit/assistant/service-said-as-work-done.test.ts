import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { Call, ctx, makeBusiness, TRIAL_MONDAY } from './fixtures.js';

/**
 * A service named by its word said as the work done ("my hair coloured", "my brows waxed"): the thing worked on,
 * said right before it, is what the work is done to, not a word that makes it the name of something else.
 */
const items = [
  { id: 'men', name: "Men's Haircut", price: '35', duration: 30, currency: 'USD', enabled: true },
  { id: 'colour', name: 'Full Color', price: '110', duration: 90, currency: 'USD', enabled: true },
  { id: 'brow', name: 'Brow Wax', price: '18', duration: 15, currency: 'USD', enabled: true },
  { id: 'beard', name: 'Beard Trim', price: '20', duration: 20, currency: 'USD', enabled: true },
];
const salon = makeBusiness({ name: 'North End Hair Studio', industry: 'Hair / Beauty Salon', items, questions: [] });

describe('a service said as the work done to the thing named before it', () => {
  for (const [said, id] of [
    ['could i pop in thursday and get my hair coloured', 'colour'],
    ['i am hoping to have my hair colored', 'colour'],
    ['my son needs his beard trimmed before the wedding', 'beard'],
  ] as const) {
    it(`"${said}" books the ${id}, not a list of every service nor "I don't know"`, () => {
      const c = new Call(ctx(salon, TRIAL_MONDAY));
      const r = c.say(said);
      expect(c.state?.flow).toMatchObject({ kind: 'booking', item: id });
      expect(r.say).not.toMatch(/Which service|don't have that information/);
    });
  }

  it('the catalog reads "hair coloured" as the Full Color, and a plain noun pair still as something else', () => {
    const catalog = new Catalog(items.map((i) => ({ ...i, product: false })) as never);
    expect(catalog.find('getting my hair coloured')).toMatchObject({ item: { id: 'colour' } });
    // A word the business does not use after the name's word still names something else: no Full Color here.
    expect(catalog.mentions('do you carry colored pencils').map((m) => m.item.id)).not.toContain('colour');
    // A noun before a word in "-ing" is a thing of its own ("hair colouring" as a product), not the work on it.
    expect(catalog.find('is hair colouring safe when pregnant')).toBeNull();
  });
});
