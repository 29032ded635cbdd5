import type { Scenario } from '../core/business/aggregate.js';
import { resumeBooking, startBooking } from './booking.js';
import { isSilence, parseName } from './extract.js';
import { looksLikeSentence } from './sentence.js';
import { escalate } from './handover.js';
import { startMessage } from './message.js';
import { startOrder } from './order.js';
import { normalize, spokenDigits, topicTokens, words } from './text.js';
import { alternatives, askScenarioQuestions, FIRST_VISIT_TOKEN, questionsOf, situations, triggerTokens } from './intake-trigger.js';
import type { IntakeAnswers, IntakeFlow } from './types.js';
import type { Turn } from './turn.js';
import type { IntakeKind } from './understanding/types.js';
import { EN } from './understanding/locale/en.js';
import { Vocabulary } from './vocabulary.js';

/**
 * Intake scenarios: the owner's trigger ("new patient", "water leak"), questions (some required) and an action
 * to take once they are answered. Answers travel with the appointment, order or message that follows.
 */

export type PostAction = 'book' | 'order' | 'transfer' | 'message';

/** What the owner's free-text post-collection action asks for. Anything unrecognised keeps the answers in a message. */
export function postAction(text: string): PostAction {
  // A work order, job order or order form is the paperwork a visit is written on, not a sale ("add the answers to the
  // work order for the tech" after a booking trigger books the visit).
  const n = normalize(text).replace(/\b(work|job|service|repair) orders?\b|\border (form|sheet|ticket)s?\b/g, ' ');
  if (/\b(book|booking|schedule|scheduling|appointment|reserve|reservation)\b/.test(n)) return 'book';
  if (/\b(order|orders|purchase|checkout)\b/.test(n)) return 'order';
  if (/\b(transfer|connect|forward the call|put through|patch through|live agent)\b/.test(n)) return 'transfer';
  return 'message';
}

/** The scenario whose trigger (or one of its alternatives) the utterance matches best, at 60% of its topic words. */
export function matchScenario(t: Turn, text: string): Scenario | null {
  const done = new Set(t.s.intake_done ?? []);
  const scenarios = (t.p.b.assistant.scenarios ?? []).filter((s) => !done.has(s.id) && (s.trigger ?? '').trim());
  if (!scenarios.length) return null;
  const vocab = new Vocabulary(scenarios.flatMap((s) => triggerTokens(s.trigger)));
  // The words of things sold, named ("two bundles of PACKING paper"), are the things, not the task a trigger names
  // ("booking a move, packing or an estimate").
  const ws = words(normalize(text));
  // (Named in full or counted: "help with packing" alone is still the task.)
  const sold = t.p.catalog.mentions(text).filter((m) => m.item.duration === null && (m.counted || m.score >= 0.75));
  const rest = ws.filter((_, i) => !sold.some((m) => i >= m.start && i < m.end)).join(' ');
  const said = new Set(topicTokens(situations(rest)).map((w) => (w === FIRST_VISIT_TOKEN ? w : (vocab.resolve(w) ?? w))));
  let best: { s: Scenario; score: number } | null = null;
  for (const s of scenarios) {
    for (const tokens of alternatives(s.trigger)) {
      const shared = tokens.filter((w) => said.has(w)).length;
      const score = shared / tokens.length;
      // Most of a trigger's words: two of three is not enough ("water heater flush" is not "new water heater").
      const needed = tokens.length >= 3 ? 0.75 : 0.6;
      if (shared && score >= needed && (!best || score > best.score)) best = { s, score };
    }
  }
  return best?.s ?? null;
}

export function startIntake(t: Turn, scenario: Scenario, origin: string): void {
  if (!askScenarioQuestions(t, scenario, origin)) finish(t, { kind: 'intake', step: 'question', scenario: scenario.id, index: 0, answers: [], retries: 0, origin: origin.slice(0, 300) }, scenario);
}

// --- what an intake question expects, and whether an answer fits it (issue 13) ----------------------------------

const KINDS = EN.intake.kinds.map((k) => ({ kind: k.kind, asks: new RegExp(k.asks), fits: k.fits ? new RegExp(k.fits) : null, hint: k.hint }));
const TIME_ONLY = new RegExp(EN.intake.timeOnly);
const TIME_SAID = new RegExp(EN.intake.timeSaid);
const BARE_YES = new RegExp(EN.intake.bareYes);
const NOT_BIRTH = new RegExp(EN.intake.notBirth);

/** The kind of answer an owner's question asks for ("What's the service address?": an address), or null: free text. */
export function questionKind(question: string): IntakeKind | null {
  const n = normalize(question);
  return KINDS.find((k) => k.asks.test(n))?.kind ?? null;
}

/**
 * Whether an answer fits what its question asks for. Lenient on purpose: only an answer that plainly is something
 * else (a booking time for a problem, a service for an address, a story for a name) does not fit.
 */
