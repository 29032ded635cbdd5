import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Items that come in variants (lengths, kinds of vehicle or pet, counts in the name): the caller's words that tell
 * the variants apart choose among them, and an item whose name those words contradict is never taken (its price
 * spoken would be a wrong fact).
 */
const item = (id: string, name: string, price: string, duration: number | null = 60) => ({ id, name, price, duration, currency: 'USD', enabled: true });
const found = (catalog: Catalog, text: string) => {
  const f = catalog.find(text);
  return f && 'item' in f ? f.item.id : f ? `ambiguous:${f.ambiguous.map((i) => i.id).sort().join(',')}` : null;
};

describe('a length said in hours meets a name written in minutes, and contradicts another length', () => {
  const tutoring = new Catalog([
    item('t60', 'Math Tutoring - 60 min', '50', 60),
    item('t120', 'Math Tutoring - 120 min', '95', 120),
    item('prep', 'SAT Prep Math Tutoring (2 hours)', '120', 120),
    item('chem', 'Chemistry Tutoring (90 min)', '80', 90),
  ]);

  it('"an hour", "one hour", "two hours" are the 60 and 120 min variants, not the one sharing the word "hour"', () => {
    expect(found(tutoring, 'what does an hour of math tutoring run')).toBe('t60');
    expect(found(tutoring, 'how much for one hour math tutoring')).toBe('t60');
    expect(found(tutoring, 'price on a two hour math tutoring session')).toBe('t120');
  });

  it('a name that adds a word the caller did not say ("SAT Prep") is not the one meant when a plainer one fits', () => {
    expect(found(tutoring, 'two hours of math tutoring please')).toBe('t120');
    expect(found(tutoring, 'the sat prep one')).toBe('prep');
  });

  it('a length no variant has names none of them (better asked than a wrong price)', () => {
    expect(found(tutoring, 'a three hour math tutoring session')).toBeNull();
  });

  it('a time from now is no length ("in twenty minutes")', () => {
    expect(found(tutoring, 'can i come in twenty minutes for chemistry tutoring')).toBe('chem');
  });
});

describe('a kind said by an everyday word (a model, a young animal) chooses the variant of that kind', () => {
  const wash = new Catalog([
    item('car', 'Hand Wash - Car', '40'),
    item('suv', 'Hand Wash - SUV/Truck', '55'),
    item('boat', 'Boat Hand Wash (up to 20 ft)', '150'),
  ]);
  const groomer = new Catalog([
    item('dog', 'Full Groom - Dog', '70'),
    item('cat', 'Full Groom - Cat', '65'),
    item('nails', 'Nail Trim', '15', 15),
  ]);

  it('a sedan or a corolla is a car, a silverado or a pickup an SUV/truck, and never the boat', () => {
    expect(found(wash, 'how much is a hand wash for my corolla')).toBe('car');
    expect(found(wash, 'hand wash on a sedan')).toBe('car');
    expect(found(wash, 'what about a hand wash for my silverado')).toBe('suv');
    expect(found(wash, 'hand wash for the pickup')).toBe('suv');
  });

  it('without a kind the caller is asked which', () => {
    expect(found(wash, 'how much is a hand wash')).toMatch(/^ambiguous:/);
  });

  it('a puppy is a dog, a kitten a cat', () => {
    expect(found(groomer, 'full groom for our puppy')).toBe('dog');
    expect(found(groomer, 'how much is a full groom for a kitten')).toBe('cat');
  });
});

describe('a count said in words meets a name that writes it in digits', () => {
  const passes = new Catalog([
    item('p5', '5-Session Pass', '100', null),
    item('p10', '10-Session Pass', '180', null),
    item('single', 'Open Gym Session', '25', 60),
  ]);

  it('"five session pass" is the 5-Session Pass, "ten session" the 10', () => {
    expect(found(passes, 'how much is the five session pass')).toBe('p5');
    expect(found(passes, 'can i buy a ten session pass')).toBe('p10');
  });

  it('a number said as a time is no count of a name ("a session at five")', () => {
    expect(found(passes, 'an open gym session at five')).toBe('single');
  });
});

describe('a booking among variants of a kind', () => {
  // Monday 10 March 2025, 10:00 in New York.
  const MONDAY = '2025-03-10T14:00:00Z';
  const groomer = () =>
    makeBusiness({
      name: 'Suds Mobile Grooming',
      items: [
        { id: 'bath-dog', name: 'Bath & Brush - Dog', price: '45', duration: 60, currency: 'USD', enabled: true },
        { id: 'bath-cat', name: 'Bath & Brush - Cat', price: '55', duration: 60, currency: 'USD', enabled: true },
        { id: 'nails', name: 'Nail Trim', price: '15', duration: 15, currency: 'USD', enabled: true },
      ],
    });

  it('the kind named in the words that started the booking settles the variant, not the question', () => {
    const c = new Call(ctx(groomer(), MONDAY));
    c.greet();
    c.say('can someone come out tomorrow at two, our old kitty is a mess');
    const r = c.say('a bath and brush i guess');
    expect(r.say).not.toMatch(/Which one/);
    expect(JSON.stringify(r.callState.flow)).toContain('bath-cat');
  });

  it('the same choice is asked again by what tells the variants apart, not in the same words', () => {
    const c = new Call(ctx(groomer(), MONDAY));
    c.greet();
    const first = c.say('i want to book a bath and brush tomorrow at two');
    expect(first.say).toBe('Which one would you like: Bath & Brush - Dog or Bath & Brush - Cat?');
    expect(c.say('the bath and brush').say).toBe('Is it the Dog or the Cat?');
    expect(JSON.stringify(c.say('the cat').callState.flow)).toContain('bath-cat');
  });
});

describe('Catalog.differences: the words that tell variants apart', () => {
  const items = (...names: string[]) => new Catalog(names.map((n, i) => item(`i${i}`, n, '10'))).items;
  it('drops the words every name shares, at the start and the end, and a dash or brackets around the rest', () => {
    expect(Catalog.differences(items('Deep Clean - 2 Bedroom', 'Deep Clean - 3 Bedroom'))).toEqual(['2 Bedroom', '3 Bedroom']);
    expect(Catalog.differences(items('Pizza (small)', 'Pizza (large)'))).toEqual(['small', 'large']);
    expect(Catalog.differences(items('Short Hair Cut', 'Long Hair Cut'))).toEqual(['Short', 'Long']);
    expect(Catalog.differences(items('Haircut', 'Haircut & Style'))).toBeNull();
  });
});
