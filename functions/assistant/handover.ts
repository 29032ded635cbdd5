import { canTransfer, type Prepared } from './context.js';
import { startMessage } from './message.js';
import type { Flow, MessageReason, TransferReason } from './types.js';
import { EN } from './understanding/locale/en.js';
import { HOURS_RECORD, type Turn } from './turn.js';

/**
 * Handing the caller to a person. A transfer happens only when the owner enabled transfers, gave a valid
 * number, ticked the scenario, and the business is open; otherwise the assistant takes a message instead.
 * After hours, an urgent caller (danger or damage now) reaches the owner's on-call number when one is set.
 */

/** Where a transfer goes now: after hours the owner's on-call number when there is one, else the transfer number. */
export function transferTarget(p: Prepared): string | null {
  if (p.onCallNumber && !p.schedule.isOpenAt(p.now)) return p.onCallNumber;
  return p.transferNumber;
}

/** Danger or damage now, told in this turn or earlier in the call (a call back asked after the story). */
const urgentCall = (t: Turn) => t.intent === 'Urgent' || !!t.s.urgent;

/**
 * Danger or damage now reaches a person whenever the owner takes transfers at all while open, and even after hours when
 * transfers are on for sensitive matters (urgent() in the engine): so too when the story came first and the call back
 * was asked after it.
 */
export const urgentPutThrough = (t: Turn) =>
  urgentCall(t) && !!t.p.transferNumber && (t.p.transferReasons.has('sensitive_inquiry') || t.p.schedule.isOpenAt(t.p.now));

/** An urgent call after hours with an on-call number: put through rather than left as a message until morning. */
const onCallTakesIt = (t: Turn) => urgentCall(t) && !!t.p.onCallNumber && !t.p.schedule.isOpenAt(t.p.now);

export function transfer(t: Turn, lead: string): void {
  t.tell(lead);
  t.tell(`Let me connect you with someone at ${t.p.name}. Please hold.`);
  t.action = 'transfer';
  t.transferTo = transferTarget(t.p)!;
  t.s.outcome = 'transferred';
  t.s.ended = true;
  t.endFlow();
  delete t.s.offer;
}

/** Transfer for `reason`, or take a message (action 'message') when a transfer is not possible. */
export function escalate(t: Turn, reason: TransferReason, lead: string, messageReason: MessageReason = 'transfer_unavailable'): void {
  if (canTransfer(t.p, reason) || onCallTakesIt(t) || urgentPutThrough(t)) {
    transfer(t, lead);
    return;
  }
  // Asked again after the message was taken ("just put me through"): never a second message. A caller who insists
  // reaches a person where the owner takes transfers for struggling callers; otherwise they hear where things stand.
  if (t.s.outcome === 'message_taken' && !t.s.flow) {
    if (reason !== 'confused_or_frustrated' && canTransfer(t.p, 'confused_or_frustrated')) {
      transfer(t, "I understand you'd like to speak with someone directly.");
      return;
    }
    t.tell("I've already passed your message on, and someone from the team will get back to you as soon as they can. I'm not able to connect you right now.");
    t.anythingElse();
    return;
  }
  t.action = 'message';
  if (t.s.flow?.kind === 'message') {
    // Already taking a message: carry on with it.
    t.tell(lead);
    t.tell("No one is available to take your call right now, so I'm taking a message.");
    if (t.s.prompt) t.ask(t.s.prompt);
    return;
  }
  const closed = !t.p.schedule.isOpenAt(t.p.now);
  // Danger or damage now with no one to put through: a message marked urgent, with the promise of a call back soon.
  const urgent = urgentCall(t);
  t.tell(lead);
  t.cite(...(closed && t.p.transferNumber ? [HOURS_RECORD] : [])).tell(
    closed && t.p.transferNumber
      ? urgent
        ? `We're closed right now, so no one can take your call. ${EN.say.urgentMessage}`
        : "We're closed right now, so no one can take your call, but I can take a message and have someone get back to you."
      : urgent
        ? EN.say.urgentMessage
        : 'I can take a message and have someone from the team get back to you.',
  );
  // A booking read back and not yet confirmed stays pending: a yes said for the message still books it.
  const pending = t.s.flow?.kind === 'booking' && t.s.flow.start ? t.s.flow : undefined;
  startMessage(t, messageReason, reason, urgent);
  const message = t.s.flow as Flow | undefined;
  if (pending && message?.kind === 'message') message.booking = pending;
}
