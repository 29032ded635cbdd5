import { DateTime } from 'luxon';
import type { SlotProblem } from './availability.js';
import { hoursOnDay, priceText, itemNames, listItems, offerMessage, cap, whichOne } from './answers.js';
import { splitVariantRecordId } from '../contract/businesses.js';
import { isVariantRecord } from './variants.js';
import { EN, verifyItem } from './understanding/index.js';
import { Catalog, DEFAULT_DURATION, type CatalogItem } from './catalog.js';
import { lastDigits, parseName, parsePhone } from './extract.js';
import { askScenarioQuestions, scenarioForService } from './intake-trigger.js';
import { yesNo } from './nlu.js';
import { atMinutes } from './schedule.js';
import { joinAnd as joinWith, normalize, withArticle } from './text.js';
import type { AppointmentSnapshot, BookingFlow, ManageFlow } from './types.js';
import { bookableItems, takesBookings, takesOrders } from './context.js';
import { askDetails, fullName, HOURS_RECORD, isDetailStep, itemRecords, takeDetail, type Turn } from './turn.js';
import { parseTimeAnswer, parseWhen, spokenDay, spokenTime, type When } from './when.js';
import { appointmentWindow, itemWindow, spokenDaySlot, spokenOnDaySlot, spokenSlot } from './arrival-window.js';

const DAY_OF_MONTH = new RegExp(EN.dayOfMonth);

/**
 * Booking, moving and cancelling appointments. A booking collects a service (from the catalog), a time that
 * is free (inside working hours, allowed by the booking settings, clear of other appointments with the buffer),
 * the caller's name and number, reads everything back and, on a yes, re-checks the time and books it as
 * awaiting confirmation.
 */

// --- times -----------------------------------------------------------------------------------------------

/** Anything that holds a time under discussion: a booking or a move. */
type TimeHolder = BookingFlow | ManageFlow;

const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true })!;
const fromIso = (t: Turn, s: string) => DateTime.fromISO(s, { zone: t.p.zone });
const dayOf = (t: Turn, isoDate: string) => DateTime.fromISO(isoDate, { zone: t.p.zone }).startOf('day');

/**
 * The instant for a spoken clock time on a day. "At 3" is 3 PM when the business is open then and not at
 * 3 AM; with no opening hours to tell, hours 1 to 7 mean the afternoon.
 */
function clockOnDay(t: Turn, day: DateTime, time: NonNullable<When['time']>): DateTime {
  const at = (h: number) => atMinutes(day, h * 60 + time.minute);
  if (time.meridiem || time.hour === 0 || time.hour > 12) return at(time.hour);
  if (time.hour === 12) return at(12);
  const options = time.hour < 8 ? [time.hour + 12, time.hour] : [time.hour, time.hour + 12];
  const shifts = t.p.schedule.shiftsOn(day);
  for (const h of options) {
    const c = at(h);
    if (shifts.some((s) => s.open <= c && c < s.close)) return c;
  }
  return at(options[0]);
}

/**
 * A time said back to a read-back: "seven" with no AM or PM restates 7:00 PM as well as 7:00 AM, so a clock
 * hour without its half of the day is the time read back when the hour and minute agree (it is not read afresh
 * against the opening hours, which could turn the morning read back into the evening).
 */
function restatesClock(t: Turn, day: DateTime, time: NonNullable<When['time']>, readBack: DateTime): boolean {
  if (!time.meridiem && time.hour >= 1 && time.hour <= 12 && day.toISODate() === readBack.toISODate())
    return readBack.hour % 12 === time.hour % 12 && readBack.minute === time.minute;
  return clockOnDay(t, day, time).equals(readBack);
}

/** A wall-clock time that the clocks skip (spring forward) comes back moved; that is not what was asked. */
const skipped = (c: DateTime, time: NonNullable<When['time']>) => c.minute !== time.minute || c.hour % 12 !== time.hour % 12;

function explain(t: Turn, problem: SlotProblem, when: DateTime, minutes: number, item?: CatalogItem | null): string {
  const day = spokenDay(when, t.p.now);
  switch (problem) {
    case 'past':
      return 'That time has already passed.';
    case 'same_day':
      return "I'm sorry, we don't book appointments for the same day.";
    case 'weekend':
      return "I'm sorry, we don't book appointments on weekends.";
    case 'advance_24h':
      return 'Appointments need to be booked at least 24 hours in advance.';
    case 'too_far':
      return `I can only book up to ${t.p.horizonDays} days ahead.`;
    case 'closed_day':
      t.cite(HOURS_RECORD);
      return `We're closed ${day === 'today' || day === 'tomorrow' ? day : `on ${cap(t.p.schedule.dayName(when))}`}.`;
    case 'nonexistent':
      return `That time doesn't exist ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`}, because the clocks change that night.`;
    case 'outside_hours': {
      t.cite(HOURS_RECORD);
      const hours = hoursOnDay(t, when);
      const shift = t.p.schedule.shiftAt(when);
      if (shift && when.plus({ minutes }) > shift.close) {
        const what = item ? `A ${minutes}-minute ${item.name}` : `A ${minutes}-minute appointment`;
        t.cite(...itemRecords([item]));
        return `${what} at ${spokenTime(when)} would run past closing at ${spokenTime(shift.close)}.`;
      }
      return hours ? `${spokenTime(when)} is outside our hours; ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`} we're open ${hours}.` : `We're closed ${day}.`;
    }
    case 'taken':
      return `I'm sorry, ${spokenDaySlot(when, t.p.now, itemWindow(t.p.b, item?.id))} is already taken.`;
  }
}

/** Offers up to three times: "Tomorrow I have 9:00 AM, 10:00 AM or 11:00 AM. Which would you like?" */
function presentOffers(t: Turn, f: TimeHolder, offers: DateTime[], onNone: () => void): void {
  if (!offers.length) {
    onNone();
    return;
  }
  // A service with an arrival window is offered as windows ("between 8 and 11 AM"), each from the same start; windows
  // that overlap one offered before them are left out ("between 9 and 12, between 10 and 1" is no choice at all).
  const window = flowWindow(t, f);
  if (window > 0) offers = windowsApart(t, f, offers, window);
  f.offered = offers.map(iso);
  f.step = 'pick';
  delete f.start;
  const now = t.p.now;
  t.cite(HOURS_RECORD); // the free times offered are times we are open
  if (offers.length === 1) {
    t.ask(`The closest time I have is ${spokenDaySlot(offers[0], now, window)}. Would that work?`);
    return;
  }
  const sameDay = offers.every((o) => o.hasSame(offers[0], 'day'));
  if (sameDay) {
    const day = spokenDay(offers[0], now);
    t.ask(`${cap(day === 'today' || day === 'tomorrow' ? day : `on ${day}`)} I have ${joinOr(offers.map((o) => spokenSlot(o, now, window)))}. Which would you like?`);
  } else {
    t.ask(`I have ${joinOr(offers.map((o) => spokenDaySlot(o, now, window)))}. Which works best?`);
  }
}

/**
 * As many windows as there were offers, none overlapping another: the offers first (the nearest to the caller's wish
 * come first), then the free starts of the same days whose window ends by closing, in time order.
 */
function windowsApart(t: Turn, f: TimeHolder, offers: DateTime[], window: number): DateTime[] {
  const appt = f.kind === 'booking' ? undefined : appointmentOf(t, f);
  const minutes = appt ? apptMinutes(appt) : minutesOf(f.kind === 'booking' ? resolveItem(t, f) : null);
  const days = [...new Map(offers.map((o) => [o.toISODate(), o] as const)).values()];
  const endsByClosing = (x: DateTime) => t.p.schedule.shiftsOn(x).some((s) => s.open <= x && x.plus({ minutes: window }) <= s.close);
  const candidates = [...offers, ...days.flatMap((d) => t.p.availability.freeOn(d, minutes, undefined, appt?.id).filter(endsByClosing))];
  const kept: DateTime[] = [];
  for (const x of candidates) {
    if (kept.length >= offers.length) break;
    if (kept.every((k) => Math.abs(x.toMillis() - k.toMillis()) >= window * 60_000)) kept.push(x);
  }
  return kept.sort((a, b) => a.toMillis() - b.toMillis());
}

/**
 * The arrival window (minutes) of what a flow books or moves; 0 for an exact time. The service is the one the
 * booking resolves to, so a business's only service is offered as its windows even when the caller never named it.
 */
const flowWindow = (t: Turn, f: TimeHolder) =>
  f.kind === 'booking' ? itemWindow(t.p.b, resolveItem(t, f)?.id) : appointmentWindow(t.p.b, appointmentOf(t, f));

