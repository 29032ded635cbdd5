import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, OPEN_7_TO_20 as HOURS, orderLines, usdItem as item } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
// A climbing studio: timed visits to book, and packs, passes and memberships to buy (no length, no product flag).
const studio: AssistantBusiness['business_items'] = [
  item('intro', 'Intro to Bouldering Class (90 min)', '35.00', 90),
  item('coach', 'Private Coaching (60 min)', '70.00', 60),
  item('pack5', '5-Visit Punch Card', '90.00', null),
  item('pack10', '10-Visit Punch Card', '160.00', null),
  item('day', 'Climbing Day Pass', '22.00', null),
  item('member', 'Monthly Membership', '79.00', null),
  item('chalk', 'Chalk Bag', '18.00', null),
];
const questions: AssistantBusiness['business_questions'] = [
  { id: 'q-cards', question: 'How do punch cards work?', answer: 'Punch cards come in 5 or 10 visits and never expire; one card per climber.' },
];
const climbing = () => makeBusiness({ name: 'Crux Gym', industry: 'Fitness', items: studio, questions, hours: HOURS });

describe('packs of visits, passes and memberships are bought, not booked', () => {
  it('"I want to buy the ten visit punch card" starts an order of that card, not its FAQ', () => {
    const c = callSaying(climbing(), NOON, 'hi so i came by last week and i want to buy the ten visit punch card');
    expect(c.state?.flow?.kind).toBe('order');
    expect(orderLines(c)).toEqual({ pack10: 1 });
  });

  it('a membership and a thing on the shelf in one breath are one order of both', () => {
    const c = callSaying(climbing(), NOON, 'i would like to purchase a monthly membership and a chalk bag');
    expect(orderLines(c)).toEqual({ member: 1, chalk: 1 });
  });

  it('a timed class asked for on a day is still booked', () => {
    const c = callSaying(climbing(), NOON, 'can i get into the intro to bouldering class tomorrow at ten');
    expect(c.state?.flow?.kind).toBe('booking');
  });
});

describe('a length said as "the hour long"', () => {
  const lessons: AssistantBusiness['business_items'] = [
    item('half', 'Private Lesson - 30 min', '40.00', 30),
    item('full', 'Private Lesson - 60 min', '70.00', 60),
    item('pack-half', '10-Lesson Pack - 30 min', '380.00', null),
    item('pack-full', '10-Lesson Pack - 60 min', '650.00', null),
  ];
  const school = () => makeBusiness({ name: 'Keys Music', industry: 'Education', items: lessons, questions: [], hours: HOURS });

  it('picks the sixty minute pack when the caller says the hour long lessons', () => {
    const c = callSaying(school(), NOON, 'i want to buy a ten pack of the hour long lessons');
    expect(orderLines(c)).toEqual({ 'pack-full': 1 });
  });
});
