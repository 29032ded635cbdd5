import { DateTime } from 'luxon';
import { listItems, offerMessage } from './answers.js';
import { byEverydaySize, byNumberSaid, spreadCount, type CatalogItem, type Mention } from './catalog.js';
import { formatPhone } from '../contract/phone.js';
import { lastDigits } from './extract.js';
import { formatMoney } from './money.js';
import { centsToDecimal } from '../contract/cents.js';
import { yesNo } from './nlu.js';
import { atMinutes } from './schedule.js';
import { joinAnd, normalize, quantityAt, stem, words } from './text.js';
import { EN } from './understanding/index.js';
import type { OrderFlow, OrderLine } from './types.js';
import { isVariantRecord, variantsOfOneItem } from './variants.js';
import { splitVariantRecordId } from '../contract/businesses.js';
import { askDetails, fullName, HOURS_RECORD, isDetailStep, itemRecords, takeDetail, type Turn } from './turn.js';
import { parseWhen, spokenDateTime, spokenDay, spokenTime, type When } from './when.js';

/**
 * Orders for pickup or delivery: items and quantities from the catalog, the fulfilment time (inside opening
 * hours), the caller's name and number, notes, then a read-back with the total in integer cents.
 */

/** Size words of a menu item's name ("Medium Pepperoni Pizza"), from the locale. */
const SIZES = new Set(EN.sizes.map(stem));

const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true })!;

export function startOrder(t: Turn, text: string, itemId?: string): void {
  if (t.p.catalog.isEmpty) {
    t.tell(`I'm sorry, I can't take orders for ${t.p.name} by phone right now.`);
    offerMessage(t);
    return;
  }
  const f: OrderFlow = { kind: 'order', step: 'items', lines: [] };
  t.s.flow = f;
  const item = itemId ? t.p.catalog.byId(itemId) : undefined;
  // "Yes" to "Would you like to order one?" after an item's variants were priced: the one named now, else asked which.
  const family = itemId && !item ? t.p.catalog.items.filter((i) => isVariantRecord(i.id) && splitVariantRecordId(i.id).itemId === itemId) : [];
  if (family.length) {
    const named = t.p.catalog.within(new Set(family.map((i) => i.id))).mentions(text);
    const chosen = named.length === 1 ? named[0].item : sizeReplied(t, family);
    if (!chosen) {
      readMode(f, text);
      askWhich(t, f, { items: family, quantity: quantitySaid(text), said: variantsOfOneItem(family)?.name ?? 'item' });
      return;
    }
    return startOrder(t, text, chosen.id);
  }
  const added = item ? addLines(f, [{ item, quantity: quantitySaid(text) }]) : addFromText(t, f, text);
  readMode(f, text);
  // "A coffee traveler for a meeting tomorrow at eight": the day said with the items is the day of the order, so
  // "eight am" asked for later is tomorrow's, not a time already passed today.
  const day = parseWhen(text, t.p.now)?.date;
  if (day && day > t.p.now.toISODate()!) f.day = day;
  if (added) {
    t.tell(`Got it: ${linesText(t, f)}.`);
    f.step = 'more';
    if (!item && offerNear(t, f, text)) return;
    t.ask('Anything else?');
    return;
  }
  if (offerNear(t, f, text)) return;
  if (notOnMenu(t, text)) return;
  advanceOrder(t, f);
}

/**
 * How many of the item just offered the caller takes ("sure, I'll grab two", "a couple of those"): the first count
 * said that is not a clock time ("two for pickup at six"); one when none is said.
 */
export function quantitySaid(text: string): number {
  const ws = words(normalize(text));
  for (let i = 0; i < ws.length; i++) {
    const q = quantityAt(ws, i);
    if (!q || q.value < 2 || q.value > 99) continue;
    const before = ws[i - 1] ?? '';
    const after = ws[i + q.length] ?? '';
    if (/^(at|by|around|after|before|until|till|about)$/.test(before) || /^(am|pm|o|oclock|thirty|fifteen|forty|minutes?|hours?|days?|weeks?|people|persons?)$/.test(after)) continue;
    return q.value;
  }
  return 1;
}

/**
 * Words that name an item only with a word the business does not use ("one of those neck pillows"): never added
 * silently, the nearest one or two items are offered by name ("For the neck pillows, we have the Cervical Support
 * Pillow. Would you like to order it?"). In an order, things sold come before services of the same name.
 */
function offerNear(t: Turn, f: OrderFlow, text: string): boolean {
  if (askSize(t, f, text)) return true;
  // Two of them in one breath ("a neck pillow and one of those back belts"): each is offered in turn, the next once
  // the caller has answered the first.
  const offers = t.p.catalog.nearMisses(text).flatMap((near) => {
    const sold = near.items.filter((i) => i.duration === null);
    const items = sold.length ? sold : near.items;
    return items.some((i) => f.lines.some(([id]) => id === i.id)) ? [] : [{ ids: items.map((i) => i.id), quantity: near.quantity, said: near.said }];
  });
  return offerNext(t, f, offers);
}

/** Offers the first of `offers` (items for the caller's words that name none of them); the rest wait their turn. */
function offerNext(t: Turn, f: OrderFlow, offers: NonNullable<OrderFlow['near']>['later']): boolean {
  const [first, ...later] = offers ?? [];
  const items = (first?.ids ?? []).map((id) => t.p.catalog.byId(id)).filter((i): i is CatalogItem => !!i);
  if (!first || !items.length) return false;
  f.near = { ids: first.ids, quantity: first.quantity, ...(later.length ? { later } : {}) };
  if (f.step === 'items') f.step = 'more';
  t.cite(...itemRecords(items)).ask(
    items.length === 1
      ? `For the ${first.said}, we have the ${items[0].name}. Would you like to order ${first.quantity === 1 ? 'it' : `${first.quantity} of them`}?`
      : `For the ${first.said}, we have the ${joinAnd(items.map((i) => i.name), 'or the')}. Which one would you like?`,
  );
  return true;
}

/**
 * An item said without the size that tells its family apart ("a latte" where there is a small and a large one): asked
 * which, never dropped or guessed ("Which size would you like for the latte: the small (12 oz) or the large (16 oz)?").
 */
function askSize(t: Turn, f: OrderFlow, text: string): boolean {
  const open = t.p.catalog.undecided(text).find((u) => !u.items.some((i) => f.lines.some(([id]) => id === i.id)));
  if (!open) return false;
  askWhich(t, f, open);
  return true;
}

