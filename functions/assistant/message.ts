import { bookPending } from './booking.js';
import { yesNo } from './nlu.js';
import { normalize } from './text.js';
import type { MessageFlow, MessageReason, TransferReason } from './types.js';
import { EN } from './understanding/locale/en.js';
import { askDetails, fullName, isDetailStep, takeDetail, type Turn } from './turn.js';

/** Taking a message: name, number and the message, emailed to the owner and kept by the integration. */

const BARE_YES = new RegExp(EN.intake.bareYes);
const BARE_NO = new RegExp(EN.intake.bareNo);
const DECLINED = new RegExp(EN.messageAsked.declined);

export function startMessage(t: Turn, reason: MessageReason, transferReason?: TransferReason, urgent = false): void {
  const f: MessageFlow = { kind: 'message', step: 'name', reason, ...(transferReason ? { transfer_reason: transferReason } : {}), ...(urgent ? { urgent: true } : {}) };
  // (Not for the caller's answers to the owner's questions, which are their own message, nor words not understood that
  // turned the call to a message: "fitting saturday at ten" said a fourth time is no message.)
  // (An urgent story told is its message too: "the oak fell on my roof" is not asked for again.)
  if (reason !== 'intake' && (urgent || t.intent !== 'None') && messageSaid(t.text)) f.said = t.text.trim().slice(0, 1000);
  t.s.flow = f;
  delete t.s.offer;
  advanceMessage(t, f);
}

function advanceMessage(t: Turn, f: MessageFlow): void {
  if (askDetails(t, f, false)) return;
  if (f.reason === 'intake' && t.s.intake) {
    save(t, f, withNote(f, `Answers to "${t.s.intake.trigger}"`));
    return;
  }
  // Said already, in the words that asked for the message: it is not asked for again.
  if (f.said) {
    save(t, f, withNote(f, f.said));
    return;
  }
  f.step = 'text';
  t.ask(
    f.reason === 'callback_request'
      ? `Thanks, ${t.s.caller!.first}. What would you like them to call you back about?`
      : `Thanks, ${t.s.caller!.first}. What message would you like me to pass on?`,
  );
}

export function handleMessage(t: Turn, f: MessageFlow): boolean {
  if (f.step === 'text') {
    const text = t.text.trim();
    if (text.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return false;
    // A bare yes, no or okay is no message: a yes to a booking still pending books it; otherwise the message is asked
    // for once more, and then the owner is told none was left (never "yes" emailed as a message).
    const n = normalize(text);
    if (BARE_YES.test(n) || BARE_NO.test(n)) {
      if (f.booking && yesNo(text) === 'yes') {
        bookPending(t, f.booking);
        return true;
      }
      if (!f.askedAgain) {
        f.askedAgain = true;
        t.ask('What would you like me to tell the team? A few words are fine.');
        return true;
      }
      save(t, f, withNote(f, EN.say.noMessageLeft));
      return true;
    }
    save(t, f, (f.note ? `${f.note}. ${text}` : text).slice(0, 1000));
    return true;
  }
  // A message offered and declined when the name is asked ("no thanks, I'll call back"): no message is taken and the
  // call goes on. (Not an urgent one, which must get through, nor the answers to the owner's questions.)
  if (declinesMessage(t, f)) {
    delete t.s.flow;
    t.ask(EN.say.messageDeclined);
    return true;
  }
  if (isDetailStep(f.step)) {
    const got = takeDetail(t, f);
    if (got === 'taken') advanceMessage(t, f);
    return !!got;
  }
  return false;
}

/** A message offered and declined at its first question ("no thanks, I'll call back"), never an urgent one. */
export function declinesMessage(t: Turn, f: MessageFlow): boolean {
  return f.step === 'name' && !f.urgent && f.reason !== 'intake' && !f.said && !f.note && DECLINED.test(normalize(t.text));
}

/**
 * Whether the words that asked for a message or a call back also say what it is about: what is left once the asking
 * ("can someone call me back", "i need to talk to someone about", "this is Dana") and filler words are taken out holds
 * at least two words of content ("my sink's backed up", "platters for a wedding"); "please have Megan call me" does not.
 */
export function messageSaid(text: string): boolean {
  const rest = normalize(text)
    .replace(ASKING, ' ')
    .split(' ')
    .filter((w) => w.length >= 3 && !FILLER.has(w));
  return rest.length >= 2;
}

/** What a message is about: the words that asked for it taken out ("my sink's backed up, call me back" -> the sink). */
export function messageBody(text: string): string {
  return normalize(text).replace(ASKING, ' ').replace(/\s+/g, ' ').trim();
}
const ASKING = new RegExp(EN.messageAsked.asking, 'g');
const FILLER = new Set(EN.messageAsked.filler);

/** What the caller said when asked for their name stays part of the message. */
const withNote = (f: MessageFlow, message: string) => (f.note ? `${message}. ${f.note}` : message);

function save(t: Turn, f: MessageFlow, message: string): void {
  const c = t.s.caller!;
  const intake = t.takeIntake();
  t.effects.push({
    type: 'take_message',
    key: t.key('take_message'),
    name: fullName(t),
    phone_number: c.phone!,
    // A field of its own: the call log badges it and the owner's email subject says it (calls/message-urgency.ts).
    message,
    ...(f.urgent ? { urgent: true } : {}),
    reason: f.reason,
    ...(f.transfer_reason ? { transfer_reason: f.transfer_reason } : {}),
    ...(intake ? { intake } : {}),
  });
  t.s.outcome ??= 'message_taken';
  if (t.s.outcome !== 'served') t.s.outcome = 'message_taken';
  t.intent = 'LeaveMessage';
  t.tell(
    f.urgent
      ? EN.say.urgentMessageTaken.replace('{first}', c.first ?? '').replace('{name}', t.p.name)
      : `Thank you, ${c.first}. I've passed your message on to the team at ${t.p.name}, and someone will get back to you.`,
  );
  if (t.s.message_only) {
    t.hangup(`Thank you for calling ${t.p.name}. Goodbye!`);
    return;
  }
  t.anythingElse();
}
