import { DateTime } from 'luxon';
import type { CatalogItem } from './catalog.js';
import { takesBookings, takesOrders } from './context.js';
import { formatMoney } from './money.js';
import { joinAnd, normalize } from './text.js';
import { HOURS_RECORD, itemRecords, type Turn } from './turn.js';
import { parseWhen, spokenDateTime, spokenDay, spokenTime } from './when.js';
import type { FaqMatch } from './faq.js';
import { EN, itemCovers, verifyItem } from './understanding/index.js';
import { variantsOfOneItem } from './variants.js';
import { splitVariantRecordId } from '../contract/businesses.js';

/** Answers that come straight from the business's data. Nothing here is made up: no data, no claim. */

const LIST_LIMIT = 5;
/** Opening hours as a source of facts (the week's hours records together). */
const HOURS = HOURS_RECORD;

export function priceText(item: CatalogItem): string | null {
  return item.cents && item.cents > 0 ? formatMoney(item.cents, item.currency) : null;
}
/**
 * A price of 0 is the form's default, so it says nothing by itself; an item the owner named free ("Free Phone
 * Screening", "Consultation (free)") at 0 is free.
 */
const FREE_NAMED = /\b(free|no charge|complimentary)\b/i;
const spokenPrice = (item: CatalogItem) => priceText(item) ?? (item.cents === 0 && FREE_NAMED.test(item.name) ? 'free' : null);

/** "Haircut, $30.00 for 45 minutes" */
export function describeItem(item: CatalogItem, withDuration = true): string {
  const price = priceText(item);
  const duration = withDuration && item.duration ? `${item.duration} minutes` : null;
  if (price && duration) return `${item.name}, ${price} for ${duration}`;
  if (price) return `${item.name}, ${price}`;
  if (duration) return `${item.name}, ${duration}`;
  return item.name;
}

export function listItems(t: Turn, limit = LIST_LIMIT, items = t.p.catalog.items): string {
  t.cite(...itemRecords(items.slice(0, limit)));
  const shown = items.slice(0, limit).map((i) => describeItem(i));
  if (items.length > limit) shown.push(`and ${items.length - limit} more`);
  else if (shown.length > 1) shown[shown.length - 1] = `and ${shown[shown.length - 1]}`;
  return shown.join(shown.some((x) => x.includes(',')) ? '; ' : ', ').replace(/, and /, ' and ');
}

export const itemNames = (items: CatalogItem[], conj = 'or') => joinAnd(items.map((i) => i.name), conj);

/**
 * "Which one would you like" for a choice among items: an owner's variants of one item each with its price, so the
 * caller chooses knowing them ("Which one would you like for the Swedish Massage: the 60 min at $80.00 or the 90 min
 * at $110.00?"); other items by name, as before.
 */
export function whichOne(items: CatalogItem[]): string {
  const family = variantsOfOneItem(items);
  if (!family) return `Which one would you like: ${itemNames(items)}?`;
  const each = family.variants.map(({ item, variant }) => `the ${variant}${priceText(item) ? ` at ${priceText(item)}` : ''}`);
  return `Which one would you like for the ${family.name}: ${joinAnd(each, 'or')}?`;
}