/** Asks which of one family of items (sizes, or an owner's variants) the caller wants, and waits for it (`f.near`). */
function askWhich(t: Turn, f: OrderFlow, open: { items: CatalogItem[]; quantity: number; said: string }): void {
  f.near = { ids: open.items.map((i) => i.id), quantity: open.quantity };
  if (f.step === 'items') f.step = 'more';
  const sizes = open.items.map((i) => sizeOf(i));
  // An owner's variants are offered with their prices, so the caller chooses knowing them (variants.ts).
  const priced = (i: CatalogItem, size: string) => (isVariantRecord(i.id) && i.cents !== null ? `${size} at ${formatMoney(i.cents, i.currency)}` : size);
  t.cite(...itemRecords(open.items)).ask(
    sizes.every(Boolean) && new Set(sizes).size === sizes.length
      ? `Which ${sizes.every((z) => words(normalize(z!)).some((w) => SIZES.has(stem(w)))) ? 'size' : 'one'} would you like for the ${open.said}: ${joinAnd(sizes.map((z, n) => `the ${priced(open.items[n], z!)}`), 'or')}?`
      : `For the ${open.said}, we have the ${joinAnd(open.items.map((i) => i.name), 'or the')}. Which one would you like?`,
  );
}

/**
 * What tells an item from its siblings in its name: the part after the comma or dash ("Latte, small (12 oz)"), or
 * what its closing brackets hold ("Latte (small, 12 oz)" -> "small (12 oz)"), if any.
 */
