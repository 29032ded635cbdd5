import { describe, expect, it } from 'vitest';
import { greet, initialCallState, parseCallState, respond, serializeCallState } from '../../../functions/assistant/engine.js';
import type { AssistantBusiness, CallState } from '../../../functions/assistant/types.js';
import { allTransfers, appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const OPEN = '2025-03-10T14:00:00Z';

describe('bad input and faults', () => {
  it('re-prompts on silence and hangs up politely after three silent turns', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.greet();
    expect(c.say('').say).toBe("Sorry, I didn't hear anything. Thank you for calling Bella Salon. How can I help you today?");
    expect(c.say('   ').action).toBe('continue');
    const r = c.say('...');
    expect(r.action).toBe('hangup');
    expect(r.say).toBe("I'm sorry, I can't hear you. Please call Bella Salon back. Goodbye.");
  });

  it('re-asks the pending question after silence or noise markers inside a task', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.say('haircut tomorrow at 3');
    expect(c.say('um uh').say).toBe("Sorry, I didn't hear anything. May I have your first and last name?");
    // Speaking again resets the silence count.
    c.say('Ana Lopez');
    expect(c.state!.silences).toBe(0);
  });

  it('treats null and undefined utterances as silence', () => {
    const state = greet(ctx(makeBusiness(), OPEN)).callState;
    expect(respond(ctx(makeBusiness(), OPEN), state, null).intent).toBe('Silence');
    expect(respond(ctx(makeBusiness(), OPEN), state, undefined).intent).toBe('Silence');
  });

  it('stays polite with noise and escalates to a message when it keeps failing', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    const first = c.say('asdf qwerty zxcv');
    expect(first.say).toBe(
      "Sorry, I didn't quite get that. I can answer questions about our hours, location and services, book an appointment or take a message. What would you like to do?",
    );
    const second = c.say('blah blah blah');
    expect(second.action).toBe('message');
    expect(second.say).toContain('I can take a message');
  });

  it('handles very long text without trouble', () => {
    const long = 'I would like to know '.repeat(2000) + 'your hours';
    const started = Date.now();
    const r = respond(ctx(makeBusiness(), OPEN), undefined, long);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(typeof r.say).toBe('string');
    expect(r.say.length).toBeGreaterThan(0);
    expect(r.callState.turn).toBe(1);
  });

  it('starts over from a missing or foreign call state', () => {
    for (const bad of [undefined, null, {}, { v: 2 }, 'nonsense'] as unknown as CallState[]) {
      const r = respond(ctx(makeBusiness(), OPEN), bad, 'what are your hours');
      expect(r.intent).toBe('AskHours');
      expect(r.callState.turn).toBe(1);
    }
  });

  it('never throws: a broken business snapshot gives a polite reply, then a goodbye if it persists', () => {
    const broken = { business: null } as unknown as AssistantBusiness;
    let state: CallState | undefined;
    const replies = [1, 2, 3].map(() => {
      const r = respond({ business: broken, now: new Date(OPEN) }, state, 'hello');
      state = r.callState;
      return r;
    });
    expect(replies[0]).toMatchObject({ action: 'continue', intent: 'Error', effects: [] });
    expect(replies[0].say).toContain('Could you say that again?');
    expect(replies[2].action).toBe('hangup');
    expect(greet({ business: broken, now: new Date(OPEN) }).say).toBe('Thank you for calling. How can I help you today?');
  });

  it('copes with odd data: bad prices, bad hours, unknown time zone, blank names', () => {
    const odd = makeBusiness({
      name: '  ',
      time_zone: 'Mars/Olympus',
      items: [
        { id: 'a', name: 'Mystery', price: 'call us', duration: -5, currency: '', enabled: true },
        { id: 'b', name: '', price: '5', duration: 10, currency: 'USD', enabled: true },
      ],
      hours: [{ day_of_week: 'monday', open_time: '25:99', close_time: 'x', disabled: false }],
    });
    const c = new Call(ctx(odd, OPEN));
    expect(c.greet().say).toContain('our business');
    for (const line of ['what do you offer', 'how much is the mystery', 'what are your hours', 'book the mystery tomorrow at 10', 'bye']) {
      const r = c.say(line);
      expect(r.say.length, line).toBeGreaterThan(0);
      expect(r.intent, line).not.toBe('Error');
    }
  });

  it('ends a call once and keeps saying goodbye if more turns arrive', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    expect(c.say('thanks, bye').action).toBe('hangup');
    const again = c.say('hello?');
    expect(again.action).toBe('hangup');
    expect(again.effects).toEqual([]);
  });

  it('"say that again" repeats the last question', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.say('haircut tomorrow at 3');
    expect(c.say('sorry, can you repeat that?').say).toBe('May I have your first and last name?');
  });

  it('keeps the call state small and JSON-only (Lex session attributes)', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.say('haircut tomorrow morning');
    c.say('the first one');
    c.say('Ana Lopez');
    const json = JSON.stringify(c.state);
    expect(JSON.parse(json)).toEqual(c.state);
    expect(json.length).toBeLessThan(1500);
  });

  it('round-trips the call state through a session attribute, and starts afresh from a damaged one', () => {
    const r = respond(ctx(makeBusiness(), OPEN), undefined, 'haircut tomorrow at 3');
    expect(parseCallState(serializeCallState(r.callState))).toEqual(r.callState);
    expect(parseCallState('{oops')).toBeUndefined();
    expect(parseCallState('{"v":9}')).toBeUndefined();
    expect(parseCallState(undefined)).toBeUndefined();
  });

  it('survives many random calls without an error or an empty reply', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const lines = [
      '', 'yes', 'no', 'hi', 'haircut', 'tomorrow at 3', 'the first one', 'Ana Lopez', '212 555 0123', 'what are your hours',
      'cancel my appointment', 'I want to reschedule', 'two lattes', 'delivery', '44 Elm Street', 'asap', 'never mind',
      'can I talk to someone', 'bye', 'what?', 'asdf', 'do you have parking', 'this is ridiculous', 'hola', 'new patient',
      'make it 4 instead', 'the second one', 'is there anything later', 'no thanks', 'leave a message', 'Friday morning',
      'x'.repeat(700), 'I was charged twice', '¿qué?', '🙂', '3', 'a b c d e f g', 'say that again', 'yes please book it',
    ];
    const businesses = [
      makeBusiness(),
      makeBusiness({ assistant: allTransfers() }),
      makeBusiness({ items: [], questions: [], hours: [], addresses: [] }),
      makeBusiness({ industry: 'Restaurant', assistant: { after_hours_handling: false } }),
    ];
    const calendar = { appointments: [appointment('a1', '2025-03-11T15:00:00-04:00', 45), appointment('a2', '2025-03-12T10:00:00-04:00', 30)] };
    let turns = 0;
    for (let call = 0; call < 60; call++) {
      const context = ctx(businesses[call % businesses.length], call % 3 ? OPEN : '2025-03-10T23:30:00Z', { calendar });
      let state = greet(context).callState;
      for (let i = 0; i < 12 && !state.ended; i++) {
        const r = respond(context, state, lines[Math.floor(random() * lines.length)]);
        turns++;
        expect(r.intent).not.toBe('Error');
        expect(r.say.trim().length).toBeGreaterThan(0);
        if (r.action === 'transfer') expect(r.transfer_to).toMatch(/^\+\d{10,15}$/);
        state = JSON.parse(JSON.stringify(r.callState));
      }
    }
    expect(turns).toBeGreaterThan(300);
    // Hundreds of turns: what is tested is that none fails, not how fast a shared machine runs them.
  }, 20_000);

  it('is deterministic: the same turn gives the same result', () => {
    const context = ctx(makeBusiness(), OPEN);
    const state = initialCallState();
    const a = respond(context, state, 'book a haircut next Friday afternoon');
    const b = respond(context, state, 'book a haircut next Friday afternoon');
    expect(a).toEqual(b);
    expect(state.turn).toBe(0); // the input state is not modified
  });
});