export function fitsKind(kind: IntakeKind | null, answer: string, thisYear?: number): boolean {
  const n = normalize(answer);
  if (!kind || !n) return true;
  // "Yes" or "okay" alone answers a yes-or-no question, and no other.
  if (kind !== 'yesno' && BARE_YES.test(n)) return false;
  if (kind === 'birthdate') {
    const years = [...n.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));
    // A year a person alive could be born in; a clock time or a day to come is a booking, not a birth.
    if (thisYear && years.some((y) => y > thisYear || y < thisYear - 120)) return false;
    if (NOT_BIRTH.test(n)) return false;
  }
  // "Tuesday at 10 am" answers when, not what, where or who.
  if (kind !== 'date' && TIME_ONLY.test(n) && TIME_SAID.test(n)) return false;
  if (kind === 'email' && answer.includes('@')) return true;
  if (kind === 'phone') return spokenDigits(n).replace(/\D/g, '').length >= 7;
  if (kind === 'name') return !!parseName(answer) || (!looksLikeSentence(answer) && !/\d/.test(n));
  return KINDS.find((k) => k.kind === kind)?.fits?.test(n) ?? true;
}

const hintFor = (kind: IntakeKind, question: string) => KINDS.find((k) => k.kind === kind)!.hint.replace('{question}', question.trim());

const NON_ANSWER = /^(i do not know|i am not sure|not sure|no idea|skip|skip it|skip that|pass|next|rather not say|i would rather not say|prefer not to say|i prefer not to say|no comment|dunno|nothing)$/;

export function handleIntake(t: Turn, f: IntakeFlow): boolean {
  const scenario = (t.p.b.assistant.scenarios ?? []).find((s) => s.id === f.scenario);
  if (!scenario) {
    t.endFlow();
    return false;
  }
  const qs = questionsOf(scenario);
  const q = qs[f.index];
  if (!q) {
    finish(t, f, scenario);
    return true;
  }
  const answer = t.text.trim().slice(0, 500);
  const blank = isSilence(answer) || NON_ANSWER.test(normalize(answer));
  if (blank && q.is_required) {
    f.retries++;
    if (f.retries >= 3) {
      t.s.intake = answersOf(scenario, f);
      t.endFlow();
      escalate(t, 'confused_or_frustrated', "I'm sorry, I need that answer to go on.", 'intake');
      return true;
    }
    t.ask(`I need an answer to that to help you. ${q.question.trim()}`);
    return true;
  }
  // An answer that does not fit the question is asked for once more with a hint; the second is taken as said, with a
  // note for the owner when it still does not fit (never a loop).
  const kind = questionKind(q.question);
  const fits = blank || fitsKind(kind, answer, t.p.now.year);
  if (!fits && !f.hinted) {
    f.hinted = true;
    t.ask(hintFor(kind!, q.question));
    return true;
  }
  f.answers.push(fits ? [q.id, blank ? '' : answer] : [q.id, answer, EN.intake.unclearNote]);
  f.index++;
  f.retries = 0;
  delete f.hinted;
  const next = qs[f.index];
  if (next) {
    t.ask(next.question.trim());
    return true;
  }
  finish(t, f, scenario);
  return true;
}

function answersOf(scenario: Scenario, f: IntakeFlow): IntakeAnswers {
  const qs = questionsOf(scenario);
  return {
    scenario_id: scenario.id,
    trigger: scenario.trigger.trim(),
    answers: f.answers.map(([id, answer, note]) => ({ question_id: id, question: qs.find((q) => q.id === id)?.question.trim() ?? '', answer, ...(note ? { note } : {}) })),
  };
}

/** All answered: keep the answers and carry out the post-collection action. */
function finish(t: Turn, f: IntakeFlow, scenario: Scenario): void {
  t.s.intake = answersOf(scenario, f);
  t.endFlow();
  if (f.resume) {
    // Asked for the service being booked: the booking goes on where it was, with the answers attached.
    t.tell('Thank you.');
    t.s.flow = f.resume;
    resumeBooking(t, f.resume);
    return;
  }
  let action = postAction(scenario.post_collection_action ?? '');
  // An action in the owner's own words that names no step ("add the answers to the job sheet") after a trigger that is
  // a booking ("booking a move, packing or an estimate") goes on to book it: the answers travel with the appointment.
  if (action === 'message' && postAction(scenario.trigger ?? '') === 'book' && !t.p.catalog.isEmpty) action = 'book';
  t.tell('Thank you.');
  if (action === 'book') {
    startBooking(t, f.origin);
    return;
  }
  if (action === 'order') {
    startOrder(t, f.origin);
    return;
  }
  if (action === 'transfer' && t.p.transferNumber && t.p.schedule.isOpenAt(t.p.now)) {
    // The owner asked for a hand-over after these questions; the answers still reach the owner.
    const intake = t.takeIntake()!;
    if (t.s.caller?.phone || t.p.callerNumber) {
      t.effects.push({
        type: 'take_message',
        key: t.key('take_message'),
        name: [t.s.caller?.first, t.s.caller?.last].filter(Boolean).join(' '),
        phone_number: t.s.caller?.phone ?? t.p.callerNumber!,
        message: `Answers to "${intake.trigger}" before the call was transferred`,
        reason: 'intake',
        intake,
      });
    }
    t.tell(`Let me connect you with someone at ${t.p.name}. Please hold.`);
    t.action = 'transfer';
    t.transferTo = t.p.transferNumber;
    t.s.outcome = 'transferred';
    t.s.ended = true;
    return;
  }
  t.tell("I'll pass your answers on to the team.");
  startMessage(t, 'intake');
}