const joinOr = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`);

function noTimes(t: Turn): void {
  t.tell(`I'm sorry, I don't have any free times in the next ${t.p.horizonDays} days.`);
  t.endFlow();
  offerMessage(t);
}

/**
 * Applies what the caller said about a time. Returns 'set' when `f.start` now holds a bookable time,
 * 'asked' when the assistant offered times or asked for more, 'none' when the words held no time.
 */
function considerWhen(t: Turn, f: TimeHolder, when: When | null, minutes: number, item?: CatalogItem | null, excludeId?: string): 'set' | 'asked' | 'none' {
  if (!when) return 'none';
  const { availability: av, now } = t.p;
  const today = now.startOf('day');

  if (when.asap && !when.date && !when.time) {
    // "The earliest you've got" after a day was named ("maybe Thursday"): the earliest from that day, not today.
    const from = 'day' in f && f.day && f.day > today.toISODate()! ? DateTime.fromISO(f.day, { zone: t.p.zone }) : today;
    const first = av.firstFrom(from, minutes, 3, undefined, excludeId);
    if (first.length) t.tell('Here are the earliest times I have.');
    presentOffers(t, f, first, () => noTimes(t));
    return 'asked';
  }

  if (when.time) {
    let start: DateTime;
    const named = when.date ?? (f.day && f.day >= today.toISODate()! ? f.day : undefined);
    if (named) {
      start = clockOnDay(t, dayOf(t, named), when.time);
    } else {
      // No day said: today if that time is still ahead and open, else the next day it is.
      start = clockOnDay(t, today, when.time);
      for (let i = 0; i < 8; i++) {
        const c = clockOnDay(t, today.plus({ days: i }), when.time);
        if (c > now && t.p.schedule.isOpenAt(c)) {
          start = c;
          break;
        }
      }
    }
    const problem = skipped(start, when.time) ? 'nonexistent' : av.check(start, minutes, excludeId);
    if (!problem) {
      f.start = iso(start);
      f.day = start.toISODate()!;
      delete f.offered;
      delete f.refused;
      return 'set';
    }
    t.tell(explain(t, problem, start, minutes, item));
    f.day = start.toISODate()!;
    // The same time asked for again after other times of that day were offered: the time matters more than the
    // day, so that clock time on the next days it is free is offered instead.
    const again = f.refused === iso(start) && (problem === 'taken' || problem === 'outside_hours') ? sameClockAhead(t, start, minutes, excludeId) : [];
    f.refused = iso(start);
    if (again.length) {
      offerDaysAt(t, f, again);
      return 'asked';
    }
    // A wish already past is searched from today at the same clock time: from its own day, the days ahead searched
    // would end before today and "no free times" would be untrue.
    const wish = start < today ? clockOnDay(t, today, when.time) : start;
    presentOffers(t, f, av.nearest(wish, minutes, 3, excludeId), () => noTimes(t));
    return 'asked';
  }

  // A day and/or a part of the day, no time.
  let day: DateTime;
  if (when.date) day = dayOf(t, when.date);
  else if (f.day && f.day >= today.toISODate()!) day = dayOf(t, f.day);
  else day = today;
  if (!when.date && when.part && !av.freeOn(day, minutes, when.part, excludeId).length && day.hasSame(today, 'day')) {
    day = today.plus({ days: 1 });
  }
  f.day = day.toISODate()!;
  const problem = av.dayProblem(day);
  if (problem) t.tell(explain(t, problem, day, minutes, item));
  const offers = av.firstFrom(day < today ? today : day, minutes, 3, when.part, excludeId);
  if (!problem && offers.length && !offers[0].hasSame(day, 'day')) {
    const label = spokenDay(day, now);
    const where = label === 'today' || label === 'tomorrow' ? label : `on ${label}`;
    t.tell(`I'm sorry, I don't have anything free ${where}${when.part ? ` in the ${when.part}` : ''}.`);
  }
  presentOffers(t, f, offers, () => noTimes(t));
  return 'asked';
}

/** Up to three of the next 14 days on which the wished clock time is free, after the wished day. */
function sameClockAhead(t: Turn, wish: DateTime, minutes: number, excludeId?: string): DateTime[] {
  const out: DateTime[] = [];
  for (let i = 1; i <= 14 && out.length < 3; i++) {
    const c = atMinutes(wish.startOf('day').plus({ days: i }), wish.hour * 60 + wish.minute);
    if (c.hour === wish.hour && c.minute === wish.minute && !t.p.availability.check(c, minutes, excludeId)) out.push(c);
  }
  return out;
}

/** "At 1:00 PM I have Thursday, May 16 or Friday, May 17. Which day would you like?" */
function offerDaysAt(t: Turn, f: TimeHolder, days: DateTime[]): void {
  const window = flowWindow(t, f);
  f.offered = days.map(iso);
  f.step = 'pick';
  delete f.start;
  t.cite(HOURS_RECORD);
  if (days.length === 1) {
    t.ask(`The next day I have ${spokenSlot(days[0], t.p.now, window)} free is ${spokenDay(days[0], t.p.now)}. Would that work?`);
    return;
  }
  t.ask(`${cap(window > 0 ? spokenSlot(days[0], t.p.now, window) : `at ${spokenTime(days[0])}`)} I have ${joinOr(days.map((d) => spokenDay(d, t.p.now)))}. Which day would you like?`);
}

/** The caller's choice among offered times: "the first one", "2:30", "Wednesday", "yes" (when one). */
/** "Two, or if not then three": a time wished for, then the one to take if it is not free. */
const FALLBACK_TIME = /^(.*?)[,.]? (?:(?:or |and )?if not|or else|otherwise|or failing that|or if that is (?:taken|gone))(?: then)? (.+)$/;

/** Of two times said as a wish and a fallback, the first if it is free that day, else the second; null when not said so. */
function firstFreeOf(t: Turn, f: TimeHolder, minutes: number, excludeId?: string): When | null {
  const m = FALLBACK_TIME.exec(normalize(t.text));
  if (!m) return null;
  const wish = parseTimeAnswer(m[1], t.p.now);
  const fallback = parseTimeAnswer(m[2], t.p.now);
  if (!wish?.time || !fallback?.time) return null;
  const day = wish.date ?? ('day' in f && f.day ? f.day : f.offered?.[0]?.slice(0, 10));
  if (!day) return null;
  const start = clockOnDay(t, dayOf(t, day), wish.time);
  const free = start > t.p.now && !t.p.availability.check(start, minutes, excludeId);
  return free ? { ...wish, date: day } : { ...fallback, date: fallback.date ?? day };
}

function pickOffered(t: Turn, f: TimeHolder, minutes: number, item?: CatalogItem | null, excludeId?: string): 'set' | 'asked' | 'none' {
  const fallback = firstFreeOf(t, f, minutes, excludeId);
  if (fallback) return considerWhen(t, f, fallback, minutes, item, excludeId);
  const offers = (f.offered ?? []).map((o) => fromIso(t, o));
  const n = normalize(t.text);
  let chosen: DateTime | undefined;
  const ordinal = /\b(first|1st|earliest|earlier|sooner|soonest)\b/.test(n)
    ? 0
    : /\b(second|2nd|middle)\b/.test(n)
      ? 1
      : /\b(third|3rd)\b/.test(n)
        ? 2
        : /\b(last|latest|later one|last one)\b/.test(n)
          ? offers.length - 1
          : -1;
  const when = parseTimeAnswer(t.text, t.p.now);
  if (when?.time) {
    const matches = offers.filter((o) => {
      const sameClock = when.time!.meridiem ? o.hour === when.time!.hour : o.hour % 12 === when.time!.hour % 12;
      const sameDay = !when.date || o.toISODate() === when.date;
      return sameClock && o.minute === when.time!.minute && sameDay;
    });
    if (matches.length === 1) chosen = matches[0];
    else if (!matches.length) return considerWhen(t, f, when, minutes, item, excludeId);
    else if (ordinal < 0) {
      // "Nine in the morning" when every time offered is at nine (on different days): the day is what is left to choose.
      f.offered = matches.map(iso);
      t.ask(`Which day: ${joinOr(matches.map((o) => spokenDay(o, t.p.now)))}?`);
      return 'asked';
    }
  } else if (when?.date && !when.part) {
    let matches = offers.filter((o) => o.toISODate() === when.date);
    // "Wednesday" to times offered next week: the weekday named is the offered day of that name, not this week's.
    if (!matches.length && /(?<!to)day\b/.test(n)) matches = offers.filter((o) => o.weekday === DateTime.fromISO(when.date!).weekday);
    if (matches.length === 1) chosen = matches[0];
    else if (!matches.length) return considerWhen(t, f, when, minutes, item, excludeId);
  } else if (when?.part || when?.asap) {
    return considerWhen(t, f, when, minutes, item, excludeId);
  }
  if (!chosen && ordinal >= 0 && offers[ordinal]) chosen = offers[ordinal];
  if (!chosen && !when && offers.length && /\b(later|anything after|after that|earlier|anything before|before that)\b/.test(n)) {
    // "Anything later?": the next free times after (or before) those offered, on the same day.
    const later = /\b(later|after)\b/.test(n);
    const edge = later ? offers[offers.length - 1] : offers[0];
    const free = t.p.availability.freeOn(edge, minutes, undefined, excludeId);
    const more = later ? free.filter((x) => x > edge).slice(0, 3) : free.filter((x) => x < edge).slice(-3);
    if (!more.length) {
      t.tell(later ? "I'm sorry, that's the latest I have that day." : "I'm sorry, that's the earliest I have that day.");
      presentOffers(t, f, offers, () => noTimes(t));
      return 'asked';
    }
    presentOffers(t, f, more, () => noTimes(t));
    return 'asked';
  }
  if (!chosen) {
    const yn = yesNo(t.text);
    if (yn === 'yes' && offers.length === 1) chosen = offers[0];
    else if (yn === 'yes') {
      t.cite(HOURS_RECORD).ask(`Which one: ${joinOr(offers.map((o) => spokenDaySlot(o, t.p.now, flowWindow(t, f))))}?`);
      return 'asked';
    } else if (yn === 'no') {
      delete f.offered;
      f.step = 'time';
      t.ask('What day and time would suit you better?');
      return 'asked';
    }
  }
  if (!chosen) return 'none';
  const problem = t.p.availability.check(chosen, minutes, excludeId);
  if (problem) {
    t.tell(explain(t, problem, chosen, minutes, item));
    presentOffers(t, f, t.p.availability.nearest(chosen, minutes, 3, excludeId), () => noTimes(t));
    return 'asked';
  }
  f.start = iso(chosen);
  f.day = chosen.toISODate()!;
  delete f.offered;
  return 'set';
}

// --- booking ---------------------------------------------------------------------------------------------

const minutesOf = (item: CatalogItem | null | undefined) => item?.duration ?? DEFAULT_DURATION;

/** The services a caller may book, listed (a restaurant's menu items are ordered, never offered as services). */
const listServices = (t: Turn) => listItems(t, undefined, bookableItems(t.p));
/**
 * The services by name only, to choose from (prices are told when asked for): the ones nearest the caller's words
 * first ("a really good clean" -> the cleans), a few, and how many more there are.
 */
function serviceNames(t: Turn, limit = 5): string {
  const services = bookableItems(t.p);
  const ids = new Set(services.map((i) => i.id));
  const near = t.p.catalog.nearest(t.text, limit).filter((i) => ids.has(i.id));
  const ordered = [...near, ...services.filter((i) => !near.includes(i))];
  t.cite(...itemRecords(ordered.slice(0, limit)));
  const shown = ordered.slice(0, limit).map((i) => i.name);
  if (ordered.length > limit) return `${shown.join(', ')} and ${ordered.length - limit} more`;
  return joinAnd(shown);
}

/** A time said without a day, right after a question about a day ("... Thursday?" "can I come at six then"), is on that day. */
function onEarlierDay(t: Turn, when: When | null): When | null {
  return when && !when.date && (when.time || when.part) && t.earlierDay ? { ...when, date: t.earlierDay } : when;
}

/** Words that set a choice aside or change it in the same breath. */
const SET_ASIDE = /\b(wait|actually|i mean|i meant|make (that|it)|scratch that|instead|rather than|not (the|a|an|that))\b/;

export function startBooking(t: Turn, text: string, itemId?: string): void {
  if (!takesBookings(t.p)) {
    // A restaurant with only its menu books nothing: say so and offer what it does.
    t.tell("We don't take appointments or reservations.");
    t.ask(takesOrders(t.p) && !t.p.catalog.isEmpty ? 'I can take an order for pickup or delivery, answer a question, or take a message. What would you like to do?' : 'I can answer a question or take a message. What would you like to do?');
    return;
  }
  const own = itemId ? null : ownAppointmentChange(t, text);
  if (own) {
    t.intent = own === 'move' ? 'RescheduleAppointment' : 'CancelAppointment';
    startManage(t, own, text);
    return;
  }
  const f: BookingFlow = { kind: 'booking', step: 'service', said: text.slice(0, 200) };
  t.s.flow = f;
  // (The words of a first visit are no date: "my first visit" is not the first of the month.)
  let whenText = text;
  if (!t.p.schedule.hasHours) {
    advanceBooking(t, f);
    return;
  }
  const { catalog } = t.p;
  // (An owner's item whose variants were just priced, "Would you like to book one?": which variant is asked.)
  const family = itemId && !catalog.byId(itemId) ? bookableItems(t.p).filter((i) => isVariantRecord(i.id) && splitVariantRecordId(i.id).itemId === itemId) : [];
  const found = family.length ? catalog.find(text, family) : null;
  const fromFamily = found && 'item' in found ? found.item : family.length ? catalog.byAmount(text, family, false) : null;
  if (itemId && catalog.byId(itemId)) f.item = itemId;
  else if (family.length) {
    if (fromFamily) f.item = fromFamily.id;
    else f.choices = family.map((i) => i.id);
  } else if (!catalog.isEmpty) {
    let found = catalog.find(text, bookableItems(t.p));
    // "My first visit", "never had it done before": the owner's one first-visit service, when no one service was named.
    const first = found && 'item' in found ? null : firstVisit(t, text);
    if (first) [found, whenText] = [{ item: first[0] }, first[1]];
    // Never booked (and its price read back) on a guess: a word of another bookable item's name, not of this one's,
    // that explains the caller as well ("a leak by the skylight" against Skylight Reseal and Leak Repair) is asked about.
    // (A choice set aside or changed in the same breath, "the gel, not the classic", "a basic facial, wait no, the
    // hydra one", was already weighed by find.)
    const check = found && 'item' in found ? verifyItem(text, found.item, bookableItems(t.p), t.p.name, t.p.b.business.industry ?? '') : null;
    const setAside = check?.verdict === 'clarify' && (catalog.mentions(text).some((m) => m.item.id === check.rival.id) || SET_ASIDE.test(normalize(text)));
    if (found && 'item' in found && check?.verdict === 'clarify' && !setAside) f.choices = [found.item.id, check.rival.id];
    else if (found && 'item' in found) f.item = found.item.id;
    else if (found) f.choices = found.ambiguous.map((i) => i.id);
    else if (PLACE_SEEN?.test(normalize(text))) {
      const showing = showingService(t);
      if (showing) f.item = showing.id;
    }
  }
  // "I'm five months pregnant and want Botox": the owner's rule on what the caller tells comes first, and the service
  // is asked again instead of booking the one the rule may forbid.
  const rule = f.item ? t.p.knowledge.ruleFor(text, catalog.byId(f.item)?.name ?? '') : null;
  const ruled = rule ? t.p.b.business_questions.find((q) => q.id === rule) : undefined;
  if (ruled) {
    t.state(ruled.answer, { kind: 'faq', id: ruled.id });
    delete f.item;
  }
  // (The owner's questions for booking this service come before the time: the time said is kept for after them.)
  if (!ruled && (f.item !== undefined || catalog.isEmpty || bookableItems(t.p).length === 1) && !intakeFor(t, resolveItem(t, f))) {
    const item = resolveItem(t, f);
    const r = considerWhen(t, f, onEarlierDay(t, parseWhen(whenText, t.p.now)), minutesOf(item), item);
    if (r === 'asked') return;
  } else {
    // Keep what the caller said about the time while the service is settled.
    const when = onEarlierDay(t, parseWhen(whenText, t.p.now));
    if (when?.date) f.day = when.date;
    if (when?.part) f.part = when.part;
    if (when && (when.time || when.asap)) f.pending = whenText.slice(0, 200);
  }
  if (ruled) {
    f.step = 'service';
    t.ask(`Which service would you like to book? We offer ${serviceNames(t)}.`);
    return;
  }
  advanceBooking(t, f);
}

const PLACE_SEEN = EN.placeSeen ? new RegExp(EN.placeSeen) : null;

/** The one bookable service named as a showing, viewing or tour of a place, whichever word the owner wrote; else null. */
function showingService(t: Turn): CatalogItem | null {
  const services = bookableItems(t.p);
  const named = new Set(services.filter((i) => (EN.showingNames ?? []).some((w) => new RegExp(`\\b${w}s?\\b`).test(normalize(i.name)))));
  return named.size === 1 ? [...named][0] : null;
}

const GENERAL_VISIT = EN.generalVisit ? new RegExp(EN.generalVisit, 'g') : null;

/** A name that is a general visit: its visit words take all of it but one other word ("HVAC diagnostic"), never a
 * specific job that includes a look ("Sprinkler start-up & inspection"). */
function isGeneralVisit(name: string): boolean {
  const n = normalize(name);
  if (!GENERAL_VISIT || !n.match(GENERAL_VISIT)?.some((w) => !['visit', 'free', 'initial', 'first', 'standard', 'basic', 'and', 'or', 'fee'].includes(w))) return false;
  return n.replace(GENERAL_VISIT, ' ').split(/\s+/).filter(Boolean).length <= 1;
}

const FIRST_VISIT_SAID = EN.firstVisit ? new RegExp(EN.firstVisit) : null;
/** A service's name that says it is the one for a first visit ("Initial Consultation", "New Patient Exam"). */
const FIRST_VISIT_NAME = /\b(initial|first|new (patient|client|customer|student)|intro|introductory)\b/;

/**
 * The one bookable service named as the first visit, when the caller says it is their first ("the first visit",
 * "my first appointment"), with the words left once the first visit's are taken out (they are no date: "the first
 * visit" is not the 1st of the month); else null (none, or several, is never a guess).
 */
function firstVisit(t: Turn, text: string): [CatalogItem, string] | null {
  const n = normalize(text);
  if (!FIRST_VISIT_SAID?.test(n)) return null;
  const named = bookableItems(t.p).filter((i) => FIRST_VISIT_NAME.test(normalize(i.name)));
  return named.length === 1 ? [named[0], n.replace(FIRST_VISIT_SAID, ' ')] : null;
}

const REMOTE = /\b(virtual|video|online|phone|zoom|remote|telehealth)\b/;

/**
 * Of services the caller's words fit equally, the one a caller means without saying more, or null: the one in person
 * when the others are remote ("a tour" for an in-person and a video tour), or the one of the business's own trade,
 * named in its name ("a follow-up" at an acupuncture clinic, for acupuncture and herbal follow-ups). Only after the
 * caller answered the choice with the same words: never a first guess.
 */
function plainChoice(t: Turn, items: CatalogItem[]): CatalogItem | null {
  const inPerson = items.filter((i) => !REMOTE.test(normalize(i.name)));
  if (inPerson.length === 1) return inPerson[0];
  const parts = Catalog.differences(items);
  if (!parts) return null;
  const own = new Set(normalize(t.p.name).split(' ').filter((w) => w.length > 3));
  const trade = items.filter((_, k) => normalize(parts[k]).split(' ').some((w) => own.has(w)));
  return trade.length === 1 ? trade[0] : null;
}

/** The one bookable service that is a general first visit ("Service call"), among several; else null. */
function generalVisit(t: Turn): CatalogItem | null {
  const services = bookableItems(t.p);
  if (services.length < 2) return null;
  const visits = services.filter((i) => isGeneralVisit(i.name));
  return visits.length === 1 ? visits[0] : null;
}

function resolveItem(t: Turn, f: BookingFlow): CatalogItem | null {
  const { catalog } = t.p;
  const services = bookableItems(t.p);
  if (f.item === undefined) {
    if (catalog.isEmpty) f.item = null;
    else if (services.length === 1) f.item = services[0].id;
  }
  return f.item ? catalog.byId(f.item) ?? null : null;
}

/** Asks for whatever the booking still lacks, or reads it back. */
function advanceBooking(t: Turn, f: BookingFlow): void {
  const { catalog } = t.p;
  if (!t.p.schedule.hasHours) {
    t.tell("I'm sorry, I can't book appointments right now because our opening hours aren't set up.");
    t.endFlow();
    offerMessage(t);
    return;
  }
  resolveItem(t, f);
  if (f.item === undefined) {
    f.step = 'service';
    if (f.choices?.length) {
      t.cite(...itemRecords(f.choices.map((id) => catalog.byId(id)))).ask(whichOne(f.choices.map((id) => catalog.byId(id)!).filter(Boolean)));
    } else {
      t.tell('Sure.');
      t.ask(`Which service would you like to book? We offer ${serviceNames(t)}.`);
    }
    return;
  }
  const item = resolveItem(t, f);
  // "Caller books an initial assessment": the owner's questions for this service, however the caller named it.
  const scenario = intakeFor(t, item);
  if (scenario && askScenarioQuestions(t, scenario, f.said ?? t.text, f)) return;
  if (!f.start) {
    const pending = f.pending ? parseWhen(f.pending, t.p.now) : null;
    delete f.pending;
    const when: When | null = pending ?? (f.day || f.part ? { ...(f.day ? { date: f.day } : {}), ...(f.part ? { part: f.part } : {}) } : null);
    delete f.part;
    if (when) {
      const r = considerWhen(t, f, when, minutesOf(item), item);
      if (r === 'set') return advanceBooking(t, f);
      if (r === 'asked') return;
    }
    f.step = 'time';
    t.cite(...itemRecords([item])).ask(item ? `What day and time would you like for your ${item.name}?` : 'What day and time would you like to come in?');
    return;
  }
  if (askDetails(t, f, true)) return;
  f.step = 'confirm';
  const start = fromIso(t, f.start);
  const price = item ? priceText(item) : null;
  const detail = [item?.duration ? `${item.duration} minutes` : null, price].filter(Boolean).join(', ');
  const what = item ? `${withArticle(item.name)}${detail ? ` (${detail})` : ''}` : 'an appointment';
  t.cite(...itemRecords([item])).ask(
    `Let me read that back: ${what} ${spokenOnDaySlot(start, t.p.now, itemWindow(t.p.b, item?.id))}, for ${fullName(t)}, phone number ending in ${lastDigits(t.s.caller!.phone!)}. Shall I book it?`,
  );
}

const intakeFor = (t: Turn, item: CatalogItem | null) => (item ? scenarioForService(t, item) : null);

/**
 * After misunderstandings, a booking whose service is settled is offered once more (its read-back, or its time asked
 * again) instead of dropped for a message. Once only: struggling again turns to a message.
 */
export function reofferBooking(t: Turn): boolean {
  const f = t.s.flow;
  if (f?.kind !== 'booking' || f.reoffered || (f.item === undefined && !f.start)) return false;
  f.reoffered = true;
  t.tell("I'm sorry, I'm having trouble understanding. Let's try that once more.");
  advanceBooking(t, f);
  return true;
}

/** A yes to a booking read back before the call turned to a message: it is booked. */
export function bookPending(t: Turn, f: BookingFlow): void {
  t.s.flow = f;
  book(t, f);
}

/** Goes on with a booking set aside for the owner's questions about its service. */
export const resumeBooking = (t: Turn, f: BookingFlow): void => advanceBooking(t, f);

export function handleBooking(t: Turn, f: BookingFlow): boolean {
  const { catalog, now } = t.p;
  const item = () => resolveItem(t, f);

  if (f.step === 'service') {
    const among = f.choices?.length ? f.choices.map((id) => catalog.byId(id)!).filter(Boolean) : bookableItems(t.p);
    let found = catalog.find(t.text, among);
    // "The first visit" to a choice that does not hold it: the owner's first-visit service, not the first one listed.
    // (Its words are no date: "the first visit" is not the first of the month.)
    let whenText = t.text;
    const first = found && 'item' in found ? null : firstVisit(t, t.text);
    if (first) [found, whenText] = [{ item: first[0] }, first[1]];
    if (!found && f.choices?.length) {
      const n = normalize(t.text);
      // "The first one" picks a service; "the first available" asks for a time.
      const idx = parseWhen(t.text, now) ? -1 : /\b(first|1st)\b/.test(n) ? 0 : /\b(second|2nd)\b/.test(n) ? 1 : /\b(third|3rd)\b/.test(n) ? 2 : /\blast\b/.test(n) ? among.length - 1 : -1;
      if (idx >= 0 && among[idx]) found = { item: among[idx] };
    }
    // The general visit offered alone ("Shall I book a Service call?"): a yes takes it, a no lists the services.
    if (!found && f.choices?.length === 1) {
      const answer = yesNo(t.text);
      if (answer === 'yes') found = { item: among[0] };
      else if (answer === 'no' || /\bmessage\b/.test(normalize(t.text))) {
        t.endFlow();
        offerMessage(t);
        return true;
      }
    }
    if (!found) {
      const sized = catalog.byAmount(t.text, among, !!f.choices?.length);
      if (sized) found = { item: sized };
    }
    // (A length that names the service is no time: "the one hour" is not an hour from now.)
    let lengthOnly = false;
    if (!found && f.choices?.length) {
      found = catalog.find(t.text);
      // "Just the one hour" to a choice of two 90-minute services: the length names another service of the list,
      // the caller's own choice rather than the same question again.
      const sized = found ? null : catalog.byAmount(t.text, bookableItems(t.p), false);
      if (sized) {
        found = { item: sized };
        lengthOnly = true;
      }
    }
    // A service named in full that was not among the choices ("car key programming" when asked "key copy or key
    // lockbox?"): the caller's own choice, rather than the same choice asked again.
    else if (found && 'ambiguous' in found && f.choices?.length) {
      const elsewhere = catalog.find(t.text, bookableItems(t.p));
      if (elsewhere && 'item' in elsewhere) found = elsewhere;
    }
    // A word of one option's own name ("senior pictures" to "Senior Portraits or Passport Photos?"), or a count only one
    // option's holds ("the two of them" to "1 spot or up to 3 spots?"): that option.
    if (!found && f.choices?.length) {
      const own = catalog.byOwnWord(t.text, among) ?? catalog.byCountHeld(t.text, among);
      if (own) found = { item: own };
    } else if (found && 'ambiguous' in found && f.choices?.length) {
      const held = catalog.byCountHeld(t.text, found.ambiguous);
      if (held) found = { item: held };
    }
    // Variants of a kind ("- Car", "- SUV/Truck") where the caller named the kind before, in the words that started the
    // booking or in an answer to the business's questions ("a honda odyssey"): that one, not the question again.
    if (found && 'ambiguous' in found) {
      const before = [f.said ?? '', ...(t.s.intake?.answers.map((a) => a.answer) ?? []), t.text].join(' , ');
      const kind = catalog.byKindSaid(before, found.ambiguous);
      if (kind) found = { item: kind };
    }
    // The same plain words said again to the choice ("a tour", "a follow up"): the everyday one of them, if one is.
    if (found && 'ambiguous' in found && f.choices?.length && found.ambiguous.every((i) => f.choices!.includes(i.id))) {
      const plain = plainChoice(t, found.ambiguous);
      if (plain) found = { item: plain };
    }
    if (found && 'item' in found) {
      f.item = found.item.id;
      delete f.choices;
      delete f.said;
      const r = considerWhen(t, f, lengthOnly ? null : parseWhen(whenText, now), minutesOf(found.item), found.item);
      if (r !== 'asked') advanceBooking(t, f);
      return true;
    }
    if (found) {
      // The same choice asked again counts towards handing a struggling caller over (never an endless loop).
      const ids = found.ambiguous.map((i) => i.id);
      const again = !!f.choices?.length && ids.length === f.choices.length && ids.every((id) => f.choices!.includes(id));
      if (again) t.missed = true;
      f.choices = ids;
      // Asked again, by what tells them apart ("Is it the Car, the SUV/Truck or the Minivan/3-Row?"), never the same words.
      const differ = again ? Catalog.differences(found.ambiguous) : null;
      t.cite(...itemRecords(found.ambiguous)).ask(differ ? `Is it the ${joinWith(differ, 'or the')}?` : whichOne(found.ambiguous));
      return true;
    }
    // A time before the service ("what's the earliest you've got?"): kept for later, and the choice asked again.
    const when = parseWhen(t.text, now);
    if (!when && /\b(what|which|list|options|services|menu|offer|have)\b/.test(normalize(t.text))) {
      t.ask(`We offer ${listServices(t)}. Which would you like?`);
      return true;
    }
    // A problem described again in words that pick no service: the trade's general visit is offered once, with a
    // message as the way out, rather than the same question again.
    const visit = when || f.choices?.length ? null : generalVisit(t);
    if (visit) {
      f.choices = [visit.id];
      t.cite(...itemRecords([visit])).ask(`I can book a ${visit.name}, so someone can take a look. Would you like that, or would you rather leave a message?`);
      return true;
    }
    if (when) {
      if (when.date) f.day = when.date;
      if (when.part) f.part = when.part;
      if (when.time || when.asap) f.pending = t.text.slice(0, 200);
      // Said again and again without a service: counts towards handing a struggling caller over.
      if (t.s.prompt?.startsWith('And which')) t.missed = true;
      t.tell('Got it.');
      t.cite(...itemRecords(f.choices?.length ? among : [])).ask(f.choices?.length ? `And which one would you like: ${itemNames(among)}?` : `And which service would you like? We offer ${serviceNames(t)}.`);
      return true;
    }
    return false;
  }

  if (f.step === 'time') {
    const r = considerWhen(t, f, firstFreeOf(t, f, minutesOf(item())) ?? parseTimeAnswer(t.text, now), minutesOf(item()), item());
    if (r === 'none') {
      const changed = changeService(t, f);
      if (changed) return true;
      return false;
    }
    if (r === 'set') advanceBooking(t, f);
    return true;
  }

  if (f.step === 'pick') {
    const r = pickOffered(t, f, minutesOf(item()), item());
    if (r === 'none') return changeService(t, f);
    if (r === 'set') advanceBooking(t, f);
    return true;
  }

  if (isDetailStep(f.step)) {
    const got = takeDetail(t, f);
    if (got === 'taken') advanceBooking(t, f);
    if (got) return true;
    // Not a name or a number: maybe the caller changed the time or the service.
    const r = considerWhen(t, f, parseWhen(t.text, now), minutesOf(item()), item());
    if (r === 'set') {
      advanceBooking(t, f);
      return true;
    }
    if (r === 'asked') return true;
    return changeService(t, f);
  }

  if (f.step === 'confirm' || f.step === 'change') {
    // "Yes, two thirty Saturday works": a yes that repeats the time read back is a yes.
    if (f.step === 'confirm' && f.start && yesNo(t.text) === 'yes') {
      const when = parseWhen(t.text, now);
      const start = fromIso(t, f.start);
      // "Yes, Monday at nine" to a read-back of next Monday at 9:00 said on a Monday: the weekday read back. A day of
      // the month said ("yes, eight thirty on the thirteenth") is that date, even on the same weekday.
      const dated = when?.date && DAY_OF_MONTH.test(normalize(t.text));
      const day = when?.date && (dated || dayOf(t, when.date).weekday !== start.weekday) ? dayOf(t, when.date) : start.startOf('day');
      const same = !(dated && !day.hasSame(start, 'day')) && (!when?.time || restatesClock(t, day, when.time, start));
      // ("Yes Tuesday at one" names no service: a weak match on a number word, "One Standard Clean", is not one.)
      const others = t.p.catalog.mentions(t.text).filter((m) => m.item.id !== f.item && m.score >= 0.5);
      if (same && !others.length) {
        book(t, f);
        return true;
      }
      // "Yes, the extension, Friday at five": the time read back kept, the service set right, read back again.
      if (same && others.length === 1 && others[0].item.duration !== null && changeService(t, f, others[0].item)) return true;
    }
    if (applyChanges(t, f)) return true;
    const yn = yesNo(t.text);
    if (f.step === 'confirm' && yn === 'yes') {
      book(t, f);
      return true;
    }
    const n = normalize(t.text);
    // "Oh ok, no then", "no thanks", "no, forget it" to the read-back: the booking is not wanted, not something to change.
    if (f.step === 'confirm' && yn === 'no' && /\b(no|nope|nah) (then|thanks|thank you)\b|\b(forget it|never mind|nevermind|not anymore|i will pass|do not book it)\b/.test(n)) {
      t.endFlow();
      t.tell("Okay, I haven't booked anything.");
      t.anythingElse();
      return true;
    }
    if (f.step === 'change' || yn === 'no') {
      if (/\b(time|day|date|when|earlier|later|hour)\b/.test(n)) {
        delete f.start;
        f.step = 'time';
        t.tell('Sure.');
        t.ask('What day and time would you like instead?');
        return true;
      }
      if (/\b(service|treatment|appointment type|different service)\b/.test(n) && !catalog.isEmpty) {
        delete f.item;
        f.step = 'service';
        t.ask(`Which service would you like instead? We offer ${serviceNames(t)}.`);
        return true;
      }
      if (/\bname\b/.test(n)) {
        delete t.s.caller!.first;
        delete t.s.caller!.last;
        advanceBooking(t, f);
        return true;
      }
      if (/\b(number|phone)\b/.test(n)) {
        delete t.s.caller!.phone;
        f.step = 'phone';
        t.ask("What's the best number to reach you?");
        return true;
      }
      if (f.step === 'confirm') {
        f.step = 'change';
        t.ask('What would you like to change: the service, the day and time, your name, or your phone number?');
        return true;
      }
      if (yn === 'no' || /\b(nothing|it is fine|all good|that is fine)\b/.test(n)) {
        advanceBooking(t, f);
        return true;
      }
    }
    return false;
  }
  return false;
}

/** A different service named mid-booking replaces the one chosen (and the time is re-checked for its duration). */
function changeService(t: Turn, f: BookingFlow, named?: CatalogItem): boolean {
  if (t.p.catalog.isEmpty) return false;
  const found = named ? { item: named } : t.p.catalog.find(t.text);
  if (!found || !('item' in found) || found.item.id === f.item) return false;
  f.item = found.item.id;
  if (f.start) {
    const start = fromIso(t, f.start);
    const problem = t.p.availability.check(start, minutesOf(found.item));
    if (problem) {
      t.tell(explain(t, problem, start, minutesOf(found.item), found.item));
      presentOffers(t, f, t.p.availability.nearest(start, minutesOf(found.item)), () => noTimes(t));
      return true;
    }
  }
  t.cite(...itemRecords([found.item])).tell(`Okay, ${found.item.name} it is.`);
  advanceBooking(t, f);
  return true;
}

/** Corrections given at the read-back ("make it 4 instead", "it's for a beard trim", a new number). */
function applyChanges(t: Turn, f: BookingFlow): boolean {
  const { now } = t.p;
  const when = parseWhen(t.text, now);
  if (when && (when.time || when.date || when.part)) {
    const r = considerWhen(t, f, when, minutesOf(resolveItem(t, f)), resolveItem(t, f));
    if (r === 'set') advanceBooking(t, f);
    if (r !== 'none') return true;
  }
  if (changeService(t, f)) return true;
  const phone = parsePhone(t.text, t.p.country);
  if (phone && phone !== t.s.caller?.phone) {
    t.s.caller = { ...t.s.caller, phone };
    advanceBooking(t, f);
    return true;
  }
  if (/\b(my name is|name is|it is spelled|the name)\b/.test(normalize(t.text))) {
    const name = parseName(t.text);
    if (name) {
      t.s.caller = { ...t.s.caller, first: name.first, last: name.last ?? t.s.caller?.last };
      advanceBooking(t, f);
      return true;
    }
  }
  return false;
}

function book(t: Turn, f: BookingFlow): void {
  const item = resolveItem(t, f);
  const minutes = minutesOf(item);
  const start = fromIso(t, f.start!);
  // Re-checked at the moment of booking: the calendar may have changed while the caller was talking.
  const problem = t.p.availability.check(start, minutes);
  if (problem) {
    t.tell(problem === 'taken' ? `I'm sorry, ${spokenDaySlot(start, t.p.now, itemWindow(t.p.b, item?.id))} was just taken.` : explain(t, problem, start, minutes, item));
    presentOffers(t, f, t.p.availability.nearest(start, minutes), () => noTimes(t));
    return;
  }
  const c = t.s.caller!;
  const intake = t.takeIntake();
  // The intake answers travel whole in `intake` (the appointment keeps them so); other_details says only where it came from.
  const other: Record<string, string> = { source: 'phone call' };
  t.effects.push({
    type: 'book_appointment',
    key: t.key('book_appointment'),
    first_name: c.first!,
    last_name: c.last!,
    phone_number: c.phone!,
    status: 'awaiting_confirmation',
    appointment_datetime: iso(start),
    duration_minutes: minutes,
    business_item_id: item?.id ?? null,
    service_name: item?.name ?? null,
    other_details: other,
    ...(intake ? { intake } : {}),
  });
  t.s.outcome = 'served';
  t.intent = 'BookAppointment';
  t.cite(...itemRecords([item])).tell(
    `You're all set, ${c.first}. Your ${item ? item.name : 'appointment'} is booked for ${spokenDaySlot(start, t.p.now, itemWindow(t.p.b, item?.id))}. ` +
      `I'm texting a link to the number ending in ${lastDigits(c.phone!)}; please use it to confirm your appointment.`,
  );
  t.anythingElse();
}

