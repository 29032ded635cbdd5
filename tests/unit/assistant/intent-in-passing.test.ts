import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// Intents said in passing (issue 13): dropping in at a time with nothing to book, what else is offered, a message for
// a named person, a visit moved or called off in the caller's own words, asked to hear it again with a reason, a task
// called off with a reason, a visit asked for with no day fixed.
describe('intents said in passing', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('dropping in at a time, naming nothing to book, asks whether the place is open then', () => {
    expect(label('could we still come by around eight fifteen on thursday')).toBe('AskHours');
    expect(label('can i come in on saturday')).toBe('AskHours');
    expect(label('can i still come and grab lunch at like two on sunday')).toBe('AskHours');
    expect(label('i finish my shift at seven is anyone still there that late')).toBe('AskHours');
    expect(label('is anybody in on sundays')).toBe('AskHours');
    expect(label('my class ends at six is that too late to come in')).toBe('AskHours');
    expect(label('what time can i drop off in the evening')).toBe('AskHours');
    // A purpose said makes it a booking, not the hours.
    expect(label('can i come in saturday at ten for a haircut')).not.toBe('AskHours');
    expect(label('can i come in tomorrow at noon to get my color done')).not.toBe('AskHours');
  });

  it('what else is offered, asked against one thing, is the list', () => {
    expect(label('do you have anything besides haircuts like nails or whatever')).toBe('AskServices');
    expect(label('what else you got other than color')).toBe('AskServices');
    expect(label('do you only do hair or other stuff too')).toBe('AskServices');
    expect(label('do you do color too or just cuts')).toBe('AskServices');
    expect(label('could you walk me through all the different options')).toBe('AskServices');
    expect(label('what are all the different kinds you have')).toBe('AskServices');
  });

  it('a message for a named person said in one breath', () => {
    expect(label('can you tell maria somebody dropped off a scarf for her')).toBe('LeaveMessage');
    expect(label('could you tell jordan we are fine with the estimate')).toBe('LeaveMessage');
    expect(label('can you give the manager a message about my bill')).toBe('LeaveMessage');
    // Asking to be told something is a question, not a message.
    expect(label('can you tell me your hours')).not.toBe('LeaveMessage');
  });

  it('a visit called off or moved in the caller\'s own words', () => {
    expect(label('my sister is doing my hair now so we will not be needing the stylist')).toBe('CancelAppointment');
    expect(label('we found someone closer so you can skip friday')).toBe('CancelAppointment');
    expect(label('can i push wednesdays haircut to four')).toBe('RescheduleAppointment');
    expect(label('could we do three instead of one on friday')).toBe('RescheduleAppointment');
    expect(label('for the color on the twelfth instead of ten can you do it at noon')).toBe('RescheduleAppointment');
    expect(label('can we slide my haircut on friday from two to four')).toBe('RescheduleAppointment');
    expect(label('is my daughters trim still on thursday')).toBe('CheckAppointment');
    // A part of the visit left out is no cancellation.
    expect(label('you can skip the shampoo on friday')).not.toBe('CancelAppointment');
  });

  it('asked to hear it again, whatever reason or thing follows', () => {
    expect(label('could you say that again the dog is barking')).toBe('Repeat');
    expect(label('sorry what did you say the price was')).toBe('Repeat');
    expect(label('um can you repeat the times you have open')).toBe('Repeat');
  });

  it('a task called off with only a reason after it', () => {
    expect(label('you know what never mind i will call back')).toBe('NeverMind');
    expect(label('actually never mind i am not sure yet')).toBe('NeverMind');
    // A thing named after it sets something right instead.
    expect(label('actually never mind the trim make it a color tomorrow')).not.toBe('NeverMind');
  });

  it('a remark opened with a sigh, asking nothing of the business, is small talk', () => {
    expect(label('ugh tax season is so exhausting')).toBe('ChitChat');
    expect(label('man it is ninety five degrees out here today')).toBe('ChitChat');
    // A sigh before a want or a question is still the want or the question.
    expect(label('man i need a haircut so bad')).not.toBe('ChitChat');
    expect(label('wow that is really expensive for a trim')).not.toBe('ChitChat');
  });

  it('a visit asked for with no day fixed is the booking', () => {
    expect(label('can i set up a trim for sometime next week')).toBe('BookAppointment');
    expect(label('can i sign her up for a haircut sometime this week')).toBe('BookAppointment');
    expect(label('i need to get my color looked at whenever you have time this week')).toBe('BookAppointment');
    // Asked whether there is room, it is still the free times.
    expect(label('are you booked solid or could i get in sometime this week')).not.toBe('BookAppointment');
  });
});
