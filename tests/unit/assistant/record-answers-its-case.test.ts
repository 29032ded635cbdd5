import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong: a record spoken must be about the case the caller asks, not another case that
 * shares its words. The other end of one thing (a season's opening against its closing, moving in against moving
 * out); an elliptical follow-up ("and the balloons?") that the record names only in its prose; a price asked for a
 * count the record prices for another count ("for thirty miles" against "within 15 miles"). Monday 2025-03-10, 10:00 in
 * New York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const questions = [
  { id: 'q-season-start', question: 'Opening day', answer: 'The rink opens for the season the first Saturday of November, weather permitting.' },
  { id: 'q-season-end', question: 'End of the season closing', answer: 'We close the ice in mid March and melt it down over a week; lockers must be emptied by then.' },
  { id: 'q-leaving', question: 'Moving out of a locker', answer: 'Give us a week of notice and leave the key at the desk; there is no move-out charge.' },
  { id: 'q-parties', question: 'Birthday parties', answer: 'A party is 2 hours of skating and a private room for 12 kids; bring your own balloons and cake.' },
  { id: 'q-bus', question: 'Do you bring a shuttle to schools?', answer: 'Our shuttle goes within 15 miles for a $40 trip fee.' },
];
const items = [
  { id: 'skate', name: 'Public Skate Session', price: '12.00', duration: 90, currency: 'USD', enabled: true },
  { id: 'party', name: 'Birthday Party Package', price: '240.00', duration: 120, currency: 'USD', enabled: true },
  { id: 'lesson', name: 'Learn to Skate Lesson', price: '25.00', duration: 30, currency: 'USD', enabled: true },
];

describe('the other end of one thing', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

  it('a record whose own question names only the other end does not answer', () => {
    expect(k.verify('what happens when you open the rink for the year', 'q-season-end').verdict).toBe('unknown');
    expect(k.verify('is there a fee to move in to a locker', 'q-leaving').verdict).toBe('unknown');
  });

  it('a record about the end asked still answers, and the end the record names is answered', () => {
    expect(k.verify('when do you close the ice for the season', 'q-season-end').verdict).toBe('answer');
    expect(k.verify('how much notice do i give to move out of my locker', 'q-leaving').verdict).toBe('answer');
  });

  it('the engine speaks neither record for the other end', () => {
    const b = makeBusiness({ name: 'Frost Ice Arena', questions, items });
    const r = new Call(ctx(b, MONDAY)).say('what do you guys do when you open the rink for the year');
    expect(r.say).not.toMatch(/melt it down/);
    const fee = new Call(ctx(b, MONDAY)).say('is there a move in fee for the lockers');
    expect(fee.say).not.toMatch(/no move-out charge/);
  });
});

describe('an elliptical follow-up the record names only in passing', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

  it('is not answered by prose that names the thing, but by a record whose question is about it', () => {
    expect(k.verify('and the balloons', 'q-parties').verdict).not.toBe('answer');
    expect(k.verify('what about the balloons', 'q-parties').verdict).not.toBe('answer');
    expect(k.verify('and birthday parties', 'q-parties').verdict).toBe('answer');
    expect(k.verify('can we bring balloons to the party', 'q-parties').verdict).toBe('answer');
  });

  it('the engine does not read the party record out for "and the balloons" after a price', () => {
    const b = makeBusiness({ name: 'Frost Ice Arena', questions, items });
    const call = new Call(ctx(b, MONDAY));
    expect(call.say('how much is the public skate').say).toMatch(/\$12\.00/);
    expect(call.say('and the balloons').say).not.toMatch(/private room for 12 kids/);
  });
});

describe('a price asked for another count than the record prices', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

  it('a count outside the record\'s is unknown; one inside it is answered', () => {
    expect(k.verify('how much is the shuttle for thirty miles', 'q-bus').verdict).toBe('unknown');
    expect(k.verify('how much is the shuttle for ten miles', 'q-bus').verdict).toBe('answer');
    // (Not a price: whether the shuttle goes that far is answered by the limit the record states.)
    expect(k.verify('does your shuttle go thirty miles', 'q-bus').verdict).not.toBe('unknown');
  });

  it('the engine says no amount for the other count', () => {
    const b = makeBusiness({ name: 'Frost Ice Arena', questions, items });
    const r = new Call(ctx(b, MONDAY)).say('what would the shuttle cost for a school thirty miles away');
    expect(r.say).not.toMatch(/\$40/);
  });
});
