import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

/** A window cleaner whose item names use the formal words ("Interior", "Exterior", "Heated"). */
const windows = () =>
  makeBusiness({
    name: 'Clearview Glass Care',
    industry: 'Window Cleaning',
    items: [
      { id: 'i-ext', name: 'Exterior Window Wash (up to 20 panes)', price: '140.00', duration: 120, currency: 'USD', enabled: true },
      { id: 'i-int', name: 'Interior Window Wash (up to 20 panes)', price: '110.00', duration: 90, currency: 'USD', enabled: true },
      { id: 'i-mirror', name: 'Heated Mirror Defog Film', price: '25.00', duration: null, currency: 'USD', enabled: true },
      { id: 'i-mirror-plain', name: 'Standard Mirror Defog Film', price: '15.00', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [{ id: 'q-ladder', question: 'Do you clean second floor windows?', answer: 'Yes, up to three stories with our ladders.' }],
  });

/** A piercing studio whose names are clinical, and a notary's office. */
const piercer = () =>
  makeBusiness({
    name: 'Steel & Bloom Piercing',
    industry: 'Piercing Studio',
    items: [
      { id: 'i-navel', name: 'Navel Piercing (jewelry included)', price: '60.00', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-nostril', name: 'Nostril Piercing (jewelry included)', price: '50.00', duration: 20, currency: 'USD', enabled: true },
      { id: 'i-notary', name: 'Notary Stamp (per signature)', price: '10.00', duration: 10, currency: 'USD', enabled: true },
    ],
    questions: [{ id: 'q-age', question: 'How old do I have to be?', answer: 'Eighteen, or sixteen with a parent and ID.' }],
  });

/** A sauna that uses the everyday word itself: its own word is never read as another. */
const sauna = () =>
  makeBusiness({
    name: 'Ember Sauna House',
    industry: 'Sauna',
    items: [
      { id: 'i-hot', name: 'Hot Room Session (60 min)', price: '30.00', duration: 60, currency: 'USD', enabled: true },
      { id: 'i-heated', name: 'Heated Blanket Rental', price: '8.00', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [],
  });

const ask = (business: ReturnType<typeof makeBusiness>, words: string) => {
  const c = new Call(ctx(business, NOON));
  c.greet();
  return c.say(words).say;
};

describe("a caller's everyday word for the formal word of an item's name (LocaleData.plainWords)", () => {
  it.each([
    ['what do you charge for an outside window wash', /\$140\.00/, /\$110\.00/],
    ['how much is an inside window wash', /\$110\.00/, /\$140\.00/],
    ['what is the price of the hot mirror film', /\$25\.00/, /\$15\.00/],
  ])('"%s" is read with the owner\'s word', (words, price, other) => {
    const said = ask(windows(), words);
    expect(said).toMatch(price);
    expect(said).not.toMatch(other);
  });

  it.each([
    ['how much is a belly piercing', /\$60\.00/],
    ['how much to get my nose pierced', /\$50\.00/],
    ['how much to notarize a lease', /\$10\.00/],
  ])('"%s" is read with the owner\'s word', (words, price) => {
    expect(ask(piercer(), words)).toMatch(price);
  });

  it("a business that uses the everyday word keeps it: \"hot\" is its Hot Room, not the Heated Blanket", () => {
    const said = ask(sauna(), 'how much is a hot room session');
    expect(said).toMatch(/\$30\.00/);
    expect(said).not.toMatch(/\$8\.00/);
  });

  it('no name with the formal word: the everyday word names nothing (no price is spoken)', () => {
    expect(ask(piercer(), 'how much is the inside one')).not.toMatch(/\$\d/);
  });
});