export function answerHours(t: Turn): void {
  const { schedule, now } = t.p;
  const n = normalize(t.text);
  if (!schedule.hasHours) {
    t.tell("I'm sorry, I don't have our opening hours on hand.");
    offerMessage(t);
    return;
  }
  const when = parseWhen(t.text, now);
  const asksNow = /\b(now|right now|currently|at the moment|still open|open today|close today|closing today|tonight)\b/.test(n) ||
    (/\b(are you open|is it open|is the store open|are you closed)\b/.test(n) && !when?.date);
  if (when?.date && !when.date.startsWith(now.toISODate()!)) {
    const day = DateTime.fromISO(when.date, { zone: schedule.zone });
    const name = schedule.dayName(day);
    const hours = schedule.describeDay(name);
    const label = spokenDay(day, now) === 'tomorrow' ? 'Tomorrow' : `On ${cap(name)}`;
    t.state(hours ? `${label} we're open from ${hours}.` : `${label} we're closed.`, HOURS);
    t.anythingElse();
    return;
  }
  const asksToday = !when?.date && /\b(what time|when) (do|will|does) (you|it|the \w+) (close|open)\b|\bhow late\b|\b(closing|opening) time\b|\buntil what time\b/.test(n);
  if (asksToday && !asksNow) {
    const open = schedule.shiftAt(now);
    const next = schedule.nextOpening(now);
    if (open) t.state(`Today we're open until ${spokenTime(open.close)}.`, HOURS);
    else if (next && next.hasSame(now, 'day')) t.state(`Today we open at ${spokenTime(next)}${closeAfter(t, next)}.`, HOURS);
    else t.state(next ? `We're closed right now. We open again ${spokenDateTime(next, now)}.` : "We're closed right now.", HOURS);
    t.anythingElse();
    return;
  }
  if (asksNow || when?.date) {
    const open = schedule.shiftAt(now);
    if (open) {
      t.state(`Yes, we're open right now, until ${spokenTime(open.close)} today.`, HOURS);
    } else {
      const next = schedule.nextOpening(now);
      const todayHours = schedule.describeDay(schedule.dayName(now));
      t.state(
        next
          ? `We're closed right now. We open again ${spokenDateTime(next, now)}.`
          : "We're closed right now.",
        HOURS,
      );
      if (todayHours && /\btoday\b/.test(n)) t.state(`Today's hours are ${todayHours}.`, HOURS);
    }
    t.anythingElse();
    return;
  }
  t.state(`We're open ${schedule.describeWeek()}.`, HOURS);
  t.anythingElse();
}

function closeAfter(t: Turn, opening: DateTime): string {
  const shift = t.p.schedule.shiftAt(opening);
  return shift ? ` and close at ${spokenTime(shift.close)}` : '';
}

export function answerAddress(t: Turn): void {
  const addresses = t.p.b.business_addresses.filter((a) => (a.address_line ?? '').trim());
  if (!addresses.length) {
    if (answerFromFaq(t, t.p.faq.match('where are you located address location', 0.5))) return;
    t.tell("I'm sorry, I don't have our address on hand.");
    offerMessage(t);
    return;
  }
  const text = addresses.map((a) => {
    const cityLine = [a.city, [a.state, a.zip_code].filter(Boolean).join(' ')].filter((x) => x && x.trim()).join(', ');
    return [a.address_line.trim(), cityLine].filter(Boolean).join(', ');
  });
  t.state(
    addresses.length === 1 ? `We're at ${text[0]}.` : `We have ${addresses.length} locations: ${joinAnd(text)}.`,
    ...addresses.map((a, i) => ({ kind: 'address' as const, id: a.id ?? `address-${i + 1}` })),
  );
  t.anythingElse();
}

const STREET_NAMED = EN.streetNamed ? new RegExp(EN.streetNamed, 'g') : null;
const OUR_PLACE = new Set(EN.ourPlace ?? []);
/** Whether the caller names a street, with a thing on it that is not the business's own place, that no address of ours is on. */
export function namesOtherStreet(said: string, addressLines: string[]): boolean {
  if (!STREET_NAMED) return false;
  const ours = addressLines.map((a) => ` ${normalize(a)} `);
  return [...normalize(said).matchAll(STREET_NAMED)].some(([, thing, street]) => {
    if (!thing || OUR_PLACE.has(thing)) return false;
    const words = street.trim().split(' ').filter((w) => w !== 'the');
    // (A name said in two words that the address writes as one, "saw mill road" for Sawmill Rd, is ours.)
    return words.length > 0 && !ours.some((line) => words.every((w) => line.includes(` ${w} `)) || line.replace(/ /g, '').includes(words.join('')));
  });
}

