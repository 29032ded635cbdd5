import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York; a dog groomer open on weekdays.
const MONDAY = '2025-03-10T14:00:00Z';
const items: AssistantBusiness['business_items'] = [
  { id: 'groom', name: 'Full Groom', price: '85.00', duration: 90, currency: 'USD', enabled: true },
  { id: 'bath', name: 'Bath & Brush', price: '45.00', duration: 60, currency: 'USD', enabled: true },
  { id: 'nails', name: 'Nail Trim', price: '20.00', duration: 30, currency: 'USD', enabled: true },
];
const groomer = () => makeBusiness({ name: 'Wagging Tails Grooming', industry: 'Pet Grooming', items, questions: [] });
const thursdayGroom = appointment('g1', '2025-03-13T14:00:00-04:00', 90, { business_item_id: 'groom', business_item: { name: 'Full Groom' } });

function calling(appointments = [thursdayGroom]): Call {
  const c = new Call(ctx(groomer(), MONDAY, { calendar: { appointments } }));
  c.greet();
  return c;
}

describe("a booking's words that name the caller's own appointment and a new time move it", () => {
  it('said of someone else in the family, with another day at the same time', () => {
    const r = calling().say('my wife has a full groom thursday at two for our poodle, can we do friday same time');
    expect(r.say).toBe('I see your Full Groom on Thursday, March 13 at 2:00 PM. Should I move it to Friday, March 14 at 2:00 PM?');
    expect(r.effects).toEqual([]);
  });

  it('"earlier in the day" keeps the appointment\'s own day', () => {
    const r = calling().say('can the full groom on thursday be earlier in the day around ten');
    expect(r.say).toMatch(/Should I move it to Thursday, March 13 at 10:00 AM\?$/);
  });

  it('is a new booking for a caller with nothing booked, or when another service is named beside it', () => {
    const none = calling([]).say('i want a full groom thursday at two, or friday same time');
    expect(none.say).not.toMatch(/I see your|move it/);
    expect(none.callState.flow?.kind).toBe('booking');
    const other = calling().say('she has a full groom thursday, can i also book a nail trim friday at ten');
    expect(other.callState.flow?.kind).toBe('booking');
  });
});
