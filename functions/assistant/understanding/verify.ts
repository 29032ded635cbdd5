import { normalize, NUMBER_WORDS, stem, STOPWORDS, topicTokens } from '../text.js';
import { EN } from './locale/en.js';
import type { LocaleData } from './types.js';

/**
 * Never confidently wrong, for the owner's items: before a price, a duration or "we offer X" is spoken, the item
 * must be the one the caller's words describe. A word the caller says that belongs to another item's name and not
 * to this one ("do you do MEN's cuts" against Women's Haircut) means the caller may mean that other item: ask.
 */
interface Named {
  id: string;
  name: string;
  /** The item's length in minutes, where the owner set one. */
  duration?: number | null;
}

/** The same word or one of its family ("photo" / "photography", "men" never "women": families share a start). */
const related = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** How many of the caller's topic words the item's name explains. */
export function nameFit(text: string, item: Named): number {
  const own = topicTokens(item.name);
  return [...new Set(topicTokens(text))].filter((t) => own.some((o) => related(t, o))).length;
}

const NOT_TOPIC = new Set(['add', 'hour', 'min', 'minute', 'price']);
/** The words a price or a length is asked with ("what's the rate", "how long does it take"): not a thing named. */
const ASKED_WITH = new Set(topicTokens('whats long take takes lasts run runs rate rates fee fees total roughly around usually'));
/** Words for any thing at all ("the NUMBERS", "that STUFF"): they name nothing of their own. */
const ANY_THING = new Set(topicTokens('number numbers stuff thing things one ones deal'));

/** 'answer' when the item's name explains the caller's words at least as well as any other item's; else the rival. */
export function verifyItem(
  text: string,
  item: Named,
  items: readonly Named[],
  trade = '',
  industry = '',
): { verdict: 'answer' } | { verdict: 'clarify'; rival: Named } {
  // (Two or more words of the business's own name said together are its trade, not a choice: "my GARAGE DOOR squeaks,
  // can I get a tune up" at a garage door company is the Tune-Up, not also the "Door Off Track Repair"; one word alone,
  // "my roof is old" at a roofing company, may still point to another item.)
  const tradeWords = tradePhraseWords(text, trade);
  // ("I want my HAIR colored" at a Hair / Beauty Salon: the word of the trade the business is in is what is worked on,
  // not the front of another service's longer word, "Haircut"; a service named with that very word still counts.)
  const industryWords = topicTokens(industry);
  const onlyFrontOf = (t: string, theirs: string[]) => industryWords.includes(t) && !theirs.includes(t);
  // ("What does it cost to ADD hazelnut": the verb of asking for an add-on is not the word of "Oat Milk (add)"; "the
  // HOUR long consultation": a length is matched as an amount by the catalog, not as a word of "Mediation (2 hours)";
  // "how MUCH": the price asked for is the question, not a word of "Planning Meeting (flat-FEE package)".)
  const said = [...new Set(topicTokens(text))].filter((t) => !NOT_TOPIC.has(t));
  const own = topicTokens(item.name);
  const mine = nameFit(text, item);
  for (const other of items) {
    if (other.id === item.id) continue;
    const theirs = topicTokens(other.name);
    // A word of the other's name, not of this one's, said by the caller.
    const distinct = said.some(
      (t) => theirs.some((o) => related(t, o)) && !own.some((o) => related(t, o)) && !tradeWords.includes(t) && !onlyFrontOf(t, theirs),
    );
    if (distinct && nameFit(text, other) >= mine) return { verdict: 'clarify', rival: other };
  }
  return { verdict: 'answer' };
}

/** The caller's words that are a run of two or more consecutive words of the business's name. */
function tradePhraseWords(text: string, trade: string): string[] {
  const name = ` ${topicTokens(trade).join(' ')} `;
  const said = topicTokens(text);
  return said.filter((w, i) => name.includes(` ${said[i - 1]} ${w} `) || name.includes(` ${w} ${said[i + 1]} `));
}

/**
 * Whether the item's name explains more than half of the caller's topic words: what a loose mention (one word of a
 * longer name) must do before its fact is spoken, so "how much is a trim" is the Beard Trim, but "my screen only works
 * if i press hard, how much to fix that" is not the Screen Protector that shares a word with it.
 */
export function explainsMost(text: string, item: Named): boolean {
  const said = [...new Set(topicTokens(text))].filter((t) => !NOT_TOPIC.has(t));
  return said.length > 0 && 2 * nameFit(text, item) > said.length;
}

