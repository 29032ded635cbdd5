import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, TRIAL_MONDAY, trialBusiness, usdServices } from './fixtures.js';

/**
 * Callers of a trades business (a new owner's test calls, issue 13): their own address is information, and a
 * problem described in words that pick no service is offered the trade's general visit instead of the same question.
 * At TRIAL_MONDAY (Monday 2025-03-10, 10:00 in New York).
 */
const MONDAY = TRIAL_MONDAY;
const heating = trialBusiness({
  name: 'Northside Heating & Wiring',
  industry: 'Electrician / HVAC',
  address: ['7 Copper Lane', 'Dayton', 'OH', '45402'],
  services: [
    ['h-diag', 'Diagnostic visit', '95', 60],
    ['h-furnace', 'Furnace replacement', '4200', 480],
    ['h-rewire', 'Whole-home rewiring', '9000', 960],
  ],
  questions: [['q-ins', 'Are you insured?', 'Yes, fully insured.']],
  transfers: true,
});

describe('a caller stating their own address is giving it, not asking for ours', () => {
  for (const said of [
    'I need somebody out here, the address is 305 Birch Court in Kettering',
    'my address is 12 Harbor Road',
    'can someone come look at the wiring, our address is four Elm Street',
  ]) {
    it(`"${said}" does not get the business's address`, () => {
      const r = new Call(ctx(heating, MONDAY)).say(said);
      expect(r.say).not.toMatch(/Copper Lane/);
      expect(r.understood?.intent).not.toBe('AskAddress');
    });
  }

  it('"what is your address" still gets it', () => {
    const r = new Call(ctx(heating, MONDAY)).say('what is your address');
    expect(r.say).toMatch(/7 Copper Lane/);
  });
});

describe('a problem described for a trade is offered the general visit, never the same question forever', () => {
  const opening = 'I need someone to come out, the outlets in my garage went dead';
  it('a problem that picks no service, said again, is offered the Diagnostic visit with a message as the way out; a yes takes it', () => {
    const c = new Call(ctx(heating, MONDAY));
    expect(c.say(opening).say).toMatch(/Which service would you like to book\?/);
    const offer = c.say('they just stopped working, no idea why');
    expect(offer.say).toMatch(/I can book a Diagnostic visit/);
    expect(offer.say).toMatch(/leave a message/);
    expect(c.say('yes please').say).toMatch(/What day and time would you like for your Diagnostic visit/);
    const flow = c.state?.flow;
    expect(flow?.kind === 'booking' ? flow.item : undefined).toBe('h-diag');
  });

  it('a no to the general visit offers a message; naming another service takes it', () => {
    const c = new Call(ctx(heating, MONDAY));
    c.say(opening);
    c.say('half my lights are flickering');
    expect(c.say('no').say).toMatch(/leave a message/);
    const c2 = new Call(ctx(heating, MONDAY));
    c2.say(opening);
    c2.say('half my lights are flickering');
    expect(c2.say('the rewiring').say).toMatch(/Whole-home rewiring/);
  });

  it('a specific job that includes a look is no general visit: the question is asked as before', () => {
    const specific = makeBusiness({
      items: usdServices([
        ['p-spr', 'Sprinkler start-up & inspection', '80', 60],
        ['p-mow', 'Lawn mowing', '45', 60],
      ]),
    });
    const c = new Call(ctx(specific, MONDAY));
    c.say('I need someone to come out, my yard is a mess');
    expect(c.say('it is just really overgrown').say).not.toMatch(/I can book a/);
  });
});

describe('a question after "anything else?" is a question, even with a yes phrase inside it', () => {
  for (const asked of ['Is the fee waived if I go ahead with the repair?', 'does the warranty still count if I do it myself', 'what happens if that works for a while and then stops again']) {
    it(`"${asked}" is not taken as a yes`, () => {
      const c = new Call(ctx(heating, MONDAY));
      expect(c.say('are you insured').say).toMatch(/anything else/);
      const r = c.say(asked);
      expect(r.say).not.toMatch(/^Sure, what can I help you with/);
      expect(r.intent).not.toBe('Affirm');
    });
  }

  it('a plain yes to "anything else?" still asks what', () => {
    const c = new Call(ctx(heating, MONDAY));
    c.say('are you insured');
    expect(c.say('yes actually').say).toMatch(/^Sure, what can I help you with/);
  });
});

describe('a non-medical emergency is not led in by the medical sentence', () => {
  const EVENING = '2025-03-11T01:30:00Z';
  it('"a burning smell from the heater and the house is freezing" reaches the team without the medical sentence', () => {
    const r = new Call(ctx(heating, MONDAY)).say('there is a burning smell coming from the heater and now the house is freezing, it is an emergency');
    expect(r.say).not.toMatch(/medical emergency/);
    expect(r.action).toBe('transfer');
  });
  it('a burn to a person still gets it', () => {
    const r = new Call(ctx(heating, EVENING)).say('my son burned his hand on the breaker box, it is an emergency');
    expect(r.say).toMatch(/medical emergency/);
  });
});
