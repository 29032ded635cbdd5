import type { DateTime } from 'luxon';
import type { Catalog, CatalogItem, Mention } from '../catalog.js';
import type { FaqIndex } from '../faq.js';
import { classify, yesNo } from '../nlu.js';
import { NUMBER_WORDS, stem, STOPWORDS, topicTokens } from '../text.js';
import { parseWhen, type When } from '../when.js';
import { EN } from './locale/en.js';
import { compile, normalizeUtterance, type Compiled } from './normalize.js';
import { KnowledgeIndex } from './retrieval.js';
import { explainsMost } from './verify.js';
import type { DialogAct, Label, LocaleData, Retrieved } from './types.js';

export type { DialogAct, Label, LocaleData, Retrieved, Source } from './types.js';
export { KnowledgeIndex, type Verdict } from './retrieval.js';
export { bestFit, explainsMost, itemCovers, nameFit, otherKind, verifyItem } from './verify.js';
export { EN } from './locale/en.js';

/**
 * The one entry point of the understanding layer: a caller's turn, as speech-to-text wrote it, becomes a
 * reading: normalised text -> dialog act -> intent with a confidence -> slots (items with quantities, a date
 * and time, a name) -> answers retrieved from the owner's data with a score. The engine decides what to do
 * with it; nothing here speaks or changes state.
 */

/** Below this confidence the assistant does not act on a reading: it asks, or says it does not know. */
export const CONFIDENCE_FLOOR = 0.6;
/** An FAQ is spoken only from this retrieval score up. */
export const ANSWER_FLOOR = 0.55;

export interface Reading {
  /** The normalised text every later step reads. */
  text: string;
  act: DialogAct;
  label: Label;
  /** 0..1; calibrated on the tuning corpus so that readings below CONFIDENCE_FLOOR are mostly wrong. */
  confidence: number;
  question: boolean;
  /** Asking about the rules ("what if I have to cancel", "can I just walk in"), not asking for it to be done. */
  hypothetical: boolean;
  /** The best answer in the owner's FAQ, when one clears ANSWER_FLOOR. */
  faq: Retrieved | null;
  items: Mention[];
  when: When | null;
  /** Whether the business has a thing no item names and no FAQ answers, asked yes or no: a question, never a task. */
  unlisted?: boolean;
  /** A price asked of the one priced item the FAQ found for the words is about (its own question names it). */
  pricedItem?: CatalogItem;
}

/** What the assistant is waiting for, which changes how a short answer reads. */
export interface Pending {
  /** A flow's step ('confirm', 'time', 'name', ...) or an offer ('anything_else', 'booking', ...). */
  step?: string;
  flow?: string;
  /** What the caller's previous question asked (AskPrice, AskDuration, AskAvailability), for elliptical follow-ups. */
  last?: Label;
}

export interface Knowledge {
  catalog: Catalog;
  faq: FaqIndex;
  knowledge: KnowledgeIndex;
  now: DateTime;
  /** The business sells things to order (a restaurant): "can I get a ..." is an order even for an unknown item. */
  takesOrders?: boolean;
}

const compiled = new Map<string, { c: Compiled; rules: Array<[Label, RegExp, number]>; holiday: RegExp; question: RegExp; hypothetical: RegExp; request: RegExp; vague: RegExp; announce: RegExp | null; trailsOff: { opener: RegExp; end: RegExp } | null; freeTime: RegExp; timeFaq: RegExp | null; followUp: RegExp; notFreeTime: RegExp; joiner: RegExp | null; wants: RegExp | null; prepaid: { wanted: RegExp } | null; wantsSomething: RegExp | null; range: RegExp | null; rangeAlways: RegExp | null; lengthConfirmed: RegExp | null; waitAsked: RegExp | null; placeOpen: RegExp | null; callingAgain: RegExp | null; needAsked: RegExp | null; amountStated: RegExp | null; lengthStated: RegExp | null; offerAsked: RegExp | null; offering: Set<string>; visitWords: Set<string>; repair: RegExp; priceAsked: RegExp | null; things: RegExp | null; own: Array<[Label, RegExp]> }>();
function localeOf(locale: LocaleData) {
  let l = compiled.get(locale.code);
  if (!l) {
    l = {
      c: compile(locale),
      rules: locale.rules.map(([label, re, conf]) => [label, new RegExp(re), conf]),
      question: new RegExp(locale.question),
      hypothetical: new RegExp(locale.hypothetical),
      request: new RegExp(locale.request),
      vague: new RegExp(locale.vague),
      announce: locale.announce ? new RegExp(locale.announce) : null,
      trailsOff: locale.trailsOff ? { opener: new RegExp(locale.trailsOff.opener), end: new RegExp(locale.trailsOff.end) } : null,
      freeTime: new RegExp(locale.freeTime),
      timeFaq: locale.timeFaq ? new RegExp(locale.timeFaq) : null,
      followUp: new RegExp(locale.followUp),
      notFreeTime: new RegExp(locale.notFreeTime, 'g'),
      holiday: new RegExp(locale.holiday),
      repair: new RegExp(locale.repair),
      priceAsked: locale.priceAsked ? new RegExp(locale.priceAsked) : null,
      joiner: locale.joiner ? new RegExp(locale.joiner) : null,
      wants: locale.wants ? new RegExp(locale.wants) : null,
      wantsSomething: locale.wantsSomething ? new RegExp(locale.wantsSomething) : null,
      prepaid: locale.prepaid ? { wanted: new RegExp(locale.prepaid.wanted) } : null,
      range: locale.range ? new RegExp(locale.range) : null,
      rangeAlways: locale.rangeAlways ? new RegExp(locale.rangeAlways) : null,
      lengthConfirmed: locale.lengthConfirmed ? new RegExp(locale.lengthConfirmed) : null,
      waitAsked: locale.waitAsked ? new RegExp(locale.waitAsked) : null,
      placeOpen: locale.placeOpen ? new RegExp(locale.placeOpen) : null,
      callingAgain: locale.callingAgain ? new RegExp(locale.callingAgain) : null,
      needAsked: locale.needAsked ? new RegExp(locale.needAsked) : null,
      amountStated: locale.answers?.amount ? new RegExp(locale.answers.amount, 'i') : null,
      lengthStated: locale.answers?.length ? new RegExp(locale.answers.length, 'i') : null,
      offerAsked: locale.offerAsked ? new RegExp(locale.offerAsked) : null,
      offering: new Set(locale.offering ?? []),
      visitWords: new Set((locale.visitWords ?? []).map(stem)),
      things: locale.own.things ? new RegExp(locale.own.things) : null,
      own: [
        ['RescheduleAppointment', new RegExp(locale.own.move)],
        ['CancelAppointment', new RegExp(locale.own.cancel)],
        ['CheckAppointment', new RegExp(locale.own.check)],
      ],
    };
    compiled.set(locale.code, l);
  }
  return l;
}

/** The normalised text of a caller's words (the engine reads this instead of the raw transcript). */
export function normalizeText(raw: string, locale: LocaleData = EN): string {
  return normalizeUtterance(raw, localeOf(locale).c);
}

/** Words that lean on something said before ("how much is it", "do they stay fresh"): not a question of its own. */
const LEANS_ON = /\b(it|its|that|those|them|they|this|these|one|ones)\b/;

/**
 * The parts of a turn that asks two things in one breath, in the order said ("do you take hsa cards | and also
 * where do i park", "i would like a standard clean | oh and do i need to have supplies"); a turn that asks one thing
 * is one part. A later part that leans on the first ("... and how much is it") is not a question of its own.
 */
export function partsOf(text: string, locale: LocaleData = EN): string[] {
  const joiner = localeOf(locale).joiner;
  if (!joiner) return [text];
  const plain = text.replace(/\?$/, '');
  const parts: string[] = [];
  let rest = plain;
  for (let m = joiner.exec(rest); m; m = joiner.exec(rest)) {
    const head = rest.slice(0, m.index).trim();
    const tail = rest.slice(m.index + m[0].length).trim();
    if (head.split(' ').length < 3 || tail.split(' ').length < 3 || LEANS_ON.test(tail)) break;
    parts.push(head);
    rest = tail;
  }
  return parts.length ? [...parts, rest] : [text];
}

/**
 * The parts of a turn said as sentences of their own ("I want to order a pad thai. Do you deliver?"), each split
 * further by `partsOf`; a sentence of a word or two ("Hi.", "Great.") is no part. Fewer than two sentences: the parts
 * of the turn's normalised text (`whole`), as `partsOf` reads it.
 */
export function clausesOf(raw: string, whole: string, locale: LocaleData = EN): string[] {
  const sentences = raw
    .split(/(?<=[.?!])\s+(?=\S)/)
    .map((s) => normalizeText(s, locale))
    .filter((s) => s.split(' ').length >= 3);
  if (sentences.length < 2) return partsOf(whole, locale);
  return sentences.flatMap((s) => partsOf(s, locale));
}

const CLOSING_ONLY = /^(no |nope |nah |okay |alright |all right |cool |great |perfect |thanks |thank you |that is |i am |so )*(bye|goodbye|good bye|bye bye|that is all|that is it|that will be all|nothing else|i am (all )?set|i am good|have a (good|nice|great) (one|day|night|evening|weekend)|take care|see (you|ya)|talk (to you )?later)\b/;