// --- the caller's own appointments: check, cancel, move -----------------------------------------------------

const OWN_MOVE = new RegExp(`${EN.own.move}|\\bsame time\\b`);

/**
 * "She has a lesson Monday at four, can we do Wednesday same time", "can the inspection on Friday be earlier": what
 * reads as a booking names one of the caller's own upcoming appointments, by its service and its own day, and a
 * change of time: that appointment is moved, never a second one booked beside it. (Only the calendar tells these
 * apart, so this is read here, not by the intent rules: the words are a booking's for a caller with nothing booked.)
 */
export function ownAppointmentRetimed(t: Turn, text: string): boolean {
  return ownAppointmentChange(t, text) === 'move';
}

const CALLED_OFF_STORY = new RegExp(EN.own.calledOffStory ?? '(?!)');
const ANOTHER_VISIT = new RegExp(EN.own.another ?? '(?!)');
const GENERIC_NAME_WORD = new RegExp(EN.own.generic ?? '(?!)');

/**
 * What a booking's words do to one of the caller's own upcoming appointments, told as a story rather than asked for:
 * - moved: its service and own day with a new time (above); its service with "same time" or "instead" and another
 *   day, the old day unsaid ("the closing got moved, can I have the truck wednesday at the same time"); or its own
 *   day told as the trouble and its service asked for on another day ("I'm traveling tomorrow, could the arborist
 *   come thursday at eight");
 * - cancelled: its service and its own day, no other time, told as not happening ("there's nothing left to treat
 *   on friday", "my brother's flight got moved so I have to get him, I had the noodle class"). The caller is asked
 *   to confirm before anything changes, so a wrong reading costs one "no".
 * A second visit asked for beside it ("another", "also", "book") is neither.
 */
