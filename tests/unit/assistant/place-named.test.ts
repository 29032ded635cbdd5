import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

const common = [
  { id: 'q-pay', question: 'How can I pay?', answer: 'Cards or cash when the job is done.' },
  { id: 'q-warranty', question: 'What if I am not happy?', answer: 'Tell us within two days and we come back to redo the spots we missed for free.' },
  { id: 'q-parking', question: 'Where do I park?', answer: 'Behind the shop, off Maple Lane.' },
  { id: 'q-pets', question: 'Is it ok if I have pets?', answer: 'Of course, just keep shy dogs in a closed room.' },
];
/** A window washer whose area record is a "where" question answered with a list of towns. */
const washer = () =>
  makeBusiness({
    name: 'Clear View Windows',
    industry: 'Window Cleaning',
    items: [],
    questions: [...common, { id: 'q-where', question: 'Where do you work?', answer: 'Fairview, Oak Ridge, Lindon and Pine Hollow. Westbrook costs a $15 trip fee.' }],
  });
/** A bakery whose area record says "area" in its question and answers with a distance. */
const bakery = () =>
  makeBusiness({
    name: 'Rise Bakery',
    industry: 'Bakery',
    items: [],
    questions: [
      ...common,
      { id: 'q-area', question: 'Do you deliver to my area?', answer: 'We deliver within 4 miles of the bakery, as far as the river to the north.' },
      { id: 'q-delivery-time', question: 'How long does delivery take?', answer: 'About 40 minutes on weekdays.' },
    ],
  });
/** A shop that states only a delivery fee, with places in it: not a record of the area served. */
const feeOnly = () =>
  makeBusiness({
    name: 'Petal Shop',
    industry: 'Florist',
    items: [],
    questions: [...common, { id: 'q-fee', question: 'How much is delivery?', answer: '$10 anywhere in Fairview, $20 to Oak Ridge, Lindon and Westbrook. Nothing further.' }],
  });

const ask = (b: ReturnType<typeof washer>, words: string) => {
  const c = new Call(ctx(b, NOON));
  c.greet();
  return c.say(words).say;
};

describe('a place named in a question about how far the business goes', () => {
  it.each(['do you guys come out to lindon', "i'm over in pine hollow, do you go that far", 'we live in westbrook is that too far'])(
    'answers with the area record when the place is one the owner lists, in any reach phrasing: %s',
    (words) => expect(ask(washer(), words)).toMatch(/Fairview, Oak Ridge/),
  );

  it('answers with the area record for a place the owner never wrote down (the place is not an unknown topic)', () => {
    expect(ask(washer(), 'do you come out to glenmoor')).toMatch(/Fairview, Oak Ridge/);
  });

  it.each(['can you deliver to the elmhurst neighborhood', 'i am out in castleton do you deliver out there'])(
    'answers with a delivery area stated as a distance: %s',
    (words) => expect(ask(bakery(), words)).toMatch(/within 4 miles/),
  );

  it('never reads what is to be done there as a place, nor speaks another record for it', () => {
    const said = ask(washer(), 'can you come out to fix a screen');
    expect(said).not.toMatch(/Fairview|Maple Lane|redo the spots/);
    // The record that only uses "areas"/"spots" in another sense is not about the area served.
    expect(ask(washer(), 'do you come out to glenmoor')).not.toMatch(/redo the spots/);
  });

  it('speaks no fact when the business has no record of the area it serves', () => {
    // A fee record that lists places answers what delivery costs, not whether a far place is served.
    const said = ask(feeOnly(), 'can you deliver to springfield');
    expect(said).not.toMatch(/\$10 anywhere|Maple Lane|Cards or cash/);
  });
});