/**
 * A closing said alone: what follows the closing words only thanks, takes leave or says it was all ("that's all i
 * needed thanks bye"). "No that's it, he's six" answers a question and goes on: not a goodbye.
 */
function closesOnly(plain: string): boolean {
  const m = CLOSING_ONLY.exec(plain);
  if (!m) return false;
  return plain.slice(m[0].length).split(' ').every((w) => !w || CLOSING_WORDS.has(w));
}
const CLOSING_WORDS = new Set('thanks thank you so much very really appreciate it bye goodbye good bye for now today then take care have a nice great one day night evening weekend see ya later talk to i we needed wanted need all that is it everything am set okay alright cool great perfect again all right'.split(' '));

/** A name given with "it's" or "my name is" and spelled letter by letter (three letters or more). */
const SPELLED_AGAIN = /^(?:(?:no|sorry|oh|actually|nope|um|uh|yes|no no) )*(?:it is|it's|its|that is|that's|thats|my (?:last |first |sur)?name is|the (?:last )?name is|last name is)(?: actually)?(?: [a-z']{2,}(?: [a-z']{2,})?)?(?: (?:with|spelled|spelt|that is|it is|its|like)\b(?: \w+){0,4})? [a-z](?: [a-z]){2,}(?: (?:not|with|no)\b(?: \w+){0,6})?$/;
/** A word said and then spelled letter by letter as itself ("its ngata n g a t a", "its novak n o v a k not novack"). */
const NAME_SPELLED = /^(?:(?:no|sorry|oh|actually) )*(?:it is|it's|its|that is|that's|thats|my (?:last |first )?name is|the (?:last )?name is|last name is) ([a-z]{3,}) ([a-z](?: [a-z]){2,})(?: (?:not|with|no)\b(?: \w+){0,6})?$/;
function spelledAsSaid(text: string): boolean {
  const m = NAME_SPELLED.exec(text);
  return !!m && m[2].replace(/ /g, '') === m[1];
}
/** Nothing more wanted, after a no word, and no farewell: "no that's it", "nope i'm good for now", "no thanks that's all". */
const NO_MORE = /^(?:no|nah|nope)(?: (?:thanks|thank you|i think|honestly|really|no))* (?:that is (?:all|it|everything)|i am (?:good|all set|set)|nothing else)(?: (?:for (?:now|today)|thanks|thank you|then))?(?: (?:i|we) (?:needed|wanted|need|called for|was calling for))?(?: (?!bye\b|goodbye\b)\w+)?$/;

/** How the caller's words read, given what the assistant is waiting for. */
export function understandUtterance(raw: string, k: Knowledge, pending: Pending = {}, locale: LocaleData = EN): Reading {
  const reading = readTurn(raw, k, pending, locale);
  return reading.label === 'AskServices' && unlisted(reading, k, locale) ? { ...reading, label: 'AskUnknown', confidence: 0.7, unlisted: true } : reading;
}

/**
 * "Do you sell gift cards?", "is there a kids menu?", "do you offer a military discount?": whether the business has a
 * thing, asked yes or no, about something no item names and no FAQ answers, is a question the assistant does not
 * know (it offers a message), not a request for the list of services. A question that names an item, asks for the
 * range ("anything for back pain", "do you just do X or Y too") or names nothing but list words ("do you have a
 * menu") is still the list.
 */
function unlisted(reading: Reading, k: Knowledge, locale: LocaleData): boolean {
  const l = localeOf(locale);
  const plain = reading.text.replace(/\?$/, '');
  if (!l.offerAsked?.test(plain) || reading.faq || reading.items.length || k.catalog.isEmpty || l.range?.test(plain) || /\b(?:besides|other than|apart from|aside from)\b/.test(plain)) return false;
  if (k.catalog.find(plain)) return false;
  return plain.split(' ').some((w) => w.length >= 3 && !STOPWORDS.has(w) && !l.offering.has(w));
}