/** Of items the words fit equally at first sight, the one whose name explains clearly more of them, or null. */
export function bestFit<T extends Named>(text: string, items: readonly T[]): T | null {
  const scored = items.map((i) => ({ i, fit: nameFit(text, i) })).sort((a, b) => b.fit - a.fit);
  if (!scored.length || scored[0].fit === 0) return null;
  if (scored.length > 1 && scored[1].fit >= scored[0].fit) return null;
  return scored[0].i;
}

/** What itemCovers reads of a locale. */
export type ItemLocale = Pick<LocaleData, 'sizes' | 'general' | 'offering' | 'includes' | 'groups' | 'acts'> & Partial<Pick<LocaleData, 'scale'>>;

const NUMBER = NUMBER_WORDS as Record<string, number>;
const ARTICLE = /^(?:a|an|the|my|your|our|his|her|their|each|every|one)$/;
const PART_OF = /^(?:for|on|with|of)$/;
/** A number said at ws[i], digits or words ("twenty nine"): its value and how many words it takes. */
function numberAt(ws: string[], i: number): { n: number; length: number } | null {
  if (/^\d+$/.test(ws[i])) return { n: Number(ws[i]), length: 1 };
  // ("a hundred and ten pound": a hundred and what follows it.)
  if (ws[i] === 'hundred' && ws[i - 1] === 'a') {
    const rest = ws[i + 1] === 'and' ? numberAt(ws, i + 2) : null;
    return rest && rest.n < 100 ? { n: 100 + rest.n, length: 2 + rest.length } : { n: 100, length: 1 };
  }
  const n = NUMBER[ws[i]];
  if (n === undefined) return null;
  // ("three hundred guests": a count of hundreds.)
  if (ws[i + 1] === 'hundred' && n >= 1 && n < 10) return { n: n * 100, length: 2 };
  const unit = NUMBER[ws[i + 1] ?? ''];
  return n >= 20 && n % 10 === 0 && unit !== undefined && unit > 0 && unit < 10 ? { n: n + unit, length: 2 } : { n, length: 1 };
}
const WEIGHT = /^(?:lbs?|pounds?|pounder)$/;
/** Words that count people ("ten people", "one person", "8 to 16 guests"): one unit, whatever the word. */
const PEOPLE = /^(?:people|persons?|ppl|guests?|players?|bowlers?|attendees?)$/;
/** Feet said of a size ("four feet wide"), counted in inches so a name in inches ("25 to 36 inches") is compared. */
const FEET = /^(?:feet|foot|ft)$/;
/** The unit a count is in, one name for its forms (minutes for an hour said). */
const unitOf = (w: string) => {
  if (PEOPLE.test(w)) return 'people';
  if (/^inch(?:es)?$/.test(w)) return 'inch';
  const u = WEIGHT.test(w) ? 'pound' : stem(w);
  return /^(?:hour|hr)$/.test(u) ? 'hour' : /^min/.test(u) ? 'min' : u.length >= 3 && !/\d/.test(u) ? u : null;
};

/**
 * Counts with their unit ("ninety minutes", "(75 min)", "3-4 bedrooms", "up to 3 locks"), as ranges of minutes for a
 * length of time.
 */
export function amountsOf(text: string): Array<{ lo: number; hi: number; unit: string }> {
  // ("for an hour", "half an hour", "an hour and a half": a length said without a number is still that length.)
  const ws = normalize(text.replace(/(\d)\s*-\s*(\d)/g, '$1 to $2'))
    .replace(/\b(?:an|one) (?:hour|hr) and a half\b/g, '90 minutes')
    .replace(/\b(?:half an|a half) (?:hour|hr)\b/g, '30 minutes')
    .replace(/\b(?:an|a) (?:hour|hr)\b/g, '60 minutes')
    .split(' ');
  const out: Array<{ lo: number; hi: number; unit: string }> = [];
  for (let i = 0; i < ws.length - 1; i++) {
    const a = numberAt(ws, i);
    if (!a) continue;
    let lo = a.n;
    let hi = a.n;
    let at = i + a.length;
    const b = ws[at] === 'to' ? numberAt(ws, at + 1) : null;
    if (b) {
      hi = b.n;
      at += 1 + b.length;
    }
    // ("up to 3 locks", "within 20 miles": from none up to that count.)
    if ((ws[i - 1] === 'to' && ws[i - 2] === 'up') || ws[i - 1] === 'within') lo = 0;
    // ("dogs over 80 lbs", "more than 10 guests": from that count up.)
    if (/^(?:over|above)$/.test(ws[i - 1]) || (ws[i - 1] === 'than' && ws[i - 2] === 'more')) hi = Infinity;
    const unit = FEET.test(ws[at] ?? '') ? 'feet' : unitOf(ws[at] ?? '');
    // (One of a thing names no count, "1 syringe"; one hour is a length, one person a party.)
    if (!unit || (unit !== 'hour' && unit !== 'people' && lo < 2 && hi < 2)) continue;
    if (unit === 'hour') out.push({ lo: lo * 60, hi: hi * 60, unit: 'min' });
    else if (unit === 'feet') out.push({ lo: lo * 12, hi: hi * 12, unit: 'inch' });
    else out.push({ lo, hi, unit });
    i = at;
  }
  return out;
}

