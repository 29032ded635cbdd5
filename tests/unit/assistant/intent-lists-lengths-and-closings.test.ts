import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { callSaying, ctx, makeBusiness, usdServices } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// A pressure-washing company: services sized by the storeys of a house (in digits), a seasonal bundle, and FAQs whose
// questions share words with them (the sizes, the bundle, the crew's arrival window).
const washer = makeBusiness({
  name: 'Brightside Exterior Wash',
  industry: 'Home Services',
  items: usdServices([
    ['w-house-1', 'House Wash - 1-Story Home', '199', 90],
    ['w-house-2', 'House Wash - 2-Story Home', '289', 150],
    ['w-deck', 'Deck Wash and Seal (up to 300 sq ft)', '349', 240],
    ['w-bundle-2', 'Spring Bundle, 2-Story: House Wash + Driveway', '399', 210],
    ['w-consult', 'Color Consultation', '0', 20],
  ]),
  questions: [
    { id: 'q-size', question: 'How do you price by house size?', answer: 'A 1-story home is the base price; a 2-story home costs more because of the ladder work.' },
    { id: 'q-bundle', question: 'Spring bundles', answer: 'Each spring we bundle a house wash with a driveway wash at a saving.' },
    { id: 'q-window', question: 'Arrival windows', answer: 'Crews arrive in a two hour window; we text you when they are on the way.' },
    { id: 'q-decks', question: 'Deck care', answer: 'We wash decks with a soft wash and can seal them the same day.' },
  ],
});

describe('the list, a length and a price asked of one item, and closings that go on', () => {
  const k = knowledgeOf(prepare(ctx(washer, MONDAY)));
  const read = (text: string, pending = {}) => understandUtterance(text, k, pending);
  const label = (text: string, pending = {}) => read(text, pending).label;

  it('a count said in words names the item whose name writes it in digits, for its price or its length', () => {
    expect(label('how much is the spring bundle for a two story')).toBe('AskPrice');
    expect(label('how long does a house wash take on a one story')).toBe('AskDuration');
    // A word that only says a visit of its kind does not stop the name.
    expect(label('how long is the color consultation appointment')).toBe('AskDuration');
    expect(label('how much is the house wash for a two story')).toBe('AskPrice');
  });

  it('a length asked by naming one to be confirmed is a length', () => {
    expect(label('is the deck wash a whole hour')).toBe('AskDuration');
    expect(label('the color consultation is that like an hour')).toBe('AskDuration');
    // An hour away is a place, not a length.
    expect(label('is it an hour away from downtown')).not.toBe('AskDuration');
  });

  it('the range asked with an alternative or as everything is the list, though an FAQ shares a word', () => {
    expect(label('do you guys do like decks and that kind of stuff')).toBe('AskServices');
    expect(label('do you do house washes or just driveways')).toBe('AskServices');
    expect(label('do you do um like just houses or decks too')).toBe('AskServices');
    expect(label('can you tell me everything you do for a house')).toBe('AskServices');
    expect(label('can you just tell me what is on your menu')).toBe('AskServices');
    expect(label('what kind of appointments can i book')).toBe('AskServices');
    // A day or a time in it asks for a visit, not the list.
    expect(label('can you do tuesday or just wednesday')).not.toBe('AskServices');
  });

  it('a person put on the line by name, and a call back in slang', () => {
    expect(label('put marco on the phone please')).toBe('SpeakToHuman');
    expect(label('can you put the owner on')).toBe('SpeakToHuman');
    expect(label('put me on the list for spring')).not.toBe('SpeakToHuman');
    expect(label('have marco hit me back when he gets a sec')).toBe('RequestCallback');
  });

  it('a closing that goes on to say something else is not a goodbye', () => {
    expect(label('no that is it she is nine')).not.toBe('Goodbye');
    expect(label('that is all we have two dogs though')).not.toBe('Goodbye');
    expect(label('that is all i needed thanks so much bye')).toBe('Goodbye');
    expect(label('okay that is it have a good one')).toBe('Goodbye');
    // "That's all I needed" with a no word and no farewell is the no to more.
    expect(label('no that is all i needed')).toBe('Deny');
  });

  it('the item\'s own price and length are spoken, not the FAQ\'s prose', () => {
    const price = callSaying(washer, MONDAY, 'how much is the spring bundle for a two story').turns.at(-1)!;
    expect(price.say).toContain('$399');
    expect(price.say).not.toContain('$289');
    const length = callSaying(washer, MONDAY, 'how long is the color consultation appointment').turns.at(-1)!;
    expect(length.say).toContain('20 minutes');
  });
});
