import type { Scenario } from '../core/business/aggregate.js';
import type { CatalogItem } from './catalog.js';
import { normalize, topicTokens } from './text.js';
import type { BookingFlow, IntakeFlow } from './types.js';
import type { Turn } from './turn.js';
import { EN } from './understanding/locale/en.js';

/**
 * How an owner's intake trigger reads ("caller books an initial assessment", "water leak or burst pipe"), and the
 * start of its questions. Kept apart from intake.ts so the booking can start an intake for the service it books
 * without an import circle (intake.ts books once its questions are answered).
 */

/** Words of a trigger that describe the situation, not the topic ("caller asks about ..."). */
const TRIGGER_FILLER = new Set(
  topicTokens('caller customer client someone somebody person people asks asking inquiry inquires request requesting regarding interested mentions reports reporting having wants needs would like calls calling about'),
);

/** A first visit said in any of its wordings, as one word both in triggers and in what callers say. */
const FIRST_VISIT = new RegExp(EN.firstVisit ?? '(?!)', 'g');
export const FIRST_VISIT_TOKEN = 'firstvisit';
const BOOKING_VERBS = new RegExp(EN.bookingVerbs ?? '(?!)', 'g');
export const situations = (text: string) => normalize(text).replace(FIRST_VISIT, ` ${FIRST_VISIT_TOKEN} `).replace(BOOKING_VERBS, ' book ');

export const triggerTokens = (trigger: string) => [...new Set(topicTokens(situations(trigger)).filter((t) => !TRIGGER_FILLER.has(t)))];

/** A trigger may list alternatives: "water leak or burst pipe", "refill, renewal". What it leaves out ("booking a
 * tattoo (not a piercing or a consultation)", "new patients, except emergencies") is not an alternative. */
export const alternatives = (trigger: string) =>
  trigger
    .replace(/\((?:but )?(?:not|except|excluding|other than)\b[^)]*\)/gi, ' ')
    .replace(/\b(?:but )?(?:not|except|excluding|other than)\b.*$/i, ' ')
    .split(/\bor\b|[,;/|]/i)
    .map(triggerTokens)
    .filter((a) => a.length > 0);

export const questionsOf = (s: Scenario) => (s.scenario_questions ?? []).filter((q) => (q.question ?? '').trim());

/** The words of a booking itself ("books", "appointment"), not of what is booked. */
const BOOKING_TOKENS = new Set(topicTokens(situations('book books booked booking appointment appointments reservation')));

/**
 * The owner's scenario about booking this very service ("caller books an initial assessment" for the Initial
 * Assessment), however the caller named it ("an assessment next Tuesday"): a trigger that names a booking (or books
 * after its questions) and whose other words all are words of the service's name.
 */
export function scenarioForService(t: Turn, item: CatalogItem): Scenario | null {
  const done = new Set(t.s.intake_done ?? []);
  const name = new Set(topicTokens(situations(item.name)));
  for (const s of t.p.b.assistant.scenarios ?? []) {
    if (done.has(s.id) || !(s.trigger ?? '').trim() || !questionsOf(s).length) continue;
    const books = triggerTokens(s.trigger).some((w) => BOOKING_TOKENS.has(w)) || /\b(book|booking|schedule|appointment|reserv)/.test(normalize(s.post_collection_action ?? ''));
    if (!books) continue;
    const named = alternatives(s.trigger).some((a) => {
      const topic = a.filter((w) => !BOOKING_TOKENS.has(w));
      return topic.length > 0 && topic.every((w) => name.has(w));
    });
    if (named) return s;
  }
  return null;
}

/** Starts a scenario's questions; false when it has none. `resume` is a booking to go on with once they are answered. */
export function askScenarioQuestions(t: Turn, scenario: Scenario, origin: string, resume?: BookingFlow): IntakeFlow | null {
  const f: IntakeFlow = { kind: 'intake', step: 'question', scenario: scenario.id, index: 0, answers: [], retries: 0, origin: origin.slice(0, 300), ...(resume ? { resume } : {}) };
  t.s.intake_done = [...(t.s.intake_done ?? []), scenario.id];
  const qs = questionsOf(scenario);
  if (!qs.length) return null;
  t.s.flow = f;
  t.tell(qs.length > 1 ? `I can help with that. First, I have ${qs.length} quick questions.` : 'I can help with that. First, a quick question.');
  t.ask(qs[0].question.trim());
  return f;
}