function sizeOf(i: CatalogItem): string | null {
  const after = /(?:,|\s-)\s*([^,]+)$/.exec(i.name)?.[1]?.trim();
  const balanced = (text: string) => (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;
  if (after && balanced(after)) return after;
  const bracket = /\(([^()]+)\)\s*$/.exec(i.name)?.[1];
  const [head, ...rest] = (bracket ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return head ? (rest.length ? `${head} (${rest.join(', ')})` : head) : null;
}

/** The one of `items` a reply names by its size word ("the large", "large please") or its measure ("the 16 ounce"). */
function sizeReplied(t: Turn, items: CatalogItem[]): CatalogItem | null {
  const said = new Set(words(normalize(t.text)).map(stem).filter((w) => SIZES.has(w)));
  // (All the name's words: a size in brackets, "Latte (large, 16 oz)", is not in its core.)
  const fits = said.size ? items.filter((i) => i.tokens.some((w) => said.has(w))) : [];
  const ws = words(normalize(t.text));
  if (fits.length === 1) return fits[0];
  // ("The big one" of counts, "the twenty" of "- 20 count", "the first one" of the ones just listed.)
  return t.p.catalog.byAmount(t.text, items, false) ?? byEverydaySize(ws, items) ?? byNumberSaid(ws, items) ?? byPlace(ws, items);
}

/** "One of each", "two of each", "both" (of two, "all of them" of more): how many of each, or 'both' for the count asked. */
function eachOf(text: string, offered: number): number | 'both' | null {
  const ws = words(normalize(text));
  const at = ws.findIndex((w, i) => w === 'of' && ws[i + 1] === 'each');
  if (at > 0) {
    const q = ws[at - 1] === 'one' || ws[at - 1] === 'a' ? { value: 1 } : quantityAt(ws, at - 1) ?? quantityAt(ws, at - 2);
    return q && q.value <= 20 ? q.value : null;
  }
  const n = ws.join(' ');
  if (offered === 2 && /\bboth\b/.test(n) && !/\b(not|neither|no)\b/.test(n)) return 'both';
  if (offered > 2 && /\ball of them\b|\ball (three|four|five)\b/.test(n) && !/\b(not|none)\b/.test(n)) return 'both';
  return null;
}

const PLACES: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4 };

/**
 * "The first one", "the last one", "the second": the item at that place in the list just read to the caller, in a
 * short reply (a longer one says something else).
 */
function byPlace(ws: string[], items: CatalogItem[]): CatalogItem | null {
  if (ws.length > 6 || items.length < 2) return null;
  const at = ws.findIndex((w, i) => (w in PLACES || w === 'last') && ws[i - 1] === 'the');
  if (at < 0) return null;
  const k = ws[at] === 'last' ? items.length - 1 : PLACES[ws[at]];
  return items[k] ?? null;
}

/** The reply to an offer of the nearest items: yes, one of them by name, or no; anything else is read afresh. */
function takeNear(t: Turn, f: OrderFlow): boolean {
  const near = f.near;
  if (!near) return false;
  delete f.near;
  // (What else the caller named in the same breath as what was offered is offered next, not forgotten.)
  const next = () => offerNext(t, f, near.later) || t.ask('Anything else?');
  const among = near.ids.map((id) => t.p.catalog.byId(id)).filter((i): i is CatalogItem => !!i);
  const named = t.p.catalog.within(new Set(near.ids)).mentions(t.text);
  // "One of each", "both" to a question that listed several: every one of them, that many each.
  const each = named.length ? null : eachOf(t.text, among.length);
  if (each) {
    addLines(f, among.map((item) => ({ item, quantity: each === 'both' ? near.quantity : each })));
    t.tell(`Got it: ${linesText(t, f)}.`);
    next();
    return true;
  }
  const sized = named.length === 1 ? null : sizeReplied(t, among);
  if (sized) {
    const counted = named.find((m) => m.counted) ?? t.p.catalog.within(new Set([sized.id])).mentions(t.text).find((m) => m.counted);
    // What else the reply names ("the large one with oat milk") is ordered with it, never dropped.
    const others = t.p.catalog.mentions(t.text).filter((m) => !near.ids.includes(m.item.id));
    addLines(f, [{ item: sized, quantity: counted ? counted.quantity : near.quantity }, ...others.map((m) => ({ item: m.item, quantity: m.quantity }))]);
    t.tell(`Got it: ${linesText(t, f)}.`);
    if (!offerNear(t, f, t.text)) next();
    return true;
  }
  const yn = yesNo(t.text);
  const chosen = named.length === 1 ? named[0] : yn === 'yes' && near.ids.length === 1 && !t.p.catalog.mentions(t.text).length ? null : undefined;
  if (chosen === undefined) {
    // "Pickup" to "Which size would you like for the hummus?": the caller answered what comes next; that is taken and
    // the question asked once more, so the item is not dropped unheard (a second reply of another kind moves on).
    const asked = t.s.prompt;
    if (!near.again && yn === null && near.ids.length >= 2 && asked && !t.p.catalog.mentions(t.text).length && modeOf(t.text)) {
      readMode(f, t.text);
      f.near = { ...near, again: true };
      t.tell(`Got it, ${f.mode}.`);
      t.ask(asked);
      return true;
    }
    if (yn !== 'no' || t.p.catalog.mentions(t.text).length) return false;
    if (near.later?.length) t.tell('Okay.');
    if (!offerNext(t, f, near.later)) t.ask('Okay. Anything else?');
    return true;
  }
  const item = chosen ? chosen.item : t.p.catalog.byId(near.ids[0]);
  if (!item) return false;
  addLines(f, [{ item, quantity: chosen?.counted ? chosen.quantity : near.quantity }]);
  t.tell(`Got it: ${linesText(t, f)}.`);
  next();
  return true;
}

/** Something asked for that is not on the menu: say so and name the nearest items (never "what would you like?" alone). */
function notOnMenu(t: Turn, text: string, firstItems = true): boolean {
  let near = t.p.catalog.nearest(text);
  // Words that name nothing close: the first items of the menu, so the caller hears what there is.
  if (!near.length && firstItems && t.p.catalog.unknownWords(text).length) near = t.p.catalog.items.slice(0, 3);
  if (!near.length) return false;
  t.tell("Sorry, I couldn't find that on our menu.");
  t.cite(...itemRecords(near)).ask(`We have ${joinAnd(near.map((i) => i.name), 'or')}${t.p.catalog.items.length > near.length ? ', among others' : ''}. What would you like?`);
  return true;
}

/**
 * "Do you have croissants?" asked mid-order about a thing that is not on the menu but sounds like items that are:
 * no, and those items by name (the order's own question is asked again after). False when nothing on the menu is
 * close, so a question about something else ("do you have wifi") is never answered with the menu.
 */
export function notCarried(t: Turn, text: string): boolean {
  const near = t.p.catalog.nearest(text);
  if (!near.length || t.p.catalog.mentions(text).length) return false;
  t.cite(...itemRecords(near)).tell(`Sorry, I couldn't find that on our menu. We have ${joinAnd(near.map((i) => i.name), 'and')}.`);
  return true;
}

function addLines(f: OrderFlow, adds: Array<{ item: CatalogItem; quantity: number }>): boolean {
  for (const { item, quantity } of adds) {
    const line = f.lines.find(([id]) => id === item.id);
    if (line) line[1] = Math.min(99, line[1] + quantity);
    else f.lines.push([item.id, Math.min(99, quantity)]);
  }
  return adds.length > 0;
}

/**
 * The items of one breath, with the caller's own corrections in it applied ("a dozen roses, actually two dozen not
 * one", "a medium bouquet, you know what, make it the small one and add a balloon", "corsages and boutonnieres, three
 * of each").
 */
function addFromText(t: Turn, f: OrderFlow, text: string): boolean {
  const n = normalize(repairsBetweenCommas(t, text));
  let cue = CORRECTION.exec(n);
  // "A muffin, actually no a scone, hmm no go back to the muffin": the caller came back to an item named before the
  // repair, after another; the whole breath is read at once (the catalog keeps the item chosen last).
  if (cue && cue.index > 0) {
    const before = new Set(t.p.catalog.mentions(n.slice(0, cue.index)).map((m) => m.item.id));
    const after = t.p.catalog.mentions(n.slice(cue.index)).map((m) => m.item.id);
    if (after.some((id, i) => before.has(id) && after.slice(0, i).some((o) => !before.has(o)))) cue = null;
  }
  // "A pho, make that a big one": a repair that only says the size of the item named before it settles that item;
  // the whole breath is read at once (the catalog takes the size said after the repair).
  if (cue && cue.index > 0 && !t.p.catalog.mentions(n.slice(cue.index)).length && t.p.catalog.undecided(n.slice(0, cue.index)).length && !t.p.catalog.undecided(n).length) cue = null;
  // ("Pita chips instead of the wrap": what follows "instead of" is set aside, no repair of what was named before.)
  if (cue && cue[0] === 'instead' && /^instead of\b/.test(n.slice(cue.index))) cue = null;
  const head = cue && cue.index > 0 ? n.slice(0, cue.index) : n;
  const mentions = t.p.catalog.mentions(head).filter((m) => !notOrdered(words(head), m));
  const each = EACH.exec(head);
  const count = each ? quantityAt(words(each[1]), 0)?.value : undefined;
  // "And extra cheese on both": an add-on said over the items ordered in an earlier breath (the line of the most,
  // as add-ons go on fewer of them).
  const last = f.lines.reduce<[string, number] | undefined>((a, l) => (!a || l[1] >= a[1] ? l : a), undefined);
  const ws = words(head);
  const over = (m: Mention) => ((!m.counted || m.quantity === 1) && last && !mentions.some((o) => o.counted && o.start < m.start) ? spreadCount(ws.slice(m.end, mentions.find((o) => o.start >= m.end)?.start), last[1]) : null);
  const added = addLines(f, mentions.map((m) => ({ item: m.item, quantity: count && !m.counted ? count : over(m) ?? m.quantity })));
  keepOptions(f, ws, mentions);
  if (!added || head === n) return added;
  const tail = n.slice(cue!.index);
  const before = t.parts.length;
  const first = t.p.catalog.mentions(tail)[0];
  const lastNamed = mentions[mentions.length - 1];
  // "Four yards of topsoil, actually make it five, and ...": a bare number right after the repair is the new
  // quantity of the item named last before it.
  const recount = repairedCount(words(tail).slice(0, first?.start));
  const lastLine = lastNamed && f.lines.find(([id]) => id === lastNamed.item.id);
  if (recount && lastLine) lastLine[1] = recount;
  // "A burrito combo, actually no, make it two taco combos instead": a new item said first after the repair takes
  // the place of the last one named before it.
  if (first && lastNamed && first.item.id !== lastNamed.item.id && !f.lines.some(([id]) => id === first.item.id) && !/\b(and|add|also|plus|with|too)\b/.test(words(tail).slice(0, first.start).join(' '))) {
    f.lines = f.lines.filter(([id]) => id !== lastNamed.item.id);
    // (The new item is ordered in the replaced one's place, as many as it was unless a count is said: "a shrimp pad
    // thai, actually make it chicken, and a mango rice" keeps a pad thai though the mango rice is counted.)
    addLines(f, [{ item: first.item, quantity: first.counted ? first.quantity : lastLine?.[1] ?? 1 }]);
  }
  if (!editLines(t, f, tail)) {
    const more = t.p.catalog.mentions(tail).filter((m) => !f.lines.some(([id]) => id === m.item.id));
    addLines(f, more.map((m) => ({ item: m.item, quantity: m.quantity })));
  }
  resize(t, f, tail);
  // What the corrections would have said: the read-back after this breath says it all at once.
  t.parts.length = before;
  return true;
}

/**
 * What the caller asks of an item that is no item of the menu, said right after it ("two wraps, no onions", "a
 * curry thai hot", "wings with the sauce on the side"): kept on that item's line, read back and sent with the order.
 * (A priced add-on is an item of its own, named by the catalog, never an option.)
 */
function keepOptions(f: OrderFlow, ws: string[], mentions: Mention[]): void {
  mentions.forEach((m, k) => {
    const gap = ws.slice(m.end, mentions[k + 1]?.start ?? ws.length);
    const said = optionsSaid(gap);
    if (!said.length) return;
    const had = f.options?.[m.item.id] ?? [];
    f.options = { ...f.options, [m.item.id]: [...new Set([...had, ...said])].slice(0, 6) };
  });
}

/** Words that never make an option: the small words of a sentence, the order's own words, a repair. */
const NOT_AN_OPTION = new Set(
  'a an the and or but for to of on in at with me my it its that this them they you i we please thanks thank wait actually sorry make just also too then pickup delivery deliver pick up order get one two three four five six seven eight nine ten each both more less much some any all way like want need have gonna lemme let large small big little regular rush hurry problem worries'.split(' '),
);
const SPICE = /^(?:extra spicy|extra hot|thai hot|not spicy|medium spicy|medium hot|mild|spicy|hot)\b/;
const OPTION_CUE = /^(?:no|without|extra|hold the|easy on the|light on the|light|add)$/;

/** The options said in the words between one item and the next ("no onions extra tahini", "medium spicy"). */
function optionsSaid(gap: string[]): string[] {
  const out: string[] = [];
  const content = (w: string | undefined) => !!w && /^[a-z]{3,}$/.test(w) && !NOT_AN_OPTION.has(w);
  for (let i = 0; i < gap.length; i++) {
    const spice = SPICE.exec(gap.slice(i, i + 2).join(' '));
    if (spice) {
      out.push(spice[0]);
      i += words(spice[0]).length - 1;
      continue;
    }
    const cueLength = [3, 2, 1].find((n) => OPTION_CUE.test(gap.slice(i, i + n).join(' ')));
    if (cueLength && content(gap[i + cueLength])) {
      const end = i + cueLength + (content(gap[i + cueLength + 1]) && gap[i + cueLength + 2] !== 'on' ? 2 : 1);
      out.push(gap.slice(i, end).join(' '));
      i = end - 1;
      continue;
    }
    if (gap[i] === 'on' && gap[i + 1] === 'the' && gap[i + 2] === 'side') {
      const from = content(gap[i - 2]) && content(gap[i - 1]) ? i - 2 : content(gap[i - 1]) ? i - 1 : i;
      if (from < i) out.push(`${gap.slice(from, i).join(' ')} on the side`);
      i += 2;
    }
  }
  return out;
}

/** "Three of each", "two each": the quantity of every item named without its own. */
const EACH = /\b(\d{1,2}|a couple|two|three|four|five|six|seven|eight|nine|ten|twelve) (of each|each|of them each|apiece)\b/;

/** A repair that gives a number alone ("make it five", "actually three", "no wait, two of them"). */
const REPAIR_NUMBER = new RegExp(`^(?:\\w+ ){0,3}?${EN.repair}( no)? (?:\\w+ )?(?:\\w+)( of (?:them|those|these|it))?( (?:and|plus|also|with|too)\\b.*)?$`);

/** The number of a repair that gives a number alone; an article ("make it a large") is not one. */
function repairedCount(ws: string[]): number | null {
  if (!REPAIR_NUMBER.test(ws.join(' '))) return null;
  return ws.map((_, i) => quantityAt(ws, i)).find((q) => q !== null && q.value > 1 && q.value <= 99)?.value ?? null;
}

/** A "no" said between commas, or before "sorry", in the middle of a breath: a repair, not "without". */
const NO_BETWEEN_COMMAS = /(\w+),\s*no\s*(?:,|sorry\b,?)\s*(\w+)/gi;

/**
 * "A turkey club, no, the chips": the caller's "no" set between commas takes back the item said before it, as
 * "actually" does; "no pickles" said without the commas is still left off the item. The commas are only in the words
 * as said (`Turn.raw`), so the "no" between the same two words of the text read is the one changed.
 */
function repairsBetweenCommas(t: Turn, text: string): string {
  if (text !== t.text || t.raw === t.text) return text;
  let out = text;
  for (const [, before, after] of t.raw.matchAll(NO_BETWEEN_COMMAS)) {
    out = out.replace(new RegExp(`\\b(${before.toLowerCase()}) no (?:sorry )?(?=${after.toLowerCase()}\\b)`), '$1 actually ');
  }
  return out;
}
/** Words that replace what was said before ("make that three", "no wait, two", "actually a medium"). */
const CORRECTION = /\b(make (that|it|those|them)|change (that|it|those|them) to|instead|actually|i mean|i meant|wait)\b/;
/** Words that take something off the order. */
const REMOVAL = /\b(remove|take off|take away|without|no more|drop|cancel|delete|do not want|scratch)\b/;

/**
 * The items the caller means in an edit. Words that fit several menu items equally ("three pepperonis" for the Medium
 * and the Large) mean the one already in the order.
 */
function editMentions(t: Turn, f: OrderFlow, text: string) {
  const all = t.p.catalog.mentions(text);
  if (all.length) return all;
  return f.lines.length ? t.p.catalog.within(new Set(f.lines.map(([id]) => id))).mentions(text) : [];
}

/** "remove the croissant", "no fries", "make that three lattes", "no wait, make it a medium" */
function editLines(t: Turn, f: OrderFlow, text = t.text): boolean {
  const n = normalize(text);
  const correcting = CORRECTION.test(n);
  const mentions = editMentions(t, f, text);
  if (!mentions.length) {
    if (!correcting) return false;
    if (resize(t, f, n)) return true;
    // "Actually make it three" after "two large pepperonis": the item named last, in the new quantity.
    const recount = repairedCount(words(n));
    const last = f.lines[f.lines.length - 1];
    if (!recount || !last) return false;
    last[1] = recount;
    t.tell(`Okay, that's ${linesText(t, f)}.`);
    return true;
  }
  if (exchanged(t, f, n, mentions)) return true;
  if (correcting && mentions.some((m) => m.counted)) {
    for (const m of mentions) {
      if (!m.counted) continue;
      const line = f.lines.find(([id]) => id === m.item.id);
      if (line) line[1] = m.quantity;
      else f.lines.push([m.item.id, m.quantity]);
    }
    t.tell(`Okay, that's ${linesText(t, f)}.`);
    return true;
  }
  if (REMOVAL.test(n) || (/^no\b/.test(n) && !correcting)) {
    const ids = new Set(mentions.map((m) => m.item.id));
    const before = f.lines.length;
    f.lines = f.lines.filter(([id]) => !ids.has(id));
    if (f.lines.length === before) return false;
    t.tell(`Okay, I've taken that off.${f.lines.length ? ` You have ${linesText(t, f)}.` : ''}`);
    return true;
  }
  return false;
}

/** "Make ONE OF THEM a margherita", "change two of those to ...": part of a line becomes another item. */
// (A verb of changing before it: "onions on two of them" puts an add-on on part of a line, it exchanges nothing.)
const PART_OF = /\b(?:make|change|turn|switch|swap|substitute|replace)(?: \w+)? (one|two|three|four|five|six|\d{1,2}) of (?:them|those|these|the\b)/;
/** "SWAP the coke FOR a sprite", "replace the fries with onion rings", "a sprite INSTEAD OF the coke". */
const EXCHANGE = /\b(swap|switch|change|replace|substitute|trade|exchange)\b.*\b(for|with|to|into)\b|\binstead of\b/;

/**
 * An ordered item exchanged for another the caller names: all of its line ("swap the coke for a sprite") or the part
 * counted ("make one of them a margherita" after two pepperonis: one of each). The line given up is the ordered one
 * the caller names, else the one whose name shares the most words with the new item, else the last one big enough.
 */
function exchanged(t: Turn, f: OrderFlow, n: string, mentions: Mention[]): boolean {
  const part = PART_OF.exec(n);
  if (!part && !EXCHANGE.test(n)) return false;
  const ordered = (id: string) => f.lines.some(([lineId]) => lineId === id);
  const fresh = onlyOne(mentions.filter((m) => !ordered(m.item.id)));
  const named = mentions.filter((m) => ordered(m.item.id));
  if (!fresh || named.length > 1) return false;
  const given = part ? quantityAt([part[1]], 0)?.value ?? null : null;
  if (part && !given) return false;
  const big = f.lines.filter(([, q]) => q > (given ?? 0) || (!part && q >= 1));
  const kin = (id: string) => (t.p.catalog.byId(id)?.tokens ?? []).filter((w) => w.length >= 3 && !/^\d+$/.test(w) && fresh.item.tokens.includes(w)).length;
  const most = Math.max(0, ...big.map(([id]) => kin(id)));
  const line = named.length
    ? big.find(([id]) => id === named[0].item.id)
    : (most > 0 ? onlyOne(big.filter(([id]) => kin(id) === most)) : undefined) ?? (part ? big[big.length - 1] : undefined);
  // A plain "swap" with no ordered item named and none like the new one: which line is meant is not known.
  if (!line || (!part && !named.length && most === 0)) return false;
  const moved = given ?? line[1];
  const count = fresh.counted && fresh.quantity > 1 ? fresh.quantity : moved;
  line[1] -= moved;
  const k = f.lines.indexOf(line);
  if (line[1] <= 0) f.lines.splice(k, 1);
  f.lines.splice(line[1] <= 0 ? k : k + 1, 0, [fresh.item.id, Math.min(99, count)]);
  t.tell(`Okay, that's ${linesText(t, f)}.`);
  return true;
}

/**
 * "Actually make it a medium": the ordered item whose name differs from another menu item's only by its size is
 * swapped for that one (the last such line when several could be meant), keeping its quantity.
 */
function resize(t: Turn, f: OrderFlow, n: string): boolean {
  const stems = words(n).map(stem);
  const said = stems.filter((w) => SIZES.has(w));
  const rest = (i: CatalogItem) => (i.core ?? i.tokens).filter((w) => !SIZES.has(w)).join(' ');
  for (let k = f.lines.length - 1; k >= 0; k--) {
    const item = t.p.catalog.byId(f.lines[k][0]);
    if (!item) continue;
    const siblings = t.p.catalog.items.filter((i) => i.id !== item.id && rest(i) === rest(item));
    // A size word ("make it a large"), or a word only one sibling's name has ("Italian Sub (6 inch)" and
    // "(12 inch footlong)": "make it a footlong").
    const size = said.length === 1 ? said[0] : undefined;
    const other = size
      ? (item.core ?? item.tokens).includes(size) ? undefined : siblings.find((i) => (i.core ?? i.tokens).includes(size))
      : onlyOne(siblings.filter((i) => stems.some((w) => w.length >= 4 && i.tokens.includes(w) && !item.tokens.includes(w) && !siblings.some((o) => o !== i && o.tokens.includes(w)))));
    if (!other) continue;
    const existing = f.lines.find(([id]) => id === other.id);
    if (existing) {
      existing[1] = Math.min(99, existing[1] + f.lines[k][1]);
      f.lines.splice(k, 1);
    } else f.lines[k] = [other.id, f.lines[k][1]];
    t.tell(`Okay, that's ${linesText(t, f)}.`);
    return true;
  }
  return false;
}

/**
 * "Yes, four turkey footlongs and two chips" to a read-back of something else: the caller's own account of the order
 * stands over what was heard before, and is read back again (never placed unheard). Names that fit several items
 * ("two meatball") mean the one already in the order. Several items said restate the whole order; one item is added
 * or recounted.
 */
const LEFT_OUT = new RegExp(`\\b(?:${EN.leftOut})(?: (?:the|a|an|any|extra|more))?$`);
const SET_ASIDE = /\b(?:not|without|minus|instead of|rather than|skip)(?: (?:the|a|an|any|extra))?$/;
const ASKED_OF = new RegExp(`\\b(?:${EN.askedOf})$`);
const LEFT_OFF_BEFORE = new RegExp(`\\b${EN.leftOff.before}$`);
const LEFT_OFF_AFTER = new RegExp(`^${EN.leftOff.after}`);

/**
 * A thing named as the subject of a question or a worry ("is there peanut in that", "does the caesar have
 * anchovies", "he's allergic to shrimp") or to be left off ("leave the onions off"): talked about, not ordered.
 */
function notOrdered(ws: string[], m: { start: number; end: number; item?: CatalogItem }): boolean {
  if (fulfilmentSaid(ws, m)) return true;
  const before = ws.slice(Math.max(0, m.start - 8), m.start).join(' ');
  // "Two of the sunscreens, the regular not tinted": a kind set aside right before it is named is not ordered.
  // (Not a bare "no": "a muffin, no a scone" orders the scone.)
  if (SET_ASIDE.test(ws.slice(Math.max(0, m.start - 3), m.start).join(' '))) return true;
  return ASKED_OF.test(before) || (LEFT_OFF_BEFORE.test(before) && LEFT_OFF_AFTER.test(ws.slice(m.end, m.end + 1).join(' ')));
}

/** How an order is taken, said after what is ordered ("for pickup", "to pick up", "and we'll grab it", "for delivery"). */
const FULFILMENT_WORDS = new Set(['pickup', 'pick', 'up', 'delivery', 'deliver', 'delivered', 'carryout', 'takeout', 'collection']);
const FULFILMENT_BEFORE = /\b(?:for|to|as|it|them|is|its|be|will|ll|do|by)$/;

/**
 * "Shirts and a dress for pickup", "a night splint and some socks to pick up": a visit whose name holds the word of how
 * an order is taken (Home Pickup and Delivery Window, Orthotics Pickup and Adjustment) is not ordered when only that
 * word names it, said as how the caller gets the order.
 */
function fulfilmentSaid(ws: string[], m: { start: number; end: number; item?: CatalogItem }): boolean {
  if (!m.item || m.item.duration === null) return false;
  const said = ws.slice(m.start, m.end);
  return said.length > 0 && said.every((w) => FULFILMENT_WORDS.has(w)) && FULFILMENT_BEFORE.test(ws.slice(Math.max(0, m.start - 1), m.start).join(' '));
}

function restated(t: Turn, f: OrderFlow): boolean {
  const ordered = t.p.catalog.within(new Set(f.lines.map(([id]) => id)));
  // "The twenty day pack" to a read-back of the 10-Day Package: words that name another item in full, a number of its
  // name among them, are that item, not twenty of the one ordered.
  const whole = t.p.catalog.mentions(t.text);
  const inOrder = ordered.mentions(t.text).filter((m) => !whole.some((o) => o.item.id !== m.item.id && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start));
  // "The two tubs" for the two tubs ordered: words several lines share name those lines together, nothing new.
  const together = ordered.shared(t.text);
  const taken = (m: { start: number; end: number }) => [...inOrder, ...together].some((o) => o.start < m.end && m.start < o.end);
  // "Yes, the two curries, no peanuts please", "yep, chicken not shrimp": a thing said to be left out is not ordered.
  const ws = words(normalize(t.text));
  const leftOut = (m: { start: number }) => LEFT_OUT.test(ws.slice(Math.max(0, m.start - 3), m.start).join(' '));
  const named = [...inOrder, ...t.p.catalog.mentions(t.text).filter((m) => !taken(m))].filter((m) => !leftOut(m) && !notOrdered(ws, m)).sort((a, b) => a.start - b.start);
  // Several things said restate the whole order: a line they leave out is no longer wanted ("yeah, the two
  // breakfast sandwiches and the coffee" to a read-back that also had a muffin heard by mistake).
  const mentioned = new Set([...named.map((m) => m.item.id), ...together.flatMap((g) => g.items.map((i) => i.id))]);
  const leftOff = named.length + together.length >= 2 && f.lines.some(([id]) => !mentioned.has(id));
  const differs = leftOff || named.some((m) => {
    const line = f.lines.find(([id]) => id === m.item.id);
    return !line || (m.counted && line[1] !== m.quantity);
  });
  if (!named.length || !differs) return false;
  // An item named again without a number keeps the quantity it had ("... and the garlic knots").
  const had = new Map(f.lines);
  if (named.length + together.length >= 2) {
    const kept = f.lines.filter(([id]) => together.some((g) => g.items.some((i) => i.id === id)) && !named.some((m) => m.item.id === id));
    f.lines = [...new Map([...named.map((m) => [m.item.id, Math.min(99, m.counted ? m.quantity : had.get(m.item.id) ?? m.quantity)] as const), ...kept]).entries()];
  }
  else if (had.has(named[0].item.id)) f.lines.find(([id]) => id === named[0].item.id)![1] = Math.min(99, named[0].quantity);
  else addLines(f, [{ item: named[0].item, quantity: named[0].quantity }]);
  t.tell('Okay.');
  return true;
}

/**
 * "Make it the ten visit card" to a read-back of the 5-Visit Card: a correction naming one item not in the order, in
 * full, replaces the ordered line of the same kind (the one whose name shares the most words with it), keeping its
 * quantity unless the caller counts anew. Two lines as close as each other: which one is meant is not known.
 */
function replacedAtReadBack(t: Turn, f: OrderFlow): boolean {
  const whole = t.p.catalog.mentions(t.text);
  const fresh = onlyOne(whole.filter((m) => !f.lines.some(([id]) => id === m.item.id) && !whole.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start)));
  if (!fresh || whole.some((m) => m !== fresh && !(m.start >= fresh.start && m.end <= fresh.end))) return false;
  const kin = (w: string) => w.length >= 3 && !/^\d+$/.test(w);
  const shared = (id: string) => {
    const item = t.p.catalog.byId(id);
    return item ? item.tokens.filter((w) => kin(w) && fresh.item.tokens.includes(w)).length : 0;
  };
  const best = Math.max(0, ...f.lines.map(([id]) => shared(id)));
  const line = best > 0 ? onlyOne(f.lines.filter(([id]) => shared(id) === best)) : undefined;
  if (!line) return false;
  const k = f.lines.indexOf(line);
  f.lines[k] = [fresh.item.id, Math.min(99, fresh.counted ? fresh.quantity : line[1])];
  t.tell('Okay.');
  return true;
}

