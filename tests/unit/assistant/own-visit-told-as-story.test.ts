import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 6 October 2025, 9:00 in New York; a pottery studio that also rents out a cargo van, open every day 8 to 8.
const MONDAY = '2025-10-06T13:00:00Z';
const items: AssistantBusiness['business_items'] = [
  { id: 'wheel', name: 'Pottery Wheel Class (2 hours)', price: '60.00', duration: 120, currency: 'USD', enabled: true },
  { id: 'glaze', name: 'Glazing Workshop', price: '40.00', duration: 90, currency: 'USD', enabled: true },
  { id: 'van', name: 'Cargo Van Rental (first 3 hours)', price: '49.00', duration: 180, currency: 'USD', enabled: true },
  { id: 'kiln', name: 'Kiln Consultation with a Ceramicist', price: '30.00', duration: 30, currency: 'USD', enabled: true },
];
const everyDay = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week, i) => ({
  id: `wh-${i}`,
  day_of_week,
  open_time: '08:00',
  close_time: '20:00',
  disabled: false,
}));
const studio = () => makeBusiness({ name: 'Clay Corner Studio', industry: 'Other', items, questions: [], hours: everyDay });
const tuesdayVan = appointment('v1', '2025-10-07T13:00:00-04:00', 180, { business_item_id: 'van', business_item: { name: 'Cargo Van Rental (first 3 hours)' } });
const saturdayWheel = appointment('w1', '2025-10-11T10:00:00-04:00', 120, { business_item_id: 'wheel', business_item: { name: 'Pottery Wheel Class (2 hours)' } });
const tomorrowKiln = appointment('k1', '2025-10-07T10:00:00-04:00', 30, { business_item_id: 'kiln', business_item: { name: 'Kiln Consultation with a Ceramicist' } });

function calling(appointments = [tuesdayVan]): Call {
  const c = new Call(ctx(studio(), MONDAY, { calendar: { appointments } }));
  c.greet();
  return c;
}

describe("a move of the caller's own visit told as a story, its old day unsaid", () => {
  it('the service with "same time" and another day moves the one booked, at its own clock time', () => {
    const r = calling().say('the movers pushed my lease signing to thursday, could i get the van thursday at the same time');
    expect(r.say).toMatch(/I see your Cargo Van Rental \(first 3 hours\) tomorrow at 1:00 PM\. Should I move it to Thursday, October 9 at 1:00 PM\?$/);
    expect(r.callState.flow?.kind).toBe('move');
    expect(r.effects).toEqual([]);
  });

  it('its own day told as the trouble and its service asked for on another day: "tomorrow" is the old day', () => {
    const c = calling([tomorrowKiln]);
    const r = c.say('i will be out of town tomorrow, could the ceramicist see me wednesday at eleven');
    expect(r.say).toMatch(/Should I move it to Wednesday, October 8 at 11:00 AM\?$/);
    const done = c.say('yes please');
    expect(done.effects[0]).toMatchObject({ type: 'move_appointment', appointment_id: 'k1', appointment_datetime: '2025-10-08T11:00:00-04:00' });
  });

  it('is a new booking for a caller with nothing booked, or when a second one is asked for', () => {
    const none = calling([]).say('could i get the van thursday at the same time as last week');
    expect(none.callState.flow?.kind).not.toBe('move');
    const second = calling().say('can i book another van thursday at the same time');
    expect(second.callState.flow?.kind).toBe('booking');
  });
});

describe("a cancel of the caller's own visit told as a story", () => {
  it('its service and its own day told as not happening asks before cancelling, then cancels on a yes', () => {
    const c = calling([saturdayWheel]);
    const r = c.say('my sisters wedding got moved up to saturday so i have to be there, i had the pottery class');
    expect(r.say).toMatch(/I see your Pottery Wheel Class \(2 hours\) .*Saturday.*Would you like me to cancel it\?$/);
    expect(r.effects).toEqual([]);
    const done = c.say('yes go ahead and cancel it');
    expect(done.effects).toEqual([expect.objectContaining({ type: 'cancel_appointment', appointment_id: 'w1' })]);
  });

  it('"nothing left to" and the day of the visit, the service said by a word of its name, is asked about too', () => {
    const r = calling([saturdayWheel]).say('the clay i was going to use dried out so there is nothing left to throw in the pottery session saturday');
    expect(r.callState.flow?.kind).toBe('cancel');
  });

  it('a story with another day in it, or a second class asked for, is no cancel', () => {
    const again = calling([saturdayWheel]).say('i had the pottery class last month and loved it, can i book another one for saturday');
    expect(again.callState.flow?.kind).not.toBe('cancel');
    const nothingBooked = calling([]).say('my sisters wedding got moved to saturday so i have to be there, i had the pottery class');
    expect(nothingBooked.callState.flow?.kind).not.toBe('cancel');
  });
});
