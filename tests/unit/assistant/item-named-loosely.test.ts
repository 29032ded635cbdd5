import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

/** A pottery studio whose class is named at length and also described in an FAQ (with a figure of its own). */
const studio = () =>
  makeBusiness({
    name: 'Kiln & Co',
    industry: 'Pottery Studio',
    items: [
      { id: 'i-class', name: 'Wheel Throwing Workshop (per seat)', price: '48.00', duration: 150, currency: 'USD', enabled: true },
      { id: 'i-glaze', name: 'Glaze Night', price: '30.00', duration: 90, currency: 'USD', enabled: true },
      { id: 'i-clay', name: 'Clay Bag, 25 lb', price: '35.00', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-class', question: 'Tell me about the workshops', answer: 'Small groups of six, all tools and two firings included; members pay $40 a seat.' },
      { id: 'q-park', question: 'Where do I park?', answer: 'In the lot behind the studio.' },
    ],
  });

const ask = (words: string) => {
  const c = new Call(ctx(studio(), NOON));
  c.greet();
  return c.say(words).say;
};

describe('a price or length asked about one item named loosely, by the last word of its name', () => {
  it.each(['what does the workshop cost', 'how much is a workshop'])('"%s" gets the item\'s price, not the FAQ\'s prose', (words) => {
    const said = ask(words);
    expect(said).toMatch(/\$48\.00/);
    expect(said).not.toMatch(/\$40 a seat/);
  });

  it('"how long is the workshop" gets the item\'s length', () => {
    expect(ask('how long is the workshop')).toMatch(/150 minutes/);
  });

  it('a word the name does not have keeps it from being that item ("how much is a private workshop")', () => {
    expect(ask('how much is a private workshop')).not.toMatch(/\$48\.00/);
  });
});
