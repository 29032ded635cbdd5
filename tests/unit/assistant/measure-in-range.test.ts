import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

/**
 * A size said with its unit picks the service whose name writes a range of it (issue 13): sentences written for
 * these tests. Names write thousands with a comma ("1,000"); callers say "a thousand", "twelve hundred" or digits.
 */
const item = (id: string, name: string, duration: number, price: string) => ({ id, name, price, duration, currency: 'USD', enabled: true });
const catalog = new Catalog([
  item('clean-s', 'Grease Trap Cleaning, Trap up to 1,000 Gallons', 60, '300'),
  item('clean-m', 'Grease Trap Cleaning, 1,001 to 2,000 Gallons', 90, '450'),
  item('clean-l', 'Grease Trap Cleaning, 2,001 to 3,000 Gallons', 120, '600'),
  item('audit', 'Restaurant Compliance Audit with Cleaning (trap up to 1,000 gal)', 150, '700'),
  item('jet', 'Line Jetting', 60, '250'),
]);
const found = (text: string) => {
  const f = catalog.find(text);
  return f && 'item' in f ? f.item.id : f ? 'ambiguous' : null;
};

describe('a size in the thousands names the range that holds it', () => {
  it('"a thousand gallon", "fifteen hundred gallons", "2400 gallon", "two thousand five hundred gallons"', () => {
    expect(found('our grease trap is a thousand gallon one, can you clean it')).toBe('clean-s');
    expect(found('trap cleaning, fifteen hundred gallons')).toBe('clean-m');
    expect(found('its a 2400 gallon trap that needs cleaning')).toBe('clean-l');
    expect(found('cleaning for a two thousand five hundred gallon trap')).toBe('clean-l');
  });
  it('of two names that hold the size, the one that adds no other kind of visit; the other when its words are said', () => {
    expect(found('cleaning a thousand gallon trap')).toBe('clean-s');
    expect(found('the compliance audit, trap is a thousand gallons')).toBe('audit');
  });
  it('without a size the sizes stay a choice, and a time said is no size', () => {
    expect(found('grease trap cleaning')).toBe('ambiguous');
    expect(found('grease trap cleaning friday at ten thirty')).toBe('ambiguous');
  });
});

describe('a size that none of the heard names holds', () => {
  it('is looked for among their siblings, so the size not heard is not lost', () => {
    const tanks = new Catalog([
      item('t-1', 'Tank Flush, Tank up to 500 Gallons', 60, '200'),
      item('t-2', 'Tank Flush, 501 to 900 Gallons', 90, '260'),
      item('t-3', 'Tank Flush, 901 to 1,400 Gallons', 120, '320'),
    ]);
    const f = tanks.find('hi we need the tank flushed its about four hundred gallons');
    expect(f && 'item' in f ? f.item.id : f).toBe('t-1');
    const g = tanks.find('a tank flush for our 1100 gallon tank');
    expect(g && 'item' in g ? g.item.id : g).toBe('t-3');
  });
});

describe('a length set right in the same breath', () => {
  it('is no measure read here ("a half no" is not half of a "no")', () => {
    const lessons = new Catalog([
      item('s-60', 'Sailing Lesson - 60 min', 60, '70'),
      item('s-90', 'Sailing Lesson - 90 min', 90, '100'),
      item('r-90', 'Refresher Lesson (90 min)', 90, '95'),
    ]);
    const f = lessons.find('a one hour lesson sunday or wait the hour and a half no no just the hour');
    expect(f && 'item' in f ? f.item.id : 'not one').not.toBe('s-90');
  });
});
