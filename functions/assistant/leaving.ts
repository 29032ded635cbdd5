import { DateTime } from 'luxon';
import { linesText } from './order.js';
import { yesNo } from './nlu.js';
import type { Turn } from './turn.js';
import type { BookingFlow, OrderFlow } from './types.js';
import { EN } from './understanding/index.js';
import { itemWindow, spokenOnDaySlot } from './arrival-window.js';

/**
 * A caller who says goodbye in the middle of an order with items, or of a booking with its time chosen, is asked
 * once whether to finish it, never dropped at once: "that's it, bye" is often meant as "that's all I need".
 * The question the task was waiting on is kept in `leaving` and asked again on a yes.
 */
/** Words that give the task up in so many words ("forget it, bye"): dropped at once, not asked about. */
const ABANDONED = /\b(never ?mind|forget (it|about it|that)|cancel|do not bother|not anymore|no longer)\b/;

export function askBeforeLeaving(t: Turn): boolean {
  const f = t.s.flow;
  if (!f || (f.kind !== 'order' && f.kind !== 'booking') || f.leaving !== undefined || ABANDONED.test(t.text)) return false;
  const question = f.kind === 'order' ? orderQuestion(t, f) : bookingQuestion(t, f);
  if (!question) return false;
  f.leaving = t.s.prompt ?? '';
  t.ask(question);
  return true;
}

function orderQuestion(t: Turn, f: OrderFlow): string | null {
  return f.lines.length ? EN.say.leavingOrder.replace('{items}', linesText(t, f)) : null;
}

function bookingQuestion(t: Turn, f: BookingFlow): string | null {
  if (!f.start) return null;
  const item = f.item ? t.p.catalog.byId(f.item) : undefined;
  const when = spokenOnDaySlot(DateTime.fromISO(f.start, { zone: t.p.zone }), t.p.now, itemWindow(t.p.b, f.item));
  return EN.say.leavingBooking.replace('{what}', item ? `your ${item.name} ${when}` : `your appointment ${when}`);
}

/**
 * The caller's answer to "Before you go, shall I finish it?": a yes goes back to the task's question, a no drops the
 * task and ends the call; anything else is read as usual (another goodbye then ends the call and drops the task).
 */
export function answerBeforeLeaving(t: Turn, f: OrderFlow | BookingFlow): boolean {
  const resume = f.leaving;
  delete f.leaving;
  const answer = yesNo(t.text);
  if (resume === undefined || !answer) return false;
  if (answer === 'no') {
    t.intent = 'Goodbye';
    t.endFlow();
    t.tell(f.kind === 'order' ? "Okay, I haven't placed the order." : "Okay, I haven't booked anything.");
    t.hangup(`Thank you for calling ${t.p.name}. Goodbye!`);
    return true;
  }
  if (t.text.split(/\s+/).length > 5) return false;
  t.tell('Great.');
  t.ask(resume || 'What else would you like?');
  return true;
}
