import { describe, expect, it } from 'vitest';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { prepare, knowledgeOf } from '../../../functions/assistant/context.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';
const mine = [appointment('a1', '2025-03-11T11:00:00-04:00', 45)];

describe('a day of theirs called off by its name (issue 13)', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('"call off tuesday", "tuesday is not going to happen", "no way I am making it" cancel', () => {
    expect(label('hey, the flu hit our whole house so we have to call off tuesday')).toBe('CancelAppointment');
    expect(label("my car is in the shop so i guess tuesday isn't gonna happen")).toBe('CancelAppointment');
    expect(label("it's dana, i sprained my ankle and there's no way i'm making it tomorrow")).toBe('CancelAppointment');
  });

  it('keeps what is not a cancellation', () => {
    expect(label('is tuesday going to happen if it snows')).not.toBe('CancelAppointment');
    expect(label("no way i'm making it before noon, can i book the afternoon")).not.toBe('CancelAppointment');
  });

  it('finds the visit on that day and cancels it on a yes', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: mine } }));
    c.greet();
    expect(c.say('my kid got sick so we need to call off tomorrow').say).toBe('I see your Haircut tomorrow at 11:00 AM. Would you like me to cancel it?');
    expect(c.say('yes').effects).toEqual([{ type: 'cancel_appointment', key: 'cancel_appointment:3', appointment_id: 'a1' }]);
  });
});

describe('a day of theirs skipped, or a visit said to be needed no more by someone else', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('"I have to skip Tuesday" and "she does not need that trim on Tuesday" cancel', () => {
    expect(label('my knee flared up again so i gotta skip tuesday')).toBe('CancelAppointment');
    expect(label('the recital moved, so my daughter does not need that trim on tuesday')).toBe('CancelAppointment');
  });

  it('keeps a wish for a day that is not a cancellation', () => {
    expect(label('can i skip the wash and just get a cut tuesday')).not.toBe('CancelAppointment');
    expect(label('he does not need it until tuesday')).not.toBe('CancelAppointment');
  });

  it('finds the visit on that day and cancels it on a yes', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: mine } }));
    c.greet();
    expect(c.say('work sent me out of town so i have to skip tomorrow').say).toBe('I see your Haircut tomorrow at 11:00 AM. Would you like me to cancel it?');
    expect(c.say('yes').effects).toEqual([{ type: 'cancel_appointment', key: 'cancel_appointment:3', appointment_id: 'a1' }]);
  });
});
