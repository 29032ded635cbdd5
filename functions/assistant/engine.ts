import {
  answerAddress,
  answerDuration,
  answerFromFaq,
  itemIsMeant,
  namesOtherStreet,
  answerHours,
  answerPrice,
  answerVariants,
  answerServices,
  describeItem,
  help,
  itemNames,
  unpricedNames,
  listItems,
  priceText,
  offerMessage,
} from './answers.js';
import { answerMyAppointment, callerAppointments, handleBooking, handleManage, offerFreeTimes, ownAppointmentChange, ownAppointmentRetimed, reofferBooking, slotLost, startBooking, startManage } from './booking.js';
import type { CatalogItem } from './catalog.js';
import { bookableItems, canTransfer, knowledgeOf, prepare, takesBookings, takesOrders, type Prepared } from './context.js';
import { isSilence, parseName, parsePhone } from './extract.js';
import { FAQ_THRESHOLD, type FaqMatch } from './faq.js';
import { escalate, transfer } from './handover.js';
import { handleIntake, matchScenario, startIntake } from './intake.js';
import type { IntentName } from './intent-catalog.js';
import { withHint, type InterpreterHint } from './interpreter.js';
import { detectLanguage, ONLY_ENGLISH, type LanguageGuess } from './language.js';
import { answerBeforeLeaving, askBeforeLeaving } from './leaving.js';
import { declinesMessage, handleMessage, messageBody, startMessage } from './message.js';
import { classify, isQuestion, yesNo, type IntentScore } from './nlu.js';
import { handleOrder, notCarried, startOrder } from './order.js';
import { capitalize as capFirst, joinAnd, MAX_UTTERANCE, normalize, topicTokens, words } from './text.js';
import { HOURS_RECORD, itemRecords, Turn } from './turn.js';
import type { CallState, Effect, EngineContext, Flow, Offer, TransferReason, TurnResult } from './types.js';
import { parseWhen, spokenDateTime, type When } from './when.js';
import { ANSWER_FLOOR, bestFit, CONFIDENCE_FLOOR, explainsMost, EN, normalizeText, clausesOf, understandUtterance, type Knowledge, type Label, type Reading } from './understanding/index.js';

// The locale's word lists the engine reads here (issue 13: English is data, another locale another file).
const GREETING_THEN_QUESTION = new RegExp(EN.cues.greetingThenQuestion, 'i');
const ASKED_OF_ASSISTANT = new RegExp(EN.cues.askedOfAssistant);
const WHO_ANSWERS = new RegExp(EN.cues.whoAnswers);
const HEARD = new RegExp(EN.cues.heard);
const CHECKING_LINE = new RegExp(EN.cues.checkingLine);
const ASKED_WHAT_I_AM = new RegExp(EN.cues.askedWhatIAm);
const ASKED_HOW_I_AM = new RegExp(EN.cues.askedHowIAm);
const LIST_DONE = new RegExp(EN.cues.listDone);
const MY = new RegExp(EN.cues.my);
const MY_APPOINTMENT = new RegExp(EN.cues.myAppointment);
const NOT_A_QUESTION_START = new RegExp(EN.cues.notAQuestionStart);
const LISTED_TOGETHER = new RegExp(EN.cues.listedTogether);
const SPOKEN_OF = new RegExp(EN.cues.spokenOf);
const PRONOUN = new RegExp(EN.cues.pronoun);


/**
 * The dialog engine. Pure and deterministic: the same context, call state and utterance always give the same
 * reply, new call state and effects. It never writes anything; effects say what the caller of the engine
 * (test-call API, Lex code hook) must carry out.
 */

export function initialCallState(): CallState {
  return { v: 1, turn: 0, misses: 0, silences: 0 };
}

const clone = (s: CallState | null | undefined): CallState =>
  s && typeof s === 'object' && s.v === 1 ? (JSON.parse(JSON.stringify(s)) as CallState) : initialCallState();

/** The call state as one string (a Lex session attribute's value). */
export const serializeCallState = (s: CallState): string => JSON.stringify(s);

