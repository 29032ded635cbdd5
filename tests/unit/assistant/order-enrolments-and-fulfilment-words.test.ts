import { describe, expect, it } from 'vitest';
import { callSaying, makeBusiness, orderLines, usdItem } from './fixtures.js';

/**
 * Orders at businesses that also book visits (issue 13): a class's tuition is bought, not booked; and the word of how
 * the order is taken ("for pickup") never adds a visit whose name holds it. Sentences written for this test.
 * Monday 10 March 2025, 11 am in New York.
 */
const MONDAY = '2025-03-10T15:00:00Z';
const gymnastics = () =>
  makeBusiness({
    name: 'Tumble Town Gymnastics',
    industry: 'Fitness Studio',
    items: [
      usdItem('trial', 'Free Trial Class (45 min)', '0', 45),
      usdItem('private', 'Private Coaching (30 min)', '40', 30),
      usdItem('party', 'Birthday Party (2 hours)', '300', 120),
      usdItem('beginner', 'Beginner Tumbling - Monthly Tuition (4 classes)', '96', null),
      usdItem('advanced', 'Advanced Tumbling - Monthly Tuition (8 classes)', '170', null),
      usdItem('grips', 'Hand Grips', '28', null),
      usdItem('leo', 'Club Leotard', '45', null),
    ],
    questions: [],
  });
const tailor = () =>
  makeBusiness({
    name: 'Needle & Press Cleaners',
    industry: 'Other',
    items: [
      usdItem('fit', 'Alterations Fitting (30 min)', '0', 30),
      usdItem('pickup', 'Home Pickup and Delivery (1 hour window)', '6', 60),
      usdItem('blouse', 'Blouse, Pressed', '6.50', null),
      usdItem('jacket', 'Blazer, Dry Cleaned', '12', null),
      usdItem('scarf', 'Silk Scarf', '7', null),
    ],
    questions: [],
  });

describe("a class's monthly tuition is bought, never booked for a time", () => {
  it('"enroll my son in advanced tumbling" orders the tuition instead of asking a day and time', () => {
    const c = callSaying(gymnastics(), MONDAY, 'i would like to enroll my son in advanced tumbling');
    expect(orderLines(c)).toEqual({ advanced: 1 });
    expect(c.turns.at(-1)!.say).not.toMatch(/day and time/i);
  });

  it('the tuition and a thing sold in one breath are one order', () => {
    const c = callSaying(gymnastics(), MONDAY, 'i want to pay for beginner tumbling and order a pair of hand grips');
    expect(orderLines(c)).toEqual({ beginner: 1, grips: 1 });
  });

  it('a class with a length is still booked: the free trial asks for a time', () => {
    const c = callSaying(gymnastics(), MONDAY, 'can i book the free trial class for my daughter');
    expect(c.state?.flow?.kind).toBe('booking');
  });
});

describe('"for pickup" says how the order is taken, it orders no pickup visit', () => {
  it('"two blouses and a scarf for pickup" is the blouses and the scarf only', () => {
    const c = callSaying(tailor(), MONDAY, 'can i order two blouses and a silk scarf for pickup');
    expect(orderLines(c)).toEqual({ blouse: 2, scarf: 1 });
  });

  it('"a blouse for delivery" adds no delivery visit either', () => {
    const c = callSaying(tailor(), MONDAY, 'can i order a blouse pressed for delivery');
    expect(orderLines(c)).toEqual({ blouse: 1 });
  });

  it('the pickup visit named as itself is still that visit', () => {
    const c = callSaying(tailor(), MONDAY, 'can i book a home pickup for tomorrow morning');
    expect(c.state?.flow?.kind).toBe('booking');
  });
});
