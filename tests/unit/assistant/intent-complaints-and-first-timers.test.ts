import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// Kinds of sentence read as what the caller wants (issue 13, twenty-third pass): harm the business's people did told
// as what happened, a first-timer asking how it goes, a place of the business open on a day, the caller calling again,
// a name spelled again and "no that's all" at an intake question, whether a visit must be booked.
describe('complaints, first-timers, places open and answers at an intake question', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string, pending = {}) => understandUtterance(text, k, pending).label;

  it('harm the business did, told as what happened, is a complaint', () => {
    expect(label('your stylist ruined my color and nobody is getting back to me')).toBe('Frustrated');
    expect(label('you guys lost my daughters jacket last time')).toBe('Frustrated');
    expect(label('your crew left the side gate unlocked all weekend')).toBe('Frustrated');
    expect(label('you cancelled my slot but i already paid for it')).toBe('Frustrated');
    expect(label('i quit in january and you still charged me for february')).toBe('Frustrated');
    expect(label('nobody will call us back about the refund')).toBe('Frustrated');
  });

  it('the same words asked about the rules are no complaint', () => {
    expect(label('what happens if you lose something of mine')).not.toBe('Frustrated');
    expect(label('do you guys charge a fee if i cancel')).not.toBe('Frustrated');
    expect(label('if your crew cracked a tile would you pay for it')).not.toBe('Frustrated');
  });

  it('a first-timer asking how it goes is shown what can be done', () => {
    expect(label('i have never been to a salon like this before how does it all work')).toBe('Help');
    expect(label('we never did this before so what do we even need')).toBe('Help');
    expect(label('first time ever calling you guys how do i get started')).toBe('Help');
    expect(label('honestly i do not really know what kind of service i need')).toBe('Help');
    // Never having had a service, with a service asked for, is a booking, not help.
    expect(label('i never had my hair colored before can i book a color on friday at two')).not.toBe('Help');
  });

  it('a place of the business open on a day is the hours, not a free time', () => {
    expect(label('is the front desk open saturday')).toBe('AskHours');
    expect(label('will the shop be open on sunday')).toBe('AskHours');
    // Free times asked are still free times.
    expect(label('is anything open saturday for a haircut')).toBe('AskAvailability');
  });

  it('the caller calling again is about the hours, not a call back asked for', () => {
    expect(label('could i ring back at seven or will you be closed')).toBe('AskHours');
    expect(label('should i call back later or will anyone be around tonight')).toBe('AskHours');
    expect(label('can you call me back this afternoon')).toBe('RequestCallback');
  });

  it('at an intake question, a name said and spelled again puts the name right, and no more is a no', () => {
    const intake = { flow: 'intake', step: 'q1' };
    expect(label('its okafor o k a f o r', intake)).toBe('Correction');
    expect(label('no thats all', intake)).toBe('Deny');
    expect(label('nope that is it thanks', intake)).toBe('Deny');
    // An answer that spells something else is the answer, not a correction.
    expect(label('its a dog named rex r e x', intake)).not.toBe('Correction');
  });

  it('whether a visit must be booked is asked about, never booked', () => {
    expect(label('do i need an appointment to drop off a coat')).not.toBe('BookAppointment');
    expect(label('do we have to book ahead to get a blowout')).not.toBe('BookAppointment');
    expect(label('is a reservation required for a color')).not.toBe('BookAppointment');
    // A visit asked for, or asked with its day and time, is still the booking.
    expect(label('i need an appointment for a haircut')).toBe('BookAppointment');
    expect(label('do i need an appointment for tomorrow at two')).toBe('BookAppointment');
  });
});