/**
 * Whether the item's name covers the case the caller asks about, before its price or length is spoken; null when it
 * does, else why not. The catalog names the nearest item, which may be another case of it: another size ("a small
 * pepperoni" where only the Medium is listed, "a gel pedicure for kids" where only the Kids MANICURE is sized for
 * kids), another count of the same unit ("a ninety minute hot stone" against "(75 min)", "ten locks" against "up to
 * 3 locks"), or a thing of its own asked of it ("the deposit for a piano move"). Its fact would answer another question.
 */
export function itemCovers(text: string, item: Named, items: readonly Named[], locale: ItemLocale = EN, knows?: (word: string) => boolean): string | null {
  const sizes = new Set(locale.sizes.map(stem));
  const said = [...new Set(topicTokens(text))].filter((t) => !NOT_TOPIC.has(t));
  const own = topicTokens(item.name);
  const inName = (t: string, name: string[]) => name.some((o) => related(t, o));
  // Another size: the caller's size word is not the item's, and the item has another or another item has this one.
  const ownSizes = own.filter((o) => sizes.has(o));
  for (const t of said.filter((w) => sizes.has(w))) {
    if (inName(t, own)) continue;
    if (ownSizes.length || items.some((i) => i.id !== item.id && inName(t, topicTokens(i.name)))) return 'size';
  }
  // An everyday word for a size ("the BIG boxes") that the name has no word of, where another item's name has one
  // ("Moving Box, Large" beside the Wardrobe Box): the caller means that size, not this item.
  for (const scale of Object.values(locale.scale ?? {})) {
    const words = scale.map(stem);
    const ofScale = (name: string[]) => name.some((o) => words.includes(o));
    // (That other item of the same thing: a word of this name said by the caller is in its name too.)
    const sameThing = (name: string[]) => own.some((o) => !sizes.has(o) && said.some((t) => related(t, o)) && name.some((n) => related(n, o)));
    if (said.some((t) => words.includes(t) && !sizes.has(t)) && !ofScale(own) && items.some((i) => i.id !== item.id && ofScale(topicTokens(i.name)) && sameThing(topicTokens(i.name)))) return 'size';
  }
  const ws = normalize(text).split(' ');
  // Another group: the name says who it is for ("Flu Shot (adults 18+)") and the caller names someone of another
  // group ("a flu shot for my CHILD").
  const groupOf = (t: string) => (locale.groups ?? []).findIndex((g) => g.some((w) => ` ${t} `.includes(` ${w} `)));
  const nameGroup = groupOf(normalize(item.name));
  const saidGroup = groupOf(ws.join(' '));
  if (nameGroup >= 0 && saidGroup >= 0 && nameGroup !== saidGroup) return 'size';
  // Another kind of work: the caller asks for one ("do you INSTALL tankless water heaters") where the name says only
  // another ("Water Heater REPAIR"): that service is not listed, its price is another's.
  const actsOf = (words: string[]) => new Set((locale.acts ?? []).flatMap((g, i) => (words.some((w) => g.includes(w)) ? [i] : [])));
  const askedActs = actsOf(ws);
  const namedActs = actsOf(normalize(item.name).split(' '));
  if (askedActs.size && namedActs.size && ![...askedActs].some((a) => namedActs.has(a))) return 'other';
  // A yes or no about a part of the item ("is the permit fee included in the install price"): not its price.
  if (locale.includes && new RegExp(locale.includes).test(ws.join(' '))) return 'part';
  // Another count of the same unit. (A length the owner set and the name does not say is the item's length too: "a
  // NINETY minute lesson" is not the Trial Lesson that takes 30.)
  const named = amountsOf(item.name);
  if (item.duration && !named.some((b) => b.unit === 'min')) named.push({ lo: item.duration, hi: item.duration, unit: 'min' });
  // (A count after "for" with no unit of its own, "VIP Table for 4", is the party it is for.)
  const party = !named.some((b) => b.unit === 'people') && normalize(item.name).match(/\bfor (\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?! (?:\w+ )?(?:min|mins|minutes?|hours?|hrs?|days?|nights?|weeks?|months?)\b)/);
  if (party) named.push({ lo: Number(party[1]) || NUMBER[party[1]], hi: Number(party[1]) || NUMBER[party[1]], unit: 'people' });
  for (const a of amountsOf(text)) if (named.some((b) => b.unit === a.unit) && !named.some((b) => b.unit === a.unit && a.lo >= b.lo && a.hi <= b.hi)) return 'count';
  // ... or a count that another item's name covers and this one's does not speak of ("a 110 pound dog" against
  // Overnight Boarding, where "Boarding for dogs over 80 lbs" is another item): that item's case, not this one.
  const counts = amountsOf(text);
  if (counts.length && items.some((i) => i.id !== item.id && amountsOf(i.name).some((b) => counts.some((a) => a.unit === b.unit && !named.some((c) => c.unit === a.unit) && a.lo >= b.lo && a.hi <= b.hi)))) return 'count';
  // Another thing of the same name: the caller puts a word of their own in the place of one of the name's, right
  // after a word of the name ("a water SOFTENER installation" against Water HEATER Installation, "a large back PIECE"
  // against Flat-Back STUD). Its fact is another thing's. (A piece of a compound, "mens CUT" for Men's Haircut, and a
  // word misheard, "mani PETTY combo" for Mani-Pedi Combo, begin or end alike and are the same word.)
  const frameWords = frameOf(locale);
  if (replacedWord(ws, normalize(item.name.replace(/\([^)]*\)/g, ' ')).split(' '), [...topicTokens(item.name), ...normalize(item.name).split(' ').map(stem)], frameWords, sizes)) return 'other';
  // A thing of the caller's own that none of the owner's words speak of, said as what the item is for where the name
  // has a word the caller did not say ("filler for the CHEEKS" against LIP Filler, "a sports physical for COLLEGE"
  // against SCHOOL Sports Physical): another case of the thing, which the owner did not price.
  if (knows && foreignCase(ws, item, items, frameWords, sizes, knows)) return 'other';
  // A thing of its own asked of the item ("the DEPOSIT for a piano move", "TOPPINGS on a gluten free pizza", "the
  // MEMBERSHIP for couples"): a word no part of the name, right before "for", "on", "with" or "of" and the item's words.
  const first = ws.findIndex((w) => topicTokens(w).some((t) => inName(t, own)));
  let at = first - 1;
  while (at > 0 && ARTICLE.test(ws[at])) at--;
  // (A noun after an article or "is"/"are": "plan FOR the consult", "pay FOR the order" ask of the item itself.)
  if (first > 2 && PART_OF.test(ws[at] ?? '') && /^(?:a|an|the|is|are|s|any)$/.test(ws[at - 2] ?? '')) {
    const part = topicTokens(ws[at - 1] ?? '').filter((t) => !NOT_TOPIC.has(t) && !frameWords.has(t) && !/\d/.test(t) && !inName(t, own) && !(t in NUMBER));
    if (part.length) return 'part';
  }
  return null;
}

