import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// Intents said around the corner (issue 13): openings that trail off, where the place is in other words, not knowing
// what to ask for, frustration told as what happened, one's own visit moved from one day to another, a line that broke.
describe('intents said sideways', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('an opening that stops before its request is the opening', () => {
    expect(label('hi uh yes good afternoon we were um')).toBe('Greeting');
    expect(label('hey so um i am calling about uh')).toBe('Greeting');
    expect(label('hello hello so my sister and')).toBe('Greeting');
    expect(label('yo is this bella')).toBe('Greeting');
    expect(label('heyy what is good')).toBe('Greeting');
    expect(label('hey there how is it going')).toBe('Greeting');
    // Once a thing, a time or a task is said, it is no longer only the opening.
    expect(label('hi um i wanted to book a haircut for um')).not.toBe('Greeting');
    expect(label('hello yes tomorrow at three for uh')).not.toBe('Greeting');
    // Without a greeting, or said to the end, it is read as before.
    expect(label('so my sister and')).not.toBe('Greeting');
  });

  it('where the business is, asked in other words', () => {
    expect(label('where is the salon at')).toBe('AskAddress');
    expect(label('where exactly is the shop')).toBe('AskAddress');
    expect(label('where are you guys at')).toBe('AskAddress');
    expect(label('how would we find you')).toBe('AskAddress');
    expect(label('are you the place on elm next to the pharmacy')).toBe('AskAddress');
    expect(label('are you in the old mill district by the river')).toBe('AskAddress');
    expect(label('which side of the highway are you on')).toBe('AskAddress');
    expect(label('what is the suite number')).toBe('AskAddress');
    // "By" a way of working, not a place.
    expect(label('are you by appointment only')).not.toBe('AskAddress');
  });

  it('a caller who does not know what to ask for is shown what can be done', () => {
    expect(label('honestly i have no idea what i need')).toBe('Help');
    expect(label('first time here i do not even know what to book')).toBe('Help');
    expect(label('i am not sure who i should talk to about this')).toBe('Help');
    expect(label('could you help me figure out what i want')).toBe('Help');
  });

  it('frustration told as what happened', () => {
    expect(label('i paid eighty dollars and my color is already fading')).toBe('Frustrated');
    expect(label('we have left four voicemails and nobody ever calls back')).toBe('Frustrated');
    expect(label('you still charged my card even though i cancelled a week ahead')).toBe('Frustrated');
    expect(label('i was told ten minutes and it has been an hour')).toBe('Frustrated');
    expect(label('honestly this is not okay')).toBe('Frustrated');
    expect(label('i waited half an hour and still got charged the full price')).toBe('Frustrated');
    // Paying, said plainly, is no complaint.
    expect(label('i paid online already do i need to bring anything')).not.toBe('Frustrated');
  });

  it('one\'s own visit moved from one day to another', () => {
    expect(label('can we move the coloring from thursday to saturday')).toBe('RescheduleAppointment');
    expect(label('could i switch my haircut on the fourth to the eleventh')).toBe('RescheduleAppointment');
    expect(label('can the trim be friday the twenty first instead')).toBe('RescheduleAppointment');
    expect(label('my friday one is too late for me')).toBe('RescheduleAppointment');
    expect(label('can you slide my cut back a bit')).toBe('RescheduleAppointment');
    // From one thing to another, not from one day to another.
    expect(label('i am switching from the blonde to the red')).not.toBe('RescheduleAppointment');
  });

  it('a line that broke up, or a thing said asked for again', () => {
    expect(label('sorry you cut out there')).toBe('Repeat');
    expect(label('the call dropped for a second what was the total')).toBe('Repeat');
    expect(label('can you tell me the times again')).toBe('Repeat');
    expect(label('what was that price you said')).toBe('Repeat');
  });

  it('a person asked for by a role with "the", or "there"', () => {
    expect(label('is there a human there i could speak with')).toBe('SpeakToHuman');
    expect(label('can i speak with the front of house manager')).toBe('SpeakToHuman');
    expect(label('could i talk to your color specialist')).toBe('SpeakToHuman');
  });

  it('a remark, praise or news of one\'s own that asks for nothing is small talk; "huh" alone asks again', () => {
    expect(label('pretty windy out there today huh')).toBe('ChitChat');
    expect(label('your front desk girl is so nice every time')).toBe('ChitChat');
    expect(label('i love how my bangs came out')).toBe('ChitChat');
    expect(label('my fiance and i just got married')).toBe('ChitChat');
    expect(label('sorry huh')).toBe('Repeat');
    // Praise with a request is the request.
    expect(label('the cut was so good last time can i book another')).not.toBe('ChitChat');
    // A question with a word of praise in it asks something.
    expect(label('which barber is the best at fades')).not.toBe('ChitChat');
    expect(label('what kind of lock is the best for a back door')).not.toBe('ChitChat');
  });
});