export function answerServices(t: Turn): void {
  const { catalog } = t.p;
  if (catalog.isEmpty) {
    t.tell("I'm sorry, I don't have a list of our services on hand.");
    offerMessage(t);
    return;
  }
  const orders = takesOrders(t.p);
  t.state(`We offer ${listItems(t)}.`, ...t.p.catalog.items.slice(0, LIST_LIMIT).map((i) => ({ kind: 'service' as const, id: i.id })));
  if (orders) t.offer('order', 'Would you like to place an order?');
  else t.offer('booking', 'Would you like to book one of them?');
}

/** A name as a clarifying question says it: without an amount in brackets ("Gift Card ($50)"), as a question states no fact. */
const unpricedName = (item: { name: string }) => item.name.replace(/\s*\(\s*\$\s?\d[\d.,]*\s*\)/g, '').trim() || item.name;
/** Names for "Which one do you mean: A or B?", each without an amount in brackets. */
export const unpricedNames = (items: CatalogItem[], conj = 'or') => joinAnd(items.map(unpricedName), conj);

/**
 * Before an item's fact is spoken: is it the item the caller's words describe? When another item's name explains
 * them as well ("men's cuts" against Women's Haircut), ask which instead (returns false).
 */
const CHARGED_APART = EN.chargedApart ? new RegExp(EN.chargedApart) : null;

export function itemIsMeant(t: Turn, item: CatalogItem): boolean {
  const v = verifyItem(t.text, item, t.p.catalog.items);
  if (v.verdict === 'answer') {
    // A case charged apart that the name does not say ("an EMERGENCY call out" against Service call): the owner's
    // answer about that case, when one speaks of it with an amount, else no price rather than the plain one.
    const apart = CHARGED_APART ? normalize(t.text).match(CHARGED_APART)?.[0] : undefined;
    const apartOfName = !!apart && !CHARGED_APART!.test(normalize(item.name));
    if (apartOfName) {
      // (The one saved answer that names the same case, by its first letters: "emergencies" is "emergency".)
      const sameCase = (q: { question: string; answer: string }) => normalize(`${q.question} ${q.answer}`).match(new RegExp(CHARGED_APART!.source, 'g'))?.some((w) => w.slice(0, 6) === apart.slice(0, 6)) && /\$\s?\d/.test(q.answer);
      const told = t.p.b.business_questions.filter(sameCase);
      if (told.length === 1) {
        t.intent = 'FAQ';
        t.state(told[0].answer, { kind: 'faq', id: told[0].id });
        t.anythingElse();
        return false;
      }
    }
    // The nearest item may be another case of what is asked (another size, length or kind): its fact is not spoken.
    // (Else no price for that case.)
    const other = apartOfName ? 'part' : itemCovers(t.text, item, t.p.catalog.items, EN, (w) => t.p.knowledge.uses(w));
    if (!other) return true;
    t.tell(other === 'part' ? "I'm sorry, I don't have a price for that." : `I'm sorry, I don't have that exact one on our list. The closest is the ${item.name}.`);
    offerMessage(t);
    return false;
  }
  t.intent = 'Clarify';
  t.cite(...itemRecords([item, v.rival])).ask(`Just to check, do you mean the ${unpricedName(item)} or the ${unpricedName(v.rival)}?`);
  return false;
}

export function answerPrice(t: Turn, item: CatalogItem | null): void {
  if (!item) {
    answerServices(t);
    return;
  }
  if (!itemIsMeant(t, item)) return;
  const price = spokenPrice(item);
  t.state(price ? `The ${item.name} is ${price}${item.duration ? ` and takes about ${item.duration} minutes` : ''}.` : `I'm sorry, I don't have a price listed for the ${item.name}.`, { kind: 'service', id: item.id });
  offerNext(t, item);
}

export function answerDuration(t: Turn, item: CatalogItem | null): void {
  if (!item) {
    answerServices(t);
    return;
  }
  if (!itemIsMeant(t, item)) return;
  t.state(item.duration ? `The ${item.name} takes about ${item.duration} minutes.` : `I'm sorry, I don't have a duration listed for the ${item.name}.`, { kind: 'service', id: item.id });
  offerNext(t, item);
}

