import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, TRIAL_MONDAY, trialBusiness, usdServices, type TrialService } from './fixtures.js';

/**
 * A new owner's trial calls (issue 13), each a class any business's callers produce. Own businesses and sentences.
 * At TRIAL_MONDAY (Monday 2025-03-10, 10:00 in New York).
 */
const MONDAY = TRIAL_MONDAY;

const agency = trialBusiness({
  name: 'Harbor Homes Realty',
  industry: 'Real Estate',
  address: ['40 Front Street', 'Mystic', 'CT', '06355'],
  services: [
    ['r-show', 'Property showing', '0', 30],
    ['r-val', 'Home valuation', '0', 60],
    ['r-consult', 'Buyer consultation', '0', 45],
  ],
  questions: [
    ['q-open', 'Do you have an open house on Sunday?', 'Our open houses run Sundays from 1 to 3; the listings page shows which homes.'],
    ['q-fee', 'What is your commission?', 'Our commission is agreed with each seller.'],
  ],
});

const electricServices: TrialService[] = [
  ['e-call', 'Service call', '89', 60],
  ['e-panel', 'Panel upgrade', '2400', 480],
];
const electric = trialBusiness({
  name: 'Bright Spark Electric',
  industry: 'Electrician / HVAC',
  address: ['9 Volt Avenue', 'Akron', 'OH', '44308'],
  services: electricServices,
  questions: [
    ['q-after', 'Do you do after-hours emergency work?', 'Yes, our after-hours emergency visit is $175, day or night.'],
    ['q-lic', 'Are you licensed?', 'Yes, licensed and insured.'],
  ],
  transfers: true,
});

describe('seeing a home is the showing service, and the address said is the place to see', () => {
  for (const said of [
    'I would like to view the condo at 22 Pine Hill Drive',
    'could I take a tour of the apartment on Maple Street',
    'I want to look at the place on 8 Bay Road this week',
  ]) {
    it(`"${said}" starts booking the showing`, () => {
      const r = new Call(ctx(agency, MONDAY)).say(said);
      expect(r.say).not.toMatch(/which service/i);
      expect(r.say).not.toMatch(/40 Front Street/);
      expect(r.say).toMatch(/Property showing/i);
    });
  }

  it('the house number of the address said is never read as the hour, and a time said after it still is', () => {
    const plainAgency = makeBusiness({ name: 'Harbor Homes Realty', industry: 'Real Estate', items: agency.business_items, questions: [] });
    const c = new Call(ctx(plainAgency, MONDAY));
    c.say('I would like to see the house at 14 Ocean View Road');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 'r-show' });
    expect((c.state?.flow as { start?: string }).start).toBeUndefined();
    const d = new Call(ctx(plainAgency, MONDAY));
    d.say('I want to see the condo at 22 Pine Hill Drive at 4 pm on Friday');
    expect((d.state?.flow as { start?: string }).start).toBe('2025-03-14T16:00:00-04:00');
  });
});

describe('a question that is a saved FAQ is answered, not offered times', () => {
  it('"is there an open house this sunday?" answers the FAQ', () => {
    const c = new Call(ctx(agency, MONDAY));
    const r = c.say('is there an open house this sunday?');
    expect(r.say).toMatch(/open houses run Sundays/);
    expect(r.say).not.toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(r.sources).toContainEqual({ kind: 'faq', id: 'q-open' });
    const next = c.say('what is your commission?');
    expect(next.say).not.toMatch(/\d{1,2}:\d{2} (AM|PM)/);
  });
});

describe('a price asked for a kind only an FAQ prices is that FAQ, not the plain service', () => {
  for (const said of ['what do you charge for an emergency service call', 'how much is a service call in an emergency']) {
    it(`"${said}" gives the owner's answer for that case, not the plain service call price`, () => {
      const r = new Call(ctx(electric, MONDAY)).say(said);
      expect(r.say).not.toMatch(/\$89|89 dollars/);
      expect(r.say).toMatch(/\$175/);
      expect(r.sources).toEqual([{ kind: 'faq', id: 'q-after' }]);
    });
  }

  it('with no saved answer for the case, no price at all rather than the plain one', () => {
    const plain = makeBusiness({ name: 'Bright Spark Electric', items: usdServices(electricServices), questions: [] });
    const r = new Call(ctx(plain, MONDAY)).say('what do you charge for a holiday service call');
    expect(r.say).not.toMatch(/\$89|89 dollars/);
    expect(r.say).toMatch(/don't have a price/);
  });

  it('the plain service call is still priced', () => {
    const r = new Call(ctx(electric, MONDAY)).say('how much is a service call');
    expect(r.say).toMatch(/\$89/);
  });
});
describe('a message given when asked for a name keeps the message', () => {
  it('"let Dana know her conduit delivery arrived" in place of a name', () => {
    const c = new Call(ctx(electric, MONDAY));
    c.say('can I leave a message');
    const r = c.say('let Dana know her conduit order arrived');
    expect(r.action).not.toBe('transfer');
    expect(c.effects.filter((e) => e.type === 'place_order')).toEqual([]);
    const rest = [r.say];
    for (const line of ['Sam Ortiz', 'yes', 'yes', 'yes']) rest.push(c.say(line).say);
    const msg = c.effects.find((e) => e.type === 'take_message') as { message?: string } | undefined;
    expect(JSON.stringify(c.effects)).toMatch(/conduit/);
    expect(msg).toBeDefined();
  });
});
