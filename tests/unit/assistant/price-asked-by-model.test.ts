import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Thursday 12 June 2025, 11:00 in Denver.
const MORNING = '2025-06-12T17:00:00Z';

/** A camera and drone repair counter: repairs priced per model, passes sold by size. */
const shop = () =>
  makeBusiness({
    name: 'Shutterbug Camera & Drone Repair',
    industry: 'Electronics Repair',
    items: [
      { id: 'i-m2-lens', name: 'Mavic 2 Gimbal Repair', price: '140.00', duration: 60, currency: 'USD', enabled: true },
      { id: 'i-m3-lens', name: 'Mavic 3 Gimbal Repair', price: '190.00', duration: 60, currency: 'USD', enabled: true },
      { id: 'i-r5-sensor', name: 'Canon R5 Sensor Cleaning', price: '85.00', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-r6-sensor', name: 'Canon R6 Sensor Cleaning', price: '75.00', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-day', name: 'Half Day Rental Kit', price: '45.00', duration: null, currency: 'USD', enabled: true },
      { id: 'i-strap', name: 'Padded Neck Strap', price: '29.00', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [{ id: 'q-ship', question: 'Do you ship repairs back?', answer: 'We ship repaired gear back insured for a flat fee.' }],
  });

const ask = (words: string) => {
  const c = new Call(ctx(shop(), MORNING));
  c.greet();
  return c.say(words);
};

describe('"what is X run": a price asked with "run" after the thing named', () => {
  it('is the item\'s price', () => {
    expect(ask('whats a half day rental kit run').say).toMatch(/\$45\.00/);
    expect(ask('so what is the padded neck strap run these days').say).toMatch(/\$29\.00/);
    expect(ask('whats the neck strap run').understood?.intent).toBe('AskPrice');
  });

  it('a run that is not a price is not read as one', () => {
    expect(ask('can you run a test on my drone').understood?.intent).not.toBe('AskPrice');
    expect(ask('what time do your couriers run').understood?.intent).not.toBe('AskPrice');
  });
});

describe('items priced per model: the model said in digits or words, before or after the thing', () => {
  it('the model number after the thing worked on names the one item', () => {
    expect(ask('how much is a gimbal for a mavic three').say).toMatch(/\$190\.00/);
    expect(ask('what do you charge for sensor cleaning on the r six').say).toMatch(/\$75\.00/);
    expect(ask('my mavic two gimbal is wobbly how much to fix it').say).toMatch(/\$140\.00/);
  });

  it('the thing alone, with no model said, is asked about, never priced as one of them', () => {
    const said = ask('how much is a gimbal repair').say;
    expect(said).not.toMatch(/\$1[49]0\.00/);
    expect(said).toMatch(/Mavic 2/);
    expect(said).toMatch(/Mavic 3/);
  });

  it('a model no item has is not priced as another', () => {
    expect(ask('how much is a gimbal for a mavic four').say).not.toMatch(/\$1[49]0\.00/);
  });
});
