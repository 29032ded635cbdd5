import type { Prepared } from './context.js';
import { lastDigits, parseLastName, parseName, parsePhone } from './extract.js';
import { looksLikeSentence } from './sentence.js';
import { yesNo } from './nlu.js';
import { normalize } from './text.js';
import type { Action, CallState, Effect, Flow, IntakeAnswers, Offer, TurnResult } from './types.js';
import type { Reading, Source } from './understanding/index.js';
import { EN } from './understanding/locale/en.js';

/** The owner's opening hours, as the record a spoken time we are open (or closed) comes from. */
export const HOURS_RECORD: Source = { kind: 'hours', id: 'working_hours' };

/** The catalogue records of the items a sentence names (missing ones skipped). */
export const itemRecords = (items: ReadonlyArray<{ id: string } | null | undefined>): Source[] =>
  items.flatMap((i) => (i ? [{ kind: 'service' as const, id: i.id }] : []));

/** One turn being built: what to say, what to do, and the call state it leaves behind. */
export class Turn {
  readonly parts: string[] = [];
  readonly effects: Effect[] = [];
  action: Action = 'continue';
  transferTo?: string;
  intent = 'None';
  /** Answering a side question inside a task: closing remarks and offers are left out. */
  side = false;
  /** The task re-asked because the answer was unusable: counts towards handing over a struggling caller. */
  missed = false;
  /** The understanding layer's reading of this turn. */
  reading?: Reading;
  /** The day the caller's previous question named, when it named one (a time said now without a day is on it). */
  earlierDay?: string;
  /** The records the facts spoken this turn came from. */
  readonly sources: Source[] = [];

  /** The yes/no question the assistant asked on the previous turn, if any. */
  asked?: Offer;
  /** The previous turn was not understood (read before this turn counts its own miss or resets the count). */
  afterMiss = false;
  /** The item the previous turn's offer was about ("Would you like to book it?"), for "and what does that cost". */
  askedItem?: string;

  /** The caller's words as said (before normalisation). */
  raw: string;

  constructor(
    readonly p: Prepared,
    readonly s: CallState,
    readonly text: string,
  ) {
    this.raw = text;
  }

  /** Say something that needs no answer. */
  tell(text: string): void {
    if (text) this.parts.push(text);
  }

  /** Say a fact from the owner's data, with the record it came from (kept in the call's transcript). */
  state(text: string, ...from: Source[]): void {
    this.tell(text);
    this.cite(...from);
  }

  /**
   * Records where the facts of a sentence said with tell/ask come from (a price, a duration, an item's name, a time
   * we are open): `t.cite(HOURS_RECORD).ask(...)`. Each record is kept once per turn.
   */
  cite(...from: Source[]): this {
    for (const s of from) if (!this.sources.some((x) => x.kind === s.kind && x.id === s.id)) this.sources.push(s);
    return this;
  }

  /** Ask something; it is remembered for "say that again" and re-prompts. */
  ask(prompt: string): void {
    this.parts.push(prompt);
    this.s.prompt = prompt;
  }

  /** Deterministic per call state and turn, so a retried turn yields the same key. */
  key(type: Effect['type']): string {
    return `${type}:${this.s.turn}`;
  }

  get flow(): Flow | undefined {
    return this.s.flow;
  }

  endFlow(): void {
    if (this.side) return;
    delete this.s.flow;
  }

  offer(offer: Offer, prompt: string): void {
    if (this.side) return;
    this.s.offer = offer;
    this.ask(prompt);
  }

  /** Close a finished task: "Is there anything else I can help you with?" */
  anythingElse(prefix = 'Is there anything else I can help you with?'): void {
    if (this.side) return;
    this.endFlow();
    this.offer('anything_else', prefix);
  }

  hangup(text: string): void {
    this.tell(text);
    this.action = 'hangup';
    this.s.ended = true;
    delete this.s.flow;
    delete this.s.offer;
  }

  takeIntake(): IntakeAnswers | undefined {
    const answers = this.s.intake;
    delete this.s.intake;
    return answers;
  }

  result(): TurnResult {
    const say = this.parts.join(' ').replace(/\s+/g, ' ').trim();
    const out: TurnResult = { say, callState: this.s, action: this.action, effects: this.effects, intent: this.intent };
    if (this.action === 'transfer' && this.transferTo) out.transfer_to = this.transferTo;
    if (this.reading) out.understood = { intent: this.reading.label, act: this.reading.act, confidence: Number(this.reading.confidence.toFixed(2)) };
    if (this.sources.length) out.sources = [...this.sources];
    return out;
  }
}

// --- the caller's details, shared by bookings, orders and messages ---------------------------------------