/** The words that only frame a question or a thing: never the thing itself. */
const plainWord = (t: string, frame: Set<string>, sizes: Set<string>) =>
  frame.has(t) || sizes.has(t) || NOT_TOPIC.has(t) || ASKED_WITH.has(t) || ANY_THING.has(t) || /\d/.test(t) || t in NUMBER || t.length < 3;

/**
 * See itemCovers: a word of the caller's that no item's name and no record of the business uses (`knows`), said as
 * what the item is for ("filler for the cheeks") where the name has a word the caller left out. (Said right before a
 * word of the name, "a belly button piercing" for Navel Piercing, "the hot class" for Heated Power Flow, it is as often
 * the caller's own word for the one left out: not used.)
 */
function foreignCase(ws: string[], item: Named, items: readonly Named[], frame: Set<string>, sizes: Set<string>, knows: (word: string) => boolean): boolean {
  const main = topicTokens(item.name.replace(/\([^)]*\)/g, ' ')).filter((o) => !plainWord(o, frame, sizes));
  const said = ws.map(wordToken);
  if (!main.some((o) => !said.some((t) => t && sameWord(t, o)))) return false;
  const named = items.flatMap((i) => topicTokens(i.name));
  const ofName = (t: string | null) => (t ? main.findIndex((o) => related(t, o)) : -1);
  for (let j = 0; j < ws.length; j++) {
    const t = said[j];
    if (!t || plainWord(t, frame, sizes) || named.some((o) => sameWord(t, o)) || knows(ws[j])) continue;
    let k = j - 1;
    while (k > 0 && ARTICLE.test(ws[k])) k--;
    const afterFor = ws[k] === 'for' && said.slice(0, k).some((s) => ofName(s) >= 0);
    if (afterFor) return true;
  }
  return false;
}

