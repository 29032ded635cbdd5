import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, product } from './fixtures.js';

/**
 * A task and a question in the caller's first breath: the question is answered from the owner's data (or said to be
 * unknown) and the task goes on, whether the two are joined by "and/also" or said as sentences of their own, in
 * either order. Sentences written for this test. Monday 10 March 2025, noon in New York.
 */
const NOON = '2025-03-10T16:00:00Z';
const noodleBar = () =>
  makeBusiness({
    name: 'Golden Bowl Noodles',
    industry: 'Restaurant / Café',
    items: [product('ramen', 'Miso Ramen', '14'), product('gyoza', 'Pork Gyoza', '7'), product('udon', 'Curry Udon', '13')],
    questions: [{ id: 'q-deliver', question: 'Do you deliver?', answer: 'We deliver within four miles of the shop.' }],
  });
const groomer = () =>
  makeBusiness({
    name: 'Happy Paws Grooming',
    items: [{ id: 'bath', name: 'Dog Bath', price: '45', duration: 60, currency: 'USD', enabled: true }],
    questions: [{ id: 'q-park', question: 'Is there parking?', answer: 'There are four spots right by our door.' }],
  });
const orderLines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function opening(business: ReturnType<typeof makeBusiness>, said: string) {
  const c = new Call(ctx(business, NOON));
  c.greet();
  return { c, r: c.say(said) };
}

describe('a task and a question in the opening turn', () => {
  it('said as sentences of their own, in either order: answered, and the order goes on', () => {
    for (const said of ['Hello, I would like to order a miso ramen. Do you deliver?', 'Do you guys deliver? I want to order a miso ramen.']) {
      const { c, r } = opening(noodleBar(), said);
      expect(r.say, said).toContain('We deliver within four miles of the shop.');
      expect(r.say, said).toMatch(/Anything else\?$/);
      expect(orderLines(c), said).toEqual({ ramen: 1 });
    }
  });

  it('a booking with its time and a question as a second sentence: answered, and the booking goes on', () => {
    const { c, r } = opening(groomer(), 'Can I book a dog bath for Thursday at 11am. Is there parking?');
    expect(r.say).toContain('There are four spots right by our door.');
    expect(r.say).toMatch(/first and last name/i);
    expect(c.state?.flow?.kind).toBe('booking');
  });

  it('a question that needs an item of its own, said with an order: said to be unknown, and the order goes on', () => {
    const { c, r } = opening(noodleBar(), 'hi I want to order a curry udon, and how long is the wait');
    expect(r.say).toMatch(/I don't have that information/);
    expect(r.say).not.toMatch(/Would you like to order it/);
    expect(orderLines(c)).toEqual({ udon: 1 });
  });

  it('a greeting or a word alone as a sentence is no part of its own', () => {
    const { c, r } = opening(noodleBar(), 'Hi. Two pork gyoza please.');
    expect(r.say).toMatch(/Anything else\?$/);
    expect(orderLines(c)).toEqual({ gyoza: 2 });
  });
});
