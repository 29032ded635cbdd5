import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

// A taco caterer's trays sized by the people they serve, and a hall's packages sized by guests (issue 13).
const item = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true });
const caterer = new Catalog([
  item('nacho-sm', 'Nacho Bar Tray, Small (serves 8-10)', '70.00'),
  item('nacho-lg', 'Nacho Bar Tray, Large (serves 18-22)', '130.00'),
  item('churro-platter', 'Churro Platter (30 pieces)', '48.00'),
  item('veggie-platter', 'Garden Veggie Platter (feeds 12 to 15)', '40.00'),
  item('carnitas-plate', 'Carnitas Plate', '14.00'),
  item('mole-plate', 'Chicken Mole Enchilada Plate', '15.50'),
  item('bean-burrito', 'Bean Burrito', '8.00'),
  item('carne-burrito', 'Carne Asada Burrito', '11.00'),
]);
const named = (text: string) => caterer.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);
const venue = new Catalog([
  item('fri-small', 'Friday Package - up to 100 guests', '5000.00'),
  item('fri-big', 'Friday Package - 101 to 180 guests', '7400.00'),
]);
const hall = (text: string) => venue.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);
const asked = (text: string) => caterer.undecided(text).map((u) => u.items.map((i) => i.id).sort());

describe('a head count picks the size that serves it', () => {
  it('"for about twenty people" takes the tray whose range holds twenty', () => {
    expect(named('a nacho bar tray for about twenty people')).toEqual(['nacho-lgx1']);
  });

  it('"it has to feed nine" takes the small one, and a count said before the tray is still the quantity', () => {
    expect(named('two nacho bar trays, it has to feed nine')).toEqual(['nacho-smx2']);
  });

  it('a head count said far from the name still sizes it ("for the office lunch, maybe twenty one guests")', () => {
    expect(named('i need a nacho bar tray for the office lunch on friday, maybe twenty one guests')).toEqual(['nacho-lgx1']);
  });

  it('a count between the ranges guesses neither: the caller is asked which', () => {
    expect(named('a nacho bar tray for fifteen people')).toEqual([]);
    expect(asked('a nacho bar tray')).toEqual([['nacho-lg', 'nacho-sm']]);
  });
});

describe('a head count in hundreds', () => {
  it('"a hundred and forty guests" is past a hundred: the larger package, never the one up to a hundred', () => {
    expect(hall('a friday package for about a hundred and forty guests')).toEqual(['fri-bigx1']);
    expect(hall('the friday package for one hundred fifty people')).toEqual(['fri-bigx1']);
  });

  it('"a hundred people" is within "up to 100"', () => {
    expect(hall('a friday package for a hundred people')).toEqual(['fri-smallx1']);
  });
});