/** A call state read back from a session attribute; a missing or damaged one starts the call afresh. */
export function parseCallState(text: string | null | undefined): CallState | undefined {
  if (!text) return undefined;
  try {
    const s = JSON.parse(text) as CallState;
    return s && typeof s === 'object' && s.v === 1 ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The first thing the caller hears. */
export function greet(ctx: EngineContext, callState?: CallState | null): TurnResult {
  const s = clone(callState);
  s.turn++;
  try {
    const p = prepare(ctx);
    const t = new Turn(p, s, '');
    t.intent = 'Greeting';
    const phrase = (p.b.assistant.greeting_phrase ?? '').trim();
    if (p.schedule.isOpenAt(p.now)) {
      t.ask(phrase || `Thank you for calling ${p.name}. How can I help you today?`);
      return t.result();
    }
    // The custom greeting's own question comes last, after the closed-hours sentence, so it is asked once.
    const asks = /\?\s*$/.test(phrase);
    const [lead, question] = asks ? splitQuestion(phrase) : [phrase, ''];
    t.tell(lead || `Thank you for calling ${p.name}.`);
    const next = p.schedule.nextOpening(p.now);
    t.cite(HOURS_RECORD).tell(next ? `We're closed right now; we open again ${spokenDateTime(next, p.now)}.` : "We're closed right now.");
    if (p.b.assistant.after_hours_handling !== false) {
      const can = ['answer questions'];
      if (takesOrders(p) && !p.catalog.isEmpty) can.push('take an order');
      if (takesBookings(p)) can.push('book an appointment');
      can.push('take a message');
      const offer = `I can still ${can.slice(0, -1).join(', ')} or ${can[can.length - 1]}.`;
      // A greeting that already asks ("... How can I help?") is not followed by the same question again.
      if (question) t.ask(`${offer} ${question}`);
      else t.ask(`${offer} How can I help you?`);
      return t.result();
    }
    s.message_only = true;
    t.action = 'message';
    t.tell('I can take a message and someone will get back to you.');
    startMessage(t, 'after_hours');
    return t.result();
  } catch {
    return { say: 'Thank you for calling. How can I help you today?', callState: s, action: 'continue', effects: [], intent: 'Greeting' };
  }
}

/** "Thanks for calling X, this is the virtual assistant. How can I help?" -> [lead, "How can I help?"]. */
function splitQuestion(phrase: string): [string, string] {
  const parts = phrase.trim().split(/(?<=[.!?])\s+/);
  const question = parts[parts.length - 1];
  // One sentence that greets, then asks ("Thanks for calling Ridgeway Auto, how can I help?"): the greeting leads and
  // the question follows the closed-hours sentence, so the business is thanked for once.
  const joined = parts.length === 1 ? GREETING_THEN_QUESTION.exec(question) : null;
  if (joined) return [`${joined[1]}.`, joined[2].charAt(0).toUpperCase() + joined[2].slice(1)];
  return [parts.slice(0, -1).join(' '), question];
}

/**
 * One caller turn. Never throws: a fault becomes a polite re-prompt (and, if it persists, a goodbye).
 * `hint`: an interpreter's second opinion on a turn the local understanding read poorly (functions/assistant/hearing.ts).
 */
export function respond(
  ctx: EngineContext,
  callState: CallState | null | undefined,
  utterance: string | null | undefined,
  hint?: InterpreterHint | null,
): TurnResult {
  let p: Prepared;
  const s = clone(callState);
  try {
    p = prepare(ctx);
    return breakLoops(p, callState, run(p, s, String(utterance ?? ''), hint ?? null));
  } catch {
    const safe = clone(callState);
    safe.turn++;
    safe.misses = (safe.misses ?? 0) + 1;
    if (safe.misses >= 3) {
      safe.ended = true;
      return { say: "I'm sorry, I'm having technical trouble. Please call us back a little later. Goodbye.", callState: safe, action: 'hangup', effects: [], intent: 'Error' };
    }
    return { say: "I'm sorry, something went wrong on my side. Could you say that again?", callState: safe, action: 'continue', effects: [], intent: 'Error' };
  }
}

/**
 * The integration could not carry out an effect (an appointment slot lost to a concurrent booking, or a write
 * that failed). Returns what to say instead of the original reply, with the call state to continue from.
 */
export function effectFailed(
  ctx: EngineContext,
  callState: CallState,
  failure: { effect: Effect; reason: 'slot_taken' | 'error' },
): TurnResult {
  const s = clone(callState);
  const p = prepare(ctx);
  const t = new Turn(p, s, '');
  t.intent = 'EffectFailed';
  const e = failure.effect;
  if ('intake' in e && e.intake) s.intake = e.intake;
  if (failure.reason === 'slot_taken' && (e.type === 'book_appointment' || e.type === 'move_appointment')) {
    if (e.type === 'book_appointment') {
      s.outcome = undefined;
      slotLost(t, e.appointment_datetime, e.duration_minutes, e.business_item_id);
    } else {
      s.flow = { kind: 'move', step: 'time', appointment: e.appointment_id };
      t.tell("I'm sorry, that time was just taken by someone else.");
      t.ask('What other day and time would work for you?');
    }
    return t.result();
  }
  t.tell("I'm sorry, I couldn't save that because of a problem on our side.");
  t.endFlow();
  if (e.type !== 'take_message') offerMessage(t);
  else t.hangup(`Please call ${p.name} again later. Goodbye.`);
  return t.result();
}

// ---------------------------------------------------------------------------------------------------------

interface Understanding {
  scores: Map<IntentName, number>;
  top: IntentScore;
  when: When | null;
  item: CatalogItem | null;
  ambiguous: CatalogItem[];
  faq: FaqMatch | null;
}

const score = (u: Understanding, i: IntentName) => u.scores.get(i) ?? 0;

const TRANSACTIONAL = new Set<IntentName>([
  'BookAppointment',
  'CancelAppointment',
  'RescheduleAppointment',
  'CheckAppointment',
  'PlaceOrder',
  'LeaveMessage',
  'RequestCallback',
  'SpeakToHuman',
]);
const INFO = new Set<IntentName>(['AskHours', 'AskAddress', 'AskServices', 'AskPrice', 'AskDuration']);
const QUANTITY = new RegExp(EN.cues.quantity);

function understand(t: Turn, hint: InterpreterHint | null = null): Understanding {
  const { catalog, faq, now } = t.p;
  const said = parseWhen(t.text, now);
  // A day already past ("since my color yesterday") is history, not a time asked for.
  const when = said?.date && said.date < now.toISODate()! ? null : said;
  const found = catalog.isEmpty ? null : catalog.find(t.text);
  const item = found && 'item' in found ? found.item : null;
  const ambiguous = found && 'ambiguous' in found ? found.ambiguous : [];
  const ranked = classify(t.text, {
    service: !!found,
    date: !!when?.date,
    time: !!(when?.time || when?.part),
    quantity: QUANTITY.test(normalize(t.text)),
  });
  // A yes or no intent needs an actual yes or no ("is Maria working" is not "that works").
  const yn = yesNo(t.text);
  const long = normalize(t.text).split(' ').length > 4;
  const usable = ranked.filter((r) =>
    r.intent === 'Affirm' ? yn === 'yes' : r.intent === 'Deny' ? yn === 'no' : r.intent === 'Greeting' ? !long : true,
  );
  const top = usable[0];
  const f = faq.rank(t.text)[0] ?? null;
  const u: Understanding = {
    scores: new Map(usable.map((r) => [r.intent, r.score])),
    top,
    when,
    item,
    ambiguous,
    faq: f && f.score >= FAQ_THRESHOLD ? f : null,
  };
  return hint ? withHint(u, hint, t.p) : u;
}

/** Whether a record of the owner's FAQ answers the words, as it would be spoken (over the floor and verified). */
function ownerAnswers(p: Prepared, raw: string): boolean {
  const text = normalizeText(raw);
  const best = p.knowledge.find(text)[0];
  return !!best && best.score >= ANSWER_FLOOR && p.knowledge.verify(text, best.id).verdict === 'answer';
}

function run(p: Prepared, s: CallState, raw: string, hint: InterpreterHint | null = null): TurnResult {
  s.turn++;
  s.misses ??= 0;
  s.silences ??= 0;
  const text = raw.trim().slice(0, MAX_UTTERANCE);
  let t = new Turn(p, s, text);
  if (s.ended) {
    t.intent = 'Goodbye';
    t.hangup(`Thank you for calling ${p.name}. Goodbye!`);
    return t.result();
  }

  const inMessageText = s.flow?.kind === 'message' && s.flow.step === 'text';
  let language = inMessageText ? null : detectLanguage(text);
  // "Does anybody there speak Tagalog?" from an English speaker is a question the owner's FAQ may answer.
  if (language?.requested && ownerAnswers(p, text)) language = null;
  if (!language && isSilence(text)) {
    silence(t);
    return t.result();
  }
  // The caller's own words are kept where they are the content (a message, an intake answer, an address, notes);
  // everywhere else the engine reads the normalised text.
  const verbatim = inMessageText || s.flow?.kind === 'intake' || (s.flow?.kind === 'order' && (s.flow.step === 'address' || s.flow.step === 'notes'));
  if (!verbatim && !language) {
    const clean = normalizeText(text);
    if (clean) {
      t = new Turn(p, s, clean);
      t.raw = text;
    }
  }
  s.silences = 0;
  // (Upset said outright counts too: "what the heck" in the story, then "I want to talk to someone".)
  if (COMPLAINT.test(t.text) || UPSET.test(normalizeText(t.text))) s.complained = true;
  const offer = s.offer;
  const offerItem = s.offer_item;
  t.asked = offer;
  t.askedItem = offerItem;
  t.afterMiss = s.misses > 0;
  delete s.offer;
  delete s.offer_item;

  if (language) {
    t.reading = { ...understandUtterance('', knowledgeOf(p)), label: 'OtherLanguage', confidence: 0.9, act: 'request' };
    unsupportedLanguage(t, language);
    return t.result();
  }

  t.reading = understandUtterance(text, knowledgeOf(p), { flow: s.flow?.kind, step: s.flow ? s.flow.step : offer, last: s.last_ask as Label | undefined });
  // "And how long does that take?" right after an item's price was spoken: that item's length, never an FAQ about
  // another thing that takes long ("How long does a new roof take?").
  if (offerItem && !t.reading.items.length && t.reading.label !== 'AskDuration' && LENGTH_OF_IT.test(t.reading.text)) t.reading = { ...t.reading, label: 'AskDuration', confidence: 0.85, act: 'question', faq: null };
  if (FOLLOWED_UP.has(t.reading.label) && t.reading.confidence >= CONFIDENCE_FLOOR) s.last_ask = t.reading.label;
  else delete s.last_ask;
  // A day asked about ("what time do you close on Thursday?") is the day of a time said in the very next turn.
  t.earlierDay = s.last_day;
  if (t.reading.act === 'question' && t.reading.when?.date && !t.reading.when.time) s.last_day = t.reading.when.date;
  else delete s.last_day;
  const u = understand(t, hint);
  // A second opinion is asked only when the local reading is unsure or found no record: its hint then decides, so the
  // local reading gives up its authority (below the floor the engine routes by the hinted understanding).
  if (hint && (hint.intent || hint.record_ids.length) && t.reading) t.reading = { ...t.reading, confidence: Math.min(t.reading.confidence, CONFIDENCE_FLOOR / 2) };
  t.intent = u.top.score >= 0.5 ? u.top.intent : 'None';
  if (interrupt(t, u)) return t.result();

  const flow = s.flow;
  if ((flow?.kind === 'order' || flow?.kind === 'booking') && flow.leaving !== undefined && answerBeforeLeaving(t, flow)) return t.result();
  if (flow && otherTask(t, flow)) {
    switchTask(t, u, flow, true);
    return t.result();
  }
  if (flow?.step === 'confirm' && asideThenAnswer(t, flow)) return t.result();
  if (flow && answerThenAside(t, awaitingFlow(flow, s.prompt))) return t.result();
  if (flow) {
    if (handleFlow(t, flow)) {
      if (t.missed) {
        s.misses++;
        if (s.misses >= 3) {
          t.parts.length = 0;
          notUnderstood(t, true);
          return t.result();
        }
      } else s.misses = 0;
      if (t.intent === u.top.intent || t.intent === 'None') t.intent = FLOW_INTENT[flow.kind];
      return t.result();
    }
    // Not an answer to the question asked. A different task, a side question, or not understood.
    if (switchTask(t, u, flow)) return t.result();
    if (sideAnswer(t, u)) return t.result();
    notUnderstood(t, true);
    return t.result();
  }

  // "And the white pizza?" after a price and "Would you like to order it?": another question, not a yes.
  const followUp = !!t.reading && FOLLOWED_UP.has(t.reading.label) && t.reading.act === 'question' && t.reading.confidence >= CONFIDENCE_FLOOR;
  // "Yeah and where are you located?" to "Would you like to order it?": answered, and the offer made again.
  if ((offer === 'booking' || offer === 'order') && answerThenAside(t, awaitingOffer(offer, offerItem, s.prompt))) return t.result();
  if (offer && !followUp && takeOffer(t, u, offer, offerItem)) {
    s.misses = 0;
    return t.result();
  }

  if (s.message_only) {
    messageOnly(t, u);
    return t.result();
  }

  // An intake scenario starts for a request, not for a question that mentions its words ("do you do balayage?").
  const reading = t.reading;
  // ("Do you sell pine straw?", a thing on no list, is a question too, though the assistant does not know it.)
  const asksOnly = !!reading && reading.confidence >= CONFIDENCE_FLOOR && (!SCENARIO_LABELS.has(reading.label) || !!reading.unlisted);
  let scenario = asksOnly ? null : matchScenario(t, text);
  // Danger now goes to a person, unless the owner's scenario is about that very danger ("water leak or burst pipe").
  if (scenario && reading?.label === 'Urgent' && !URGENT_TRIGGER.test(scenario.trigger ?? '')) scenario = null;
  // A new visit's questions are not asked for a move or a cancel of one the caller already has.
  if (scenario && ownAppointmentChange(t, text)) scenario = null;
  if (scenario) {
    t.intent = 'IntakeScenario';
    s.misses = 0;
    startIntake(t, scenario, text);
    return t.result();
  }

  if (compound(t)) return t.result();
  if (byReading(t, u)) return t.result();
  route(t, u);
  return t.result();
}

/** What a part of a compound turn may be: a question answered from the owner's data, or a task to start. */
const QUESTION_PARTS = new Set<Label>(['AskFaq', 'AskUnknown', 'AskHours', 'AskAddress', 'AskPrice', 'AskDuration', 'AskServices']);
// (Looking up the caller's own visit changes nothing, so it may share a turn with a question: "what time are you coming
// tuesday, and do I have to be home".)
const TASK_PARTS = new Set<Label>(['BookAppointment', 'PlaceOrder', 'CheckAppointment']);
/** Questions that need an item of their own to stand alone ("how much is it" leans on what was said before). */
const ITEM_QUESTIONS = new Set<Label>(['AskPrice', 'AskDuration']);

/**
 * Two things in one breath: two questions, or a task and a question ("do you take HSA cards, and also where do I
 * park", "I'd like a standard clean, oh and do I need to have supplies"). Each question is answered from the
 * owner's data; one the owner's data does not answer is said plainly ("I don't have the answer to your other
 * question") without losing what was known, and then the task starts, or a message is offered. A turn whose
 * parts are not each read with confidence is left to the usual reading of the whole turn.
 */
function compound(t: Turn): boolean {
  const k = knowledgeOf(t.p);
  const said = clausesOf(t.raw, t.text);
  const parts = said.length < 2 ? questionAboutTask(t.text, k) : said;
  if (parts.length < 2) return false;
  const read = parts.map((text) => ({ text, reading: understandUtterance(text, k) }));
  const standsAlone = (r: Reading) =>
    r.confidence >= CONFIDENCE_FLOOR && (TASK_PARTS.has(r.label) || (QUESTION_PARTS.has(r.label) && (!ITEM_QUESTIONS.has(r.label) || r.items.length > 0)));
  const tasks = read.filter((x) => TASK_PARTS.has(x.reading.label));
  // With a task, a question of its own that needs an item ("and how long is the wait") is still a question: said to be
  // unknown, not read with the task's item ("how long is the pad thai").
  const leansOnItem = (r: Reading) => tasks.length > 0 && r.confidence >= CONFIDENCE_FLOOR && ITEM_QUESTIONS.has(r.label) && !r.items.length;
  if (!read.every((x) => standsAlone(x.reading) || leansOnItem(x.reading))) return false;
  if (tasks.length > 1 || !read.some((x) => QUESTION_PARTS.has(x.reading.label))) return false;
  // The same question twice in other words is one question (answered once, before the task said with it).
  const asked = read.map((x) => (x.reading.label === 'AskFaq' ? `faq:${x.reading.faq?.id}` : x.reading.label));
  if (new Set(asked).size < asked.length && !tasks.length) return false;
  const questions = read.filter((x, i) => QUESTION_PARTS.has(x.reading.label) && asked.indexOf(asked[i]) === i);

  // Each part is tried on a copy of the call state: a part not answered (or a turn that turns out not to be a
  // compound) leaves nothing behind, not even the hand-over an unknown question alone would make.
  let trial = clone(t.s);
  const answers: Turn[] = [];
  let unknown = 0;
  for (const q of questions) {
    if (leansOnItem(q.reading)) {
      unknown++;
      continue;
    }
    const state = clone(trial);
    const sub = new Turn(t.p, state, q.text);
    sub.side = true;
    sub.reading = q.reading;
    answerPart(sub, q.reading);
    if (sub.action !== 'continue' || sub.effects.some((e) => e.type === 'record_knowledge_gap')) unknown++;
    else {
      answers.push(sub);
      trial = state;
    }
  }
  if (!answers.length && !tasks.length) return false;
  for (const key of Object.keys(t.s)) delete (t.s as unknown as Record<string, unknown>)[key];
  Object.assign(t.s, trial);
  for (const a of answers) absorb(t, a);
  t.intent = 'AskFaq';
  t.s.misses = 0;
  if (answers.length) t.s.outcome ??= 'served';
  if (unknown) {
    recordGap(t);
    t.tell(answers.length ? "I'm sorry, I don't have the answer to your other question." : "I'm sorry, I don't have that information.");
  }
  if (tasks.length) {
    const task = new Turn(t.p, t.s, tasks[0].text);
    task.reading = tasks[0].reading;
    const u = understand(task);
    if (!byReading(task, u)) route(task, u);
    absorb(t, task);
    t.intent = task.intent;
    return true;
  }
  if (unknown) offerMessage(t);
  else t.anythingElse();
  return true;
}

const JOINER = new RegExp(EN.joiner ?? '$^', 'g');
const LEANING = new RegExp(EN.refersBack);

/**
 * "Two brisket plates and a coleslaw, oh and is it spicy?", "can I book a small tattoo Saturday and do I have to be
 * eighteen for that": a task, then a question about what it names. The question leans on the task's words, so it is
 * not a part of its own for `clausesOf`; here it is, so the task goes on and the question is answered (or said to be
 * unknown) instead of one of them being lost.
 */
function questionAboutTask(text: string, k: Knowledge): string[] {
  const plain = text.replace(/\?$/, '');
  const joints = [...plain.matchAll(JOINER)];
  const last = joints[joints.length - 1];
  if (last?.index === undefined) return [];
  const head = plain.slice(0, last.index).trim();
  const tail = plain.slice(last.index + last[0].length).trim();
  if (head.split(' ').length < 3 || tail.split(' ').length < 3 || !LEANING.test(tail)) return [];
  const task = understandUtterance(head, k);
  if (!TASK_PARTS.has(task.label) || task.confidence < CONFIDENCE_FLOOR) return [];
  // Its price or length is the named item's ("and how much is that"); any other question is read in the caller's own
  // words, as the item's name would lend it words the caller did not ask about ("eighteen for a *small* tattoo").
  const named = task.items.length === 1 ? tail.replace(LEANING, normalize(task.items[0].item.name.replace(/\(.*?\)/g, ' '))) : null;
  return [head, named && ITEM_QUESTIONS.has(understandUtterance(named, k).label) ? named : tail];
}

/**
 * "Is there parking at your place? Ok cool, yes Tuesday at ten is good" to a read-back: a question asked on the way to
 * the answer. The question is answered (or said to be unknown) without handing the call over, then the rest of the
 * turn answers the read-back as if said alone.
 */
function asideThenAnswer(t: Turn, flow: Flow): boolean {
  const k = knowledgeOf(t.p);
  const split = questionThenReply(t.raw, k);
  if (!split) return false;
  const { head, tail, asked } = split;
  const side = new Turn(t.p, clone(t.s), normalizeText(head));
  side.side = true;
  side.reading = asked;
  answerPart(side, asked);
  const rest = new Turn(t.p, t.s, normalizeText(tail) || tail);
  rest.raw = tail;
  rest.reading = understandUtterance(tail, k, { flow: flow.kind, step: 'confirm' });
  if (!handleFlow(rest, flow)) return false;
  if (side.action === 'continue' && side.parts.length) absorb(t, side);
  else t.tell("I'm sorry, I don't have the answer to that question.");
  absorb(t, rest);
  t.intent = rest.intent;
  return true;
}

/** Words that only stop the read-back before a question ("wait, does it have nuts"): not part of the question. */
const HOLD_ON = new RegExp(EN.cues.holdOn, 'i');

/**
 * Where a reply to a read-back splits into a question and the answer. A question mark sets it off when there is one;
 * spoken words have none, so a sentence or clause break does ("wait does the sauce have sesame, my son is allergic.
 * ok good then yes"): the answer is the plain yes after the last break, the question the first clause (the words
 * after it only explain why it is asked). Only a yes is read this way: anything else said after a question is more
 * than an answer.
 */
function questionThenReply(raw: string, k: Knowledge): { head: string; tail: string; asked: Reading } | null {
  const at = raw.lastIndexOf('?');
  const asQuestion = (text: string) => {
    const asked = understandUtterance(text, k);
    return QUESTION_PARTS.has(asked.label) && asked.confidence >= CONFIDENCE_FLOOR ? asked : null;
  };
  if (at >= 0) {
    const [head, tail] = [raw.slice(0, at + 1), raw.slice(at + 1).replace(/^[\s,.!]+/, '')];
    const asked = tail && yesNo(tail) ? asQuestion(head) : null;
    return asked ? { head, tail, asked } : null;
  }
  const breaks = [...raw.matchAll(/[.,;!]+\s*/g)];
  const last = breaks[breaks.length - 1];
  if (last?.index === undefined) return null;
  const tail = raw.slice(last.index + last[0].length).trim();
  if (!tail || tail.split(/\s+/).length > 6 || yesNo(tail) !== 'yes') return null;
  const spoken = raw.slice(0, last.index).replace(HOLD_ON, '');
  const first = spoken.split(/[.,;!]/)[0].trim();
  if (first.split(/\s+/).length < 3 || !isQuestion(first)) return null;
  const asked = asQuestion(first);
  return asked ? { head: first, tail, asked } : null;
}

const ASIDE_LEAD = EN.aside ? new RegExp(`^(?:${EN.aside.lead})(?: (?:${EN.aside.lead}))*$`) : null;
const ASIDE_TAIL = EN.aside ? new RegExp(`(?: (?:${EN.aside.lead}))+$`) : null;
const FOLLOW_UP = new RegExp(EN.followUp);
const CARRIED = EN.aside?.carried ? new RegExp(EN.aside.carried) : null;
const ASIDE_START = EN.aside ? new RegExp(`^(?:${EN.aside.start})$`) : null;
/** Steps whose answer names a thing of the catalog, or a day or time: a question naming one may be that answer. */
const ITEM_STEPS = new Set(['service', 'which', 'items', 'more', 'change', 'order']);
const TIME_STEPS = new Set(['time', 'pick', 'mode', 'change', 'lookup', 'booking']);

/** What the assistant waits for: a task's step, or a yes to an offer made outside a task ("Would you like to book it?"). */
interface Awaited {
  step: string;
  kind?: Flow['kind'];
  /** Reads an answer said before the question, as if said alone; false when it is not one. */
  take(rest: Turn): boolean;
  /** Asks the question again. */
  again(t: Turn): void;
}

const awaitingFlow = (flow: Flow, prompt: string | undefined): Awaited => ({
  step: flow.step,
  kind: flow.kind,
  take: (rest) => handleFlow(rest, flow) && !rest.missed,
  again: (t) => {
    if (prompt) t.ask(prompt);
  },
});

const awaitingOffer = (offer: Offer, item: string | undefined, prompt: string | undefined): Awaited => ({
  step: offer,
  take: (rest) => takeOffer(rest, understand(rest), offer, item),
  again: (t) => {
    if (!prompt) return;
    if (item) t.s.offer_item = item;
    t.offer(offer, prompt);
  },
});

/**
 * A side question asked while a task waits for an answer (the next item, "Anything else?", a time, a name, "Shall I
 * book it?", an intake question) or while an offer waits for its yes ("Would you like to order it?"), alone or after
 * words that only lead into it ("okay and is there parking", "real quick, do you have wifi", "yes and where do I
 * park") or after the answer itself ("yes that is it, oh do you deliver?", "Thursday at 2, and do you take HSA
 * cards"). The question is answered from the owner's data (or said to be unknown, never handing the call over); the
 * answer said before it is taken as if said alone; else the question waiting is asked again. Nothing of the task is
 * lost. A question that may itself be the answer (an item while items are asked for, a time while a time is) is left
 * to the task.
 */
function answerThenAside(t: Turn, awaited: Awaited): boolean {
  if (!ASIDE_LEAD || !ASIDE_TAIL || !ASIDE_START || awaited.kind === 'message') return false;
  const verbatim = t.raw === t.text && normalizeText(t.raw) !== t.text;
  const text = normalizeText(t.raw).replace(/\?$/, '');
  const w = text.split(' ');
  // "Will Dawson Reyes" at the name question, digits at the phone question: the answer the step takes, not a question.
  if ((awaited.step === 'name' || awaited.step === 'last_name') && parseName(text)) return false;
  if ((awaited.step === 'phone' || awaited.step === 'phone_confirm') && parsePhone(text, t.p.country)) return false;
  const k = knowledgeOf(t.p);
  for (let i = 0; i + 3 <= w.length; i++) {
    if (!ASIDE_START.test(w[i])) continue;
    const asked = understandUtterance(w.slice(i).join(' '), k);
    if (!sideLabel(awaited, asked)) continue;
    const said = w.slice(0, i).join(' ');
    const head = said.replace(ASIDE_TAIL, '');
    const answered = !!head && !ASIDE_LEAD.test(head);
    // An answer before the question is set off from it by a word that leads into a question ("yes that is it, oh do
    // you deliver", "Thursday at 2 and do you take HSA"): "yes that is it" is not "yes that" + "is it ...".
    if (answered && head === said) continue;
    // The caller's own words are the content at this step (an intake answer, an address, notes): only a question
    // alone is taken aside.
    if (answered && (verbatim || awaited.kind === 'intake')) return false;
    const side = new Turn(t.p, clone(t.s), w.slice(i).join(' '));
    side.raw = side.text;
    side.side = true;
    side.reading = asked;
    answerPart(side, asked);
    const known = side.action === 'continue' && side.parts.length > 0 && !side.effects.some((e) => e.type === 'record_knowledge_gap');
    // An intake answer is kept as said: only a question the owner's data answers is taken aside there. Outside a task
    // a question the owner's data does not answer gets what it gets anywhere (a person, or a message offered).
    if (!known && (awaited.kind === 'intake' || !awaited.kind)) return false;
    let rest: Turn | null = null;
    if (answered) {
      rest = new Turn(t.p, t.s, head);
      rest.raw = head;
      rest.asked = t.asked;
      rest.askedItem = t.askedItem;
      rest.reading = understandUtterance(head, k, { flow: awaited.kind, step: awaited.step });
      if (!awaited.take(rest)) return false;
    }
    if (known) absorb(t, side);
    // "Do you have croissants?" mid-order: no, and the nearest items on the menu.
    else if (!(awaited.kind === 'order' && CARRIED?.test(side.text) && notCarried(t, side.text))) {
      recordGap(t);
      t.tell("I'm sorry, I don't have that information.");
    }
    t.s.misses = 0;
    t.intent = asked.label;
    t.reading = asked;
    if (rest) absorb(t, rest);
    else awaited.again(t);
    return true;
  }
  return false;
}

/** A reading of the words from a question's first word on that is a side question at this step of the task. */
function sideLabel({ step, kind }: Awaited, r: Reading): boolean {
  if (r.confidence < CONFIDENCE_FLOOR || r.act !== 'question' || !QUESTION_PARTS.has(r.label)) return false;
  if (ITEM_QUESTIONS.has(r.label) && !r.items.length) return false;
  // "The blueberry muffins?" while items are asked for, "is two o'clock okay?" while a time is: answers. Whether the
  // business has an item ("do you have oat milk") is a question while an order is under way: answered, and added only
  // when the caller says so. At an offer ("Would you like to order it?", no task yet) it is the next thing offered.
  if (ITEM_STEPS.has(step) && r.items.length && !ITEM_QUESTIONS.has(r.label) && (r.label !== 'AskServices' || !kind)) return false;
  if (TIME_STEPS.has(step) && (r.when?.date || r.when?.time || r.when?.part)) return false;
  if (r.label === 'AskFaq' && !r.faq) return false;
  // "Will you hold on", "can you say that slower": asked of the assistant, not about the business.
  if (r.label === 'AskUnknown' && ASKED_OF_ASSISTANT.test(r.text)) return false;
  // "What about for the drone photos?" leans on the question before it: the task's context reads it, not an aside.
  if (FOLLOW_UP.test(r.text)) return false;
  return true;
}

/** A question of a compound turn, answered as a side answer (no offers, no handing over). */
function answerPart(t: Turn, r: Reading): void {
  if (r.label === 'AskFaq') {
    const entry = r.faq ? t.p.faq.entries.find((e) => e.id === r.faq!.id) : undefined;
    if (entry) return speakFaq(t, { entry, score: r.faq!.score });
  }
  if (r.label === 'AskFaq' || r.label === 'AskUnknown') {
    recordGap(t);
    return;
  }
  dispatch(t, understand(t), r.label as IntentName);
}

/** What a turn built for one part of the caller's words said and did, added to the whole turn. */
function absorb(t: Turn, part: Turn): void {
  t.parts.push(...part.parts);
  t.effects.push(...part.effects);
  for (const s of part.sources) if (!t.sources.some((x) => x.kind === s.kind && x.id === s.id)) t.sources.push(s);
  if (part.action !== 'continue') {
    t.action = part.action;
    t.transferTo = part.transferTo;
  }
}

/** A person demanded at once ("i need to talk to someone now", "put me through right now"): a caller under strain. */
const DEMANDED_NOW = new RegExp(EN.personAsked.demandedNow);
const SENSITIVE_TOPIC = new RegExp(EN.personAsked.sensitiveTopic);
const URGENT_TRIGGER = new RegExp(EN.urgency.scenario, 'i');
/** A whole turn that only closes the call. */
const CLOSING = new RegExp(EN.closing);
const VAGUE = new RegExp(EN.vague);
/** A farewell said outright, not a list or an answer closed ("that's it", "nothing else", "i'm good"). */
const FAREWELL = new RegExp(EN.farewell);
const CRISIS = new RegExp(EN.crisis);
/** Questions a caller follows up in a word ("and for a kid?", "what about Friday?"). */
const FOLLOWED_UP = new Set<Label>(['AskPrice', 'AskDuration', 'AskAvailability']);
const SCENARIO_LABELS = new Set<Label>(['BookAppointment', 'PlaceOrder', 'AskAvailability', 'None', 'Affirm', 'Urgent', 'SensitiveInquiry', 'AskUnknown']);

/**
 * A fresh turn outside any task, decided by the understanding layer's reading when it is sure enough; below
 * the confidence floor the older sample-based routing (which asks again or says it does not know) decides.
 */
function byReading(t: Turn, u: Understanding): boolean {
  const r = t.reading;
  if (!r || r.confidence < CONFIDENCE_FLOOR) return false;
  switch (r.label) {
    case 'Urgent':
      urgent(t);
      return true;
    case 'ChitChat':
      chitChat(t);
      return true;
    case 'Greeting':
      // "Hi, is this the salon?" is answered with who answers; "can you hear me?" with yes.
      t.intent = 'Greeting';
      if (WHO_ANSWERS.test(r.text)) t.tell(`Yes, this is ${t.p.name}.`);
      else if (HEARD.test(r.text)) t.tell('Yes, I can hear you.');
      t.ask(CHECKING_LINE.test(r.text) ? 'How can I help you today?' : 'Hi! How can I help you today?');
      return true;
    case 'AskFaq': {
      const entry = r.faq ? t.p.faq.entries.find((e) => e.id === r.faq!.id) : undefined;
      if (!entry) return false;
      speakFaq(t, { entry, score: r.faq!.score });
      t.s.outcome ??= 'served';
      t.s.misses = 0;
      return true;
    }
    case 'AskUnknown':
      // A thing on no list, asked yes or no: not known, said with what the business does offer (the list route).
      if (r.unlisted) dispatch(t, u, 'AskServices');
      else unknownQuestion(t);
      return true;
    case 'AskAvailability':
      t.intent = 'AskAvailability';
      t.s.misses = 0;
      offerFreeTimes(t, t.text);
      return true;
    case 'CheckAppointment':
    case 'CancelAppointment':
    case 'RescheduleAppointment':
    case 'LeaveMessage':
    case 'RequestCallback':
    case 'SpeakToHuman':
    case 'Frustrated':
    case 'Goodbye':
    case 'Repeat':
    case 'Thanks':
      dispatch(t, u, r.label);
      return true;
    case 'Help':
      if (r.act === 'question' && VAGUE.test(r.text.replace(/\?$/, ''))) {
        t.intent = 'Help';
        t.ask(EN.say.vague);
        return true;
      }
      dispatch(t, u, r.label);
      return true;
    case 'AskHours':
    case 'AskAddress':
      dispatch(t, u, r.label);
      return true;
    case 'AskPrice':
    case 'AskDuration':
    case 'AskServices':
      dispatch(t, u, r.label);
      return true;
    case 'PlaceOrder':
      t.intent = 'PlaceOrder';
      t.s.misses = 0;
      startOrder(t, t.text);
      return true;
    case 'BookAppointment':
      dispatch(
        t,
        u,
        // Things with no length to book, bought or asked to be set aside ("can you hold two for me"), are ordered.
        (takesOrders(t.p) || r.items.every((m) => m.item.product) || ORDER_WORDS.test(normalize(t.text))) && !r.items.some((m) => m.item.duration !== null) && r.items.length ? 'PlaceOrder' : 'BookAppointment',
      );
      return true;
    default:
      return false;
  }
}

const BODY_HARM = new RegExp(EN.urgency.bodyHarm);
const PROPERTY_DANGER = new RegExp(EN.urgency.propertyDanger);
/** A device or a part of a building said without any part of a body: its swelling or burning is no medical matter. */
const DEVICE = new RegExp(EN.urgency.device);
const BODY_PART = new RegExp(EN.urgency.bodyPart);
/** A gas leak or a carbon monoxide alarm (not a gas station, a gas tank or a gas stove asked about). */
const GAS = new RegExp(EN.urgency.gas);
/**
 * A danger to life: someone not breathing or unconscious, the chest, a throat closing, a reaction with swelling, a
 * fall someone does not get up from, bad bleeding, fire, a seizure, poison swallowed. 911 comes first, a person after
 * it where there is one; never a booking.
 */
const LIFE_DANGER = new RegExp(EN.urgency.lifeDanger);
/** The name of a service an owner offers for what cannot wait ("Emergency Visit", "Same-Day Sick Visit", "Lockout"). */
/** The word "emergency" said: a medical matter unless the building or its equipment is named. */
const EMERGENCY = new RegExp(EN.urgency.emergency);
const URGENT_SERVICE = new RegExp(EN.urgency.service);
/** What no service of a trade answers: fire and smoke (the fire service's), and harm done by the business's own people
 * or vehicles (a complaint for the owner, never a booking). */
const NOT_A_SERVICE = new RegExp(EN.urgency.notAService);

/**
 * Danger or damage happening now. A danger to life hears 911 first; any urgent call then reaches a person where the
 * owner takes transfers; else an urgent matter of the business's own trade gets the soonest time of its own urgent
 * service (today or the next day, never days away as if that were fine); else a message marked urgent.
 */
function urgent(t: Turn): void {
  t.intent = 'Urgent';
  t.s.misses = 0;
  t.s.urgent = true;
  const n = t.text;
  const life = LIFE_DANGER.test(n);
  if (CRISIS.test(n)) t.tell(EN.say.urgentCrisis);
  else if (GAS.test(n)) t.tell(EN.say.urgentGas);
  else if (life) t.tell(EN.say.urgentLife);
  // The medical sentence for harm to a body only: "a burning smell, no heat", a battery swelling or an emergency with
  // the building or its equipment is danger to property, led in by the general urgent sentence.
  else if ((BODY_HARM.test(n) && (!DEVICE.test(n) || BODY_PART.test(n))) || (EMERGENCY.test(n) && !PROPERTY_DANGER.test(n))) t.tell(EN.say.urgentMedical);
  else t.tell(EN.say.urgentLead);
  const open = t.p.schedule.isOpenAt(t.p.now);
  // Danger now reaches a person whenever the owner takes transfers at all while open (whichever reasons were
  // ticked), and even after hours when transfers are on for sensitive matters.
  if (t.p.transferNumber && (t.p.transferReasons.has('sensitive_inquiry') || open)) {
    transfer(t, "That's something the team should handle personally.");
    return;
  }
  // Closed, with transfers on but no one to put through now: the owner who takes calls hears of it as an urgent message
  // at once, not as a booking for tomorrow.
  if (!life && !CRISIS.test(n) && !NOT_A_SERVICE.test(n) && !((t.p.onCallNumber || t.p.transferNumber) && !open) && offerUrgentService(t)) return;
  escalate(t, 'sensitive_inquiry', "That's something the team should handle personally.");
}

/** The soonest times of the business's own urgent service, when it lists one that has a time free today or tomorrow. */
function offerUrgentService(t: Turn): boolean {
  if (!takesBookings(t.p) || !t.p.schedule.hasHours) return false;
  const services = bookableItems(t.p).filter((i) => i.duration !== null && URGENT_SERVICE.test(normalize(i.name)));
  if (!services.length) return false;
  const named = t.p.catalog.find(t.text, services);
  const item = named && 'item' in named ? named.item : services.length === 1 ? services[0] : null;
  if (!item) return false;
  const today = t.p.now.startOf('day');
  if (![today, today.plus({ days: 1 })].some((day) => t.p.availability.freeOn(day, item.duration!).length)) return false;
  t.cite(...itemRecords([item])).tell(EN.say.urgentService.replace('{item}', item.name));
  offerFreeTimes(t, '', item.id);
  return true;
}

/**
 * Danger or damage now told in the same breath as a call back, a message or a person asked for ("my septic alarm is
 * going off, can someone call me back"): the words that ask taken out, the story reads urgent. Kept for the call, so
 * the message is marked urgent and reaches a person as urgent() would put it through.
 */
function markUrgentStory(t: Turn): void {
  if (t.s.urgent) return;
  const body = messageBody(t.text);
  if (!body || body === normalize(t.text)) return;
  const story = understandUtterance(body, knowledgeOf(t.p));
  if (story.label === 'Urgent' && story.confidence >= CONFIDENCE_FLOOR) t.s.urgent = true;
}

function chitChat(t: Turn): void {
  t.intent = 'ChitChat';
  t.s.misses = 0;
  const n = t.text;
  if (ASKED_WHAT_I_AM.test(n)) t.tell(EN.say.chitChatRobot.replace('{name}', t.p.name));
  else if (ASKED_HOW_I_AM.test(n)) t.tell(EN.say.chitChatHow);
  else t.tell(EN.say.chitChat);
  t.ask('How can I help you today?');
}

/**
 * Never confidently wrong: an FAQ's answer is spoken only when the record explains the caller's words and
 * clearly beats the runner-up (KnowledgeIndex.verify). A best guess that is not clear enough is asked about
 * ("Just to check, are you asking: do you take walk-ins?", answered on yes); a question about something the
 * owner's data never states ("is the party room wheelchair accessible") gets "I don't have that information".
 */
function speakFaq(t: Turn, match: FaqMatch): void {
  const { verdict } = t.p.knowledge.verify(t.text, match.entry.id);
  if (verdict === 'answer') {
    answerFromFaq(t, match);
    return;
  }
  // Asked once: a caller who answered "are you asking ...?" with something else is not asked it again.
  if (verdict === 'clarify' && !t.side && t.asked !== 'faq') {
    t.intent = 'Clarify';
    t.s.offer_item = match.entry.id;
    t.offer('faq', `Just to check, are you asking: ${clarifyTopic(match.entry.question)}`);
    return;
  }
  if (t.side) {
    recordGap(t);
    t.tell("I'm sorry, I don't have that information.");
    return;
  }
  unknownQuestion(t);
}

/** The owner's question as the assistant asks it back ("Do you take walk-ins?" -> "do you take walk-ins?"). */
function clarifyTopic(question: string): string {
  const q = question.trim().replace(/[.!]+$/, '');
  const lowered = /^[A-Z][a-z]/.test(q) ? q[0].toLowerCase() + q.slice(1) : q;
  return /\?$/.test(lowered) ? lowered : `${lowered}?`;
}

/** A question the owner's data does not answer: kept for the owner as a knowledge gap. */
function recordGap(t: Turn): void {
  if (t.effects.some((e) => e.type === 'record_knowledge_gap')) return;
  t.effects.push({ type: 'record_knowledge_gap', key: t.key('record_knowledge_gap'), question: t.raw.slice(0, 500) });
}

/** The intent a turn inside a task is logged under. */
const FLOW_INTENT: Record<Flow['kind'], string> = {
  booking: 'BookAppointment',
  order: 'PlaceOrder',
  message: 'LeaveMessage',
  intake: 'IntakeScenario',
  cancel: 'CancelAppointment',
  move: 'RescheduleAppointment',
};

function handleFlow(t: Turn, f: Flow): boolean {
  switch (f.kind) {
    case 'booking':
      return handleBooking(t, f);
    case 'order':
      return handleOrder(t, f);
    case 'message':
      return handleMessage(t, f);
    case 'intake':
      return handleIntake(t, f);
    case 'cancel':
    case 'move':
      return handleManage(t, f);
  }
}

function silence(t: Turn): void {
  const s = t.s;
  s.silences++;
  t.intent = 'Silence';
  if (s.silences >= 3) {
    t.hangup(`I'm sorry, I can't hear you. Please call ${t.p.name} back. Goodbye.`);
    return;
  }
  t.tell("Sorry, I didn't hear anything.");
  t.ask(s.prompt ?? 'How can I help you today?');
}

/** Requests that apply whatever is in progress: goodbye, repeat, never mind, a person, frustration. */
function interrupt(t: Turn, u: Understanding): boolean {
  const f = t.s.flow;
  // A message's text is the caller's own words; nothing in it is a command, except a plain closing
  // ("no that's all, goodbye"), which is not a message to send anyone.
  if (f?.kind === 'message' && f.step === 'text') {
    if (t.reading?.label === 'Goodbye' && t.reading.act === 'closing' && CLOSING.test(t.reading.text.replace(/\?$/, ''))) {
      t.intent = 'Goodbye';
      t.tell("Okay, I won't pass anything on.");
      t.hangup(`Thank you for calling ${t.p.name}. Goodbye!`);
      return true;
    }
    return false;
  }
  const confirming = f && 'step' in f && f.step === 'confirm' && yesNo(t.text) === 'yes';
  const r = t.reading && t.reading.confidence >= CONFIDENCE_FLOOR ? t.reading : null;

  // Danger or damage now reaches a person whatever was in progress.
  if (r?.label === 'Urgent' && f && f.kind !== 'message' && f.kind !== 'intake') {
    urgent(t);
    return true;
  }
  // "Nope, that's it, thanks, bye" at the order's "Anything else?" finishes the list of items, it does not drop the order.
  if (r?.label === 'Goodbye' && f?.kind === 'order' && (f.step === 'more' || f.step === 'items') && f.lines.length && LIST_DONE.test(t.text)) return false;
  const closing = r ? r.label === 'Goodbye' : score(u, 'Goodbye') >= 0.8;
  // An owner's question is answered with "no, that's it" or "nothing else" as often as a call is ended with them:
  // while one waits, only a farewell said outright ends the call.
  if (closing && f?.kind === 'intake' && !FAREWELL.test(t.text)) return false;
  if (closing && !confirming) {
    t.intent = 'Goodbye';
    goodbye(t);
    return true;
  }
  if ((score(u, 'Repeat') >= 0.8 && u.top.intent === 'Repeat') || r?.label === 'Repeat') {
    t.intent = 'Repeat';
    t.ask(t.s.prompt ?? 'How can I help you today?');
    return true;
  }
  if (score(u, 'NeverMind') >= 0.85 && u.top.intent === 'NeverMind') {
    t.intent = 'NeverMind';
    if (f) {
      t.endFlow();
      t.tell(f.kind === 'booking' ? "No problem, I haven't booked anything." : f.kind === 'order' ? "No problem, I've cancelled that order." : 'No problem.');
    } else t.tell('Okay.');
    t.ask('What else can I help you with?');
    return true;
  }
  if (score(u, 'Frustrated') >= 0.8 && u.top.intent === 'Frustrated') {
    t.intent = 'Frustrated';
    escalate(t, 'confused_or_frustrated', "I'm sorry this has been frustrating.");
    return true;
  }
  // ("No thanks, I'll call back later" when a message's name is asked declines the message: no call back asked.)
  if ((score(u, 'SpeakToHuman') >= 0.8 || score(u, 'RequestCallback') >= 0.85) && f?.kind !== 'intake' && !(f?.kind === 'message' && declinesMessage(t, f))) {
    t.intent = score(u, 'SpeakToHuman') >= score(u, 'RequestCallback') ? 'SpeakToHuman' : 'RequestCallback';
    markUrgentStory(t);
    // A person asked for about a bill, a refund or records is a sensitive matter: it reaches a person when the
    // owner takes transfers for those, even if not for plain call-back requests.
    // An upset caller with a complaint about the business's own service ("your guy never showed up, I want a real
    // person") is a struggling caller: they reach a person where the owner takes transfers for those.
    escalate(t, personReason(t), t.s.flow?.kind === 'message' ? "I'm sorry." : 'Of course.', 'callback_request');
    return true;
  }
  if (f?.kind === 'intake') return false;
  const answerable = r && (r.label === 'AskFaq' || r.label === 'AskPrice' || r.label === 'AskServices' || r.label === 'AskHours');
  if (score(u, 'SensitiveInquiry') >= 0.8 && u.top.intent === 'SensitiveInquiry' && f?.kind !== 'message' && !answerable) {
    t.intent = 'SensitiveInquiry';
    sensitive(t);
    return true;
  }
  return false;
}

/**
 * Why a caller who asks for a person is handed over. A person asked for about a bill, a refund or records is a
 * sensitive matter; an upset caller with a complaint about the business's own work ("your guy never showed up",
 * "you delivered the wrong order") or who demands someone at once is a struggling caller: each reaches a person where
 * the owner takes transfers for those, even if not for plain call-back requests.
 */
function personReason(t: Turn): TransferReason {
  if (canTransfer(t.p, 'callback_request')) return 'callback_request';
  if (SENSITIVE_TOPIC.test(t.text) && canTransfer(t.p, 'sensitive_inquiry')) return 'sensitive_inquiry';
  // "Do you do commercial doors, can I talk to someone who knows": a person asked for what the assistant cannot answer.
  if (WHO_KNOWS.test(t.text) && canTransfer(t.p, 'beyond_knowledge')) return 'beyond_knowledge';
  // Frustration said in the same breath ("this is the third time ..., I want a manager") is a struggling caller too.
  const said = normalizeText(t.text);
  // A complaint said in an earlier turn ("you still took it out of my pack", then "I want to talk to someone") counts.
  const struggling = t.s.complained || COMPLAINT.test(t.text) || DEMANDED_NOW.test(t.text) || FRUSTRATION.some((re) => re.test(said));
  if (struggling && canTransfer(t.p, 'confused_or_frustrated')) return 'confused_or_frustrated';
  // A person asked for right after the assistant could not answer (the last turn was not understood, or only met
  // with a guess still unconfirmed), or asked to talk to now about a matter of the caller's own ("can I talk to Dana,
  // it's about a deal for my office"): the request is beyond what the assistant knows.
  // (A matter of the caller's own bill or account, where the owner takes no transfers for sensitive matters, is beyond
  // what the assistant can do too.)
  if (canTransfer(t.p, 'beyond_knowledge') && (t.afterMiss || t.asked === 'faq' || TALK_ABOUT.test(t.text) || SENSITIVE_TOPIC.test(t.text))) return 'beyond_knowledge';
  // Words the assistant could not make out, then a person asked for: an unrecognized inquiry.
  if (t.afterMiss && canTransfer(t.p, 'sensitive_inquiry')) return 'sensitive_inquiry';
  return 'callback_request';
}
/** Asking to talk with someone now about a matter named ("can I speak with the owner, it's about ..."), not a message. */
const TALK_ABOUT = new RegExp(EN.personAsked.talkAbout);
const COMPLAINT = new RegExp(EN.complaint);
const WHO_KNOWS = new RegExp(EN.personAsked.whoKnows);
const UPSET = new RegExp(EN.personAsked.upset ?? '(?!)');
const FRUSTRATION = EN.rules.filter(([label]) => label === 'Frustrated').map(([, re]) => new RegExp(re));

function goodbye(t: Turn): void {
  if (askBeforeLeaving(t)) return;
  const f = t.s.flow;
  if (f?.kind === 'booking') t.tell("Okay, I haven't booked anything.");
  if (f?.kind === 'order') t.tell("Okay, I haven't placed the order.");
  t.hangup(`Thank you for calling ${t.p.name}. Goodbye!`);
}

function sensitive(t: Turn): void {
  const n = normalize(t.text);
  if (EMERGENCY.test(n) && (BODY_HARM.test(n) || !PROPERTY_DANGER.test(n))) {
    t.tell('If this is a medical emergency, please hang up and call your local emergency number.');
  }
  escalate(t, 'sensitive_inquiry', "That's something the team should handle personally.");
}

function unsupportedLanguage(t: Turn, lang: LanguageGuess): void {
  t.intent = 'UnsupportedLanguage';
  const sorry = lang.requested
    ? `I'm sorry, I can only speak English.`
    : `${ONLY_ENGLISH[lang.language] ?? ''} I'm sorry, I can only help in English.`.trim();
  if (canTransfer(t.p, 'unsupported_language')) {
    transfer(t, sorry);
    return;
  }
  if (lang.requested) {
    t.tell(sorry);
    t.anythingElse('Is there anything I can help you with in English?');
    return;
  }
  if (t.s.flow?.kind === 'message') {
    t.tell(sorry);
    if (t.s.prompt) t.ask(t.s.prompt);
    return;
  }
  escalate(t, 'unsupported_language', sorry);
}

/** The reading asks, with confidence, for a task about the caller's own appointment that is not the one in progress. */
function otherTask(t: Turn, f: Flow): boolean {
  const r = t.reading;
  if (!r || r.confidence < CONFIDENCE_FLOOR || f.kind === 'intake' || (f.kind === 'message' && f.step === 'text')) return false;
  const kind = ({ CancelAppointment: 'cancel', RescheduleAppointment: 'move', CheckAppointment: 'check' } as Record<string, string>)[r.label];
  if (!kind || kind === f.kind) return false;
  // "My appointment" in so many words, or a caller who has one ("cancel Friday" while a booking was being set up).
  return (r.confidence >= 0.85 && MY.test(r.text)) || (r.confidence >= 0.75 && callerAppointments(t).length > 0);
}

/** Mid-task, the caller clearly asks for something else: drop the task and do that. */
function switchTask(t: Turn, u: Understanding, f: Flow, sure = false): boolean {
  const strong = sure || (u.top.score >= 0.8 && TRANSACTIONAL.has(u.top.intent));
  if (!strong) return false;
  if (t.s.message_only && f.kind === 'message') {
    t.cite(HOURS_RECORD).tell("We're closed right now, so I can only take a message.");
    if (t.s.prompt) t.ask(t.s.prompt);
    t.action = 'message';
    return true;
  }
  const same =
    (f.kind === 'booking' && u.top.intent === 'BookAppointment') ||
    (f.kind === 'order' && u.top.intent === 'PlaceOrder') ||
    (f.kind === 'message' && u.top.intent === 'LeaveMessage') ||
    (f.kind === 'cancel' && u.top.intent === 'CancelAppointment') ||
    (f.kind === 'move' && u.top.intent === 'RescheduleAppointment');
  if (same) return false;
  if (f.kind === 'intake') return false;
  // "Cancel" mid-booking calls off the booking being made, unless the caller has an appointment of their own to cancel.
  if (u.top.intent === 'CancelAppointment' && (f.kind === 'booking' || f.kind === 'order') && !MY_APPOINTMENT.test(normalize(t.text)) && !callerAppointments(t).length) {
    t.endFlow();
    t.intent = 'NeverMind';
    t.tell(f.kind === 'booking' ? "Okay, I haven't booked anything." : "Okay, I've cancelled that order.");
    t.ask('What else can I help you with?');
    return true;
  }
  // A booking or order waiting for its yes is never dropped silently: the caller hears it was not made.
  if (f.kind === 'booking' && f.step === 'confirm') t.tell("Okay, I haven't booked that appointment.");
  if (f.kind === 'order' && (f.step === 'confirm' || f.lines.length)) t.tell("Okay, I haven't placed that order.");
  t.endFlow();
  if (!byReading(t, u)) route(t, u);
  return true;
}

/** A question asked in the middle of a task: answer it, then ask the task's question again. */
function sideAnswer(t: Turn, u: Understanding): boolean {
  const prompt = t.s.prompt;
  const infoIntent = INFO.has(u.top.intent) && u.top.score >= 0.6;
  if (!u.faq && !infoIntent && !(u.top.intent === 'CheckAppointment' && u.top.score >= 0.8)) return false;
  t.side = true;
  if (u.faq && (!infoIntent || u.faq.score >= u.top.score)) speakFaq(t, u.faq);
  else dispatch(t, u, u.top.intent);
  t.side = false;
  // A side answer that hands the call over (or ends it) must not then ask the task's question again.
  if (prompt && t.action === 'continue') t.ask(prompt);
  return true;
}

/** A short fingerprint of a reply (FNV-1a), so the call state remembers what was said without holding it. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/**
 * The same reply a third time in a row means the call goes round in circles (an offer the caller keeps refusing
 * in words the engine cannot place, a time it keeps reading as passed): the caller is handed over as when not
 * understood, instead of hearing it again. A reply the caller asked to hear again does not count.
 */
function breakLoops(p: Prepared, before: CallState | null | undefined, out: TurnResult): TurnResult {
  // (A knowledge gap noted for the owner changes nothing for the caller: the same question heard again still counts.)
  if (out.action !== 'continue' || out.effects.some((e) => e.type !== 'record_knowledge_gap') || !out.say) {
    delete out.callState.echo;
    return out;
  }
  const said = fingerprint(out.say);
  const prev = before && typeof before === 'object' ? before.echo : undefined;
  const times = prev?.said === said ? prev.times + 1 : 1;
  if (times < 3 || out.intent === 'Repeat' || out.intent === 'Silence') {
    out.callState.echo = { said, times };
    return out;
  }
  const s = clone(before);
  s.turn++;
  delete s.echo;
  const t = new Turn(p, s, '');
  handOverStruggling(t);
  return t.result();
}

function handOverStruggling(t: Turn): void {
  t.s.misses = 0;
  t.intent = 'None';
  const reason = struggleReason(t);
  escalate(t, reason, "I'm sorry, I'm having trouble understanding.");
}

const struggleReason = (t: Turn) => (canTransfer(t.p, 'confused_or_frustrated') || !canTransfer(t.p, 'sensitive_inquiry') ? 'confused_or_frustrated' : 'sensitive_inquiry');

function notUnderstood(t: Turn, inFlow: boolean): void {
  const s = t.s;
  s.misses++;
  t.intent = 'None';
  // With no one to hand over to, a booking under way is offered once more rather than dropped for a message.
  if (s.misses >= 3 && inFlow && !canTransfer(t.p, struggleReason(t)) && reofferBooking(t)) {
    s.misses = 0;
    return;
  }
  if (s.misses >= (inFlow ? 3 : 2)) {
    handOverStruggling(t);
    return;
  }
  // A question asked again that already says sorry ("Sorry, that doesn't sound like a complete phone number...") is
  // not led in by a second one.
  if (!(inFlow && s.prompt && /^sorry\b/i.test(s.prompt))) t.tell("Sorry, I didn't quite get that.");
  if (inFlow && s.prompt) t.ask(s.prompt);
  else t.ask(capabilities(t));
}

function capabilities(t: Turn): string {
  const can = ['answer questions about our hours, location and services'];
  if (takesOrders(t.p) && !t.p.catalog.isEmpty) can.push('take an order');
  if (takesBookings(t.p)) can.push('book an appointment');
  can.push('take a message');
  return `I can ${can.slice(0, -1).join(', ')} or ${can[can.length - 1]}. What would you like to do?`;
}

const TASKS = new Set<Label>(['BookAppointment', 'PlaceOrder', 'CancelAppointment', 'RescheduleAppointment', 'CheckAppointment', 'AskAvailability']);

const NOT_OFFERED = new RegExp(EN.notOffered);
const REQUEST = new RegExp(EN.request);
const REFERS_BACK = new RegExp(EN.refersBack);

/** The answer to a yes/no question the assistant asked outside a task. */
function takeOffer(t: Turn, u: Understanding, offer: Offer, itemId?: string): boolean {
  const yn = yesNo(t.text);
  const other = u.top.score >= 0.6 && !['Affirm', 'Deny', 'Thanks', 'Greeting', 'Goodbye'].includes(u.top.intent);
  const namesItem = !!u.item && !isQuestion(t.text);
  // "Cool, can I get the aeration tomorrow?" after "Would you like to book the mowing?": the item named now is the one
  // wanted, never the one offered before.
  const named = itemId && u.item && u.item.id !== itemId ? t.p.catalog.find(t.text) : null;
  const wanted = (named && 'item' in named && named.item.id !== itemId) || NOT_OFFERED.test(t.text) ? undefined : itemId;
  // "Lemme get that", "great, sign me up" to "Yes, we offer X. Would you like ...?": a sure request for the task offered
  // takes what was offered, unless it asks for something else.
  const asked = (label: Label) =>
    !NOT_OFFERED.test(t.text) &&
    ((!!t.reading && t.reading.confidence >= CONFIDENCE_FLOOR && t.reading.label === label) || (REQUEST.test(t.text) && REFERS_BACK.test(t.text) && !isQuestion(t.text)));
  // "Like 9 am", "tomorrow works" to "Would you like to book it?": a day or time said is a yes with that time (a
  // question about the day, "are you open tomorrow?", and a no are not).
  const whenSaid = !!t.reading?.when && (!!t.reading.when.date || !!t.reading.when.time) && yn !== 'no' && !isQuestion(t.text) && !(other && u.top.intent !== 'BookAppointment');
  if (offer === 'booking' && (yn === 'yes' || namesItem || whenSaid || (other && u.top.intent === 'BookAppointment') || asked('BookAppointment'))) {
    t.intent = 'BookAppointment';
    startBooking(t, t.text, wanted);
    return true;
  }
  if (offer === 'order' && (yn === 'yes' || namesItem || (other && u.top.intent === 'PlaceOrder') || asked('PlaceOrder'))) {
    t.intent = 'PlaceOrder';
    startOrder(t, t.text, wanted);
    return true;
  }
  if (offer === 'faq') {
    // The answer to "are you asking: ...?": yes speaks that record; no asks again (never the guess).
    const entry = itemId ? t.p.faq.entries.find((e) => e.id === itemId) : undefined;
    const plainAnswer = !(other && normalize(t.text).split(' ').length > 3);
    if (yn === 'yes' && entry && plainAnswer) {
      answerFromFaq(t, { entry, score: 1 });
      t.s.outcome ??= 'served';
      return true;
    }
    if (yn === 'no' && plainAnswer) {
      t.intent = 'Deny';
      t.ask(EN.say.vague);
      return true;
    }
    return false;
  }
  // "Ok, can I come at half past six then?": a yes word that opens a task the reading is sure of is that task.
  const task = !!t.reading && t.reading.confidence >= CONFIDENCE_FLOOR && TASKS.has(t.reading.label);
  // "Ok, and do you come out to Owasso?": a yes word that only leads into another question accepts nothing offered.
  const [first = '', joiner = '', ...rest] = normalize(t.text).split(' ');
  const leadsIntoQuestion =
    (yesNo(first) === 'yes' && EN.cues.yesThenAsks.includes(joiner) && isQuestion(rest.join(' '))) ||
    // "No, do you have parking?": the offer refused on the way to another question, which is answered.
    (yesNo(first) === 'no' && rest.length >= 2 && isQuestion([joiner, ...rest].join(' ')) && !NOT_A_QUESTION_START.test(joiner));
  // "Is the fee waived if I go ahead with the repair?" after "anything else?": a question whose only yes is a phrase
  // inside it ("go ahead") is a question, never a yes.
  const questionNotAnswer = isQuestion(t.text) && yesNo(first) !== 'yes' && normalize(t.text).split(' ').length > 3;
  if (!yn || leadsIntoQuestion || questionNotAnswer || ((other || task) && normalize(t.text).split(' ').length > 3)) return false;
  if (yn === 'no') {
    if (offer === 'anything_else') {
      t.intent = 'Goodbye';
      goodbye(t);
    } else {
      t.intent = 'Deny';
      t.anythingElse('Okay. Is there anything else I can help you with?');
    }
    return true;
  }
  if (offer === 'message') {
    t.intent = 'LeaveMessage';
    t.action = 'message';
    startMessage(t, 'unknown_question');
    return true;
  }
  t.intent = 'Affirm';
  t.ask('Sure, what can I help you with?');
  return true;
}

/** After hours with after-hours handling off: answers to questions, otherwise a message. */
function messageOnly(t: Turn, u: Understanding): void {
  if (u.faq || (INFO.has(u.top.intent) && u.top.score >= 0.6)) {
    if (u.faq && (!INFO.has(u.top.intent) || u.faq.score >= u.top.score)) speakFaq(t, u.faq);
    else dispatch(t, u, u.top.intent);
    return;
  }
  t.action = 'message';
  t.cite(HOURS_RECORD).tell("We're closed right now, so I can only take a message.");
  startMessage(t, 'after_hours');
}

// Buying, or having a thing set aside to collect, is an order wherever it is said ("can you put aside one of the
// backup drives", "hold two for me", "i want to buy the ten pack").
const ORDER_WORDS = new RegExp(EN.cues.orderWords);
const BOOK_WORDS = new RegExp(EN.cues.bookWords);
const RULE_QUESTION = new RegExp(EN.cues.ruleQuestion);
const WANT = new RegExp(EN.cues.want);

/** A fresh request outside any task. */
/** How long the thing just spoken about takes, asked with a pronoun. */
const LENGTH_OF_IT = new RegExp(EN.cues.lengthOfIt);
const ADDRESS_CUE = new RegExp(EN.cues.addressCue);
/**
 * "Where" asked of a thing that goes or is done somewhere ("where does the trailer go", "where should my kids wait",
 * "where do the old tires end up"): not where the business is, unless the business is named in it.
 */
const THING_WHERE = new RegExp(EN.cues.thingWhere);
/** The caller's own address given ("my address is 18 Maple Avenue"): not where the business is. */
const OWN_ADDRESS = EN.ownAddress ? new RegExp(EN.ownAddress) : null;
const HOURS_CUE = new RegExp(EN.cues.hoursCue);

function route(t: Turn, u: Understanding): void {
  let intent = u.top.intent;
  let conf = u.top.score;
  const n = normalize(t.text);
  // The address or the hours are spoken only when the understanding layer's rules saw them asked for, never on
  // the samples' word overlap alone ("I've been THERE nine times, do I get a discount?").
  if ((intent === 'AskAddress' && (!ADDRESS_CUE.test(n) || THING_WHERE.test(n) || OWN_ADDRESS?.test(n))) || (intent === 'AskHours' && !HOURS_CUE.test(n))) conf = Math.min(conf, 0.45);

  // Booking or ordering: the words decide, else what the business does.
  const mentionsItem = !!u.item || u.ambiguous.length > 0;
  const order = ORDER_WORDS.test(n);
  const book = BOOK_WORDS.test(n);
  const timed = (!!u.when || t.p.catalog.mentions(t.text).some((m) => m.counted)) && !isQuestion(t.text);
  const wantsItem = mentionsItem && (WANT.test(n) || order || book || timed) && !(INFO.has(intent) && conf >= 0.6);
  if (((intent === 'BookAppointment' || intent === 'PlaceOrder') && conf >= 0.5) || wantsItem) {
    if (order !== book) intent = order ? 'PlaceOrder' : 'BookAppointment';
    // A product (the item's flag) is ordered in any business; a service is booked unless the business takes orders.
    else if (mentionsItem || intent === 'PlaceOrder' || intent === 'BookAppointment') intent = takesOrders(t.p) || u.item?.product ? 'PlaceOrder' : 'BookAppointment';
    conf = Math.max(conf, 0.6);
  }

  // "Do I need an appointment?", "Do you take walk-ins?": a question about the rules, not a request.
  if (RULE_QUESTION.test(n)) {
    const faq = t.p.faq.match(t.text, 0.4);
    if (faq) {
      speakFaq(t, faq);
      t.s.outcome ??= 'served';
      return;
    }
    if (!INFO.has(intent) || conf < 0.6) return unknownQuestion(t);
  }
  // A question the owner answered in the FAQ beats a guessed task ("can my kids get a haircut there?").
  if (u.faq && u.faq.score >= 0.8 && conf < 0.85 && isQuestion(t.text)) {
    speakFaq(t, u.faq);
    t.s.outcome ??= 'served';
    t.s.misses = 0;
    return;
  }
  if (TRANSACTIONAL.has(intent) && conf >= 0.55) return dispatch(t, u, intent);
  if (u.faq && (u.faq.score >= conf || !INFO.has(intent) || conf < 0.6)) {
    speakFaq(t, u.faq);
    t.s.outcome ??= 'served';
    t.s.misses = 0;
    return;
  }
  // Ending the call needs a clear goodbye, not a guess.
  if (conf >= 0.5 && !(intent === 'Goodbye' && conf < 0.75)) return dispatch(t, u, intent);
  if (u.when && (u.when.date || u.when.time) && !isQuestion(t.text)) return dispatch(t, u, takesOrders(t.p) ? 'PlaceOrder' : 'BookAppointment');
  if (u.item && t.p.knowledge.offerFits(t.text, u.item.name) && itemIsMeant(t, u.item)) {
    t.intent = 'AskPrice';
    t.s.misses = 0;
    t.state(`We offer ${describeItem(u.item)}.`, { kind: 'service', id: u.item.id });
    t.s.offer_item = u.item.id;
    const sold = takesOrders(t.p) || u.item.product === true;
    t.offer(sold ? 'order' : 'booking', sold ? 'Would you like to order it?' : 'Would you like to book it?');
    return;
  }
  if (isQuestion(t.text)) {
    unknownQuestion(t);
    return;
  }
  notUnderstood(t, false);
}

function unknownQuestion(t: Turn): void {
  if (!t.s.flow && ownAppointmentMoveAsked(t)) return;
  t.intent = 'Unknown';
  t.s.misses = 0;
  recordGap(t);
  t.tell("I'm sorry, I don't have that information.");
  afterUnknown(t);
}

/**
 * Words no record answers that name one of the caller's own appointments, by its service and its day, with a new
 * time ("can the groom on thursday be earlier in the day"): that appointment is moved, never "I don't have that
 * information". (A wish for a new visit in such words was tried and not kept: it read questions as bookings.)
 */
function ownAppointmentMoveAsked(t: Turn): boolean {
  if (!takesBookings(t.p) || !ownAppointmentRetimed(t, t.text)) return false;
  t.intent = 'RescheduleAppointment';
  t.s.misses = 0;
  startManage(t, 'move', t.text);
  return true;
}

/** After "I don't have that information": a person, or a message where the owner takes no transfers for it. */
function afterUnknown(t: Turn): void {
  if (canTransfer(t.p, 'beyond_knowledge')) {
    transfer(t, '');
    return;
  }
  offerMessage(t);
}

function dispatch(t: Turn, u: Understanding, intent: IntentName): void {
  t.intent = intent;
  t.s.misses = 0;
  const answered = () => {
    t.s.outcome ??= 'served';
  };
  switch (intent) {
    case 'Greeting':
      t.ask('Hi! How can I help you today?');
      return;
    case 'AskHours':
      answered();
      return answerHours(t);
    case 'AskAddress':
      // A street the caller names with a thing of their own on it ("is the house on sackett street still for sale"),
      // that none of our addresses is on: they ask about that place, and our address would answer another question.
      if (namesOtherStreet(t.text, t.p.b.business_addresses.map((a) => a.address_line ?? ''))) return unknownQuestion(t);
      answered();
      return answerAddress(t);
    case 'AskServices': {
      answered();
      const generic = new Set(topicTokens('service services offer do you have what kind price prices menu sell provide list product products stuff thing things guys all work type types sort'));
      const extra = topicTokens(t.text).filter((w) => !generic.has(w));
      const named = t.p.catalog.mentions(t.text);
      if (named.length > 1) {
        t.state(`Yes, we offer ${joinAnd(named.map((m) => describeItem(m.item)))}.`, ...named.map((m) => ({ kind: 'service' as const, id: m.item.id })));
        t.offer(takesOrders(t.p) ? 'order' : 'booking', takesOrders(t.p) ? 'Would you like to order one of them?' : 'Would you like to book one of them?');
        return;
      }
      // "Do you have a sauna or hot tub" is no yes to Hot Stone Massage: the yes is for what the item's name says.
      const unnamed = !!u.item && !t.p.knowledge.offerFits(t.text, u.item.name);
      if (u.item && unnamed && u.faq) return speakFaq(t, u.faq);
      if (u.item && !unnamed) {
        if (!itemIsMeant(t, u.item)) return;
        t.state(`Yes, we offer ${describeItem(u.item)}.`, { kind: 'service', id: u.item.id });
        t.s.offer_item = u.item.id;
        const sold = takesOrders(t.p) || u.item.product === true;
        t.offer(sold ? 'order' : 'booking', sold ? 'Would you like to order it?' : 'Would you like to book it?');
        return;
      }
      if (u.ambiguous.length > 1 && !t.p.catalog.isEmpty) {
        // "What kind of pedicures do you have?", "read me the burritos": the items that share the word.
        t.state(`We have ${joinAnd(u.ambiguous.slice(0, 8).map((i) => describeItem(i)))}.`, ...u.ambiguous.slice(0, 8).map((i) => ({ kind: 'service' as const, id: i.id })));
        t.offer(takesOrders(t.p) ? 'order' : 'booking', takesOrders(t.p) ? 'Would you like to order one of them?' : 'Would you like to book one of them?');
        return;
      }
      if (extra.length > 0 && (!u.ambiguous.length || unnamed) && !t.p.catalog.isEmpty) {
        // Something not on the list: not a "no" (the list may be incomplete), just not known.
        t.intent = 'Unknown';
        recordGap(t);
        t.tell("I'm sorry, I don't have that information.");
        t.cite(...itemRecords(t.p.catalog.items.slice(0, 6))).tell(`Our services include ${itemNames(t.p.catalog.items.slice(0, 6), 'and')}.`);
        return afterUnknown(t);
      }
      return answerServices(t);
    }
    case 'AskPrice':
    case 'AskDuration': {
      answered();
      const named = t.p.catalog.mentions(t.text);
      const several = named.length > 1 && named.slice(1).every((m, i) => LISTED_TOGETHER.test(words(t.text).slice(named[i].end, m.start).join(' ')));
      if (several) {
        const each = named.map((m) =>
          intent === 'AskPrice'
            ? `the ${m.item.name} is ${priceText(m.item) ?? 'not priced on our list'}`
            : `the ${m.item.name} takes ${m.item.duration ? `about ${m.item.duration} minutes` : 'a time not listed'}`,
        );
        t.state(`${capFirst(joinAnd(each))}.`, ...named.map((m) => ({ kind: 'service' as const, id: m.item.id })));
        t.anythingElse();
        return;
      }
      // A mention by under half of an item's name answers only when that name explains most of what is asked: "my
      // phone only charges at an angle, how much to fix that" is not the Data Transfer to a New Phone.
      const loose = (item: CatalogItem) => (named.find((m) => m.item.id === item.id)?.score ?? 0) < 0.5 && !explainsMost(t.text, item);
      const best = !u.item && named.length ? named.reduce((a, b) => (b.score > a.score ? b : a)) : null;
      if (best && named.filter((m) => m.score === best.score).length === 1) {
        if (loose(best.item)) return unknownQuestion(t);
        return intent === 'AskPrice' ? answerPrice(t, best.item) : answerDuration(t, best.item);
      }
      if (!u.item && u.ambiguous.length) {
        // Names that fit the words alike: the one whose name explains clearly more of them, else ask which
        // (never every price at once for a question about one).
        const fit = bestFit(t.text, u.ambiguous);
        if (fit) return intent === 'AskPrice' ? answerPrice(t, fit) : answerDuration(t, fit);
        if (answerVariants(t, u.ambiguous, intent === 'AskPrice' ? 'price' : 'duration')) return;
        t.intent = 'Clarify';
        t.cite(...itemRecords(u.ambiguous)).ask(`Which one do you mean: ${unpricedNames(u.ambiguous, 'or')}?`);
        return;
      }
      // "And what does that cost?" after "Yes, we offer the X": the item just spoken about, not the whole list.
      const referred = !u.item && t.askedItem && SPOKEN_OF.test(t.text) ? t.p.catalog.byId(t.askedItem) ?? null : null;
      if (referred) return intent === 'AskPrice' ? answerPrice(t, referred) : answerDuration(t, referred);
      // A price asked of what an FAQ is about, where the owner lists that thing with a price: the listed price.
      const listed = !u.item && !named.length && intent === 'AskPrice' ? t.reading?.pricedItem : undefined;
      if (listed) return answerPrice(t, listed);
      if (!u.item && topicTokens(t.text).some((w) => !['price', 'long', 'much', 'it', 'take', 'menu'].includes(w))) {
        // A price for something not in the catalog: never guess.
        unknownQuestion(t);
        return;
      }
      // "And how long is that?" with nothing spoken about before: which one is asked, never every price on the list.
      if (!u.item && !named.length && !t.side && PRONOUN.test(t.text) && !t.p.catalog.isEmpty) {
        t.intent = 'Clarify';
        t.ask(intent === 'AskPrice' ? 'Which service would you like the price of?' : 'Which service do you mean?');
        return;
      }
      return intent === 'AskPrice' ? answerPrice(t, u.item) : answerDuration(t, u.item);
    }
    case 'BookAppointment':
      return startBooking(t, t.text);
    case 'CancelAppointment':
      return startManage(t, 'cancel');
    case 'RescheduleAppointment':
      return startManage(t, 'move', t.text);
    case 'CheckAppointment':
      return answerMyAppointment(t);
    case 'PlaceOrder':
      return startOrder(t, t.text);
    case 'LeaveMessage':
      markUrgentStory(t);
      if (t.s.urgent) return escalate(t, 'callback_request', 'Of course.', 'caller_request');
      t.tell('Sure.');
      return startMessage(t, 'caller_request');
    case 'RequestCallback':
      markUrgentStory(t);
      return escalate(t, 'callback_request', 'Of course.', 'callback_request');
    case 'SpeakToHuman':
      markUrgentStory(t);
      return escalate(t, personReason(t), 'Of course.', 'callback_request');
    case 'Frustrated':
      return escalate(t, 'confused_or_frustrated', "I'm sorry this has been frustrating.");
    case 'SensitiveInquiry':
      return sensitive(t);
    case 'AskLanguage':
      t.tell("I'm sorry, I can only speak English.");
      if (canTransfer(t.p, 'unsupported_language')) return transfer(t, '');
      return t.anythingElse('Is there anything I can help you with in English?');
    case 'Affirm':
      t.ask('Great. What can I help you with?');
      return;
    case 'Deny':
      return t.anythingElse('Okay. Is there anything else I can help you with?');
    case 'Repeat':
      t.ask(t.s.prompt ?? 'How can I help you today?');
      return;
    case 'Help':
      return help(t);
    case 'NeverMind':
      t.ask('Okay. What can I help you with?');
      return;
    case 'Thanks':
      t.tell("You're welcome!");
      return t.anythingElse();
    case 'Goodbye':
      return goodbye(t);
  }
}