const onlyOne = <T>(xs: T[]): T | undefined => (xs.length === 1 ? xs[0] : undefined);

function modeOf(text: string): OrderFlow['mode'] {
  const n = normalize(text);
  if (/\b(deliver|delivery|delivered|bring it|send it)\b/.test(n)) return 'delivery';
  if (/\b(pick up|pickup|pick it up|collect|takeout|take out|to go|carry out|come get|come by)\b/.test(n)) return 'pickup';
  return undefined;
}

function readMode(f: OrderFlow, text: string): void {
  const mode = modeOf(text);
  if (mode) f.mode = mode;
}

function advanceOrder(t: Turn, f: OrderFlow): void {
  if (!f.lines.length) {
    f.step = 'items';
    t.ask('What would you like to order?');
    return;
  }
  if (!f.items_done) {
    f.step = 'more';
    t.ask('Anything else?');
    return;
  }
  if (!f.mode) {
    f.step = 'mode';
    t.ask('Is this for pickup or delivery?');
    return;
  }
  if (f.mode === 'delivery' && !f.address) {
    f.step = 'address';
    t.ask("What's the delivery address?");
    return;
  }
  if (!f.when) {
    f.step = 'time';
    const verb = f.mode === 'delivery' ? 'have it delivered' : 'pick it up';
    t.cite(...(t.p.schedule.isOpenAt(t.p.now) ? [] : [HOURS_RECORD])).ask(
      t.p.schedule.isOpenAt(t.p.now)
        ? `When would you like to ${verb}? As soon as possible, or at a particular time?`
        : `We're closed right now. What time would you like to ${verb}?`,
    );
    return;
  }
  if (askDetails(t, f, false)) return;
  if (f.notes === undefined) {
    f.step = 'notes';
    t.ask('Any special instructions for the order?');
    return;
  }
  f.step = 'confirm';
  const total = totals(t, f);
  const whenText = f.when === 'asap' ? 'as soon as possible' : spokenDateTime(DateTime.fromISO(f.when, { zone: t.p.zone }), t.p.now);
  const totalText = total.missing
    ? `The total for the items with a listed price is ${formatMoney(total.cents, total.currency)}.`
    : `The total is ${formatMoney(total.cents, total.currency)}.`;
  t.ask(
    `Here's your order: ${linesText(t, f, true)}. ${totalText} That's for ${f.mode} ${whenText}` +
      `${f.mode === 'delivery' ? ` to ${f.address}` : ''}, under the name ${fullName(t)}. Is that correct?`,
  );
}

