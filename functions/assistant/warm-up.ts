import { greet, respond } from './engine.js';
import type { AssistantBusiness, CallState, EngineContext } from './types.js';

/**
 * A throwaway call on a small made-up business, run once when a Lambda that answers calls loads (its INIT phase,
 * before the first caller): the first turn of a fresh process otherwise pays for code running for the first time (the
 * understanding's patterns compiled, chrono-node's parser, luxon's zone and `Intl`'s formats set up), ~200 ms of CPU
 * beside the index build (docs/benchmarks.md, "The first turn on new content").
 *
 * Pure: the engine reads only what it is given (an in-memory calendar here), so nothing is read or written, and what
 * it leaves behind are the engine's caches keyed by content (the same entries any call would compute), which change
 * no reply (tests/unit/assistant/warm-up.test.ts).
 */

/** What a caller says: a question, a booking with a day and a time, a name, a phone number. */
const UTTERANCES = [
  'hi, do you have parking?',
  'can I book a trim for next Tuesday at 3:30 pm?',
  'my name is Sam Lee',
  'my number is 312 555 0147',
];

/** Stops between turns once this much wall time has passed (a slow or throttled start never waits long on it). */
const BUDGET_MS = 1500;

const day = (day_of_week: AssistantBusiness['working_hours'][number]['day_of_week'], open = true) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '17:00',
  disabled: !open,
});

function warmUpBusiness(): AssistantBusiness {
  return {
    business: { id: 'warm-up', name: 'Warm Up Studio', time_zone: 'America/Chicago', industry: 'Hair / Beauty Salon' },
    assistant: {
      greeting_phrase: '',
      voice: 'alloy',
      transfer_calls_enabled: false,
      transfer_phone_number: null,
      transfer_scenarios: [],
      scenarios: [],
      after_hours_handling: true,
      buffer_minutes: 0,
      allow_same_day: true,
      allow_weekend: true,
      require_24h_advance: false,
    },
    business_addresses: [{ address_line: '1 Example Road', city: 'Springfield', state: 'IL', country: 'US', zip_code: '62701' }],
    business_items: [
      { id: 'w-trim', name: 'Trim', price: '25.00', duration: 30, currency: 'USD', enabled: true },
      { id: 'w-color', name: 'Color Treatment', price: '80', duration: 90, currency: 'USD', enabled: true },
    ],
    business_questions: [
      { id: 'w-park', question: 'Is there parking?', answer: 'Yes, free parking behind the building.' },
      { id: 'w-pay', question: 'Which payment methods do you take?', answer: 'Cash and all major cards.' },
    ],
    working_hours: [
      day('monday'),
      day('tuesday'),
      day('wednesday'),
      day('thursday'),
      day('friday'),
      day('saturday'),
      day('sunday', false),
    ],
  };
}

export interface WarmUpOutcome {
  /** Caller turns answered (the greeting not counted). */
  turns: number;
  ms: number;
  /** Why it stopped early, if it failed (the caller logs it; the warm-up never throws). */
  error?: string;
}

/** Runs the throwaway call; never throws. `budgetMs`: wall time after which it stops between turns. */
export function warmUpEngine(budgetMs = BUDGET_MS): WarmUpOutcome {
  const started = performance.now();
  let turns = 0;
  try {
    const context: EngineContext = {
      business: warmUpBusiness(),
      now: new Date('2026-03-09T15:00:00Z'),
      callerNumber: '+13125550100',
      calendar: { appointments: [] },
    };
    let state: CallState = greet(context).callState;
    for (const utterance of UTTERANCES) {
      if (performance.now() - started > budgetMs) break;
      state = respond(context, state, utterance).callState;
      turns++;
    }
    return { turns, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { turns, ms: Math.round(performance.now() - started), error: String(error) };
  }
}
