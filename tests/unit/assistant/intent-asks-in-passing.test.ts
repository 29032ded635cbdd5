import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness, usdItem as item } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// A climbing gym that books lessons and sells passes, punch packs and memberships, and whose FAQ lists prices of
// several things in one answer (issue 13: what callers want at a business that books and sells).
const gym = makeBusiness({
  name: 'Granite Wall Climbing',
  industry: 'Fitness',
  items: [
    item('intro', 'Intro to Bouldering Lesson (60 min)', '45.00', 60),
    item('belay', 'Belay Certification Class (90 min)', '60.00', 90),
    item('private', 'Private Coaching with Route Review (60 min)', '85.00', 60),
    item('kids', 'Kids Climbing Club (45 min)', '30.00', 45),
    item('punch10', '10-Visit Punch Pack', '160.00', null),
    item('monthly', 'Monthly Climbing Membership', '79.00', null),
    item('daypass', 'Climbing Day Pass', '22.00', null),
    item('chalk', 'Chalk Bag', '18.00', null),
  ],
  questions: [
    { id: 'q-lessons', question: 'What lessons do you teach?', answer: 'Intro to bouldering is $45 for an hour, belay certification is $60 for 90 minutes, and private coaching with a route review is $85.' },
    { id: 'q-passes', question: 'Passes and memberships', answer: 'A day pass is $22, a 10-visit punch pack is $160 and a monthly membership is $79, no contract.' },
  ],
});

describe('what a caller wants, read from how it is said', () => {
  const k = knowledgeOf(prepare(ctx(gym, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a price or a length asked of one item named by part of its name is that item\'s, not an FAQ listing several', () => {
    expect(label('how much is the route review coaching')).toBe('AskPrice');
    expect(label('how long is the belay certification')).toBe('AskDuration');
    // One word of a name is not enough to leave the FAQ for the item.
    expect(label('how much are the lessons')).not.toBe('AskDuration');
  });

  it('a thing paid for once and used over visits, asked for, is bought, not booked', () => {
    expect(label('i would like to buy the punch pack')).toBe('PlaceOrder');
    expect(label('go ahead and sign me up for the monthly membership')).toBe('PlaceOrder');
    expect(label('i want to get a day pass for saturday')).toBe('PlaceOrder');
    // Asking about it, or its price, is not buying it.
    expect(label('how much is the punch pack')).toBe('AskPrice');
    expect(label('what if i want to freeze my membership')).not.toBe('PlaceOrder');
    // A visit booked, with the pack to pay for it, is still the visit.
    expect(label('can i book the intro to bouldering lesson tomorrow at five')).toBe('BookAppointment');
  });

  it('a visit asked for on a day and at a time, for someone else or with a thing brought in, is the booking', () => {
    expect(label('can my daughter get in for the kids climbing club tomorrow at four')).toBe('BookAppointment');
    expect(label('could my husband come in for private coaching friday at six')).toBe('BookAppointment');
  });

  it('free time asked of someone at the business is a free time', () => {
    expect(label('does anybody have an opening thursday evening')).toBe('AskAvailability');
    expect(label('would one of the coaches have a slot next week')).toBe('AskAvailability');
    expect(label('does the membership have a contract')).not.toBe('AskAvailability');
  });

  it('a booked thing said with its day and moved to a clock time is a move', () => {
    expect(label('can you push the belay class on thursday to six thirty')).toBe('RescheduleAppointment');
    expect(label('could we move the lesson on the twenty second to 5')).toBe('RescheduleAppointment');
  });
});
