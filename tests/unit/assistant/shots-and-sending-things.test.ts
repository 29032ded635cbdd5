import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Tuesday 3 June 2025, 10:00 in Denver.
const MORNING = '2025-06-03T16:00:00Z';

/** A children's summer camp whose nurse gives medicine, and which asks for immunization records. */
const camp = () =>
  makeBusiness({
    name: 'Pine Hollow Day Camp',
    industry: 'Summer Camp',
    addresses: [{ address_line: '400 Lakeview Road', city: 'Boulder', state: 'CO', country: 'US', zip_code: '80302' }],
    items: [{ id: 'i-week', name: 'Day Camp Week', price: '310.00', duration: null, currency: 'USD', enabled: true }],
    questions: [
      { id: 'q-immunize', question: 'Which vaccines are required?', answer: 'Campers need the state school vaccines; send the record before the first day.' },
      { id: 'q-meds', question: 'Can the nurse give medicine?', answer: 'Our nurse gives pills, inhalers and insulin shots when a parent signs the medicine form.' },
    ],
  });

const ask = (words: string) => {
  const c = new Call(ctx(camp(), MORNING));
  c.greet();
  return c.say(words).say;
};

describe('shots a child or a pet must have are vaccines, not doses of medicine', () => {
  it.each(['which shots do campers need', 'does she have to be up to date on all her shots'])('"%s" is the vaccine record', (words) => {
    const said = ask(words);
    expect(said).not.toMatch(/insulin/);
  });

  it('"which shots do campers need" gets the vaccine answer', () => {
    expect(ask('which shots do campers need')).toMatch(/state school vaccines/);
  });

  it('"can the nurse give insulin shots" is still the medicine answer', () => {
    expect(ask('can the nurse give insulin shots')).toMatch(/insulin shots/);
  });
});

describe('"how do i get you X" is sending a thing, not the way there', () => {
  it('"how do i get you her shot records" does not give the address', () => {
    expect(ask('how do i get you her shot records')).not.toMatch(/Lakeview/);
  });

  it('"how do i get you guys" still does', () => {
    expect(ask('how do i get you guys')).toMatch(/Lakeview/);
  });
});