function lineItems(t: Turn, f: OrderFlow): Array<{ item: CatalogItem; quantity: number }> {
  return f.lines
    .map(([id, quantity]) => ({ item: t.p.catalog.byId(id)!, quantity }))
    .filter((l) => l.item);
}

/** "2 Lattes and 1 Croissant", with prices when asked: "2 Lattes at $4.50 each". */
export function linesText(t: Turn, f: OrderFlow, prices = false): string {
  t.cite(...itemRecords(lineItems(t, f).map((l) => l.item)));
  return joinAnd(
    lineItems(t, f).map(({ item, quantity }) => {
      const base = `${quantity} ${item.name}${optionsText(f, item.id)}`;
      if (!prices) return base;
      if (!item.cents) return `${base} (no price listed)`;
      const unit = formatMoney(item.cents, item.currency);
      return quantity > 1 ? `${base} at ${unit} each` : `${base} for ${unit}`;
    }),
  );
}

/** A line's options as read back and texted: " (no onions, thai hot)", or nothing. */
function optionsText(f: OrderFlow, id: string): string {
  const options = f.options?.[id];
  return options?.length ? ` (${options.join(', ')})` : '';
}

/** The order's total in integer cents, in the currency of its first priced item. */
function totals(t: Turn, f: OrderFlow): { cents: number; currency: string; missing: boolean } {
  const lines = lineItems(t, f);
  const currency = lines.find((l) => l.item.cents)?.item.currency ?? lines[0]?.item.currency ?? 'USD';
  let cents = 0;
  let missing = false;
  for (const { item, quantity } of lines) {
    if (!item.cents || item.currency !== currency) {
      missing = true;
      continue;
    }
    cents += item.cents * quantity;
  }
  return { cents, currency, missing };
}

