import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { appointment, Call, ctx, makeBusiness, OPEN_7_TO_20 as hours } from './fixtures.js';

/**
 * Whole calls about the caller's own visit (issue 13): a new date said by its weekday and its day of the month in
 * another week than the visit's. Sentences written for these tests.
 * Wednesday 2 April 2025, 10:00 in New York; the business is open every day 7 to 20.
 */
const WEDNESDAY = '2025-04-02T14:00:00Z';

const kennelItems: AssistantBusiness['business_items'] = [
  { id: 'groom', name: 'Full Groom', price: '85.00', duration: 120, currency: 'USD', enabled: true },
  { id: 'nails', name: 'Nail Trim', price: '20.00', duration: 15, currency: 'USD', enabled: true },
];
const kennel = () => makeBusiness({ name: 'Wagging Tails', industry: 'Pet Care', items: kennelItems, questions: [], hours });
// Saturday 5 April at 11:00, booked by the caller.
const saturdayGroom = appointment('g1', '2025-04-05T11:00:00-04:00', 120, { business_item_id: 'groom', business_item: { name: 'Full Groom' } });

function kennelCall(...appointments: ReturnType<typeof appointment>[]): Call {
  const c = new Call(ctx(kennel(), WEDNESDAY, { calendar: { appointments: appointments.length ? appointments : [saturdayGroom] } }));
  c.greet();
  return c;
}

describe('a new date said by weekday and day of the month', () => {
  it('"thursday the tenth" is April 10, not the Thursday before the visit', () => {
    const c = kennelCall();
    const r = c.say('we are away on saturday now, could you move the groom to thursday the tenth, same time');
    expect(r.say).toMatch(/Should I move it to Thursday, April 10 at 11:00 AM\?$/);
    const done = c.say('yes please');
    expect(done.effects).toMatchObject([{ type: 'move_appointment', appointment_id: 'g1', appointment_datetime: '2025-04-10T11:00:00-04:00' }]);
  });

  it('a weekday alone beside the visit\'s own weekday is still that day of the visit\'s week', () => {
    expect(kennelCall().say('can the groom go from saturday to friday instead, same time').say).toMatch(/Should I move it to Friday, April 4 at 11:00 AM\?$/);
  });
});

describe('the same taken time asked for again', () => {
  // Someone else's groom tomorrow, Thursday 3 April, 13:00 to 15:00; another on Friday at 13:00.
  const others = [
    appointment('x1', '2025-04-03T13:00:00-04:00', 120, { phone_number: '+13125550999', business_item_id: 'groom', business_item: { name: 'Full Groom' } }),
    appointment('x2', '2025-04-04T13:00:00-04:00', 120, { phone_number: '+13125550999', business_item_id: 'groom', business_item: { name: 'Full Groom' } }),
  ];
  const call = () => {
    const c = new Call(ctx(kennel(), WEDNESDAY, { callerNumber: '+13125550177', calendar: { appointments: others } }));
    c.greet();
    return c;
  };

  it('offers that clock time on the next days it is free, then books the day chosen', () => {
    const c = call();
    expect(c.say('could i get a full groom for my poodle tomorrow at one').say).toMatch(/tomorrow at 1:00 PM is already taken\. Tomorrow I have .*Which would you like\?$/);
    const again = c.say('one');
    expect(again.say).toMatch(/At 1:00 PM I have Saturday, April 5, Sunday, April 6 or Monday, April 7\. Which day would you like\?$/);
    c.say('sunday then');
    c.say('robin hale');
    const readBack = c.say('yes');
    expect(readBack.say).toMatch(/on Sunday, April 6 at 1:00 PM/);
    const done = c.say('yes');
    expect(done.effects).toMatchObject([{ type: 'book_appointment', appointment_datetime: '2025-04-06T13:00:00-04:00' }]);
  });

  it('a different time asked for after the offers is tried as usual', () => {
    const c = call();
    c.say('could i get a full groom for my poodle tomorrow at one');
    expect(c.say('how about ten').say).toBe('May I have your first and last name?');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', start: '2025-04-03T10:00:00-04:00' });
  });
});

describe('the caller\'s own visit told by its day and clock time, without the service\'s name', () => {
  it('"i have the pup in monday at eleven, can we do tuesday morning" moves that visit and offers Tuesday morning', () => {
    const mondayGroom = appointment('g2', '2025-04-07T11:00:00-04:00', 120, { business_item_id: 'groom', business_item: { name: 'Full Groom' } });
    const c = kennelCall(mondayGroom);
    const r = c.say('hi, i have the pup coming in monday at eleven but my car is in the shop, can we do tuesday morning');
    expect(r.say).toMatch(/^I see your Full Groom on Monday, April 7 at 11:00 AM\. On Tuesday, April 8 I have 7:00 AM, 8:00 AM or 9:00 AM\. Which would you like\?$/);
    c.say('eight');
    const done = c.say('yes');
    expect(done.effects).toMatchObject([{ type: 'move_appointment', appointment_id: 'g2', appointment_datetime: '2025-04-08T08:00:00-04:00' }]);
  });

  it('a day and time that are not the visit\'s own start a new booking', () => {
    const mondayGroom = appointment('g2', '2025-04-07T11:00:00-04:00', 120, { business_item_id: 'groom', business_item: { name: 'Full Groom' } });
    const c = kennelCall(mondayGroom);
    c.say('i have some time monday at three, can we do a nail trim then');
    expect(c.state?.flow?.kind).toBe('booking');
  });
});

describe('a visit no longer needed, named by its day of the month', () => {
  it('"we won\'t need that groom on the fifth" offers to cancel it', () => {
    const c = kennelCall();
    expect(c.say('we found a groomer closer to home so we wont need that groom on the fifth').say).toBe('I see your Full Groom on Saturday, April 5 at 11:00 AM. Would you like me to cancel it?');
    expect(c.say('yes').effects).toMatchObject([{ type: 'cancel_appointment', appointment_id: 'g1' }]);
  });
});
