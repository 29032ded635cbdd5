import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Words that often end a call ("no that's it", "nothing else", "i'm good") said to an owner's question while a
 * booking's intake waits: an answer, not a goodbye (issue 13). Sentences written for these tests.
 * Monday 10 March 2025, 10:00 in New York.
 */
const MONDAY = '2025-03-10T14:00:00Z';
const q = (id: string, question: string, is_required: boolean) => ({ id, scenario_id: 's-tune', question, is_required });

const pianos = () =>
  makeBusiness({
    name: 'Harmony Piano Care',
    industry: 'Home Services',
    items: [{ id: 'tune', name: 'Piano Tuning', price: '140', duration: 90, currency: 'USD', enabled: true }],
    questions: [],
    assistant: {
      scenarios: [
        {
          id: 's-tune',
          trigger: 'piano tuning',
          post_collection_action: 'Email the answers to the office',
          scenario_questions: [q('a', 'What are you hoping to get out of the visit?', true), q('b', 'Anything else the tuner should know?', false)],
        },
      ],
    },
  });

function tuningCall(): Call {
  const c = new Call(ctx(pianos(), MONDAY));
  c.greet();
  expect(c.say('can i book a piano tuning wednesday at ten').say).toMatch(/What are you hoping to get out of the visit\?$/);
  return c;
}

describe('an intake answer in words that often end a call', () => {
  it('"just see where im at" answers the question and the next one is asked', () => {
    const c = tuningCall();
    const r = c.say('just see where im at');
    expect(r.action).toBe('continue');
    expect(r.say).toMatch(/Anything else the tuner should know\?$/);
  });

  it('"no that\'s it" to "anything else the tuner should know?" is its answer: the call goes on', () => {
    const c = tuningCall();
    c.say('it has not been tuned in years');
    const r = c.say('no thats it');
    expect(r.action).toBe('continue');
    expect(r.say).not.toMatch(/Goodbye/);
    expect(r.say).toMatch(/May I have your name, please\?$/);
  });

  it('a farewell said outright still ends the call', () => {
    const c = tuningCall();
    const r = c.say('actually never mind, i have to go, bye');
    expect(r.action).toBe('hangup');
  });
});