/** A pickup or delivery time: in the future and while the business is open. */
function considerTime(t: Turn, f: OrderFlow, when: When | null): boolean {
  if (!when) return false;
  const { now, schedule } = t.p;
  if (when.asap && !when.time && !when.date) {
    if (schedule.isOpenAt(now)) {
      f.when = 'asap';
      return true;
    }
    // Closed: "as soon as possible" is the next opening, said now and read back at the confirmation, where the
    // caller can still change it; asking for a clock time again leaves a caller who has none stuck.
    const next = schedule.nextOpening(now);
    if (next && next.diff(now, 'days').days <= t.p.horizonDays) {
      f.when = iso(next);
      t.cite(HOURS_RECORD).tell(`We're closed right now, so the soonest is when we open, ${spokenDateTime(next, now)}.`);
      return true;
    }
    t.cite(HOURS_RECORD).ask(`We're closed right now${next ? ` and open again ${spokenDateTime(next, now)}` : ''}. What time would you like it?`);
    return true;
  }
  const dayIso = when.date ?? f.day;
  if (!when.time) {
    if (when.date) f.day = when.date;
    const day = DateTime.fromISO(dayIso ?? now.toISODate()!, { zone: t.p.zone });
    const hours = schedule.describeDay(schedule.dayName(day));
    const label = spokenDay(day, now);
    t.cite(HOURS_RECORD).ask(hours ? `What time ${label === 'today' || label === 'tomorrow' ? label : `on ${label}`}? We're open ${hours}.` : `We're closed ${label === 'today' || label === 'tomorrow' ? label : `on ${label}`}. What other day would suit you?`);
    return true;
  }
  const day = DateTime.fromISO(dayIso ?? now.toISODate()!, { zone: t.p.zone });
  const h = when.time.hour;
  const options = when.time.meridiem || h === 0 || h >= 12 ? [h] : h < 8 ? [h + 12, h] : [h, h + 12];
  let at = atMinutes(day, options[0] * 60 + when.time.minute);
  for (const o of options) {
    const c = atMinutes(day, o * 60 + when.time.minute);
    if (schedule.isOpenAt(c) && c > now) {
      at = c;
      break;
    }
  }
  if (at <= now) {
    t.ask(`${spokenTime(at)} has already passed. What time would you like instead?`);
    return true;
  }
  if (at.diff(now, 'days').days > t.p.horizonDays) {
    t.ask(`I can only take orders up to ${t.p.horizonDays} days ahead. What time would you like?`);
    return true;
  }
  if (!schedule.isOpenAt(at)) {
    const hours = schedule.describeDay(schedule.dayName(at));
    const label = spokenDay(at, now);
    const where = label === 'today' || label === 'tomorrow' ? label : `on ${label}`;
    t.cite(HOURS_RECORD).ask(hours ? `We're not open at ${spokenTime(at)}; ${where} we're open ${hours}. What time would you like?` : `We're closed ${where}. What other time would suit you?`);
    return true;
  }
  f.when = iso(at);
  return true;
}

