import { describe, expect, it } from 'vitest';
import { allTransfers, Call, ctx, makeBusiness } from './fixtures.js';

/**
 * A day or time said to "Would you like to book it?" (issue 13, found by trying the product as a plumber): the offer
 * is taken with that time, not asked again as "Which service?". Sentences written for these tests. Monday
 * 2025-03-10, 10:00 in New York (open 9 to 17).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const plumber = makeBusiness({
  name: 'Harbor Drain & Pipe',
  industry: 'Plumbing',
  items: [
    { id: 'snake', name: 'Sewer line snaking', price: '189', duration: 60, currency: 'USD', enabled: true },
    { id: 'heater', name: 'Water heater flush', price: '140', duration: 60, currency: 'USD', enabled: true },
  ],
  assistant: allTransfers(),
});

function afterPrice(reply: string) {
  const c = new Call(ctx(plumber, MONDAY));
  c.greet();
  expect(c.say('what do you charge for sewer line snaking').say).toContain('Would you like to book it?');
  return { c, r: c.say(reply) };
}

describe('a time said to an offer to book', () => {
  it('takes the offered service with the day said', () => {
    const { r } = afterPrice('wednesday morning would work');
    expect(r.say).not.toMatch(/Which service/);
    expect(r.say).toMatch(/Wednesday/);
    expect(r.callState?.flow).toMatchObject({ kind: 'booking' });
  });
  it('takes the offered service with a day and time, and books that one', () => {
    const { c, r } = afterPrice('thursday at 2 would be great');
    expect(r.say).not.toMatch(/Which service/);
    let last = r;
    for (const line of ['Dee Park', 'yes', 'yes']) if (!/booked/i.test(last.say)) last = c.say(line);
    const booked = c.effects.find((e) => e.type === 'book_appointment');
    expect(booked).toMatchObject({ service_name: 'Sewer line snaking' });
  });
  it('a question about the day, or a no, does not start a booking', () => {
    expect(afterPrice('are you open on thursday').r.callState?.flow).toBeFalsy();
    expect(afterPrice('no, not tomorrow, thanks').r.callState?.flow).toBeFalsy();
  });
});

describe('a visit asked for with its day, said as a question', () => {
  const read = (text: string) => {
    const c = new Call(ctx(plumber, MONDAY));
    c.greet();
    return c.say(text);
  };
  it('starts a booking, not "I don\'t have that information"', () => {
    for (const text of ['the basement drain is backed up, could you guys come out tomorrow afternoon?', 'can someone swing by thursday at 10']) {
      const r = read(text);
      expect(r.say, text).not.toMatch(/don't have that information/);
      expect(r.callState?.flow, text).toMatchObject({ kind: 'booking' });
    }
  });
  it('"do you come out to <town>" is still a question about where the business goes', () => {
    expect(read('do you guys come out to millbrook').callState?.flow).toBeFalsy();
  });
});