export function ownAppointmentChange(t: Turn, text: string): 'move' | 'cancel' | null {
  const mine = callerAppointments(t);
  if (!mine.length) return null;
  const n = normalize(text);
  const found = t.p.catalog.find(text, bookableItems(t.p));
  const mentioned = t.p.catalog.mentions(text).map((m) => m.item.id);
  const named = new Set([...mentioned, ...(found && 'ambiguous' in found ? found.ambiguous.map((i) => i.id) : found ? [found.item.id] : [])]);
  const words = n.split(' ');
  // The service said by a telling word of its own name ("the arborist", "treat" of Ash Borer Treatment), not a
  // general one ("visit", "rental").
  const saidLoosely = (a: AppointmentSnapshot) => {
    const name = (a.business_item_id ? t.p.catalog.byId(a.business_item_id)?.name : undefined) ?? a.business_item?.name ?? '';
    const own = name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5 && !GENERIC_NAME_WORD.test(w));
    return own.some((w) => words.some((x) => x.length >= 5 && x.slice(0, 5) === w.slice(0, 5)));
  };
  const today = t.p.now.toISODate();
  const another = ANOTHER_VISIT.test(n);
  // No other day anywhere, and the visit told as not happening.
  const when = parseWhen(n, t.p.now);
  const calledOff = (start: DateTime) => (!when?.date || when.date === start.toISODate()) && CALLED_OFF_STORY.test(n);
  const kinds = mine.map((a): 'move' | 'cancel' | null => {
    // (Another service named beside it is a new booking: "she has a groom Thursday, can I book a nail trim Friday".)
    if (mentioned.some((id) => id !== a.business_item_id)) return null;
    const start = DateTime.fromISO(a.starts_at).setZone(t.p.zone);
    const serviceSaid = (!!a.business_item_id && named.has(a.business_item_id)) || saidLoosely(a);
    const dayWords = [start.toFormat('cccc').toLowerCase(), ...(start.toISODate() === today ? ['today', 'tonight'] : []), ...(start.toISODate() === t.p.now.plus({ days: 1 }).toISODate() ? ['tomorrow'] : [])];
    const at = dayWords.map((d) => new RegExp(`\\b${d}\\b`).exec(n)).find((m) => m);
    if (!at) {
      // The old day unsaid: the service with "same time" or "instead" and another day.
      if (!serviceSaid || another || !/\b(?:same time|instead)\b/.test(n)) return null;
      return when?.date && when.date !== start.toISODate() ? 'move' : null;
    }
    const after = parseWhen(n.slice(at.index + at[0].length), t.p.now);
    // The service named, or else the appointment's own day and clock time told as what the caller has ("i have the
    // cleaning monday at ten, can we do wednesday"): either names that one appointment.
    if (!a.business_item_id || !named.has(a.business_item_id)) {
      const ownClock = withoutOwnClock(t, n.slice(at.index + at[0].length), start) !== n.slice(at.index + at[0].length) && /\b(?:i|we|he|she|they) (?:have|has|got|had)\b/.test(n.slice(0, at.index));
      if (!ownClock) {
        // Its service said by a word of its name: asked for on another day after its own day told as the trouble,
        // or told as not happening.
        if (!saidLoosely(a) || another) return null;
        if (after?.date && after.date !== start.toISODate()) return 'move';
        return calledOff(start) ? 'cancel' : null;
      }
    }
    // Another day or time put after it, or a word of moving ("earlier", "instead", "same time").
    if (OWN_MOVE.test(n) || (!!after?.date && after.date !== start.toISODate())) return 'move';
    return serviceSaid && !another && calledOff(start) ? 'cancel' : null;
  });
  const hits = kinds.filter((k) => k);
  return hits.length === 1 ? hits[0] : null;
}