interface DetailsFlow {
  step: string;
}

/**
 * Asks for the next missing detail (name, last name, phone) and returns true, or returns false when all are
 * known. Details given once in a call are reused.
 */
export function askDetails(t: Turn, f: DetailsFlow, needLast: boolean): boolean {
  const c = (t.s.caller ??= {});
  if (!c.first) {
    f.step = 'name';
    t.ask(needLast ? 'May I have your first and last name?' : 'May I have your name, please?');
    return true;
  }
  if (needLast && !c.last) {
    f.step = 'last_name';
    t.ask(`Thanks, ${c.first}. And your last name?`);
    return true;
  }
  if (!c.phone) {
    if (t.p.callerNumber) {
      f.step = 'phone_confirm';
      t.ask(`Is the number you're calling from, ending in ${lastDigits(t.p.callerNumber)}, the best number to reach you?`);
    } else {
      f.step = 'phone';
      t.ask("What's the best phone number to reach you?");
    }
    return true;
  }
  return false;
}

/**
 * Reads the answer to a detail question: 'taken' when a detail was stored, 'asked' when a follow-up question
 * was asked instead, false when the turn did not look like an answer at all.
 */
const RELAYED = /^(?:(?:please|can you|could you) )?(?:tell|let) (?!me\b|us\b)\w+ (?:know )?\w/;
const ASKS = new RegExp(`${EN.question}|${EN.request}`);

export function takeDetail(t: Turn, f: DetailsFlow): 'taken' | 'asked' | false {
  const c = (t.s.caller ??= {});
  switch (f.step) {
    case 'name': {
      // A message passed on to someone ("tell Mike his breaker order is in", "let Dana know ..."), said when asked for
      // a name: the message, never the caller's name nor a task of their own.
      const relay = RELAYED.test(normalize(t.text));
      // (The digits of a number said with the name are no part of it: "maria lopez 312 555 0177".)
      const name = relay ? null : parseName(t.text) ?? parseName(t.text.replace(/\+?\d[\d\s().-]{6,}\d/g, ' '));
      if (!name) {
        const flow = t.s.flow;
        // A sentence is not a name ("the boiler clicks when it starts"): what it says is kept with the message and
        // the name asked once more with a hint.
        // (A request or a question said there is the engine's to answer: "I want to book a haircut".)
        if (flow?.kind === 'message' && flow.note === undefined && (relay || (looksLikeSentence(t.text) && !ASKS.test(normalize(t.text))))) {
          flow.note = t.text.trim().slice(0, 500);
          t.ask("Thanks, I'll pass that on. And what name should I put the message under?");
          return 'asked';
        }
        // A message must get through: a name not read twice is kept as the caller said it (a few words).
        const said = t.text.replace(/[^a-z' ]/gi, ' ').trim().split(/\s+/).filter(Boolean).slice(0, 4);
        if (flow?.kind !== 'message' || (t.s.misses < 1 && flow.note === undefined) || !said.length) return false;
        c.first = said.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
        return 'taken';
      }
      c.first = name.first;
      if (name.last) c.last = name.last;
      // "Maria Lopez, and my number is 312 555 0177": the number said in the same breath is not asked for again.
      const phone = parsePhone(t.text, t.p.country);
      if (phone) c.phone = phone;
      return 'taken';
    }
    case 'last_name': {
      const last = parseLastName(t.text);
      if (!last) return false;
      c.last = last;
      return 'taken';
    }
    case 'phone_confirm': {
      const typed = parsePhone(t.text, t.p.country);
      if (typed) {
        c.phone = typed;
        return 'taken';
      }
      const yn = yesNo(t.text);
      if (yn === 'yes' && t.p.callerNumber) {
        c.phone = t.p.callerNumber;
        return 'taken';
      }
      if (yn === 'no') {
        f.step = 'phone';
        t.ask("What's the best number to reach you?");
        return 'asked';
      }
      return false;
    }
    case 'phone': {
      const typed = parsePhone(t.text, t.p.country);
      if (typed) {
        c.phone = typed;
        return 'taken';
      }
      if (/\d/.test(t.text) || /\b(one|two|three|four|five|six|seven|eight|nine|zero|oh)\b/i.test(t.text)) {
        t.missed = true;
        t.ask("Sorry, that doesn't sound like a complete phone number. Could you say it again, digit by digit, with the area code?");
        return 'asked';
      }
      return false;
    }
  }
  return false;
}

export const isDetailStep = (step: string) => ['name', 'last_name', 'phone_confirm', 'phone'].includes(step);

export const fullName = (t: Turn) => [t.s.caller?.first, t.s.caller?.last].filter(Boolean).join(' ');
