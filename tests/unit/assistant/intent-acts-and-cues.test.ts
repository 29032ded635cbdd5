import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// A business no tuning set has: a pottery studio with classes, and FAQs that share the classes' words.
const pottery = makeBusiness({
  name: 'Mudroom Pottery',
  industry: 'Arts studio',
  items: [
    { id: 'i-wheel', name: 'Wheel Throwing Class', price: '55', duration: 120, currency: 'USD', enabled: true },
    { id: 'i-glaze', name: 'Glaze Night', price: '35', duration: 90, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'q-wheel', question: "What's included in a wheel throwing class?", answer: 'Clay, tools, two firings and an apron to borrow.' },
    { id: 'q-walk', question: 'Can I just walk in?', answer: 'Open studio takes walk-ins on Saturdays from noon.' },
    { id: 'q-park', question: 'Where do I park?', answer: 'Street parking on Elm, or the church lot after six.' },
  ],
});

describe('the dialog act before the topic', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('free time asked in any words is availability, even where an FAQ shares the words of what is wanted', () => {
    expect(label('whens the soonest i could get into a wheel throwing class')).toBe('AskAvailability');
    expect(label('could you squeeze me in for glaze night on friday')).toBe('AskAvailability');
    expect(label('can you squeeze in a wheel class thursday')).toBe('AskAvailability');
    expect(label('is there room in the wheel class saturday')).toBe('AskAvailability');
    expect(label('can we do a glaze night sometime next week')).toBe('AskAvailability');
    expect(label('do you have a class open wednesday evening')).toBe('AskAvailability');
    expect(label('glaze night friday at seven, or is that taken')).toBe('AskAvailability');
  });

  it('an FAQ about time or visits still answers; where, who and why are other questions', () => {
    expect(label('can i just walk in on saturday')).not.toBe('AskAvailability');
    expect(label('where am i supposed to park there are never any spots')).not.toBe('AskAvailability');
    expect(label('what comes with the wheel throwing class')).not.toBe('AskAvailability');
  });
});

describe('urgency from harm and danger words with their objects', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('something smoking or melting, smoke pouring out, a theft under way, weather coming into a room', () => {
    expect(label('the kiln cord is smoking and i can smell it')).toBe('Urgent');
    expect(label('the power strip behind the wheels started melting')).toBe('Urgent');
    expect(label('there is black smoke pouring out of the back door of your studio')).toBe('Urgent');
    expect(label('some guy is driving off with the boxes you left on the curb')).toBe('Urgent');
    expect(label('a branch fell through the skylight and the storm is raining into the kitchen')).toBe('Urgent');
  });

  it('a body part changing colour, something swallowed, a bone broken', () => {
    expect(label('my fingertip is turning blue after the glaze class')).toBe('Urgent');
    expect(label('my son swallowed some of the glaze powder')).toBe('Urgent');
    expect(label('i think i broke my wrist on your front step')).toBe('Urgent');
  });

  it('the same words about the rules or about something else are not', () => {
    expect(label('is smoking allowed on the patio')).not.toBe('Urgent');
    expect(label('where is smoking permitted')).not.toBe('Urgent');
    expect(label('can i get glaze that turns blue in the kiln')).not.toBe('Urgent');
  });
});

describe('a question about one\'s own visit, and calling it off or moving it, in indirect words', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('asking after a visit of one\'s own is checking it, not booking one', () => {
    expect(label('what day did i tell you i would bring the pieces in')).toBe('CheckAppointment');
    expect(label('did i already book for thursday, i cannot remember')).toBe('CheckAppointment');
    expect(label('is my glaze thing this friday or next friday')).toBe('CheckAppointment');
    expect(label('when is the instructor coming to set up the kiln again')).toBe('CheckAppointment');
    // A drop-off is not a cancellation; a new booking and the next class are not one's own visit.
    expect(label('can i drop my pieces off early')).not.toBe('CancelAppointment');
    expect(label('when is the next class coming up')).not.toBe('CheckAppointment');
    expect(label('have i ever booked with you before')).not.toBe('CheckAppointment');
  });

  it('calling it off and moving it said as a story', () => {
    expect(label('we went with a different studio so you can take us off for saturday')).toBe('CancelAppointment');
    expect(label('my sister is sick so we have to call off the wheel class tonight')).toBe('CancelAppointment');
    expect(label('the babysitter can not make it thursday, could we change it')).toBe('RescheduleAppointment');
  });
});

describe('an opening with its topic, and what the assistant can do', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a greeting that only announces what the call is about is the opening', () => {
    expect(label('hey yes hi i had a quick question about the wheel class')).toBe('Greeting');
    expect(label('hello there i am calling about a gift for my mom')).toBe('Greeting');
    expect(label('hi is this mud and fire')).toBe('Greeting');
    // The question said after the announcement is the question; the caller's own appointment is checked.
    expect(label('hi i have a question about the wheel class, how much is it')).not.toBe('Greeting');
    expect(label('hello i am calling about my appointment on friday')).toBe('CheckAppointment');
  });

  it('what the assistant itself can do, asked of it, is help, not an FAQ that shares a word', () => {
    expect(label('so what can i ask you')).toBe('Help');
    expect(label('what kind of things can you help me with')).toBe('Help');
    expect(label('okay how does this phone thing work')).toBe('Help');
    // The range of what the business does is still the list.
    expect(label('what kinds of classes do you offer')).toBe('AskServices');
  });
});

describe('a no said with topic words after it', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('opens with no and neither asks nor asks for anything: a no, not an FAQ that shares the words', () => {
    expect(label('nope i do not need to park anywhere')).toBe('Deny');
    expect(label('no that is wrong')).toBe('Deny');
    // A question, a task or a thing named after the no is read as such.
    expect(label('no do you take walk ins on saturday')).not.toBe('Deny');
    expect(label('no i want to cancel my class')).toBe('CancelAppointment');
    expect(label('no make it the glaze night')).not.toBe('Deny');
  });
});

describe('a visit asked for by what happens at it', () => {
  const k = knowledgeOf(prepare(ctx(pottery, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('something brought in on a day, a class to take, someone asked to be there: the booking', () => {
    expect(label('my bowl cracked in the kiln, could i bring it in sometime next week')).toBe('BookAppointment');
    expect(label('my roommate and i would love to take one of your wheel classes')).toBe('BookAppointment');
    expect(label('the event planner can meet thursday at two, could someone be there')).toBe('BookAppointment');
    // Whether the place is open then is still the hours, and bringing a thing along is no visit.
    expect(label('could we come in after dinner sometime around eight thirty or is that too late')).not.toBe('BookAppointment');
    expect(label('can i bring my own clay')).not.toBe('BookAppointment');
  });
});