/** The words after an appointment's own day without its own clock time right after them (" at ten but ..." -> " but ..."). */
function withoutOwnClock(t: Turn, rest: string, start: DateTime): string {
  const own = /^ at ((\w+)(?: (\w+))?)/.exec(rest);
  if (!own) return rest;
  for (const said of [own[1], own[2]]) {
    const clock = parseTimeAnswer(said, t.p.now)?.time;
    if (clock && clock.minute === start.minute && (clock.meridiem ? clock.hour === start.hour : clock.hour % 12 === start.hour % 12)) return rest.slice(` at ${said}`.length);
  }
  return rest;
}

const ACTIVE = new Set(['awaiting_confirmation', 'upcoming']);

export function callerAppointments(t: Turn, phone?: string | null): AppointmentSnapshot[] {
  const number = phone ?? t.s.caller?.phone ?? t.p.callerNumber;
  if (!number) return [];
  const now = t.p.now.toMillis();
  return t.p.calendar
    .caller(number)
    .filter((a) => a.phone_number === number && ACTIVE.has(a.status) && Date.parse(a.starts_at) > now)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

/** An appointment of this call's caller by id: among those under the numbers the call has looked up. */
function callerAppointmentById(t: Turn, f: ManageFlow, id: string | undefined): AppointmentSnapshot | undefined {
  if (!id) return undefined;
  const numbers = new Set([f.phone, t.s.caller?.phone, t.p.callerNumber].filter((n): n is string => !!n));
  for (const number of numbers) {
    const found = t.p.calendar.caller(number).find((a) => a.id === id);
    if (found) return found;
  }
  return t.p.calendar.appointment(id);
}

const apptName = (a: AppointmentSnapshot) => a.business_item?.name ?? 'appointment';
const apptStart = (t: Turn, a: AppointmentSnapshot) => DateTime.fromISO(a.starts_at).setZone(t.p.zone);
/** "on Friday, December 4 at 11:00 AM" (or "tomorrow at ..."), said after the appointment's name. */
const apptWhen = (t: Turn, a: AppointmentSnapshot) => spokenOnDaySlot(apptStart(t, a), t.p.now, appointmentWindow(t.p.b, a));
/** "tomorrow at 11:00 AM" (or its arrival window) of a time an appointment has or is moved to. */
const apptAt = (t: Turn, a: AppointmentSnapshot, start: DateTime) => spokenDaySlot(start, t.p.now, appointmentWindow(t.p.b, a));
const apptMinutes = (a: AppointmentSnapshot) => Math.max(5, Math.round((Date.parse(a.ends_at) - Date.parse(a.starts_at)) / 60_000));

export function answerMyAppointment(t: Turn): void {
  const mine = callerAppointments(t);
  if (!mine.length) {
    t.tell(
      t.p.callerNumber || t.s.caller?.phone
        ? "I couldn't find an upcoming appointment for the number you're calling from."
        : "I can't see your number, so I couldn't look up your appointment.",
    );
    t.offer('booking', 'Would you like to book one?');
    return;
  }
  const list = mine.slice(0, 3).map((a) => `your ${apptName(a)} ${apptWhen(t, a)}`);
  t.tell(`I see ${joinAnd(list)}.`);
  t.anythingElse();
}

const joinAnd = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

export function startManage(t: Turn, kind: 'cancel' | 'move', text = ''): void {
  const f: ManageFlow = { kind, step: 'which' };
  if (kind === 'move' && (parseWhen(text, t.p.now) || relativeShift(text) !== null)) f.pending = text.slice(0, 200);
  t.s.flow = f;
  const mine = callerAppointments(t);
  if (!mine.length) {
    f.step = 'lookup';
    t.ask(
      t.p.callerNumber
        ? "I couldn't find an upcoming appointment for the number you're calling from. What phone number was the appointment booked under?"
        : 'What phone number was the appointment booked under?',
    );
    return;
  }
  chooseAppointment(t, f, mine);
}

function chooseAppointment(t: Turn, f: ManageFlow, mine: AppointmentSnapshot[]): void {
  if (mine.length === 1) {
    selectAppointment(t, f, mine[0]);
    return;
  }
  f.choices = mine.slice(0, 3).map((a) => a.id);
  f.step = 'which';
  const list = mine.slice(0, 3).map((a) => `the ${apptName(a)} ${apptWhen(t, a)}`);
  t.ask(`I see ${mine.length} upcoming appointments: ${joinAnd(list)}. Which one would you like to ${f.kind === 'cancel' ? 'cancel' : 'move'}?`);
}

function selectAppointment(t: Turn, f: ManageFlow, a: AppointmentSnapshot): void {
  f.appointment = a.id;
  delete f.choices;
  if (f.kind === 'cancel') {
    f.step = 'confirm';
    t.ask(`I see your ${apptName(a)} ${apptWhen(t, a)}. Would you like me to cancel it?`);
  } else {
    f.step = 'time';
    // "At 3" while moving means the appointment's own day unless another is named.
    f.day = DateTime.fromISO(a.starts_at).setZone(t.p.zone).toISODate()!;
    const startAt = DateTime.fromISO(a.starts_at).setZone(t.p.zone);
    const shift = f.pending ? relativeShift(f.pending, startAt) : null;
    const sameTime = f.pending && /\bsame time\b/.test(normalize(f.pending));
    // "from Wednesday to Thursday": the new time is the one after "to".
    const target = f.pending ? (/\bfrom\b.+?\bto\b(.+)$/.exec(normalize(f.pending)) ?? /\b(?:move|push|change|switch|bump|reschedule|make)\b.*?\bto\b(.+)$/.exec(normalize(f.pending)))?.[1] : undefined;
    // "I have a pedicure on Thursday ... can I do the same time on Friday instead": after the appointment's own day,
    // another day is the new one.
    const ownDay = f.pending && !target ? new RegExp(`\\b(${startAt.toFormat('cccc').toLowerCase()}|tomorrow|today)\\b(.+)$`).exec(normalize(f.pending))?.[2] : undefined;
    const later = ownDay ? parseWhen(withoutOwnClock(t, ownDay, startAt), t.p.now) : null;
    let pending = later?.date && later.date !== startAt.toISODate() ? later : f.pending ? parseWhen(target && parseWhen(target, t.p.now) ? target : f.pending, t.p.now) : null;
    pending = nearAppointment(pending, f.pending ?? '', startAt, t.p.now);
    // "My estimate on Tuesday, I need to move it": the appointment's own day names the appointment, not the new time.
    if (pending && !target && !sameTime && pending.date === startAt.toISODate() && !pending.time) pending = null;
    if (shift !== null) {
      // Relative to the appointment itself, not to the clock: "push it back an hour".
      const target = startAt.plus({ minutes: shift });
      // (Whole days on, with a clock time said, "the sunday after at three", keep that time.)
      const said = shift % (24 * 60) === 0 && !sameTime ? pending?.time : undefined;
      pending = { date: target.toISODate()!, time: said ?? { hour: target.hour, minute: target.minute, meridiem: true } };
    } else if (sameTime && pending?.date && !pending.time) {
      pending = { ...pending, time: { hour: startAt.hour, minute: startAt.minute, meridiem: true } };
    }
    delete f.pending;
    // A new time that is the appointment's own ("from this sunday to ... sunday", read wrong) is no move: ask instead.
    if (pending?.date === startAt.toISODate() && pending.time && pending.time.minute === startAt.minute && (pending.time.meridiem ? pending.time.hour === startAt.hour : pending.time.hour % 12 === startAt.hour % 12)) pending = null;
    if (pending) {
      t.tell(`I see your ${apptName(a)} ${apptWhen(t, a)}.`);
      const r = considerWhen(t, f, pending, apptMinutes(a), a.business_item_id ? t.p.catalog.byId(a.business_item_id) ?? null : null, a.id);
      if (r === 'set') {
        f.step = 'confirm';
        t.ask(`Should I move it to ${apptAt(t, a, fromIso(t, f.start!))}?`);
      }
      if (r !== 'none') return;
    }
    t.ask(`I see your ${apptName(a)} ${apptWhen(t, a)}. What day and time would you like instead?`);
  }
}

/**
 * "Can we do Friday instead of Saturday", "move it from Saturday to Friday": a weekday said together with the
 * appointment's own weekday is that day of the appointment's week (the nearest one to it, never a day gone by), not
 * the next one from today.
 */
function nearAppointment(pending: When | null, said: string, startAt: DateTime, now: DateTime): When | null {
  const today = now.toISODate()!;
  if (!pending?.date) return pending;
  const n = normalize(said);
  const own = startAt.toFormat('cccc').toLowerCase();
  const day = DateTime.fromISO(pending.date, { zone: startAt.zone });
  const named = day.toFormat('cccc').toLowerCase();
  // "Thursday the thirty first": a date that the words still give without any weekday (a day of the month, a month
  // and day) is that date, whatever week it is in.
  const dated = parseWhen(n.replace(/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/g, ' '), now);
  if (dated?.date === pending.date) return pending;
  if (named === own || !new RegExp(`\\b${own}\\b`).test(n) || !new RegExp(`\\b${named}\\b`).test(n) || new RegExp(`\\b(?:next|this|coming|following) (?:week|${named})\\b`).test(n)) return pending;
  const ahead = (day.weekday - startAt.weekday + 7) % 7;
  const near = ahead <= 3 ? startAt.plus({ days: ahead }) : startAt.minus({ days: 7 - ahead });
  return near.toISODate()! < today ? pending : { ...pending, date: near.toISODate()! };
}

function appointmentOf(t: Turn, f: ManageFlow): AppointmentSnapshot | undefined {
  return callerAppointmentById(t, f, f.appointment);
}

export function handleManage(t: Turn, f: ManageFlow): boolean {
  const n = normalize(t.text);
  if (f.step === 'lookup') {
    const phone = parsePhone(t.text, t.p.country);
    if (!phone) return false;
    f.phone = phone;
    const mine = callerAppointments(t, phone);
    if (!mine.length) {
      t.tell("I'm sorry, I couldn't find an upcoming appointment under that number either.");
      t.endFlow();
      offerMessage(t);
      return true;
    }
    chooseAppointment(t, f, mine);
    return true;
  }
  if (f.step === 'which') {
    const choices = (f.choices ?? []).map((id) => callerAppointmentById(t, f, id)).filter((a): a is AppointmentSnapshot => !!a);
    const idx = /\b(first|1st|earliest|next)\b/.test(n) ? 0 : /\b(second|2nd)\b/.test(n) ? 1 : /\b(third|3rd)\b/.test(n) ? 2 : /\blast\b/.test(n) ? choices.length - 1 : -1;
    let chosen = idx >= 0 ? choices[idx] : undefined;
    if (!chosen) {
      const when = parseWhen(t.text, t.p.now);
      if (when?.date) {
        const onDay = choices.filter((a) => DateTime.fromISO(a.starts_at).setZone(t.p.zone).toISODate() === when.date);
        if (onDay.length === 1) chosen = onDay[0];
      }
    }
    if (!chosen) {
      const byName = choices.filter((a) => a.business_item?.name && n.includes(normalize(a.business_item.name)));
      if (byName.length === 1) chosen = byName[0];
    }
    if (!chosen) return false;
    selectAppointment(t, f, chosen);
    return true;
  }
  const appt = appointmentOf(t, f);
  if (!appt) {
    t.tell("I'm sorry, I can't find that appointment any more.");
    t.anythingElse();
    return true;
  }
  if (f.kind === 'cancel' && f.step === 'confirm') {
    const yn = yesNo(t.text);
    if (yn === 'yes') {
      t.effects.push({ type: 'cancel_appointment', key: t.key('cancel_appointment'), appointment_id: appt.id });
      t.s.outcome = 'served';
      t.intent = 'CancelAppointment';
      t.tell(`Done. Your ${apptName(appt)} ${apptWhen(t, appt)} is cancelled.`);
      t.anythingElse();
      return true;
    }
    if (yn === 'no') {
      t.tell("Okay, I won't cancel it.");
      t.anythingElse();
      return true;
    }
    return false;
  }
  // Moving.
  const minutes = apptMinutes(appt);
  const item = appt.business_item_id ? t.p.catalog.byId(appt.business_item_id) ?? null : null;
  const shifted = relativeShift(t.text, DateTime.fromISO(appt.starts_at).setZone(t.p.zone));
  if ((f.step === 'time' || f.step === 'pick') && shifted !== null) {
    const target = DateTime.fromISO(appt.starts_at).setZone(t.p.zone).plus({ minutes: shifted });
    const r = considerWhen(t, f, { date: target.toISODate()!, time: { hour: target.hour, minute: target.minute, meridiem: true } }, minutes, item, appt.id);
    if (r === 'set') {
      f.step = 'confirm';
      t.ask(`So I'll move your ${apptName(appt)} from ${apptAt(t, appt, apptStart(t, appt))} to ${apptAt(t, appt, fromIso(t, f.start!))}. Is that right?`);
    }
    return true;
  }
  if (f.step === 'time' || f.step === 'pick') {
    const r = f.step === 'pick' ? pickOffered(t, f, minutes, item, appt.id) : considerWhen(t, f, parseWhen(t.text, t.p.now), minutes, item, appt.id);
    if (r === 'none') return false;
    if (r === 'set') {
      f.step = 'confirm';
      t.ask(`So I'll move your ${apptName(appt)} from ${apptAt(t, appt, apptStart(t, appt))} to ${apptAt(t, appt, fromIso(t, f.start!))}. Is that right?`);
    }
    return true;
  }
  if (f.step === 'confirm') {
    const when = parseWhen(t.text, t.p.now);
    // "Yep, four thirty today": a yes that repeats the time read back is a yes, not a new time.
    const proposed = fromIso(t, f.start!);
    // ("Yes, Friday at six" to a read-back of the Friday of the appointment's week: the weekday read back.)
    // (A day of the month said, "yes, sunday the twenty first", is that date, not the weekday read back.)
    const sameDay = !when?.date || when.date === proposed.toISODate() || (dayOf(t, when.date).weekday === proposed.weekday && !/\b(next|week|weeks)\b/.test(normalize(t.text)) && !DAY_OF_MONTH.test(normalize(t.text)));
    const repeats = yesNo(t.text) === 'yes' && !!when && sameDay && (!when.time || restatesClock(t, proposed.startOf('day'), when.time, proposed));
    if (when && (when.date || when.time || when.part) && !repeats) {
      const r = considerWhen(t, f, when, minutes, item, appt.id);
      if (r === 'set') t.ask(`So I'll move your ${apptName(appt)} to ${apptAt(t, appt, fromIso(t, f.start!))}. Is that right?`);
      if (r !== 'none') return true;
    }
    const yn = yesNo(t.text);
    if (yn === 'yes') {
      const start = fromIso(t, f.start!);
      const problem = t.p.availability.check(start, minutes, appt.id);
      if (problem) {
        t.tell(problem === 'taken' ? `I'm sorry, ${apptAt(t, appt, start)} was just taken.` : explain(t, problem, start, minutes, item));
        presentOffers(t, f, t.p.availability.nearest(start, minutes, 3, appt.id), () => noTimes(t));
        return true;
      }
      t.effects.push({ type: 'move_appointment', key: t.key('move_appointment'), appointment_id: appt.id, appointment_datetime: iso(start), duration_minutes: minutes });
      t.s.outcome = 'served';
      t.intent = 'RescheduleAppointment';
      t.tell(`Done. Your ${apptName(appt)} is now ${apptAt(t, appt, start)}.`);
      t.anythingElse();
      return true;
    }
    if (yn === 'no') {
      delete f.start;
      f.step = 'time';
      t.ask('What day and time would you like instead?');
      return true;
    }
    return false;
  }
  return false;
}

// --- free times asked for ("anything open Saturday?", "next available for a men's cut") -------------------

const HOUR_WORDS: Record<string, number> = { noon: 12, midday: 12, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/** "after 4", "before noon", "between noon and two": a window of the day in minutes, when the caller gave one. */
function windowOf(t: Turn, text: string): { from?: number; to?: number } {
  const n = normalize(text);
  const hour = (w: string) => {
    const h = /^\d{1,2}$/.test(w) ? Number(w) : HOUR_WORDS[w];
    if (h === undefined) return undefined;
    // "after 4" at a business open by day means 4 PM.
    return (h < 8 ? h + 12 : h) * 60;
  };
  const between = /\bbetween (\w+)(?: (?:am|pm))? and (\w+)\b/.exec(n);
  if (between) return { from: hour(between[1]), to: hour(between[2]) };
  const after = /\b(?:after|anytime after|any time after|later than) (\w+)\b/.exec(n);
  const before = /\b(?:before|earlier than|by) (\w+)\b/.exec(n);
  const out: { from?: number; to?: number } = {};
  if (after) out.from = hour(after[1]);
  if (before) out.to = hour(before[1]);
  return out;
}

/**
 * The nearest two or three free times that match the caller's words (a service, a day, a part of the day, a
 * window), offered to pick from; the booking goes on from the pick. Nothing is booked yet.
 */
export function offerFreeTimes(t: Turn, text: string, itemId?: string): void {
  const { catalog, availability: av, now } = t.p;
  // (The service may be chosen for the caller: an urgent call's own urgent service.)
  const chosen = itemId ? catalog.byId(itemId) : undefined;
  const found = chosen ? { item: chosen } : catalog.isEmpty ? null : catalog.find(text);
  const item = found && 'item' in found && found.item.duration !== null ? found.item : null;
  const f: BookingFlow = { kind: 'booking', step: 'time', ...(item ? { item: item.id } : {}) };
  if (!item && found && 'ambiguous' in found) f.choices = found.ambiguous.map((i) => i.id);
  t.s.flow = f;
  if (!t.p.schedule.hasHours) {
    advanceBooking(t, f);
    return;
  }
  const minutes = minutesOf(item);
  const when = parseWhen(text, now);
  const n = normalize(text);
  const today = now.startOf('day');
  let from = today;
  // "before Christmas", "this week": from today; a named day: that day. ("Tomorrow at seven before work": the day is
  // tomorrow; only a day said after "before" is a deadline.)
  const beforeDay = /\bbefore\b(.*)$/.exec(n);
  const deadline = !!beforeDay && !!parseWhen(beforeDay[1], now)?.date;
  if (when?.date && !deadline) from = dayOf(t, when.date);
  else if (/\bnext week\b/.test(n)) from = today.plus({ weeks: 1 }).startOf('week');
  const window = windowOf(t, text);
  if (when?.time && window.from === undefined && window.to === undefined) {
    const start = clockOnDay(t, from, when.time);
    if (!av.check(start, minutes)) {
      f.start = iso(start);
      f.day = start.toISODate()!;
      t.cite(HOURS_RECORD).tell(`Yes, ${spokenDaySlot(start, now, itemWindow(t.p.b, item?.id))} is free.`);
      f.offered = [iso(start)];
      f.step = 'pick';
      delete f.start;
      t.cite(...itemRecords([item])).ask(item ? `Would you like me to book your ${item.name} then?` : 'Would you like me to book it?');
      return;
    }
    t.tell(`I'm sorry, ${spokenDaySlot(start, now, itemWindow(t.p.b, item?.id))} isn't free.`);
    presentOffers(t, f, av.nearest(start, minutes, 3), () => noTimes(t));
    return;
  }
  let offers: DateTime[] = [];
  for (let i = 0; i <= t.p.horizonDays && offers.length === 0; i++) {
    const day = from.plus({ days: i });
    offers = av
      .freeOn(day, minutes, when?.part)
      .filter((x) => {
        const m = x.hour * 60 + x.minute;
        return (window.from === undefined || m >= window.from) && (window.to === undefined || m + minutes <= window.to);
      });
    // A named day with nothing free: say so, then the next days.
    if (i === 0 && !offers.length && when?.date && !deadline) {
      const label = spokenDay(day, now);
      t.tell(`I'm sorry, I don't have anything free ${label === 'today' || label === 'tomorrow' ? label : `on ${label}`}${when.part ? ` in the ${when.part}` : ''}.`);
    }
  }
  const spread: DateTime[] = [];
  for (const x of offers) {
    if (spread.length >= 3) break;
    if (!spread.length || x.diff(spread[spread.length - 1], 'minutes').minutes >= 60) spread.push(x);
  }
  for (const x of offers) {
    if (spread.length >= 3) break;
    if (!spread.some((y) => y.equals(x))) spread.push(x);
  }
  const sorted = spread.sort((a, b) => a.toMillis() - b.toMillis());
  // The day under discussion, so "two p m" at the pick means that day.
  if (sorted.length) f.day = sorted[0].toISODate()!;
  presentOffers(t, f, sorted, () => noTimes(t));
}

/** "push it back an hour", "thirty minutes earlier": minutes to shift the caller's appointment by, or null. */
export function relativeShift(text: string, from?: DateTime): number | null {
  const n = normalize(text);
  // "The sunday after", "the following week", "the week after": a week on from the appointment (or the first such
  // weekday after it), at its own time; "the sunday after next" is left to the calendar reading.
  const after = /\bthe (?:(monday|tuesday|wednesday|thursday|friday|saturday|sunday|week) after|following (monday|tuesday|wednesday|thursday|friday|saturday|sunday|week))\b(?! (?:next|this|that|my|our|the|\d))/.exec(n);
  if (after) {
    const named = after[1] ?? after[2];
    if (named === 'week') return 7 * 24 * 60;
    if (from) {
      const weekday = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(named) + 1;
      return ((weekday - from.weekday + 7) % 7 || 7) * 24 * 60;
    }
  }
  // "The same time but a week later", "two days later": whole days from the appointment, at its own time.
  const days = /\b(an?|one|two|three|four|five|six) (day|days|week|weeks) (later|earlier|after|before|out|sooner)\b/.exec(n);
  if (days) {
    const count = ({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 } as Record<string, number>)[days[1]];
    const minutes = count * (days[2].startsWith('week') ? 7 : 1) * 24 * 60;
    return ['earlier', 'before', 'sooner'].includes(days[3]) ? -minutes : minutes;
  }
  const m = /\b(an?|one|two|three|half an|\d{1,3}|fifteen|thirty|forty five|twenty|ten) (hour|hours|minutes|min|mins)\b(?: and a half)?(?: (later|earlier|back|forward|up|sooner))?/.exec(n);
  if (!m) return null;
  const dir = m[3] ?? (/\b(back|later|push)\b/.test(n) ? 'later' : /\b(earlier|sooner|up|forward)\b/.test(n) ? 'earlier' : null);
  if (!dir) return null;
  const amount: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, 'half an': 0.5, fifteen: 15, thirty: 30, 'forty five': 45, twenty: 20, ten: 10 };
  let v = amount[m[1]] ?? Number(m[1]);
  if (!Number.isFinite(v)) return null;
  let minutes = m[2].startsWith('hour') ? v * 60 : v;
  if (/and a half/.test(m[0])) minutes += 30;
  return dir === 'later' || dir === 'back' ? minutes : -minutes;
}

/** A slot that the integration could not book after all (lost a race): offer the nearest free times. */
export function slotLost(t: Turn, appointmentDatetime: string, minutes: number, itemId: string | null): void {
  const start = fromIso(t, appointmentDatetime);
  const f: BookingFlow = { kind: 'booking', step: 'pick', item: itemId, day: start.toISODate()! };
  t.s.flow = f;
  delete t.s.offer;
  t.tell(`I'm sorry, ${spokenDaySlot(start, t.p.now, itemWindow(t.p.b, itemId))} was just taken by someone else.`);
  presentOffers(t, f, t.p.availability.nearest(start, minutes), () => noTimes(t));
}
