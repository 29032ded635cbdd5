import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

/** A name's trailing measure ("Topsoil, per cubic yard") is a note, not what the item is (issue 13). */
describe('an item is not named by the unit in its note', () => {
  const catalog = new Catalog([
    { id: 'soil', name: 'Garden Soil, per cubic yard', price: '40', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'gravel', name: 'Pea Gravel, per ton', price: '55', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'salt', name: 'Ice Melt Salt, 50 lb bag', price: '18', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'mow', name: 'Mowing - up to 1/2 acre', price: '50', duration: 45, currency: 'USD', enabled: true },
  ]);
  const named = (text: string) => catalog.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);

  it('"four yards of the gravel" is gravel, never the soil by its unit', () => {
    expect(named('can i get four tons of the gravel and two bags of ice melt')).toEqual(['gravelx4', 'saltx2']);
    expect(named('i need six yards of wood chips')).toEqual([]);
  });
  it('the item is still named by its own words, with or without the note', () => {
    expect(named('two yards of garden soil')).toEqual(['soilx2']);
    expect(catalog.find('can someone do the mowing friday')).toEqual({ item: expect.objectContaining({ id: 'mow' }) });
  });
});

describe('"-ie" words and their plurals are one word', () => {
  const bakery = new Catalog([
    { id: 'cookie', name: 'Oatmeal Cookie', price: '2', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'brownie', name: 'Fudge Brownie', price: '3', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'berries', name: 'Mixed Berries Cup', price: '4', duration: null, currency: 'USD', enabled: true, product: true },
  ]);
  it('"a dozen cookies", "two brownies", "a berry cup"', () => {
    expect(bakery.mentions('a dozen cookies and two brownies please').map((m) => `${m.item.id}x${m.quantity}`)).toEqual(['cookiex12', 'browniex2']);
    expect(bakery.mentions('and a mixed berry cup').map((m) => m.item.id)).toEqual(['berries']);
  });
});

describe('"the regular one" among several of a kind', () => {
  const clinic = new Catalog([
    { id: 'exam', name: 'Eye Exam', price: '90', duration: 30, currency: 'USD', enabled: true },
    { id: 'kids', name: 'Eye Exam (under 12)', price: '60', duration: 30, currency: 'USD', enabled: true },
    { id: 'contacts', name: 'Contact Lens Eye Exam', price: '130', duration: 45, currency: 'USD', enabled: true },
  ]);
  const tax = new Catalog([
    { id: 'basic', name: 'Personal Return - Basic (one W-2)', price: '150', duration: 45, currency: 'USD', enabled: true },
    { id: 'amend', name: 'Amended Return', price: '120', duration: 60, currency: 'USD', enabled: true },
    { id: 'biz', name: 'Small Business Return', price: '400', duration: 90, currency: 'USD', enabled: true },
  ]);
  it('is the one whose name says it is plain, else the one with the plainest name', () => {
    expect(tax.find('how much for a simple return')).toEqual({ item: expect.objectContaining({ id: 'basic' }) });
    expect(clinic.find('just a regular eye exam')).toEqual({ item: expect.objectContaining({ id: 'exam' }) });
  });
  it('without such a word the caller is still asked which', () => {
    expect(tax.find('how much for a return')).toHaveProperty('ambiguous');
  });
});

describe('a length set right in the same breath', () => {
  const spa = new Catalog([
    { id: 'f30', name: 'Facial (30 min)', price: '50', duration: 30, currency: 'USD', enabled: true },
    { id: 'f60', name: 'Facial (60 min)', price: '85', duration: 60, currency: 'USD', enabled: true },
  ]);
  it('the length said after the last repair stands ("the hour one, actually a half hour, no you know what, the full hour")', () => {
    expect(spa.find('a facial the hour one, actually just a half hour, no you know what the full hour')).toEqual({ item: expect.objectContaining({ id: 'f60' }) });
    expect(spa.find('a facial the full hour, actually make it a half hour')).toEqual({ item: expect.objectContaining({ id: 'f30' }) });
  });
});
