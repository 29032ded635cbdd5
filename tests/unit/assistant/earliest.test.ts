import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York; the default hours are weekdays 9-17.
const MONDAY = '2025-03-10T14:00:00Z';
const colors = [
  { id: 'c-gloss', name: 'Gloss Color', price: '60', duration: 60, currency: 'USD', enabled: true },
  { id: 'c-full', name: 'Full Color', price: '120', duration: 90, currency: 'USD', enabled: true },
  { id: 'cut', name: 'Haircut', price: '30', duration: 30, currency: 'USD', enabled: true },
];

describe('"the earliest you have" while the service is still to be chosen', () => {
  it('keeps the choice between the services it offered and offers the earliest times once one is chosen', () => {
    const c = new Call(ctx(makeBusiness({ items: colors }), MONDAY));
    c.greet();
    const which = c.say('i wanna get my color done');
    expect(which.say).toMatch(/Gloss Color.*Full Color/);
    const again = c.say("uh what's the earliest you got");
    // The same two services again, not the whole list (whose first item a later "the first one" would then pick).
    expect(again.say).toMatch(/which one would you like: Gloss Color or Full Color/i);
    expect(again.say).not.toMatch(/Haircut/);
    const offer = c.say('the full color');
    expect(offer.say).toMatch(/earliest times/i);
    expect(offer.say).toMatch(/today/i);
  });

  it('"first available" after a day was named offers that day, not today', () => {
    const c = new Call(ctx(makeBusiness({ items: colors }), MONDAY));
    c.greet();
    c.say('can i get my color done on thursday');
    c.say('whatever is first available');
    const offer = c.say('gloss');
    expect(offer.say).toMatch(/Thursday, March 13/);
  });

  it('"next available" with the service named offers the nearest free times at once', () => {
    const c = new Call(ctx(makeBusiness({ items: colors }), MONDAY));
    c.greet();
    const r = c.say("when's your next available for a haircut");
    expect(r.say).toMatch(/\b\d{1,2}:\d{2} (AM|PM)\b/);
  });
});

describe('services that differ by a range in their names', () => {
  const cleans = [
    { id: 's12', name: 'Standard Clean (1-2 bedrooms)', price: '120', duration: 120, currency: 'USD', enabled: true },
    { id: 's34', name: 'Standard Clean (3-4 bedrooms)', price: '160', duration: 180, currency: 'USD', enabled: true },
    { id: 'd12', name: 'Deep Clean (1-2 bedrooms)', price: '180', duration: 180, currency: 'USD', enabled: true },
    { id: 'd34', name: 'Deep Clean (3-4 bedrooms)', price: '240', duration: 240, currency: 'USD', enabled: true },
  ];
  it('"three bedrooms" picks the one whose range holds three', () => {
    const c = new Call(ctx(makeBusiness({ items: cleans }), MONDAY));
    c.greet();
    const r = c.say('i need a standard clean for my three bedroom house');
    expect(r.say).toMatch(/Standard Clean \(3-4 bedrooms\)/);
    expect(r.say).not.toMatch(/1-2 bedrooms/);
  });

  it('narrows the choice to the ranges that fit when the kind is still open', () => {
    const c = new Call(ctx(makeBusiness({ items: cleans }), MONDAY));
    c.greet();
    const r = c.say('can i book a cleaning, we have 2 bedrooms');
    expect(r.say).toMatch(/Standard Clean \(1-2 bedrooms\) or Deep Clean \(1-2 bedrooms\)/);
  });
});
