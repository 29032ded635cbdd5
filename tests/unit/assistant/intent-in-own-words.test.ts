import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { normalizeText, understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

describe('intent in the caller\'s own words', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('speech drawn out, small words said twice and dropped g\'s read as the words meant', () => {
    expect(normalizeText('heyyy sooo how you doin')).toBe('hey so how you doing');
    expect(normalizeText('where do i do i park the the car')).toBe('where do i park the car');
    expect(normalizeText('i i wanted to ask')).toBe('i wanted to ask');
    // Words meant twice, and letters spelled one by one, are left alone.
    expect(normalizeText('okay bye bye')).toBe('okay bye bye');
    expect(normalizeText('its k i i m')).toContain('kiim');
    expect(normalizeText('a www address')).toContain('www');
    // "hows much": the s of the next word run into "how".
    expect(normalizeText('hows much is a blowout')).toBe('how much is a blowout');
  });

  it('an opening that checks who answers, however long the description of the business', () => {
    expect(label('hello is this the hair place over on maple by the bank')).toBe('Greeting');
    expect(label('good afternoon is this the salon my sister goes to')).toBe('Greeting');
    expect(label('heyyy how you doin')).toBe('Greeting');
    // Something asked after the description is the question, not the opening.
    expect(label('hi is this the salon on maple, how much is a haircut')).not.toBe('Greeting');
  });

  it('whether the place is open at a time the caller names is the hours', () => {
    expect(label('if i get there around six fifteen will you guys still be open')).toBe('AskHours');
    expect(label('say i show up at like seven thirty is that too late')).toBe('AskHours');
    expect(label('can i make it before you close if i leave the office at five')).toBe('AskHours');
    expect(label('what is the latest we can come by on a friday')).toBe('AskHours');
    expect(label('how early can i stop by in the morning')).toBe('AskHours');
    expect(label('what time do your stylists start in the morning')).toBe('AskHours');
    expect(label('do you guys work weekends')).toBe('AskHours');
    expect(label('will anybody be there if i call at eight tonight')).toBe('AskHours');
    expect(label('is someone at the shop after six')).toBe('AskHours');
    expect(label('could i swing by tomorrow around four thirty')).toBe('AskHours');
    // Not the hours: a booking with a service, a person asked for now, the rules about cancelling.
    expect(label('could i come by tomorrow around four thirty for a haircut')).not.toBe('AskHours');
    expect(label('is anyone there')).toBe('SpeakToHuman');
    expect(label('is it too late to cancel')).not.toBe('AskHours');
  });

  it('a person asked for by their role in the business, or by what they would be asked', () => {
    expect(label('can i just talk to a stylist real quick')).toBe('SpeakToHuman');
    expect(label('could i speak with one of the colorists')).toBe('SpeakToHuman');
    expect(label('is there somebody in the back i can ask about products')).toBe('SpeakToHuman');
    expect(label('can i talk to you about prices')).not.toBe('SpeakToHuman');
  });

  it('the range of what the business does, asked in the caller\'s words, is the list', () => {
    expect(label('what kind of color stuff do you guys do')).toBe('AskServices');
    expect(label('what kinds of cuts do you offer')).toBe('AskServices');
    expect(label('do you just do hair or nails and stuff too')).toBe('AskServices');
    expect(label('what all can you do for curly hair')).toBe('AskServices');
    // A question about what is used, or about times, is not the list.
    expect(label('what kind of dye do you use')).not.toBe('AskServices');
    expect(label('what days do you do')).not.toBe('AskServices');
  });

  it('"how long" asked of a wait of the caller\'s own is not how long a service takes', () => {
    expect(label('how long till my color is ready')).not.toBe('AskDuration');
    expect(label('how long will you guys have my wig')).not.toBe('AskDuration');
    expect(label('how long do i have to use the gift card')).not.toBe('AskDuration');
    expect(label('how long does a haircut take')).toBe('AskDuration');
  });

  it('something to be done on a day and at a clock time, asked as a question, is the booking', () => {
    expect(label('can someone do a haircut for my son thursday at four')).toBe('BookAppointment');
    expect(label('could you fit me in friday at two thirty')).toBe('BookAppointment');
    expect(label('can i come in wednesday at ten for a blowout')).toBe('BookAppointment');
    // A question about the rules is not.
    expect(label('could you do a haircut thursday at four if i bring my own products')).not.toBe('BookAppointment');
  });

  it('thanks in other words', () => {
    expect(label('awesome thank you so much')).toBe('Thanks');
    expect(label('appreciate ya')).toBe('Thanks');
    expect(label('awesome thanks but how much is a haircut')).not.toBe('Thanks');
  });
});
