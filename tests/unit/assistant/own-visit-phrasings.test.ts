import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { parseTimeAnswer } from '../../../functions/assistant/when.js';
import { prepare, knowledgeOf } from '../../../functions/assistant/context.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';
const mine = [appointment('a1', '2025-03-11T11:00:00-04:00', 45)];

describe("the caller's own visit in other words", () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a visit no longer needed, or that cannot be made, is a cancellation', () => {
    expect(label("hi it's jo, we sorted it out ourselves so we don't need the haircut tomorrow")).toBe('CancelAppointment');
    expect(label('my shift got changed and i won’t be needing tuesday')).toBe('CancelAppointment');
    expect(label("there's no way i can make it this week, my car broke down")).toBe('CancelAppointment');
    // Not a visit: what is not needed is part of an order or a question.
    expect(label("i don't need a bag")).not.toBe('CancelAppointment');
  });

  it('"next week same time" and "can she come a bit later" move it', () => {
    expect(label('about my haircut tuesday, could we do next wednesday same time')).toBe('RescheduleAppointment');
    expect(label('is the stylist still on for tuesday and could she start a bit later')).toBe('RescheduleAppointment');
  });

  it('calls the visit off from a turn that only says it is not needed', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: mine } }));
    c.greet();
    expect(c.say("we won't be needing tomorrow after all").say).toBe('I see your Haircut tomorrow at 11:00 AM. Would you like me to cancel it?');
    expect(c.say('yes').effects).toEqual([{ type: 'cancel_appointment', key: 'cancel_appointment:3', appointment_id: 'a1' }]);
  });
});

describe('a time said with the one it replaces', () => {
  const now = DateTime.fromISO('2025-03-10T10:00', { zone: 'America/New_York' });
  it('"seven instead of six" is seven; a day then a bare hour is that day at that hour', () => {
    expect(parseTimeAnswer('seven instead of six', now)?.time?.hour).toBe(7);
    expect(parseTimeAnswer('thursday four instead of two', now)).toMatchObject({ date: '2025-03-13', time: { hour: 4 } });
    expect(parseTimeAnswer('friday rather than thursday', now)).toEqual({ date: '2025-03-14' });
  });
});

describe('names said the way callers say them', () => {
  it('"its" leads a name; a last name said first and then the whole name is the whole name', async () => {
    const { parseName } = await import('../../../functions/assistant/extract.js');
    expect(parseName('its marta oyelowo')).toEqual({ first: 'Marta', last: 'Oyelowo' });
    expect(parseName('nguyen, bao nguyen')).toEqual({ first: 'Bao', last: 'Nguyen' });
    expect(parseName('mary ann smith')).toEqual({ first: 'Mary', last: 'Ann Smith' });
    // Leads said one after another ("put it under", then "my name").
    expect(parseName('put it under my name dev patel')).toEqual({ first: 'Dev', last: 'Patel' });
    expect(parseName('yeah its under my name rosa lim')).toEqual({ first: 'Rosa', last: 'Lim' });
  });
});

describe('an accident in everyday words', () => {
  it('"i was in a car accident this morning and my back is killing me" is urgent', () => {
    const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
    expect(understandUtterance('i was in a car accident this morning and my back is killing me', k).label).toBe('Urgent');
  });
});

describe('choices and read-backs answered in the caller’s words', () => {
  const shop = () =>
    makeBusiness({
      items: [
        { id: 'k-copy', name: 'Key Copy', price: '5', duration: 15, currency: 'USD', enabled: true },
        { id: 'k-box', name: 'Key Lockbox', price: '40', duration: 30, currency: 'USD', enabled: true },
        { id: 'k-fob', name: 'Car Key Fob Programming', price: '150', duration: 45, currency: 'USD', enabled: true },
      ],
    });

  it('a service named in full that was not among the choices is taken, not the same choice asked again', () => {
    const c = new Call(ctx(shop(), MONDAY));
    c.greet();
    expect(c.say('i want to book a key').say).toMatch(/^Which one would you like: Key Copy or Key Lockbox/);
    c.say('car key programming');
    expect((c.state?.flow as { item?: string } | undefined)?.item).toBe('k-fob');
  });

  it('"yes tuesday at one" to a read-back of Tuesday 1:00 PM books it', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    c.say('i would like to book a haircut tomorrow at 1 pm');
    c.say('Ana Lopez');
    expect(c.say('yes').say).toMatch(/Shall I book it\?$/);
    expect(c.say('yes tuesday at one').effects.map((e) => e.type)).toEqual(['book_appointment']);
  });

  it('"is my consultation meeting still wednesday" asks after the appointment, it books nothing', () => {
    const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
    expect(understandUtterance('hi is my color meeting still wednesday', k).label).toBe('CheckAppointment');
  });
});