/**
 * A price or length asked of an owner's item with variants, without saying which ("how much is the pho"): each
 * variant's, the way a receptionist says "it's $11.00 for the small and $14.00 for the large", instead of asking which first.
 * Only for variants of one item that all have the fact asked (false otherwise: the caller is asked which).
 */
export function answerVariants(t: Turn, items: CatalogItem[], asked: 'price' | 'duration'): boolean {
  const family = variantsOfOneItem(items);
  const fact = (i: CatalogItem) => (asked === 'price' ? spokenPrice(i) : i.duration ? `about ${i.duration} minutes` : null);
  if (!family || items.some((i) => !fact(i))) return false;
  const each = family.variants.map(({ item, variant }) => `${fact(item)} for the ${variant}`);
  t.state(`For the ${family.name}, it's ${joinAnd(each)}.`, ...itemRecords(items));
  // (The owner's item, not one variant: a yes is then asked which, a "yes, the large" takes the large.)
  t.s.offer_item = splitVariantRecordId(items[0].id).itemId;
  if (takesOrders(t.p) || items.every((i) => i.product)) t.offer('order', 'Would you like to order one?');
  else t.offer('booking', 'Would you like to book one?');
  return true;
}

function offerNext(t: Turn, item: CatalogItem): void {
  t.s.offer_item = item.id;
  // (A thing sold, a gift card in a salon, is ordered wherever it is sold.)
  if (takesOrders(t.p) || item.product) t.offer('order', 'Would you like to order it?');
  else t.offer('booking', 'Would you like to book it?');
}

export function answerFromFaq(t: Turn, match: FaqMatch | null): boolean {
  if (!match) return false;
  t.intent = 'FAQ';
  t.state(match.entry.answer, { kind: 'faq', id: match.entry.id });
  // "Is the home valuation free?": when the question is about one bookable service (named by the caller and by the
  // owner's question alike), the natural next step is to offer it.
  const bookable = (text: string) => new Set(t.p.catalog.mentions(text).filter((m) => m.item.duration !== null).map((m) => m.item.id));
  const asked = bookable(t.text);
  const about = [...bookable(match.entry.question)].filter((id) => asked.has(id));
  if (!takesOrders(t.p) && about.length === 1 && asked.size === 1) {
    const item = t.p.catalog.byId(about[0])!;
    t.s.offer_item = item.id;
    t.offer('booking', `Would you like to book the ${item.name}?`);
    return true;
  }
  // "Is it safe to get a massage while pregnant?" answered by a record that names one service ("our prenatal massage
  // ..."): a caller asking about getting a kind of service is offered the one the answer is about.
  const inRecord = [...bookable(`${match.entry.question} ${match.entry.answer}`)];
  if (!takesOrders(t.p) && !asked.size && inRecord.length === 1 && /\b(get|getting|have|having|book|booking|come in for)\b/.test(t.text)) {
    const item = t.p.catalog.byId(inRecord[0])!;
    const said = new Set(t.text.toLowerCase().split(/[^a-z]+/));
    if (item.name.toLowerCase().split(/[^a-z]+/).some((w) => w.length > 3 && said.has(w))) {
      t.s.offer_item = item.id;
      t.offer('booking', `Would you like to book the ${item.name}?`);
      return true;
    }
  }
  t.anythingElse();
  return true;
}

export function offerMessage(t: Turn): void {
  t.offer('message', 'Would you like to leave a message so someone from the team can get back to you?');
}

export function help(t: Turn): void {
  const can = ['answer questions about our hours, location and services'];
  if (takesOrders(t.p)) can.push('take your order');
  can.push(...(takesBookings(t.p) ? ['book, move or cancel an appointment'] : []), 'take a message');
  t.tell(`I'm the virtual assistant for ${t.p.name}. I can ${joinAnd(can)}.`);
  t.ask('What would you like to do?');
}

/** The opening hours sentence for a day name, used when explaining why a time cannot be booked. */
export function hoursOnDay(t: Turn, day: DateTime): string | null {
  return t.p.schedule.describeDay(t.p.schedule.dayName(day));
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