/** A clock time (or "as soon as possible") at the end of an answer to another question ("12 Elm Street, at 7 pm"). */
const TIME_TAIL = /[,\s]+(?:(?:at|by|around|about|for)\s+)?(?:\d{1,2}(?::\d{2})?\s*(?:a\.?\s?m\b\.?|p\.?\s?m\b\.?|o'?clock\b)|(?:at|by|around)\s+\d{1,2}(?::\d{2})?\b|noon\b|asap\b|as soon as possible\b).*$/i;

/**
 * A time said while the assistant asked for something else ("that's all, delivery at 7 pm", "12 Elm Street, at
 * 7 pm"): taken now, never dropped; a time that needs a question (a closed hour) is asked about at once. A day
 * without a clock time is kept for the time step. Returns whether it asked.
 */
function takeTime(t: Turn, f: OrderFlow, text: string): boolean {
  if (f.when) return false;
  const when = parseWhen(text, t.p.now);
  if (!when) return false;
  if (!when.time && !when.asap) {
    if (when.date) f.day = when.date;
    return false;
  }
  const asked = t.parts.length;
  considerTime(t, f, when);
  if (t.parts.length === asked || f.when) return false;
  f.step = 'time';
  return true;
}

export function handleOrder(t: Turn, f: OrderFlow): boolean {
  const n = normalize(t.text);
  switch (f.step) {
    case 'items': {
      if (addFromText(t, f, t.text)) {
        readMode(f, t.text);
        t.tell(`Got it: ${linesText(t, f)}.`);
        f.step = 'more';
        if (!offerNear(t, f, t.text)) t.ask('Anything else?');
        return true;
      }
      if (offerNear(t, f, t.text)) return true;
      if (/\b(what|menu|options|have|offer)\b/.test(n)) {
        t.ask(`We have ${listItems(t)}. What would you like?`);
        return true;
      }
      // ("No, the name is spelled ..." sets something right; it is not a no to the order.)
      if (yesNo(t.text) === 'no' && !f.lines.length && t.reading?.label !== 'Correction') {
        t.endFlow();
        t.tell('Okay, no order then.');
        t.anythingElse();
        return true;
      }
      if (notOnMenu(t, t.text, false)) {
        t.missed = true;
        return true;
      }
      if (t.text.trim().split(/\s+/).length <= 6) {
        t.missed = true;
        t.tell("Sorry, I couldn't find that on our menu.");
        t.ask(`We have ${listItems(t)}. What would you like?`);
        return true;
      }
      return false;
    }
    case 'more': {
      if (takeNear(t, f)) return true;
      if (editLines(t, f)) {
        if (!f.lines.length) {
          f.step = 'items';
          t.ask('What would you like to order?');
        } else t.ask('Anything else?');
        return true;
      }
      if (addFromText(t, f, t.text)) {
        readMode(f, t.text);
        t.tell(`Got it: ${linesText(t, f)}.`);
        if (!offerNear(t, f, t.text)) t.ask('Anything else?');
        return true;
      }
      if (offerNear(t, f, t.text)) return true;
      // "For delivery" / "pickup please" at "Anything else?": the list is complete and that is how it is wanted
      // (a question about delivery, "do you deliver to Elm Street?", is answered instead).
      if (!t.reading?.question && modeOf(t.text)) {
        f.items_done = true;
        readMode(f, t.text);
        if (takeTime(t, f, t.text)) return true;
        advanceOrder(t, f);
        return true;
      }
      const yn = yesNo(t.text);
      if (yn === 'no' || /\b(that is all|that is it|nothing else|that will be all|done|all set|that is everything)\b/.test(n)) {
        f.items_done = true;
        readMode(f, t.text);
        if (f.mode && takeTime(t, f, t.text)) return true;
        advanceOrder(t, f);
        return true;
      }
      if (yn === 'yes') {
        t.ask('What else would you like?');
        return true;
      }
      return false;
    }
    case 'mode': {
      readMode(f, t.text);
      if (!f.mode) return false;
      const when = parseWhen(t.text, t.p.now);
      if (when) {
        const asked = t.parts.length;
        considerTime(t, f, when);
        if (t.parts.length > asked && !f.when) return true;
      }
      advanceOrder(t, f);
      return true;
    }
    case 'address': {
      // "Actually I'll pick it up at 7": a change to pickup (with its time), not an address.
      const before = f.mode;
      delete f.mode;
      readMode(f, t.text);
      if (f.mode === 'pickup') {
        if (!takeTime(t, f, t.text)) advanceOrder(t, f);
        return true;
      }
      f.mode = before;
      const tail = TIME_TAIL.exec(t.text.trim());
      const text = t.text.trim().slice(0, tail ? tail.index : undefined).replace(/^(it is|it's|the address is|address is|to|at)\s+/i, '');
      if (text.length < 5 || !/\d/.test(text) || !/[a-z]/i.test(text)) {
        t.ask('Sorry, I need the full street address with the house number. What is it?');
        return true;
      }
      f.address = text.slice(0, 200);
      if (tail && takeTime(t, f, tail[0])) return true;
      advanceOrder(t, f);
      return true;
    }
    case 'time': {
      if (!considerTime(t, f, parseWhen(t.text, t.p.now))) return false;
      if (f.when) advanceOrder(t, f);
      return true;
    }
    case 'notes': {
      const yn = yesNo(t.text);
      const none = yn === 'no' || /^(none|nothing|no notes|no instructions|that is all|nope|no that is it)$/.test(n);
      f.notes = none ? '' : t.text.trim().replace(/^(yes|yeah|yes please)[,.]?\s+/i, '').slice(0, 500);
      if (yn === 'yes' && normalize(f.notes) === 'yes') {
        delete f.notes;
        t.ask('Sure, what are the instructions?');
        return true;
      }
      advanceOrder(t, f);
      return true;
    }
    case 'confirm': {
      if (editLines(t, f)) {
        if (!f.lines.length) {
          f.step = 'items';
          f.items_done = false;
          t.ask('What would you like to order?');
        } else advanceOrder(t, f);
        return true;
      }
      if (CORRECTION.test(n) && replacedAtReadBack(t, f)) {
        advanceOrder(t, f);
        return true;
      }
      const yn = yesNo(t.text);
      if (yn === 'yes' && restated(t, f)) {
        advanceOrder(t, f);
        return true;
      }
      if (yn === 'yes') {
        place(t, f);
        return true;
      }
      if (yn === 'no') {
        f.step = 'change';
        t.ask('What would you like to change: the items, pickup or delivery, the time, or your details?');
        return true;
      }
      return false;
    }
    case 'change': {
      if (editLines(t, f) || addFromText(t, f, t.text)) {
        advanceOrder(t, f);
        return true;
      }
      if (/\b(item|items|order|food|add)\b/.test(n)) {
        f.items_done = false;
        f.step = 'more';
        t.ask(`You have ${linesText(t, f)}. What would you like to add or remove?`);
        return true;
      }
      if (/\b(pickup|pick up|delivery|deliver)\b/.test(n)) {
        const before = f.mode;
        readMode(f, t.text);
        if (f.mode === before) delete f.mode;
        delete f.address;
        advanceOrder(t, f);
        return true;
      }
      if (/\b(time|when|later|earlier)\b/.test(n)) {
        delete f.when;
        advanceOrder(t, f);
        return true;
      }
      if (/\b(name|number|phone|details)\b/.test(n)) {
        t.s.caller = {};
        advanceOrder(t, f);
        return true;
      }
      if (/\b(note|notes|instructions)\b/.test(n)) {
        delete f.notes;
        advanceOrder(t, f);
        return true;
      }
      return false;
    }
  }
  if (isDetailStep(f.step)) {
    const got = takeDetail(t, f);
    if (got === 'taken') advanceOrder(t, f);
    return !!got;
  }
  return false;
}

function place(t: Turn, f: OrderFlow): void {
  const total = totals(t, f);
  const lines: OrderLine[] = lineItems(t, f).map(({ item, quantity }) => ({
    business_item_id: item.id,
    name: item.name,
    quantity,
    unit_price: centsToDecimal(item.cents ?? 0),
    line_total: centsToDecimal((item.cents ?? 0) * quantity),
    currency: item.currency,
    ...(f.options?.[item.id]?.length ? { options: f.options[item.id] } : {}),
  }));
  const c = t.s.caller!;
  const when = f.when === 'asap' ? null : f.when!;
  const intake = t.takeIntake();
  const whenText = when
    ? DateTime.fromISO(when, { zone: t.p.zone }).setLocale('en-US').toFormat("ccc, LLL d 'at' h:mm a")
    : 'as soon as possible';
  const summary = [
    `Order from ${t.p.name}`,
    ...lineItems(t, f).map(({ item, quantity }) => `${quantity} x ${item.name}${optionsText(f, item.id)}${item.cents ? ` - ${formatMoney(item.cents * quantity, item.currency)}` : ''}`),
    `Total: ${formatMoney(total.cents, total.currency)}${total.missing ? ' (plus items without a listed price)' : ''}`,
    `${f.mode === 'delivery' ? 'Delivery' : 'Pickup'}: ${whenText}${f.mode === 'delivery' ? ` to ${f.address}` : ''}`,
    `Name: ${fullName(t)}`,
    `Phone: ${formatPhone(c.phone!)}`,
    ...(f.notes ? [`Notes: ${f.notes}`] : []),
  ].join('\n');
  t.effects.push({
    type: 'place_order',
    key: t.key('place_order'),
    lines,
    total: centsToDecimal(total.cents),
    currency: total.currency,
    fulfillment: f.mode!,
    fulfillment_time: when,
    delivery_address: f.mode === 'delivery' ? f.address ?? null : null,
    customer_name: fullName(t),
    phone_number: c.phone!,
    notes: f.notes ?? '',
    summary,
    ...(intake ? { intake } : {}),
  });
  t.s.outcome = 'served';
  t.intent = 'PlaceOrder';
  t.tell(`Thank you, ${c.first}! Your order is placed. I'm texting a summary to the number ending in ${lastDigits(c.phone!)}.`);
  t.anythingElse();
}