function readTurn(raw: string, k: Knowledge, pending: Pending, locale: LocaleData): Reading {
  const l = localeOf(locale);
  const text = normalizeUtterance(raw, l.c);
  const plain = text.replace(/\?$/, '');
  const words = plain ? plain.split(' ') : [];
  const when = plain ? parseWhen(plain, k.now) : null;
  const items = k.catalog.isEmpty || !plain ? [] : k.catalog.mentions(plain);
  const question = l.question.test(text);
  const hypothetical = l.hypothetical.test(plain);
  const request = l.request.test(plain);
  const base = (label: Label, confidence: number, act: DialogAct): Reading => ({
    text,
    act,
    label,
    confidence,
    question,
    hypothetical,
    faq: null,
    items,
    when,
  });
  if (!plain) return base('None', 0, 'answer');
  // "Ok, and do you sell tape?", "yeah but what areas do you cover": a yes word that only leads into a question, outside
  // a task, is that question (it used to be read as a yes: "Great. What can I help you with?").
  const leadIn = pending.flow ? null : /^(?:(?:yes|okay|alright|all right|sure|cool|great|perfect|got it|thanks|thank you|oh|awesome|nice|right) )+(?:and|but|also|so|and also|oh and) (.+)$/.exec(plain);
  if (leadIn && leadIn[1].split(' ').length >= 3 && l.question.test(leadIn[1])) return { ...understandUtterance(leadIn[1], k, pending, locale), text };

  // The intent rules read "gluten free", "free if I order two" without the word: not a free time.
  const ruled = plain.replace(l.notFreeTime, ' ').replace(/ +/g, ' ').trim();
  const hits = new Map<Label, number>();
  for (const [label, re, conf] of l.rules) if (!hits.has(label) && re.test(ruled)) hits.set(label, conf);
  const has = (label: Label) => hits.has(label);
  // "How long till the food gets here", "how long will you have my bike": a wait or a span of the caller's own, not how
  // long a service takes (the FAQ may answer it).
  const waitAsked = !!l.waitAsked?.test(ruled);
  // "Is the office open Sunday?": a place of the business open on a day is its hours, not a free time to book.
  if (hits.has('AskHours') && l.placeOpen?.test(ruled)) hits.delete('AskAvailability');
  // "Can I call back around six?": the caller calling again, not a call back asked of the business.
  if (hits.has('RequestCallback') && l.callingAgain?.test(ruled)) hits.delete('RequestCallback');
  if (waitAsked) hits.delete('AskDuration');
  // Things carried to a place ("i need to move my piano to my daughter's place") are a mover's service, not a move.
  if (hits.has('RescheduleAppointment') && l.things?.test(ruled)) hits.delete('RescheduleAppointment');
  // "Can my blowout be a little later?": a bookable item of the business named as the caller's own, with an act on
  // it, is about the appointment they have, whatever the business calls its services.
  if (!hits.has('CheckAppointment') && !hits.has('CancelAppointment') && !hits.has('RescheduleAppointment') && /\b(my|our|i (have|had|got|booked)|(am|are) (i|we))\b/.test(plain)) {
    const phrases = [...plain.matchAll(/\b(?:my|our|i (?:have|had|got|booked) (?:an?|the)|(?:am|are) (?:i|we) (?:booked|scheduled|down) for (?:an?|the)) ((?:\w+ ){0,2}\w+)/g)].map((m) => m[1]);
    const owned = phrases.flatMap((p) => p.split(' '));
    // The whole turn may name nothing ("can we do my tattoo earlier on sunday"): then what follows "my" may.
    const findIn = (p: string) => p.split(' ').map((_, i, w) => k.catalog.find(w.slice(0, w.length - i).join(' '))).find((f) => f) ?? null;
    const found = items.length || k.catalog.isEmpty ? null : k.catalog.find(plain) ?? phrases.map(findIn).find((f) => f) ?? null;
    const named = [...items.map((m) => m.item), ...(found && 'ambiguous' in found ? found.ambiguous : found ? [found.item] : [])];
    const mineItems = named.filter((item) => item.duration !== null && item.name.toLowerCase().split(/[^a-z]+/).some((w) => w.length > 2 && owned.some((o) => o.startsWith(w) || w.startsWith(o) && o.length > 3)));
    // The act is said in words of its own, not in the service's name ("move my upright piano" at a mover's is the
    // Upright Piano Move asked for, not a move of an appointment).
    const nameWords = new Set(mineItems.flatMap((item) => item.name.toLowerCase().split(/[^a-z]+/)));
    const acted = plain.split(' ').filter((w) => !nameWords.has(w)).join(' ');
    // Asked after only when it is said to exist ("when is my blowout"), not "when can I get my blowout".
    const act = mineItems.length ? l.own.find(([label, re]) => re.test(acted) && (label !== 'CheckAppointment' || /\b(is|was|are) (my|our)\b|\b(my|our) \w+( \w+)? (is|are|was)\b|\bstill\b/.test(plain))) : undefined;
    if (act) hits.set(act[0], 0.82);
  }
  const yn = yesNo(plain);

  // The FAQ: retrieval over questions and answers (MiniSearch), and the older question-only matcher when it is
  // surer (on the tuning corpus retrieval alone gave 73.0% answers against 61.5% for the older matcher alone;
  // together they keep the paraphrases the older one was built for, such as "can my kids get a haircut there").
  const retrieved = k.knowledge.find(plain)[0] ?? null;
  const legacy = k.faq.rank(plain)[0] ?? null;
  let faq: Retrieved | null = retrieved && retrieved.score >= ANSWER_FLOOR ? retrieved : null;
  const faqEntry = (id: string) => k.faq.entries.find((e) => e.id === id);
  // An FAQ whose answer states no amount ("Rooms are priced per player") does not answer a price.
  const statesNoAmount = (id: string) => !!l.amountStated && !l.amountStated.test(faqEntry(id)?.answer ?? '');
  // The older matcher covers the FAQ's question; alone it must also cover most of the caller's words (0.8), so
  // "is the party room wheelchair accessible" is not answered with "Do you have a party room?".
  // Two weak opinions do not make a strong one: retrieval agrees only when it found the record itself (0.4).
  const agrees = !!retrieved && retrieved.score >= 0.4 && legacy?.entry.id === retrieved.id;
  if (legacy && legacy.score >= (agrees ? 0.55 : 0.8) && (!faq || legacy.score > faq.score)) faq = { kind: 'faq', id: legacy.entry.id, score: legacy.score };
  // "And how long is that?", "what does it cost?": a question that only leans on what was said before names no topic of
  // its own; an FAQ found by its asking words alone ("how long") is not its answer.
  // (A wait is answered only by a record whose own question is about what the caller waits for: "how long till my food
  // is ready" is not answered by the parking.)
  if (faq && waitAsked && !k.knowledge.questionMeets(plain, faq.id)) faq = null;
  // A price asked in so many words is not answered by an FAQ whose answer states no amount ("how much is the heist
  // room" to "Rooms are priced per player"): the item's own price, or "I don't know", never the prose.
  if (faq && hits.has('AskPrice') && /\b(how much|price|cost|charge)\b/.test(plain) && !hypothetical && statesNoAmount(faq.id)) faq = null;
  // "What about for an SUV?", "and the cake?" right after a price or a length was asked: the same question of another
  // thing. A record that states no amount (no length) answers something else about it, so it is not spoken.
  if (faq && l.followUp.test(plain) && ((pending.last === 'AskPrice' && statesNoAmount(faq.id)) || (pending.last === 'AskDuration' && !!l.lengthStated && !l.lengthStated.test(faqEntry(faq.id)?.answer ?? '')))) faq = null;
  if (faq && LEANS_ON.test(plain) && words.length <= 7 && !words.some((w) => w.length >= 3 && !STOPWORDS.has(w) && !LEANS_ON.test(w) && !/^(and|how|long|much|what|does|cost|costs|charge|price|take|takes|last|lasts|about|then|again)$/.test(w))) faq = null;
  const r = (label: Label, confidence: number, act: DialogAct): Reading =>
    // A holiday's hours are not in the weekly hours: asked about, never answered with the weekday's; an FAQ answers
    // it when its own question meets the words ("Are you open on holidays?", not aftercare that says "3-4 hrs").
    label === 'AskHours' && l.holiday.test(plain)
      ? faq && faq.score >= ANSWER_FLOOR && k.knowledge.questionMeets(plain, faq.id)
        ? { ...base('AskFaq', Math.min(0.9, faq.score), 'question'), faq }
        : { ...base('AskUnknown', 0.75, 'question'), faq }
      : { ...base(label, confidence, act), faq };

  // An FAQ beats the hours or the address asked for in so many words only when its own question is about what the
  // caller asks ("when does the kitchen close", "are you open on Christmas"); one whose answer merely mentions them
  // ("Do I need an appointment?" - "drop off any time we're open") answers another question.
  const factFaq = (floor: number, above = false) => !!faq && (above ? faq.score > floor : faq.score >= floor) && (l.holiday.test(plain) || k.knowledge.questionMeets(plain, faq.id));

  if (has('Greeting') && words.length <= 7) return r('Greeting', 0.9, 'chit_chat');
  // "Hi, is this the salon?", "hello hello can you hear me": an opening, not a question about the business.
  // ("Yes hello, is this the chiropractor?": the business's own kind of work named after "is this" is still the opening.)
  if (/^((hi|hello|hey|yes|good (morning|afternoon|evening)) )+(there )?(hello |hi )*(is this|am i (speaking|talking) (to|with)|can you hear me|are you there)\b/.test(plain) && words.length <= 8 && (!items.length || /\bis this (the |a )?\w+( \w+)?$/.test(plain))) return r('Greeting', 0.85, 'chit_chat');
  // "Hello, is this the coffee place over on Tennyson?", "is this the roofing company my neighbor used": the business
  // described at any length is still the opening, as long as nothing is asked or wanted after the description.
  const checkedWho = /^((hi|hello|hey|yo|yes|good (morning|afternoon|evening)) )+(there )?(hello |hi |yes )*is this (the |a |an )?(.+)$/.exec(plain);
  // (A name with "and" in it, "is this sage and sparkle", is still a description: a few words with nothing asked.)
  const NOT_ONLY_WHO = /\b(do|does|can|could|how|what|when|where|why|which|need|want|would|will|open|hours|price|cost|book|appointment|order|but|because)\b/;
  if (checkedWho && words.length <= 14 && !NOT_ONLY_WHO.test(checkedWho[7]) && (!/\band\b/.test(checkedWho[7]) || checkedWho[7].split(' ').length <= 4)) return r('Greeting', 0.8, 'chit_chat');
  // "Uh hi yeah, I got a question about my bike", "hello, I'm calling about the med spa": a greeting that only announces
  // what the call is about is the opening; the question itself comes next.
  const announced = l.announce?.exec(plain);
  if (announced && words.length <= 14 && !NOT_ONLY_WHO.test(announced[1]) && !has('Urgent')) return r('Greeting', 0.8, 'chit_chat');
  // "Hello um yes good morning i was um", "hi um yes im calling about uh": an opening that stops before its request is the
  // opening (the request comes next), unless what was said already names a thing, a time or a task.
  const trailing = l.trailsOff && l.trailsOff.opener.test(plain) && l.trailsOff.end.test(raw.toLowerCase().trim());
  if (trailing && words.length <= 14 && !question && !has('Urgent') && !has('SpeakToHuman') && !items.some((m) => m.score >= 0.6) && !(when?.date || when?.time) && !/\b(book|order|cancel|reschedule|appointment|price|cost|how much|open|hours)\b/.test(plain)) return r('Greeting', 0.8, 'chit_chat');
  // 0. "I was wondering about something": a question is coming; ask for it (never hand the call over for it).
  if (l.vague.test(plain)) return r('Help', 0.8, 'question');
  // "I have no idea how this works", "no idea where to even start": a caller who does not know where to begin is shown
  // what can be done, before any task or answer a word of theirs hints at (nothing named in full, no time said).
  if (has('Help') && hits.get('Help')! >= 0.8 && !items.some((m) => m.score >= 0.6) && !(when?.date || when?.time) && !has('Urgent')) return r('Help', 0.8, 'request');

  // "Are you a real person?" is small talk about the assistant, not a request for a person.
  if (has('ChitChat') && /^(are you|is this|am i)\b/.test(plain) && words.length <= 10) return r('ChitChat', hits.get('ChitChat')!, 'chit_chat');
  // "Can you say that again, my kids are yelling", "sorry, what did you say the fee was": asked to hear it again, whatever
  // the reason or the thing named after it (the thing is what was said, not a new question).
  if (has('Repeat') && /^(?:(?:sorry|um|uh|oh|wait|excuse me|i am sorry) )*(?:(?:can|could|would) you (?:please )?(?:say|repeat|read) (?:that|it|the|those|what|all|everything)|what did you (?:just )?say|(?:say|repeat) (?:that|it) again)\b/.test(plain)) return r('Repeat', hits.get('Repeat')!, 'chit_chat');
  // 1. What cannot wait: danger, a person asked for, frustration.
  // Harm placed weeks or more in the past ("i got rear ended last month, do you take ...") is history, not danger now.
  const history = /\b(last (week|month|year|spring|summer|fall|winter)|(weeks|months|years) ago|a (while|few (weeks|months|years)) (ago|back))\b/.test(plain) && !/\b(right now|now|still|again)\b/.test(plain);
  if (has('Urgent') && !history && !(hypothetical && question && faq && !/\b(right now|now|what do i do)\b/.test(plain))) return r('Urgent', hits.get('Urgent')!, 'request');
  // "Is anybody in on Sundays?", "is anyone still there that late?": whether the place is open then, not a person asked for.
  if (has('AskHours') && has('SpeakToHuman') && /\b(?:is|are) (?:anybody|anyone|someone|somebody) (?:still )?(?:there|around|in) (?:on|at|after|before|that|late|early|tonight|today|tomorrow|this|in the)\b(?: \w+){0,3}$/.test(plain)) return r('AskHours', hits.get('AskHours')!, 'question');
  if (has('SpeakToHuman')) return r('SpeakToHuman', hits.get('SpeakToHuman')!, 'request');
  if (has('Frustrated')) return r('Frustrated', hits.get('Frustrated')!, 'chit_chat');

  // 2. Answers to what the assistant asked.
  const step = pending.step ?? '';
  const confirming = step === 'confirm' || ['anything_else', 'booking', 'order', 'message', 'faq'].includes(step);
  const timedNow = !!(when?.date || when?.time || when?.part);
  // "And the white pizza?", "what about Friday at six?": the previous question again, about another item or day.
  if (pending.last && l.followUp.test(plain) && words.length <= 9) {
    const named = items.length > 0 || (!k.catalog.isEmpty && !!k.catalog.find(plain));
    if ((named || (pending.last === 'AskAvailability' && timedNow)) && !has('CancelAppointment') && !has('RescheduleAppointment') && !has('Correction')) {
      return r(pending.last, 0.8, 'question');
    }
  }
  // "Okay yeah, let's do that Friday morning at nine" to "Would you like to book it?": a booking with its time.
  if (yn === 'yes' && step === 'booking' && timedNow && !question) return r('BookAppointment', 0.85, 'request');
  // "Oh, and throw in some garlic knots" while ordering: more of the order.
  if (pending.flow === 'order' && items.some((m) => m.item.duration === null) && !question && !has('Correction') && !has('NeverMind') && yn !== 'no') {
    return r('PlaceOrder', 0.85, 'request');
  }
  // "Thanks so much", "thanks a lot": thanks alone, never a question for the FAQ.
  if (has('Thanks') && !has('Goodbye') && words.length <= 5 && !question && /^(okay |ok |cool |great |oh |alright |perfect |yes |awesome |sweet |wonderful |amazing |excellent |nice |good )*(thanks|thank you|gracias|appreciate (it|you|ya|that|the help))\b/.test(plain) && !/\b(but|can|could|what|how|when|where|do|is)\b/.test(plain)) return r('Thanks', hits.get('Thanks')!, 'closing');
  if (has('Goodbye') && /\b(bye|goodbye|have to go|got to go|gotta go|hang up)\b|\b(peace|later|laters|i am out|let you go|to run)$/.test(plain) && words.length <= 10) return r('Goodbye', 0.92, 'closing');
  const ownAppointment = (['CancelAppointment', 'RescheduleAppointment', 'CheckAppointment'] as const).find((x) => has(x));
  // ("Actually make it the gel pedicure instead" while booking sets the booking right; it moves nothing.)
  if (ownAppointment && pending.flow && pending.flow !== 'cancel' && pending.flow !== 'move' && !(ownAppointment === 'RescheduleAppointment' && has('Correction') && (pending.flow === 'booking' || pending.flow === 'order'))) return r(ownAppointment, hits.get(ownAppointment)!, 'request');
  // "Oh wait, no, scratch that, don't cancel it": the task called off, not a value set right.
  if (has('NeverMind') && /\b(do not|no need to) (cancel|book|move|change|reschedule|order) (it|that|them|anything)( after all)?$/.test(plain)) return r('NeverMind', hits.get('NeverMind')!, 'closing');
  // "You know what, never mind, I'll think about it", "actually never mind I'm not ready yet": the task called off, with
  // only the caller's reason after it (no thing or time named, which would set something right instead).
  if (has('NeverMind') && !items.length && !timedNow && /^(?:(?:you know what|actually|oh|okay|no|wait|um|uh|so|sorry) )*(?:never mind|nevermind|forget it|forget about it)(?: (?:i|i am|i will|ill|we|we will|let me|maybe|just|not|for now|thanks|thank you|sorry)\b.*)?$/.test(plain)) return r('NeverMind', hits.get('NeverMind')!, 'closing');
  // A correction in so many words, or a spelling set right ("kowalski not a c"), whatever is pending.
  // "Four yards of topsoil, actually make it five, and a ton of rock" as the first words: a request set right in the
  // same breath, not a correction of anything pending.
  const repairCue = pending.flow ? null : l.repair.exec(plain);
  const selfRepaired = !!repairCue && repairCue.index > 0 && !k.catalog.isEmpty && k.catalog.mentions(plain.slice(0, repairCue.index)).length > 0;
  if (has('Correction') && !selfRepaired && !(has('RescheduleAppointment') && !pending.flow) && /\b(make (it|that)|i meant|i said|with an? [a-z] not)\b|\w{2,} not an? [a-z]$/.test(plain)) return r('Correction', hits.get('Correction')!, 'correction');
  if (has('Correction') && !selfRepaired && (pending.flow || /\b(i said|i meant|i mean|not \w+ but|spelled|spelt)\b|(?<!\b(do|does|did|can|will|would|is|are|was|were|should|could|have|has|or|if|why) )\bnot (the |a |an )?\w+\b/.test(plain)) && !(yn === 'yes')) return r('Correction', hits.get('Correction')!, 'correction');
  // "It's Nguyen, N G U Y E N", "my last name is G R E E N E": a name said again with its spelling, where no name is being
  // asked for, puts right a name read back (where the name is asked, it is the answer).
  // (At an intake question too, where a name read back wrong is said again and spelled: "its ngata n g a t a"; the
  // intake keeps its answers as said, so the reading only names what the turn is.)
  const spelledAgain = raw.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/ +/g, ' ').trim();
  if (step !== 'name' && step !== 'last_name' && (pending.flow !== 'intake' || spelledAsSaid(spelledAgain)) && SPELLED_AGAIN.test(spelledAgain)) return r('Correction', 0.8, 'correction');
  // "No, that's all", "nah I'm good", "no thanks that's it": more refused, with no farewell said, is a no to the offer of
  // anything else (the engine closes the call where it offered more; inside a task it reads as before).
  // (In an order too: "no that's all thanks" to its "Anything else?" is a no to more, not the end of the call.)
  // (And at an intake question, "no that's all" answers it: the intake reads the answer as said, never a farewell.)
  if (NO_MORE.test(plain) && (!pending.flow || pending.flow === 'intake' || (pending.flow === 'order' && (step === 'more' || step === 'items')))) return r('Deny', 0.88, 'answer');
  // "No, don't book it yet": the task held off, a no (never the booking its words name).
  if (yn === 'no' && /\b(?:do not|not) (?:book|order|schedule|reserve|confirm|put) (?:it|that|them|anything|me|us)(?: in| down)?(?: just)? yet$/.test(plain)) return r('Deny', 0.85, 'answer');
  if (closesOnly(plain) && words.length <= 10 && !request) return r('Goodbye', 0.92, 'closing');
  // "Yes please book it" to "Would you like me to book it?": a yes that asks for the task in so many words.
  if (yn === 'yes' && !question && (step === 'booking' || (pending.flow === 'booking' && step === 'pick')) && /\b(book|schedule|reserve) (it|that|me|us|them|one)\b/.test(plain)) return r('BookAppointment', 0.88, 'answer');
  if (yn === 'yes' && !question && step === 'order' && /\b(order|take|get) (it|that|one|them)\b/.test(plain)) return r('PlaceOrder', 0.88, 'answer');
  // "Yes please go ahead and book it" to "shall I book it?": a yes that only says to go on with what was read back,
  // naming nothing new, is the yes (what was offered is done; a day, a time or a service said with it is a request).
  if (yn === 'yes' && !question && !items.length && !timedNow && /^(?:yes|okay|sure|alright|all right|perfect|great)(?: please| then| sure)* (?:go ahead|you can go ahead|do it|book it|do that)(?: and (?:book|schedule|reserve|put|lock|confirm) (?:it|that)(?: in)?)?(?: please| for me| then)*$/.test(plain)) return r('Affirm', 0.88, 'answer');
  if (yn && words.length <= 4 && !question) return r(yn === 'yes' ? 'Affirm' : 'Deny', 0.9, 'answer');
  // "Correct, that's the order", "yes that is my number": a yes that only restates what was read back.
  if (yn !== 'no' && words.length <= 6 && !question && !request && /^(yes|correct|right|exactly|perfect|sure)\b/.test(plain) && /\bthat is (it|all|right|correct|everything|the (order|one|number|name|address)|my (order|number|name|address))$/.test(plain)) return r('Affirm', 0.88, 'answer');
  if (yn === 'no' && confirming && /^(no|nope|nah|not yet|not really)\b/.test(plain) && !has('CancelAppointment') && !has('RescheduleAppointment')) {
    return r('Deny', 0.85, 'answer');
  }
  if (yn === 'yes' && confirming && /^(yes|sure|okay|alright|sounds good|perfect|that works|go ahead|correct|right|exactly|that is (right|correct))\b/.test(plain) && words.length <= 8 && !has('Correction') && !(step === 'anything_else' && (has('BookAppointment') || has('PlaceOrder') || has('AskAvailability')))) {
    return r('Affirm', 0.85, 'answer');
  }
  if (has('Goodbye') && words.length <= 8 && !question && !(CLOSING_ONLY.test(plain) && !closesOnly(plain))) return r('Goodbye', hits.get('Goodbye')!, 'closing');
  // "No, that's not right", "no I don't have a referral", "nope, just the tune up thanks": a turn that opens with a no
  // and neither asks nor asks for anything is a no, whatever topic words follow (not an FAQ that shares them). Inside a
  // task the task reads it ("no, thursday at three").
  const TASKS: Label[] = ['BookAppointment', 'CancelAppointment', 'RescheduleAppointment', 'CheckAppointment', 'PlaceOrder', 'Correction', 'NeverMind', 'LeaveMessage', 'RequestCallback', 'AskAvailability'];
  if (yn === 'no' && !pending.flow && /^(no|nope|nah|not really)\b/.test(plain) && !question && !request && !hypothetical && !timedNow && !items.length && words.length <= 10 && !TASKS.some(has)) return r('Deny', 0.75, 'answer');
  // "Just let them know the delivery is coming Friday instead of Thursday": a message about a day, not a move.
  if (has('LeaveMessage') && /\b(let (him|her|them|the \w+) know|tell (?!(?:me|us|you)\b)(him|her|them|the \w+(?: \w+)?|[a-z]+) (that|the|i|we|my|our|somebody|someone|he|she|they|two|three|four)|give (?:the \w+|him|her|them|\w+) a (?:message|note|heads up))\b/.test(plain) && !/\b(my|our) (appointment|booking|reservation)\b/.test(plain)) return r('LeaveMessage', hits.get('LeaveMessage')!, 'request');
  if (has('NeverMind') && /^(no |okay |oh |actually |wait )*(never mind|nevermind|forget it|forget about it|do not worry about it)\b/.test(plain)) return r('NeverMind', hits.get('NeverMind')!, 'closing');
  // "Not going to make it at one, could he come at four instead": a move, not a cancellation.
  if ((has('CancelAppointment') || has('CheckAppointment')) && has('RescheduleAppointment') && /\b(instead|move|bump|push|change|later|earlier)\b/.test(plain)) return r('RescheduleAppointment', hits.get('RescheduleAppointment')!, 'request');
  // "What happens if I cancel the day before?": a question about the rules, not the act, even with no FAQ for it.
  for (const label of ['CheckAppointment', 'CancelAppointment', 'RescheduleAppointment'] as const) {
    if (has(label) && !(hypothetical && (faq || (question && !/\b(check|see|look|find out|tell me) (if|whether)\b/.test(plain))))) return r(label, hits.get(label)!, 'request');
  }

  // "Can someone come do a storm inspection tomorrow at one?", "can you send packers friday at nine", "can I come in
  // tomorrow at six for a nose piercing": something done on a day and at a clock time the caller names, asked as a
  // question, is the booking (free times are asked with "open", "free", "available", "taken", "any").
  // ("I need a ceiling fan put up, can you do friday around one": the same asked after the job is told, in a first
  // clause that only says what is wanted and asks nothing.)
  // ("Can my son get in for a sick visit today at eleven", "can I drop my laptop off for a diagnostic thursday at two": the
  // one the visit is for, and a thing brought in, ask for it the same way.)
  const visitAskedAt = /\b(?:can|could) (?:you|you guys|someone|somebody|one of your \w+|i|we|he|she|they|(?:my|our) (?:\w+ )?(?:son|daughter|kid|kids|child|children|baby|boy|girl|husband|wife|partner|mom|dad|mother|father)) (?:just )?(?:come|do|send|book|schedule|reserve|come in|come out|be there|fit|squeeze|have|get|bring (?:it|him|her|them|(?:my|our|the) \w+) in|drop (?:it|him|her|them|(?:my|our|the) \w+) off)\b/.exec(plain);
  const toldFirst = !!visitAskedAt && (/^(?:(?:so|and|hi|hey|okay|yes) )*$/.test(plain.slice(0, visitAskedAt.index)) || (/\b(?:i|we) (?:\w+ )?(?:need|want|would like|bought|got|have)\b/.test(plain.slice(0, visitAskedAt.index)) && !/\b(?:what|how|where|when|why|which|who|do you|does|is|are|if)\b/.test(plain.slice(0, visitAskedAt.index))));
  if (when?.date && when.time && !hypothetical && !has('AskHours') && when.date >= k.now.toISODate()! && !k.catalog.isEmpty && !items.some((m) => m.item.duration === null) && toldFirst && !/\b(?:stop|swing|come|drop|pop) by\b/.test(plain) && /\b(?:at|around|by) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\b/.test(plain) && !(k.takesOrders && /\b(?:can|could) (?:i|we) (?:just )?get\b/.test(plain)) && !/\b(open|free|available|availability|taken|booked|any|anything|still)\b/.test(ruled)) {
    return r('BookAppointment', 0.8, 'request');
  }
  // Free times for something bookable on a day ("is the party room free Thursday") before the FAQ about it.
  // "One hour consultation Thursday at two": a service told from its siblings by the length said, with a day or time.
  const sized = !items.length && timedNow && !k.catalog.isEmpty ? k.catalog.find(plain) : null;
  const sizedBookable = sized && 'item' in sized && sized.item.duration !== null ? [sized.item] : [];
  const bookableSaid = items.some((m) => m.item.duration !== null) || sizedBookable.length > 0;
  // ("Anything this week?" names no day, but a span of days to look in.)
  const timed = !!(when?.date || when?.time || when?.part) || /\b(this|next) (week|weekend)\b/.test(plain);
  // "Can somebody come look at my door sometime this week", "can i sign him up for spanish sometime next week": a visit
  // asked for with no day fixed is the booking (the engine offers times), not a question about free times; "are you
  // booked solid or could i get in sometime this week" still asks.
  if (!k.catalog.isEmpty && !hypothetical && /\b(?:sometime|some time|whenever)\b/.test(plain) && /\b(?:set up|sign (?:\w+ )?up|get (?:someone|somebody) to|come (?:look|out|take a look|see)|looked at|get in|bring (?:it|him|her|them) in)\b/.test(plain) && !/\b(?:booked|full|solid|free|open|available|availability|taken)\b/.test(ruled) && !has('CancelAppointment') && !has('RescheduleAppointment')) return r('BookAppointment', hits.get('BookAppointment') ?? 0.78, 'request');
  // "Anything besides burgers?", "what all you got besides wings": what else is offered, asked against one thing, is the
  // list, not a free time (no day or time said).
  if (has('AskServices') && !timed && /\b(?:besides|other than|apart from|aside from)\b/.test(plain) && !hypothetical) return r('AskServices', hits.get('AskServices')!, 'question');
  // "Anything open Saturday?" asks for a free time, "are you open Saturday?" for the hours.
  const freeTimeAsked = has('AskAvailability') && l.freeTime.test(ruled);
  const hoursAsked = has('AskHours') && !bookableSaid && !freeTimeAsked;
  const wantsBooking = request && bookableSaid && !!when?.time;
  // (A saved question said nearly word for word, "is there an open house this weekend?", is the owner's answer.)
  if ((has('AskAvailability') || (has('AskHours') && bookableSaid)) && !hoursAsked && !wantsBooking && (timed || (bookableSaid && !/\bfree\b/.test(ruled))) && !hypothetical && !factFaq(0.9) && !/\b(book|put me down|sign me up|make an appointment)\b/.test(plain)) {
    return r('AskAvailability', hits.get('AskAvailability') ?? 0.8, 'question');
  }
  // "Could I swing by tonight around nine thirty?", "can I stop by after work around six fifteen": dropping in at a clock
  // time, naming nothing to book or buy, asks whether the place is open then.
  if (question && !items.length && when?.time && !hits.size && /\b(stop|swing|come|drop|pop) (by|over)\b/.test(plain) && !/\b(for|to (get|pick|see|do|have|drop|talk))\b/.test(plain)) return r('AskHours', 0.75, 'question');
  // The address and the hours asked for in so many words beat an FAQ whose answer mentions them.
  if (has('AskAddress') && !factFaq(0.9)) return r('AskAddress', hits.get('AskAddress')!, 'question');
  if (hoursAsked && !factFaq(0.9) && !has('PlaceOrder')) return r('AskHours', hits.get('AskHours')!, 'question');
  // A call back or a message asked for in so many words, whatever it is about.
  if (has('RequestCallback')) return r('RequestCallback', hits.get('RequestCallback')!, 'request');
  if (has('LeaveMessage') && !has('PlaceOrder')) return r('LeaveMessage', hits.get('LeaveMessage')!, 'request');
  // "I'd like to buy the ten pack", "sign me up for the open gym membership", "I want to do the hybrid membership starting
  // next month": a thing paid for once and used over visits, asked for where the business lists one with no length, is
  // bought (an order), never a visit booked on the day said (issue 13).
  // (The catalog says whether the kind of thing named is one the business sells.)
  const prepaidAt = l.prepaid ? k.catalog.prepaidSaid(plain) : -1;
  if (prepaidAt >= 0 && l.prepaid!.wanted.test(plain.slice(0, prepaidAt)) && !hypothetical && !(question && !/\b(?:can|could|may) (?:i|we) (?:buy|purchase|get|grab|sign up)\b/.test(plain)) && !has('AskPrice') && !has('AskDuration') && !items.some((m) => m.item.duration !== null && m.score >= 0.6)) return r('PlaceOrder', 0.8, 'request');
  // Things on the menu named in full and asked for ("could I get a gluten free cheese pizza and a garden salad",
  // "one caesar salad and one garden salad"): an order, even when an FAQ mentions them.
  const soldNamed = items.filter((m) => m.item.duration === null);
  // (In any business for things always bought, never booked: "could I get two of the gift certificates".)
  // (A count said for every thing named is a list of what the caller wants: "two bundles of paper and four dish packs".)
  const counted = soldNamed.length > 0 && soldNamed.every((m) => m.counted && m.quantity >= 2);
  const ordersThese = k.takesOrders || (soldNamed.length > 0 && soldNamed.every((m) => m.item.product));
  if (ordersThese && soldNamed.length && soldNamed.length === items.length && soldNamed.every((m) => m.score >= (request || counted ? 0.5 : 0.75)) && (request || soldNamed.some((m) => m.counted)) && !hypothetical && !has('AskPrice') && !has('AskDuration')) {
    return r('PlaceOrder', 0.85, 'request');
  }
  // "I'd like one of the neck pillows", "three yards of the black mulch dropped off": things sold named with a word the
  // business does not use, asked for: an order, where the nearest items are offered by name (never added silently).
  // ("Can I get one of those rubber hoses" asks for it: a question only in its form, where no FAQ answers it.)
  const askedFor = /^(?:\w+ )?(?:can|could|may) (?:i|we) (?:get|have|grab|buy|purchase|order)\b/.test(plain);
  if (!items.length && request && !hypothetical && (!question || (askedFor && !faq)) && !has('AskPrice') && !has('AskDuration') && !has('BookAppointment')) {
    const near = k.catalog.nearMiss(plain);
    if (near && near.items.some((i) => i.duration === null)) return r('PlaceOrder', 0.8, 'request');
  }
  // "Can I get two lattes" where the latte comes small and large: things sold asked for without their size are an
  // order (the engine asks which size).
  if (!items.length && request && !hypothetical && !has('AskPrice') && !has('AskDuration') && k.catalog.undecided(plain).some((u) => u.items.every((i) => i.duration === null && (k.takesOrders || i.product)))) {
    return r('PlaceOrder', 0.8, 'request');
  }
  // "Is the buyer consultation free?" with no day or time: the price, not a free time.
  if (has('AskPrice') && items.length === 1 && /\bfree$/.test(plain) && !timedNow) return r('AskPrice', 0.85, 'question');
  // The price of one named item asked in so many words: the item's own price record beats an FAQ's prose about it.
  // (An FAQ speaks for it only when its own question asks that: "How much is the consultation?" - not "What if I don't
  // have insurance?", whose answer mentions the package's savings.)
  const faqAsks = (re: RegExp) => !!faq && faq.score >= 0.9 && re.test(normalizeUtterance(faqEntry(faq.id)?.question ?? '', l.c));
  // ("Do I have to pay for the intake call?" asks the price though it is worded as a rule; "... if I cancel" is a rule.)
  const payAsked = /\b(have|need) to pay for\b/.test(plain) && !/\b(if|unless|in case|when)\b/.test(plain);
  if (has('AskPrice') && items.length === 1 && items[0].score >= 0.5 && (/\b(how much|price|cost|charge)\b/.test(plain) && !hypothetical || payAsked) && !/\bhow much time\b/.test(plain) && !faqAsks(/\b(how much|price|cost|charge|fee|free|rates?)\b/)) return r('AskPrice', 0.9, 'question');
  // "How much is an adjustment" where several items are one kind of adjustment (the word said is the last word of
  // each name): the price route asks which one; an FAQ that only mentions adjustments does not answer it.
  // What the caller asks of an item, and what an FAQ's own question must ask to speak for it instead.
  const PRICE_SAID = /\b(how much|price|cost|charge)\b/;
  const PRICE_FAQ = /\b(how much|price|cost|charge|fee|free|rates?)\b/;
  const LENGTH_FAQ = /\b(how long|how much time|hours|minutes|duration)\b/;
  const headOf = (i: CatalogItem) => (i.core?.length ? i.core : i.tokens).at(-1) ?? '';
  // The caller's words that could name an item: not the words that ask for its price or length.
  const ASKING = 'cost|costs|charge|charges|price|prices|pricing|fee|fees|rate|rates|long|take|takes|last|lasts';
  const namingWords = (asking: string) => {
    const askingWord = new RegExp(`^(${asking})$`);
    return words.filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !askingWord.test(w)).map(stem);
  };
  const askedOfKind = (label: 'AskPrice' | 'AskDuration', asked: RegExp, faqAsked: RegExp) => {
    if (!has(label) || items.length || k.catalog.isEmpty || !asked.test(plain) || hypothetical || faqAsks(faqAsked)) return false;
    const found = k.catalog.find(plain);
    const said = new Set(words.map(stem));
    // (Every other word the caller says is a word of those names: "a video visit" is the Telehealth Follow-Up (video),
    // not one of the Follow-Up Visits.)
    const content = namingWords(ASKING);
    // (Or every word said is in each of those names: "how much is aeration" for Core Aeration and Aeration & Overseeding.)
    return !!found && 'ambiguous' in found && (found.ambiguous.every((i) => said.has(headOf(i))) ? content.every((w) => found.ambiguous.some((i) => i.tokens.includes(w))) : content.length > 0 && content.every((w) => found.ambiguous.every((i) => i.tokens.includes(w))));
  };
  // A word of the caller's is a word of an item's name, or the count the name writes in digits ("a two story" of
  // "2-Story Home", "level one" of "Level 1"), or a word that only says a visit of its kind ("the tasting appointment").
  const namesPart = (w: string, item: CatalogItem) => item.tokens.includes(w) || (w in NUMBER_WORDS && item.tokens.includes(String(NUMBER_WORDS[w as keyof typeof NUMBER_WORDS]))) || l.visitWords.has(w);
  if (askedOfKind('AskPrice', PRICE_SAID, PRICE_FAQ)) return r('AskPrice', 0.85, 'question');
  if (askedOfKind('AskDuration', /\bhow long\b/, LENGTH_FAQ)) return r('AskDuration', 0.85, 'question');
  // "What does the workshop cost", "how long is the workshop": one item named loosely, by the last word of its name
  // ("Flower Arranging Workshop (per person)"), every other word of the caller's in its name: that item's price or
  // length, not an FAQ's prose that mentions them ("Tell me about the workshops").
  const priceSaid = has('AskPrice') && PRICE_SAID.test(plain);
  const lengthSaid = has('AskDuration') && (/\b(how long|how many (hours|minutes))\b/.test(plain) || !!l.lengthConfirmed?.test(plain));
  if ((priceSaid || lengthSaid) && items.length <= 1 && (items[0]?.score ?? 0) < 0.5 && !k.catalog.isEmpty && !hypothetical && !faqAsks(priceSaid ? PRICE_FAQ : LENGTH_FAQ)) {
    const found = k.catalog.find(plain);
    // (A count said in words is the name's digits, "a two story" of "2-Story Home"; the head is the last word of the name
    // that is not a function word: "inside" of "Window Cleaning, Inside and Out".)
    const content = namingWords(`${ASKING}|time|hours?|minutes?`).map((w) => (w in NUMBER_WORDS ? String(NUMBER_WORDS[w]) : w));
    const head = found && 'item' in found ? (found.item.core?.length ? found.item.core : found.item.tokens).filter((t) => !STOPWORDS.has(t)).at(-1) : undefined;
    if (found && 'item' in found && head && content.includes(head) && content.every((w) => namesPart(w, found.item))) return r(priceSaid ? 'AskPrice' : 'AskDuration', 0.85, 'question');
  }
  // "How much is the clean room recovery", "how long is the express diagnostic": one item named by part of its name,
  // every naming word the caller says a word of that name (two or more), its price or length asked in so many words:
  // the item's own record, not an FAQ's prose that lists it among others (unless that FAQ's own question asks it).
  if ((priceSaid || lengthSaid) && items.length === 1 && !k.catalog.isEmpty && !hypothetical && !faqAsks(priceSaid ? PRICE_FAQ : LENGTH_FAQ)) {
    const content = namingWords(`${ASKING}|time|hours?|minutes?`);
    if (content.length >= 2 && content.every((w) => namesPart(w, items[0].item))) return r(priceSaid ? 'AskPrice' : 'AskDuration', 0.85, 'question');
  }
  // The same for how long one named item takes ("how long is the catering consultation").
  if (has('AskDuration') && items.length === 1 && items[0].score >= 0.5 && (/\b(how long|how much (time|longer|more time|extra time)|how many (hours|minutes))\b/.test(plain) || !!l.lengthConfirmed?.test(plain)) && !hypothetical && !faqAsks(/\b(how long|how much time|hours|minutes|duration)\b/)) return r('AskDuration', 0.9, 'question');
  // "Do you do property management?" with a service of that very name: the service's record, not an FAQ's prose.
  if (items.length === 1 && items[0].score >= 0.6 && /^(so |and |hi |hey )?(do|can) you (guys )?(do|offer|have|sell|provide)\b/.test(plain) && !hypothetical && !(faq && faq.score >= 0.9)) {
    return r('AskServices', 0.85, 'question');
  }
  // "What kind of repairs do you do?", "do you just do divorces or other family stuff too?": the range of what the
  // business does, in the caller's words: the list, unless an FAQ's own question is about what they name ("what non
  // dairy milks do you carry" to "Milk options?").
  // (Only a record that answers the words in full: "Class sizes" shares "classes" with "what kind of classes do you have for
  // little kids" but states no list.)
  if (l.range?.test(plain) && !hypothetical && !k.catalog.isEmpty && !(faq && k.knowledge.questionMeets(plain, faq.id) && k.knowledge.verify(plain, faq.id).verdict === 'answer')) return r('AskServices', 0.8, 'question');
  // ("Do you do private lessons or just groups", "everything you do for houses": the range with an alternative or as a
  // whole is the list, though an FAQ's question shares a word with it.)
  if (l.rangeAlways?.test(plain) && !hypothetical && !k.catalog.isEmpty) return r('AskServices', 0.8, 'question');
  // "What services do you have?", "what's on the menu?", "what kind of pedicures do you have?": the list (or the
  // items that share the word), never an FAQ that happens to mention a service.
  const listAsked = /^(so |and |um |okay |hi |hey )*(what|what all|(?:can you )?(?:just )?tell me what|what kind of|what kinds of|what types? of|which|can you read me|read me|can you list|list)\b|\ball (?:the|your) (?:different )?(?:options|kinds|types|choices)\b/.test(plain);
  if (listAsked && !hypothetical && (has('AskServices') || (!items.length && !k.catalog.isEmpty && /\b(have|got|offer|do|sell|make|serve|come in)\b|^(can you )?(read|list)\b/.test(plain) && (() => { const f = k.catalog.find(plain); return !!f && 'ambiguous' in f; })())) && !(faq && faq.score >= 0.9)) {
    return r('AskServices', 0.82, 'question');
  }
  // "What drinks do you got?", "what sizes do the pizzas come in?": a kind of thing on the list, asked for by a word the
  // names do not use and no FAQ answers: the list, rather than "I don't know".
  if (!faq && !items.length && !k.catalog.isEmpty && !hypothetical && /^(so |and |okay |hi |hey )*what (\w+ )?(\w+s) (do|does|can) (you|you guys|they|it|the \w+) (have|got|offer|sell|serve|carry|make|come in)$/.test(plain)) {
    return r('AskServices', 0.75, 'question');
  }
  // "How much time should I set aside for X": a duration, though it says "how much".
  if (has('AskDuration') && /\bhow much time\b/.test(plain)) return r('AskDuration', items.length ? 0.9 : hits.get('AskDuration')!, 'question');
  // "When's the soonest I can get a tune up", "can you squeeze in an e-bike check tomorrow", "can you clean my gutters
  // sometime this week": free time asked in so many words is a question about the calendar, whatever else the words
  // name. An FAQ speaks for it only when its own question is about time or a visit ("How soon can you come out?",
  // "Walk-ins?"), not one that merely shares what the caller wants done ("What's in a tune-up?").
  // (Read only when a free time or a visit is asked: most turns ask neither.)
  const faqOnTime = () => !!faq && (!l.timeFaq || l.timeFaq.test(normalizeUtterance(faqEntry(faq.id)?.question ?? '', l.c)));
  // (A turn that asks where, who or why is about something else: "where do I park, there's never any spots".)
  if (has('AskAvailability') && (freeTimeAsked || timed || /^(?:\w+ )?(?:when|how soon)\b/.test(plain)) && !/^(?:\w+ )?(?:where|who|why)\b/.test(plain) && !hypothetical && !faqOnTime() && !/\b(book|put me down|sign me up|make an appointment)\b/.test(plain)) {
    return r('AskAvailability', hits.get('AskAvailability')!, 'question');
  }
  // The same for a visit asked for on a day ("can I bring it in sometime", "my adjuster can meet Friday at ten, can you be
  // there"): the booking, unless the FAQ's own question is about time or visits.
  if (has('BookAppointment') && !has('AskHours') && !/\btoo (late|early)$/.test(plain) && (timedNow || /\b(sometime|some time)\b/.test(plain)) && !hypothetical && !faqOnTime() && !(!!when?.date && when.date < k.now.toISODate()!)) return r('BookAppointment', hits.get('BookAppointment')!, 'request');
  // "How much is the cooking class", "what does a full tune up cost": a price asked of the one item the words name is
  // the item's price, not an FAQ about the item whose answer states no amount (its rules, what is in it).
  const priceOfItem = has('AskPrice') && !hypothetical && !!faq && statesNoAmount(faq.id) && (() => {
    const named = k.catalog.isEmpty ? null : k.catalog.find(plain);
    return !!named && 'item' in named && named.item.cents !== null;
  })();
  // A price asked of the thing an FAQ is about, where the owner also lists that thing with a price ("how much to give
  // him his pills": "Medications" beside "Medication Administration (per day)"): the price list says it, not the prose.
  const faqOfPricedItem = has('AskPrice') && !items.length && !hypothetical && !!faq && !k.catalog.isEmpty ? (() => {
    const asked = normalizeText(faqEntry(faq.id)?.question ?? '', locale);
    const named = k.catalog.find(asked);
    // Only an FAQ mostly about the item itself: most topic words of its question are in the item's name ("Medications"
    // beside "Medication Administration", "Do you trim nails or claws?" beside "Nail Trim"), not one that merely
    // mentions it ("Can you write on a cake?" does not ask the cake's price).
    const own = named && 'item' in named ? topicTokens(named.item.name) : [];
    const topic = [...new Set(topicTokens(asked))];
    const inName = topic.filter((t) => own.some((o) => t === o || (t.length >= 4 && o.length >= 4 && (t.startsWith(o) || o.startsWith(t)))));
    const aboutItem = inName.length * 2 > topic.length;
    return named && 'item' in named && named.item.cents !== null && aboutItem ? named.item : null;
  })() : null;
  const priceOverFaq = () => {
    if (!faq || !has('AskPrice') || hypothetical || !question || k.catalog.isEmpty) return false;
    if (!/\b(how much|price|cost|charge)\b/.test(plain) && !l.priceAsked?.test(plain)) return false;
    if (/\b(how much|price|prices|cost|costs|charge|fee|fees|free|rates?)\b/.test(normalizeUtterance(faqEntry(faq.id)?.question ?? '', l.c))) return false;
    const named = k.catalog.find(plain);
    const listed = !named ? [] : 'item' in named ? [named.item] : named.ambiguous;
    if (!listed.length || !listed.every((i) => i.cents !== null)) return false;
    // (The names explain most of the caller's words: "how much are the sugar flowers on a cake" is about the sugar
    // flowers the prose says cost extra, not the cake the list names.)
    if (!listed.some((i) => explainsMost(plain, i))) return false;
    return !k.knowledge.questionMeets(plain, faq.id) || k.knowledge.verify(plain, faq.id).verdict !== 'answer';
  };
  if (faqOfPricedItem && question) return { ...r('AskPrice', 0.85, 'question'), pricedItem: faqOfPricedItem };
  // "How much is the fall package for a ranch", "how much for a full hour walk": a price asked in so many words of what
  // the price list names (one item, or several the engine asks between) is the price, not an FAQ that only shares its
  // words and would be met with "are you asking: seasonal packages?" (its verdict is no answer). An FAQ whose own
  // question asks a price, or that answers the words in full and whose own question meets them, still speaks.
  if (priceOverFaq()) return r('AskPrice', 0.8, 'question');
  // 4. Questions about the rules, answered from the FAQ, before any task their words mention.
  if (faq && !priceOfItem && !faqOfPricedItem && (question || hypothetical) && (hypothetical || !request) && faq.score >= 0.7) return r('AskFaq', Math.min(0.97, faq.score + 0.1), 'question');

  // 5. Messages, callbacks, chit-chat, repeats.
  if (has('RequestCallback')) return r('RequestCallback', hits.get('RequestCallback')!, 'request');
  if (has('LeaveMessage')) return r('LeaveMessage', hits.get('LeaveMessage')!, 'request');
  if (has('ChitChat') && !has('AskAvailability') && words.length <= 12) return r('ChitChat', hits.get('ChitChat')!, 'chit_chat');
  if (has('Repeat') && words.length <= 7) return r('Repeat', hits.get('Repeat')!, 'chit_chat');
  if (has('NeverMind') && words.length <= 8) return r('NeverMind', hits.get('NeverMind')!, 'closing');

  // "Do I need an appointment to drop off shirts?": whether a visit must be booked is a question about the rules (the
  // FAQ, or one the assistant does not know), never the booking its words name.
  if (question && l.needAsked?.test(plain) && !(when?.date || when?.time)) return faq ? r('AskFaq', Math.min(0.9, faq.score + 0.05), 'question') : r('AskUnknown', 0.7, 'question');
  // 6. Free times, bookings, orders.
  // (Sold: no length, at a business that takes orders or as a thing sold; a visit with no length set, "Pool
  // Consultation" at a business that books, is still booked.)
  const sold = items.filter((m) => m.item.duration === null && (k.takesOrders || m.item.product));
  const bookable = [...items.filter((m) => !sold.includes(m)).map((m) => m.item), ...sizedBookable];
  if (has('AskAvailability') && !/\b(book|put me down|sign me up|make an appointment|let us do)\b/.test(plain)) return r('AskAvailability', hits.get('AskAvailability')!, 'question');
  // A price asked about nothing the catalog names ("is the $89 fee waived if ...") is a question for the owner's
  // FAQ when one was found (verification still decides whether its answer is spoken).
  if (has('AskPrice') && !items.length && faq && question && !priceOfItem && !faqOfPricedItem) return r('AskFaq', Math.min(0.9, faq.score + 0.05), 'question');
  // "How much is a schedule c": a price asked in so many words, though a booking word is in it as a noun.
  const priceFirst = /^((so|and|um|okay|hi|hey|yes) )*how much (is|are|does|do|would|will) (a|an|the|it|that|your)\b/.test(plain) && !/\b(book|schedule|reserve) (me|us|it|them|an|a|the|for)\b/.test(plain);
  if (has('AskPrice') && (items.length || !has('BookAppointment') || priceFirst)) return r('AskPrice', items.length ? 0.9 : hits.get('AskPrice')!, 'question');
  if (has('AskDuration') && (items.length || question)) return r('AskDuration', items.length ? 0.9 : hits.get('AskDuration')!, 'question');
  if (sold.length && !bookable.length && (has('PlaceOrder') || request) && !question) return r('PlaceOrder', 0.85, 'request');
  // A service booked by its length, asked for on a day or at a time ("can I get a tune up saturday at nine"), is a
  // booking even where a thing on sale is named along with it: nobody picks up a product at a visit's hour.
  const visitAsked = bookable.length > 0 && !!when && !!(when.date || when.time) && !(when.date! < k.now.toISODate()!) && !sold.some((m) => m.quantity > 1);
  if (has('PlaceOrder') && sold.length && !(question && !request) && !visitAsked) return r('PlaceOrder', 0.82, 'request');
  // "Three al pastor, two carnitas and chips and salsa, that's it": menu items with their quantities, said as the whole
  // turn, are an order wherever the business takes orders, whatever yes or no words close the list.
  if (k.takesOrders && sold.length && sold.length === items.length && sold.some((m) => m.counted) && !question && !hypothetical && !has('AskPrice') && !has('AskDuration')) return r('PlaceOrder', 0.8, 'request');
  if (has('PlaceOrder') && request && k.takesOrders && !bookable.length) return r('PlaceOrder', 0.75, 'request');
  if (has('BookAppointment') && !(question && faq && !request)) return r('BookAppointment', hits.get('BookAppointment')!, 'request');
  // A day in the past ("since my color yesterday") is history, not a time to book.
  const past = !!when?.date && when.date < k.now.toISODate()!;
  // A question about a service that mentions a day ("does the five day free fix work for dip powder too?") is not a
  // booking; "can I come in for a pedicure tomorrow" is.
  const asksAbout = question && !request && !/\b(can|could|may) (i|we)\b/.test(plain);
  if (bookable.length && (when?.date || when?.time || when?.part || request) && !hypothetical && !past && !asksAbout) return r('BookAppointment', 0.8, 'request');
  if (bookable.length && asksAbout && timedNow && !past && /\b(free|open|available|taken|booked)( (for|on|at|then|that|this|tomorrow|today|in|the|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|$)/.test(ruled)) return r('AskAvailability', 0.8, 'question');
  // "I need a haircut sometime this week", "can I get my color done Thursday": a word several services share, asked
  // for, is a booking (the engine asks which). "Can I get" is a request though it is worded as a question.
  if (!items.length && request && (!question || /\b(can|could|may) (i|we)\b/.test(plain)) && !hypothetical && !past && !k.catalog.isEmpty) {
    const named = k.catalog.find(plain);
    if (named && 'ambiguous' in named && named.ambiguous.every((i) => i.duration !== null)) return r('BookAppointment', 0.75, 'request');
  }
  // "One hour consultation thursday at two", "hour consult tomorrow at eight thirty": a service named, even by a word
  // several share, with a day or a time and nothing asked, is a booking said in as few words as a caller can.
  if (!items.length && (when?.date || when?.time) && !question && !hypothetical && !past && !k.catalog.isEmpty && words.length <= 10 && !hits.size) {
    const named = k.catalog.find(plain);
    if (named && ('ambiguous' in named ? named.ambiguous : [named.item]).every((i) => i.duration !== null)) return r('BookAppointment', 0.75, 'request');
  }

  // "I think I need a really good clean", "my friend said I should get a deep tissue", "I was thinking flowers, something
  // big": a want that names (or hints at) what the business does, or asks for a visit, is the task, never an FAQ that
  // shares its words. The engine then asks which service, naming the ones the words fit.
  const wanted = l.wants?.exec(plain);
  if (wanted && !question && !hypothetical && !past && !k.catalog.isEmpty && !has('AskHours') && !has('AskAddress')) {
    const object = plain.slice(wanted.index + wanted[0].length);
    const hinted = k.catalog.find(object) ?? (k.catalog.usesNameWord(object) ? k.catalog.find(plain) : null);
    // Where the business takes orders, a want is an order unless it names something booked in so many words.
    const bookableHint = items.some((m) => m.item.duration !== null) || (!k.takesOrders && !!hinted && ('item' in hinted ? [hinted.item] : hinted.ambiguous).some((i) => i.duration !== null));
    if (hinted || items.length || k.catalog.usesNameWord(object) || l.wantsSomething?.test(object)) return r(k.takesOrders && !bookableHint ? 'PlaceOrder' : 'BookAppointment', 0.7, 'request');
  }

  // 7. Facts: hours, address, services, prices of named things, the FAQ.
  if (has('AskHours') && !factFaq(0.8, true)) return r('AskHours', hits.get('AskHours')!, 'question');
  if (has('AskAddress') && !factFaq(0.8, true)) return r('AskAddress', hits.get('AskAddress')!, 'question');
  if (faq) return r('AskFaq', Math.min(0.95, faq.score + 0.05), 'question');
  if (has('AskServices')) return r('AskServices', hits.get('AskServices')!, 'question');
  if (items.length && question) {
    if (/\b(do you (guys )?(do|offer|have|sell|carry|cut|make|install|service|fix))\b/.test(plain)) return r('AskServices', 0.7, 'question');
    // "Is your mozzarella made in house?": a question about an item that the list does not answer.
    return r('AskUnknown', 0.65, 'question');
  }
  if (has('PlaceOrder') && !question) return r('PlaceOrder', hits.get('PlaceOrder')!, 'request');
  if (has('Thanks')) return r('Thanks', hits.get('Thanks')!, 'closing');
  if (has('Help')) return r('Help', hits.get('Help')!, 'question');
  if (has('Repeat')) return r('Repeat', hits.get('Repeat')!, 'chit_chat');
  if (has('ChitChat')) return r('ChitChat', hits.get('ChitChat')!, 'chit_chat');

  // 8. The sample-based classifier for what the rules did not settle.
  const top = classify(plain, { service: items.length > 0, date: !!when?.date, time: !!(when?.time || when?.part), quantity: items.some((m) => m.counted) })[0];
  // A fact the locale's rules did not see asked for (the address, the hours) is never spoken on the samples' word
  // overlap alone ("how early should I get THERE" is not the address): it is a question the engine may not know.
  // (Nor is a wait of the caller's own read as a service's length on the samples' "how long".)
  const mapped = top && top.score >= 0.5 && !(FACT_LABELS.has(fromCatalog(top.intent)) && !has(fromCatalog(top.intent))) && !(top.intent === 'AskDuration' && waitAsked) ? fromCatalog(top.intent) : null;
  // The samples' overlap never turns a question about the rules into the task ("what happens if I cancel ...").
  const taskAsked = hypothetical && question && (mapped === 'CancelAppointment' || mapped === 'RescheduleAppointment' || mapped === 'BookAppointment');
  const closingOrAlarm = taskAsked || mapped === 'Goodbye' || mapped === 'Thanks' || mapped === 'NeverMind' || mapped === 'SensitiveInquiry' || mapped === 'Urgent';
  // A closing is said in a few words; a long turn the rules did not read as one never ends the call.
  const longClosing = (mapped === 'Goodbye' || mapped === 'Thanks' || mapped === 'NeverMind') && !has(mapped) && words.length > 8;
  if (mapped && !(mapped === 'Greeting' && words.length > 4) && !((mapped === 'Affirm' || mapped === 'Deny') && !yn) && !(closingOrAlarm && question) && !longClosing) {
    const conf = Math.min(0.9, top.score);
    if (!(question && conf < 0.7 && mapped !== 'Greeting')) return r(mapped, conf, question ? 'question' : 'request');
  }
  if (question || hypothetical) return r('AskUnknown', 0.7, 'question');
  if (yn) return r(yn === 'yes' ? 'Affirm' : 'Deny', 0.6, 'answer');
  return r('None', mapped ? 0.4 : 0.2, pending.step ? 'answer' : 'request');
}

const FACT_LABELS = new Set<Label>(['AskAddress', 'AskHours']);

const fromCatalog = (intent: string): Label =>
  (({ AskLanguage: 'OtherLanguage' }) as Record<string, Label>)[intent] ?? (intent as Label);

/**
 * How well the layer reads a transcription, 0..1: for picking the best of a recogniser's alternative
 * transcriptions (the one the assistant understands best), and for asking a second opinion below the floor.
 */
export function readingScore(raw: string, k: Knowledge, pending: Pending = {}, locale: LocaleData = EN): number {
  const reading = understandUtterance(raw, k, pending, locale);
  if (reading.label === 'None') return reading.confidence * 0.5;
  // Words that fit the business (its services, its FAQ) make a transcription more likely to be the one meant.
  const fits = (reading.items.length ? 0.05 : 0) + (reading.faq ? 0.05 * reading.faq.score : 0);
  return Math.min(1, reading.confidence * 0.9 + fits);
}

export type { CatalogItem };
