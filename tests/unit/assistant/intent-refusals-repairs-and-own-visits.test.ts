import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// Intents of the least-tuned calls (issue 13): "anything else?" refused without a farewell, a yes that only says go
// ahead, a value or a name put right, one's own visit asked after or called off in other words, a complaint told as
// what went wrong.
describe('refusals, repairs and own visits said in other words', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string, pending = {}) => understandUtterance(text, k, pending).label;

  it('more refused with a no word and no farewell is a no; a farewell said with it is a goodbye', () => {
    expect(label('nope that is everything thanks')).toBe('Deny');
    expect(label('nah i am all set')).toBe('Deny');
    expect(label('no thanks that is it for today')).toBe('Deny');
    expect(label('no i think that is all')).toBe('Deny');
    expect(label('no that is everything bye')).toBe('Goodbye');
    expect(label('nope that is it have a great evening')).toBe('Goodbye');
    // At an order's "Anything else?" it is the no to more (the order goes on to pickup or delivery); inside another task
    // the task reads it as before.
    expect(label('no that is it', { flow: 'order', step: 'more' })).toBe('Deny');
    expect(label('no that is it', { flow: 'booking', step: 'service' })).not.toBe('Deny');
  });

  it('a task held off is a no, not the task', () => {
    expect(label('no please do not book it yet')).toBe('Deny');
    expect(label('nah do not put me down yet')).toBe('Deny');
    expect(label('do not book it until friday')).not.toBe('Deny');
  });

  it('a yes that only says to go ahead is the yes; one that names a time is a request', () => {
    expect(label('yes sure go ahead and lock it in')).toBe('Affirm');
    expect(label('okay please go ahead and schedule that')).toBe('Affirm');
    expect(label('yes go ahead and book it for friday at noon')).not.toBe('Affirm');
  });

  it('one value put right for another after a no word', () => {
    expect(label('no the long one not the short one')).toBe('Correction');
    expect(label('oops it is a haircut not a beard trim')).toBe('Correction');
    expect(label('no not tuesday wednesday')).toBe('Correction');
    expect(label('sorry not the red the blue one')).toBe('Correction');
    expect(label('i said three of them not two')).toBe('Correction');
    // A no that refuses is no value put right.
    expect(label('no i am not interested')).not.toBe('Correction');
    expect(label('no not right now thanks')).not.toBe('Correction');
    expect(label('no no not monday')).not.toBe('Correction');
    expect(label('no i do not have a coupon')).toBe('Deny');
  });

  it('a name said again with its spelling puts right a name read back, unless the name is being asked', () => {
    expect(label("it's okafor o k a f o r")).toBe('Correction');
    expect(label('no my last name is l i n d with no e')).toBe('Correction');
    expect(label("it's pham, P-H-A-M.")).toBe('Correction');
    expect(label("it's okafor o k a f o r", { flow: 'booking', step: 'name' })).not.toBe('Correction');
    // A name spelled on the way to a task is the task.
    expect(label("it's dana ruiz r u i z i need to move my haircut on friday to saturday")).toBe('RescheduleAppointment');
    // A word spelled is not a name put right without "it's" or "my name is".
    expect(label('do you do b a l a y a g e')).not.toBe('Correction');
  });

  it('one\'s own visit asked after in other words', () => {
    expect(label('did my color appointment go through for friday')).toBe('CheckAppointment');
    expect(label('am i booked for a haircut on thursday or not')).toBe('CheckAppointment');
    expect(label('could you double check i am booked saturday morning')).toBe('CheckAppointment');
    expect(label('just making sure i have the late slot on friday')).toBe('CheckAppointment');
    expect(label('just confirming the coloring is thursday afternoon')).toBe('CheckAppointment');
    expect(label('can you confirm our bridal trial on saturday')).toBe('CheckAppointment');
    expect(label('when am i supposed to come in for the trim')).toBe('CheckAppointment');
    expect(label('what time is my daughters cut on friday i forgot')).toBe('CheckAppointment');
    expect(label('is the stylist still coming to the house tomorrow')).toBe('CheckAppointment');
  });

  it('one\'s own visit called off by what will not happen on its day, or no longer needed', () => {
    expect(label('the kids are sick so we will not be coming in thursday')).toBe('CancelAppointment');
    expect(label('my shift changed so i will not make it to the color on friday')).toBe('CancelAppointment');
    expect(label('we found someone closer so we do not need the house call anymore')).toBe('CancelAppointment');
    // Late, not off; or a new day put forward: not a cancellation.
    expect(label('i will not make it friday until after five')).not.toBe('CancelAppointment');
    expect(label('i will not make it friday can we do monday instead')).not.toBe('CancelAppointment');
  });

  it('what went wrong told plainly is a complaint', () => {
    expect(label('you fixed my dryer last month and it already broke again')).toBe('Frustrated');
    expect(label('the stylist showed up two hours late and did not even call')).toBe('Frustrated');
    expect(label('we waited an hour for the order you said would take twenty minutes')).toBe('Frustrated');
    expect(label('it has been three weeks and i still have no receipt')).toBe('Frustrated');
    expect(label('you came out four times and it is still broken and i keep paying for it')).toBe('Frustrated');
    expect(label('the teacher yelled at my son the whole time')).toBe('Frustrated');
    // A slip of someone else passed on is the message.
    expect(label('tell the owner the courier forgot the receipt again')).toBe('LeaveMessage');
    // A wait asked about calmly is no complaint.
    expect(label('how long will i wait for a walk in')).not.toBe('Frustrated');
  });
});
