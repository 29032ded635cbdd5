import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, TRIAL_MONDAY } from './fixtures.js';

/**
 * A new salon owner's trial calls: stylists as options of a service, a color service, an intake scenario for color.
 * At TRIAL_MONDAY (Monday 2025-03-10, 10:00 in New York).
 */
const items = [
  {
    id: 's-cut',
    name: "Women's Haircut",
    price: '65',
    duration: 45,
    currency: 'USD',
    enabled: true,
    variants: [
      { name: 'with Anna (senior stylist)', price: '80', duration: 60 },
      { name: 'with Jake', price: '65', duration: null },
    ],
  },
  { id: 's-men', name: "Men's Haircut", price: '40', duration: 30, currency: 'USD', enabled: true },
  { id: 's-color', name: 'Full Color', price: '120', duration: 90, currency: 'USD', enabled: true },
  { id: 's-blow', name: 'Blowout', price: '45', duration: 30, currency: 'USD', enabled: true },
];
const salonOf = (industry: string) => makeBusiness({ name: 'Bella Cuts Studio', industry, items, questions: [] });
const salon = salonOf('Hair / Beauty Salon');

describe('"my hair" at a hair salon is what is worked on, not a haircut', () => {
  for (const said of ['hi, I would like to book a color, my hair is going gray', 'can I book a color for my hair on Friday', 'I want a color on my hair']) {
    it(`"${said}" books the Full Color without asking "color or haircut"`, () => {
      const c = new Call(ctx(salon, TRIAL_MONDAY));
      const r = c.say(said);
      expect(r.say).not.toMatch(/Haircut/);
      expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 's-color' });
    });
  }

  it('the intake questions first, then the Full Color is booked, never a choice with a stylist\'s haircut', () => {
    const withIntake = makeBusiness({
      name: 'Bella Cuts Studio',
      industry: 'Hair / Beauty Salon',
      items,
      questions: [],
      assistant: {
        scenarios: [
          {
            id: 'sc-color',
            trigger: 'Caller wants hair color',
            post_collection_action: 'Book a consultation',
            scenario_questions: [{ id: 'sq-1', question: 'Have you colored your hair in the last 6 months?', is_required: true, scenario_id: 'sc-color' }],
          },
        ],
      },
    });
    const c = new Call(ctx(withIntake, TRIAL_MONDAY));
    expect(c.say('hi, do you do color? I would like to get my hair colored').say).toMatch(/colored your hair in the last 6 months/);
    const next = c.say('no, not for a year');
    expect(next.say).toMatch(/What day and time would you like for your Full Color\?/);
    expect(next.say).not.toMatch(/Which one/);
  });

  it('a haircut said in words ("a hair cut with Jake") is still the haircut', () => {
    const c = new Call(ctx(salon, TRIAL_MONDAY));
    c.say('can I get a hair cut with Jake on Thursday');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: expect.stringMatching(/^s-cut/) });
  });

  it('elsewhere a word of another service is still asked about: "hair" at a business whose trade is not hair', () => {
    const c = new Call(ctx(salonOf('Day Spa'), TRIAL_MONDAY));
    expect(c.say('can I book a color for my hair on Friday').say).toMatch(/Which one would you like: Full Color or Women's Haircut/);
  });
});
