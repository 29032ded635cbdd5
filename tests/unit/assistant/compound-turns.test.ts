import { describe, expect, it } from 'vitest';
import { normalizeText, partsOf } from '../../../functions/assistant/understanding/index.js';
import { allTransfers, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const spa = () =>
  makeBusiness({
    name: 'Willow Spa',
    items: [
      { id: 's-60', name: 'Relaxing Massage (60 min)', price: '80', duration: 60, currency: 'USD', enabled: true },
      { id: 's-90', name: 'Relaxing Massage (90 min)', price: '115', duration: 90, currency: 'USD', enabled: true },
      { id: 's-face', name: 'Classic Facial', price: '70', duration: 50, currency: 'USD', enabled: true },
      { id: 's-gc25', name: 'Gift Voucher $25', price: '25', duration: 15, currency: 'USD', enabled: true },
      { id: 's-gc75', name: 'Gift Voucher $75', price: '75', duration: 15, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-park', question: 'Where can I park?', answer: 'There is a free lot next to the spa.' },
      { id: 'q-towels', question: 'Do I need to bring towels?', answer: 'No, we provide robes and towels.' },
    ],
  });

describe('two things in one breath', () => {
  it('splits a turn where a second question begins, never a question that leans on the first', () => {
    expect(partsOf(normalizeText('do you have a lot for cars and also where is the nearest bus stop'))).toEqual([
      'do you have a lot for cars',
      'where is the nearest bus stop',
    ]);
    expect(partsOf(normalizeText('i would love a facial, oh and do i need to bring towels'))).toEqual(['i would love a facial', 'do i need to bring towels']);
    expect(partsOf(normalizeText('do you do facials and how much is it'))).toHaveLength(1);
    expect(partsOf(normalizeText('where can i park'))).toHaveLength(1);
  });

  it('answers both questions when the owner has a record for each', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    const r = c.say('where should i leave my car and do i need to bring my own towels');
    expect(r.say).toContain('free lot next to the spa');
    expect(r.say).toContain('we provide robes and towels');
    expect(r.action).toBe('continue');
  });

  it('answers the known question, says plainly it does not know the other, and offers a message instead of handing over', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    const r = c.say('where can i park and is the sauna room wheelchair accessible');
    expect(r.say).toContain('free lot next to the spa');
    expect(r.say).toContain("I don't have the answer to your other question");
    expect(r.say).toContain('leave a message');
    expect(r.effects.map((e) => e.type)).toContain('record_knowledge_gap');
    expect(c.say('no thanks').say).toContain('anything else');
  });

  it('with transfers on for unknown questions, one question it cannot answer alone still hands over', () => {
    const c = new Call(ctx(makeBusiness({ assistant: allTransfers(), questions: spa().business_questions, items: spa().business_items }), MONDAY));
    c.greet();
    expect(c.say('do you sell scented candles in the shop').action).toBe('transfer');
  });

  it('answers a question asked with a request, then carries on with the task', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    const r = c.say("i'd like to book a classic facial, oh and do i need to bring towels");
    expect(r.say).toContain('we provide robes and towels');
    expect(r.say).toMatch(/What day and time would you like for your Classic Facial\?/);
    expect(c.say('tomorrow at 11').say).toBe('May I have your first and last name?');
  });
});

describe('an opening that wants something without naming it exactly', () => {
  it('starts the task and asks which service, naming them briefly, instead of answering an FAQ that shares a word', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    const r = c.say('ugh my shoulders are so tight, i think i need a good massage');
    expect(r.say).toMatch(/^Sure\. Which service would you like to book\? We offer Relaxing Massage \(60 min\), Relaxing Massage \(90 min\)/);
    expect(r.say).not.toContain('tight');
    expect(c.say('an hour and a half please').say).not.toMatch(/which service/i);
    expect((c.state?.flow as { item?: string } | undefined)?.item).toBe('s-90');
  });

  it('a visit asked for with no service named asks which, without reading out every price', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    const r = c.say('hey so my husband needs to come in sometime');
    expect(r.say).toMatch(/^Sure\. Which service would you like to book\? We offer /);
    expect(r.say).not.toMatch(/\$(80|115|70)\b/);
  });

  it('a wish to know or to leave word is not a booking', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    expect(c.say('i need to know where i can park').say).toContain('free lot');
  });

  it('picks among choices that differ by an amount: a price or a length in words', () => {
    const c = new Call(ctx(spa(), MONDAY));
    c.greet();
    expect(c.say('i want to book a gift voucher').say).toBe('Which one would you like: Gift Voucher $25 or Gift Voucher $75?');
    expect(c.say('the seventy five dollar one').say).toBe('What day and time would you like for your Gift Voucher $75?');
  });
});

describe('contractions typed without the apostrophe', () => {
  it('reads "id like" and "were thinking" as the caller meant, and keeps "like" the verb', () => {
    expect(normalizeText('hi id like a facial')).toBe('hi i would like a facial');
    expect(normalizeText('were thinking about a massage')).toBe('we are thinking about a massage');
    expect(normalizeText('do i need my id')).toBe('do i need my id');
    expect(normalizeText('i would like a facial')).toBe('i would like a facial');
    expect(normalizeText('i need like a facial')).toBe('i need a facial');
  });
});

describe('two questions of which neither part alone may hand over the call', () => {
  it('answers the known one even when the other alone would be transferred', () => {
    const c = new Call(ctx(makeBusiness({ assistant: allTransfers(), questions: spa().business_questions, items: spa().business_items }), MONDAY));
    c.greet();
    const r = c.say('where can i park and do you have a kids menu');
    expect(r.action).toBe('continue');
    expect(r.say).toContain('free lot next to the spa');
    expect(r.say).toContain("I don't have the answer to your other question");
  });
});

describe('a question about getting a kind of service, answered by a record about one of them', () => {
  it('offers that service after the answer', () => {
    const b = spa();
    b.business_questions = [
      ...b.business_questions,
      { id: 'q-preg', question: 'Is a massage safe when pregnant?', answer: 'Yes, after the first trimester: the Relaxing Massage (60 min) is done lying on your side.' },
    ];
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    const r = c.say('i am pregnant, is it safe to get a massage');
    expect(r.say).toContain('lying on your side');
    expect(r.say).toMatch(/Would you like to book the Relaxing Massage \(60 min\)\?$/);
    expect(c.say('yes please').say).toBe('What day and time would you like for your Relaxing Massage (60 min)?');
  });
});