/** The locale's framing, offering and size words, stemmed: built once per locale (a turn's time is counted). */
const frames = new WeakMap<ItemLocale, Set<string>>();
function frameOf(locale: ItemLocale): Set<string> {
  let out = frames.get(locale);
  if (!out) frames.set(locale, (out = new Set([...(locale.general ?? []), ...(locale.offering ?? []), ...locale.sizes].map(stem))));
  return out;
}
/** One word's topic token (null for a function word or an amount), remembered: the same words come back every turn. */
const tokenMemo = new Map<string, string | null>();
function wordToken(w: string): string | null {
  let t = tokenMemo.get(w);
  if (t === undefined) {
    t = STOPWORDS.has(w) || /\d/.test(w) || w in NUMBER ? null : (topicTokens(w)[0] ?? null);
    if (tokenMemo.size > 5000) tokenMemo.clear();
    tokenMemo.set(w, t);
  }
  return t;
}

/** A word of a name and the caller's: the same, or one of the family, or one's compound of the other ("haircut"). */
const sameWord = (a: string, b: string) => related(a, b) || (a.length >= 3 && b.length >= 3 && (a.endsWith(b) || b.endsWith(a))) || a.slice(0, 2) === b.slice(0, 2);

/**
 * A word of the caller's right after a word of the name, where the name goes on with another word: the caller names
 * another thing of the same family. Only a word that says what the thing is counts: no function word, framing, size
 * or amount, and no word the name has anywhere else.
 */
function replacedWord(said: string[], name: string[], whole: string[], frame: Set<string>, sizes: Set<string>): boolean {
  const token = wordToken;
  const nameTokens = name.map(token).filter((t): t is string => !!t);
  const saidTokens = said.map(token);
  for (let j = 0; j + 1 < saidTokens.length; j++) {
    const here = saidTokens[j];
    const next = saidTokens[j + 1];
    if (!here || !next || frame.has(next) || sizes.has(next) || NOT_TOPIC.has(next) || ASKED_WITH.has(next) || ANY_THING.has(next)) continue;
    const k = nameTokens.findIndex((o) => related(here, o));
    if (k < 0 || k + 1 >= nameTokens.length) continue;
    if (!whole.some((o) => sameWord(next, o)) && !saidTokens.some((t) => t && related(t, nameTokens[k + 1]))) return true;
  }
  return false;
}

/**
 * A kind of a thing the caller asks about ("do you speak french") where the record names another kind of it and its
 * answer does not name the thing itself ("three of our agents speak Spanish"): the record answers for another case. The kind said, or
 * null when the record names it, names the thing, or names no kind of it.
 */
export function otherKind(said: string, question: string, answer: string, kinds: LocaleData['kinds'] = EN.kinds): string | null {
  const caller = ` ${normalize(said)} `;
  const own = ` ${normalize(`${question} ${answer}`)} `;
  // (The thing in the owner's question only, "Do your agents speak other languages?" - "Yes, Spanish and Tagalog",
  // is the question's frame: the answer's "yes" is for the kinds it names.)
  const stated = ` ${normalize(answer)} `;
  const has = (text: string, w: string) => text.includes(` ${w} `);
  for (const group of kinds ?? []) {
    const asked = group.kinds.find((k) => has(caller, k));
    if (!asked || group.thing.some((t) => has(stated, t))) continue;
    const family = (a: string, b: string) => a === b || a.startsWith(b) || b.startsWith(a);
    const named = group.kinds.filter((k) => has(own, k));
    if (named.length && !named.some((k) => family(k, asked))) return asked;
  }
  return null;
}
