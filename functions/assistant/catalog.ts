import type { AssistantBusiness } from './types.js';
import { parseCents, toCents } from '../contract/cents.js';
import { normalize, quantityAt, soundKey, splitSoundKey, stem, STOPWORDS, words } from './text.js';
import Fuse from 'fuse.js';
import { Vocabulary } from './vocabulary.js';
import { EN } from './understanding/locale/en.js';
import { splitVariantRecordId } from '../contract/businesses.js';
import { isVariantRecord } from './variants.js';

/** Minutes a booking takes when the service names none (spec: "Not specified"; the appointments domain uses 30). */
export const DEFAULT_DURATION = 30;

export interface CatalogItem {
  id: string;
  name: string;
  /** null when the price is not a valid amount. */
  cents: number | null;
  currency: string;
  /** null when not specified (0 or empty), and always for a product. */
  duration: number | null;
  /** Sold, not booked (the business item's product flag): callers order it whatever the business's category. */
  product?: boolean;
  tokens: string[];
  /** Tokens of the name outside parentheses ("Water Heater Installation (40-50 gallon tank)": water heater install). */
  core?: string[];
  /** Tokens of choices the name lists in brackets ("Flavor Syrup (vanilla, caramel or hazelnut)"): each names the item. */
  choices?: string[];
  /** The last word of a bracket that says in plain words what the item is ("egg" of "Ajitama (marinated soft-boiled egg)"). */
  gloss?: string;
  /** What the item is, where its name sets a variant apart after a dash ("detail" of "Full Detail - SUV/Truck"). */
  head?: string;
  /** What the item is, where its name adds who or what it comes with ("fit" of "Tailoring Fitting with Rosa"). */
  headBeforeWith?: string;
}

export interface Mention {
  item: CatalogItem;
  score: number;
  /** Word positions [start, end) in the utterance. */
  start: number;
  end: number;
  quantity: number;
  /** Whether the quantity was said (not implied). */
  counted: boolean;
}

const SOLD = new RegExp(EN.sold, 'i');
/** A word naming a thing paid for once and used over visits ("pack", "membership", "pass"), in anyone's words. */
const PREPAID_KIND = EN.prepaid ? new RegExp(EN.prepaid.kind, 'g') : null;
const VISIT = new RegExp(EN.visit, 'i');

/**
 * What a business that books its services sells by the piece (a mover's boxes and tape, a bike shop's tubes): where a
 * third of the list or more has a length, an item with a price and no length is a thing sold, not a service to book, unless
 * its name says it is a visit ("Consultation", "Inspection"). A list mostly without lengths tells
 * nothing (an owner who never set them), so nothing is inferred there.
 */
function soldByThePiece(records: AssistantBusiness['business_items']): Set<AssistantBusiness['business_items'][number]> {
  const timed = (r: AssistantBusiness['business_items'][number]) => !!r.duration && r.duration > 0;
  const lengths = records.filter(timed).length;
  if (lengths < 2 || lengths * 3 < records.length) return new Set();
  return new Set(records.filter((r) => !timed(r) && toCents(r.price) > 0 && !VISIT.test(r.name)));
}

/**
 * Words callers clip ("eval") and everyday words for an owner's formal one ("inside" for "interior"), read as the
 * owner's word when the business does not use the caller's.
 */
const CLIPPED = new Map([...EN.clipped, ...EN.plainWords]);

/** Words a head count is said with ("thirty people"). */
const PEOPLE = new Set(['people', 'persons', 'guests', 'folks', 'adults']);
const NAME_FILLERS = new Set(['and', 'with', 'the', 'of', 'a', 'an', 'for', 'or', 'in', 'on', 'to', 'w']);

const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', eight: '8', ten: '10', twelve: '12', fifteen: '15', sixteen: '16', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', ninety: '90' };
const UNITS: Record<string, string> = { minute: 'min', minutes: 'min', mins: 'min', min: 'min', hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour', inch: 'inch', inches: 'inch', piece: 'piece', pieces: 'piece', pc: 'piece', pcs: 'piece', count: 'piece', ct: 'piece', pack: 'pack', liter: 'liter', liters: 'liter', litre: 'liter', ounce: 'oz', ounces: 'oz', oz: 'oz', terabyte: 'tb', terabytes: 'tb', tb: 'tb', gigabyte: 'gb', gigabytes: 'gb', gig: 'gb', gigs: 'gb', gb: 'gb' };
/** The units a size is written in, as stems (no word of what an item is). */
const UNIT_WORDS = new Set(Object.values(UNITS).map(stem));
/** The unit of things sold by the count ("20 count", "a ten piece"), as a stem. */
const PIECE = stem('piece');
/** Words of a currency after an amount ("a hundred dollar gift card"). */
const CURRENCY = new Set(['dollar', 'dollars', 'buck', 'bucks']);

/**
 * An amount said in words before a currency word is the amount in digits, on the amount's last word, as the owner
 * writes it in a name ("the hundred dollar ones" and "Gift Card $100"); its other words become fillers.
 */
function amounts(ws: string[]): string[] {
  const out = [...ws];
  const small = (w: string | undefined) => (w === undefined ? 0 : ONES[w] ?? TEENS[w] ?? 0);
  for (let i = 0; i < ws.length; i++) {
    let j = i;
    let value = 0;
    // "a hundred", "one hundred", "two hundred (and) fifty"
    if ((ws[j] === 'a' || ONES[ws[j]]) && ws[j + 1] === 'hundred') value = (ONES[ws[j]] ?? 1) * 100, (j += 2);
    else if (ws[j] === 'hundred') value = 100, j++;
    if (value && ws[j] === 'and' && (TENS[ws[j + 1]] || small(ws[j + 1]))) j++;
    // "fifty", "twenty five", "fifteen"
    if (TENS[ws[j]]) {
      value += TENS[ws[j++]];
      if (ONES[ws[j]]) value += ONES[ws[j++]];
    } else if (small(ws[j])) value += small(ws[j++]);
    if (!value || j === i || !CURRENCY.has(ws[j])) continue;
    for (let k = i; k < j - 1; k++) out[k] = 'and';
    out[j - 1] = String(value);
    i = j;
  }
  return out;
}

/** A size said in words or in digits is one word ("thirty minute" and "(30 min)", "sixteen ounce" and "16 oz"). */
function measures(input: string[]): string[] {
  const ws = amounts(input);
  // "forty five minute": both words are the one number 45 (the words keep their places for the caller's positions).
  const tensOnes = (i: number) => (TENS[ws[i]] && ONES[ws[i + 1]] && UNITS[ws[i + 2]] ? String(TENS[ws[i]] + ONES[ws[i + 1]]) : null);
  const out = ws.map((w, i) =>
    tensOnes(i) ?? (i > 0 ? tensOnes(i - 1) : null) ?? (NUMBER_WORDS[w] && UNITS[ws[i + 1]] ? NUMBER_WORDS[w] : UNITS[w] && i > 0 && (/^\d+$/.test(ws[i - 1]) || NUMBER_WORDS[ws[i - 1]] || ONES[ws[i - 1]]) ? UNITS[w] : w),
  );
  return inMinutes(out);
}

/**
 * A length in hours is the same length in minutes, on both sides ("a one hour lesson", "an hour and a half", "(2
 * hours)" and "- 60 min", "- 120 min"): "two hours" meets "120 min", and "one hour" does not meet "(2 hours)" on "hour".
 * The words keep their places; the words an amount takes beyond two become fillers.
 */
function inMinutes(ws: string[]): string[] {
  const out = [...ws];
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== 'hour' && out[i] !== 'hours') continue;
    const before = out[i - 1];
    // ("The hour long sessions" is one hour, as "an hour" is.)
    const count = before !== undefined && /^\d+(?:\.\d+)?$/.test(before) ? Number(before) : before === 'a' || before === 'an' || (before === 'the' && out[i + 1] === 'long') ? 1 : null;
    const andAHalf = out[i + 1] === 'and' && out[i + 2] === 'a' && out[i + 3] === 'half';
    if (andAHalf && (count !== null || i === 0 || before === 'the')) {
      // "an hour and a half": the amount on the last two words, next to what follows ("... and a half lesson").
      if (i > 0 && count !== null) out[i - 1] = 'and';
      out.splice(i, 4, 'and', 'and', String(((count ?? 1) + 0.5) * 60), 'min');
      i += 3;
    } else if (count !== null) {
      out[i - 1] = String(count * 60);
      out[i] = 'min';
    }
  }
  return out;
}
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const ONES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };

const nameTokens = (name: string) =>
  measures(words(normalize(name)))
    .filter((w) => !NAME_FILLERS.has(w))
    .map(stem);

/**
 * The words that say what an item is, without its notes: brackets ("Soup of the Day (cup)") and a trailing measure
 * or size after a comma or dash ("Topsoil, per cubic yard", "Grass Seed, 25 lb bag", "Lawn Mowing - up to 1/4 acre"):
 * "three yards of mulch" does not name the topsoil by its unit.
 */
// (A size after the comma stays: "Horchata, small (16 oz)" and "Bouquet - Small" are told apart by it.)
const TRAILING_NOTE = /\s*(?:,|\s-)\s*(?:per\b|up to\b|\d).*$/i;
function coreOfName(name: string): string {
  // (A thousands comma is no break: "Tank up to 1,000 Gallons" keeps its 1,000.)
  const bare = name.replace(/\([^)]*\)/g, ' ').replace(/\b(\d{1,3}),(?=\d{3}\b)/g, '$1');
  const cut = bare.replace(TRAILING_NOTE, '');
  return cut.trim() ? cut : bare;
}

/**
 * The choices a name lists in brackets, joined by "or" or a slash ("(vanilla, caramel or hazelnut)", "(queen/king)",
 * "(FaceTime or Zoom)"), one or two words each; a note that lists what comes with the item ("(30 boxes, tape, paper)")
 * is no choice.
 */
function choicesOfName(name: string): string[] {
  const out: string[] = [];
  for (const [, inside] of name.matchAll(/\(([^)]*)\)/g)) {
    if (!/\bor\b|\//.test(inside) || /\d/.test(inside)) continue;
    const parts = inside.split(/,|\bor\b|\//).map((p) => p.trim()).filter(Boolean);
    if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 2)) continue;
    out.push(...parts.flatMap(nameTokens));
  }
  return [...new Set(out)];
}

/**
 * The last word of a bracket that says in plain words what a name in other words is ("Ajitama (marinated soft-boiled
 * egg)", "Menma (bamboo shoots)"): a few words, no count, no list of choices or contents.
 */
function glossOfName(name: string): string | undefined {
  const inside = /\(([^)]*)\)/.exec(name)?.[1];
  if (!inside || /\d|,|\/|\bor\b|\band\b|\bper\b/i.test(inside)) return undefined;
  const ws = nameTokens(inside);
  return ws.length >= 1 && ws.length <= 4 ? ws[ws.length - 1] : undefined;
}

/** The last word before a dash that sets a variant apart ("Full Detail - Minivan/3-Row"), if the name has one. */
function headOfName(name: string): string | undefined {
  const dash = /\s[-–]\s/.exec(name);
  if (!dash) return undefined;
  return nameTokens(coreOfName(name.slice(0, dash.index))).filter((t) => !SIZE_STEMS.has(t)).pop();
}

/**
 * The word before "with" where it names a kind of visit ("Tailoring Fitting with Rosa", "Inspection with Pumping"):
 * who or what comes with it is not what the item is, so "a fitting" names the tailor's fitting as it names any other.
 * (Not a thing worked on: "Hem Pants with Cuffs" is a hem, not pants.)
 */
function headBeforeWith(name: string): string | undefined {
  const bare = name.replace(/\([^)]*\)/g, ' ');
  const at = /^(.*\b([a-z]+))\s+with\s/i.exec(bare);
  if (!at || !VISIT_NOUN.test(at[2])) return undefined;
  return nameTokens(at[1]).filter((t) => !SIZE_STEMS.has(t)).pop();
}
/** Words that name a kind of visit or piece of work by their form ("fitting", "inspection", "treatment", "lesson"). */
const VISIT_NOUN = /(?:ing|tion|sion|ment|lesson|session|visit|class|consult|appointment)$/i;

/** The last word of a name before the work done on it ("battery" of "iPhone 14 Battery Replacement"), if it ends on such work. */
function thingOf(core: string[]): string | undefined {
  const plain = core.filter((t) => !SIZE_STEMS.has(t));
  if (plain.length < 2 || !WORK_DONE.has(plain[plain.length - 1])) return undefined;
  const before = plain[plain.length - 2];
  return /\d/.test(before) ? undefined : before;
}

/** Words that say something is added to what was ordered ("add an egg", "extra egg", "with egg"). */
const ADDED_WORDS = new Set(['add', 'extra', 'with', 'plus']);

/** The business's enabled services and products, matched fuzzily against what callers say. */
export class Catalog {
  readonly items: CatalogItem[];
  private readonly vocab: Vocabulary;
  /** In how many items' names each token appears. */
  private readonly df = new Map<string, number>();

  /** `items`: already read items (see {@link within}); the records are then not read. */
  constructor(records: AssistantBusiness['business_items'], items?: CatalogItem[]) {
    const listed = records.filter((r) => r.enabled !== false && (r.name ?? '').trim());
    const goods = soldByThePiece(listed);
    this.items = items ?? listed
      .map((r) => ({
        id: r.id,
        name: r.name.trim(),
        cents: parseCents(r.price),
        currency: (r.currency || 'USD').toUpperCase(),
        duration: !r.product && r.duration && r.duration > 0 ? Math.round(r.duration) : null,
        // A gift card or certificate is bought, in any business, never booked ("Gift Certificate - One Standard Clean"),
        // unless the owner gave it a length to book.
        product: r.product === true || (!(r.duration && r.duration > 0) && SOLD.test(r.name)) || goods.has(r),
        tokens: [...new Set(nameTokens(r.name))],
        core: [...new Set(nameTokens(coreOfName(r.name)))],
        choices: choicesOfName(r.name),
        head: headOfName(r.name),
        headBeforeWith: headBeforeWith(r.name),
        gloss: glossOfName(r.name),
      }))
      .filter((i) => i.tokens.length > 0);
    for (const i of this.items) for (const t of i.tokens) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.vocab = new Vocabulary([
      ...this.items.flatMap((i) => i.tokens),
      ...this.items.flatMap((i) => measures(words(normalize(i.name))).map((w) => [w, stem(w)] as const)),
    ]);
  }

  private fuzzy?: Fuse<CatalogItem>;

  /**
   * The same matching over some of the items only, with their own word counts: among the lines of an order,
   * "the pepperonis" names the one pepperoni pizza ordered, though the menu has two.
   */
  within(ids: ReadonlySet<string>): Catalog {
    return new Catalog([], this.items.filter((i) => ids.has(i.id)));
  }

  /**
   * The items closest to words that name nothing on the list ("a calzone" -> the pizzas), best first: fuse.js
   * over the names, word by word; empty when nothing is close.
   */
  nearest(text: string, limit = 3): CatalogItem[] {
    const ws = words(normalize(text)).filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !ORDER_WORDS.has(w));
    if (!ws.length) return [];
    this.fuzzy ??= new Fuse(this.items, { keys: ['name'], includeScore: true, threshold: 0.45, ignoreLocation: true });
    const scores = new Map<string, number>();
    for (const w of ws) {
      for (const r of this.fuzzy.search(w, { limit: 6 })) scores.set(r.item.id, Math.min(scores.get(r.item.id) ?? 1, r.score ?? 1));
    }
    return [...scores.entries()]
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([id]) => this.byId(id)!)
      .filter(Boolean);
  }

  /** The caller's content words that are not words of any item's name (what they asked for that is not listed). */
  unknownWords(text: string): string[] {
    return words(normalize(text)).filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !ORDER_WORDS.has(w) && this.vocab.resolve(stem(w)) === null);
  }

  /** Whether the caller's words use a word of some item's name ("a really good clean" where there is a Deep Clean). */
  usesNameWord(text: string): boolean {
    return words(normalize(text)).some((w) => w.length >= 3 && !STOPWORDS.has(w) && !ORDER_WORDS.has(w) && !GENERIC.has(w) && this.vocab.resolve(stem(w)) !== null);
  }

  /**
   * The one of `among` (a choice just offered) with a word of its own name that the caller said and no other of them
   * has ("senior pictures" to "Senior Portraits or Passport Photos?"), or null: where several have one, or the caller
   * sets one aside ("not the senior ones"), nothing is chosen.
   */
  byOwnWord(text: string, among: CatalogItem[]): CatalogItem | null {
    const ws = words(normalize(text));
    if (ws.some((w) => SET_ASIDE_WORDS.has(w))) return null;
    const said = new Set(
      ws.filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !GENERIC.has(w)).map((w) => this.vocab.resolve(stem(w))).filter((w): w is string => !!w),
    );
    const own = among.filter((i) => (i.core?.length ? i.core : i.tokens).some((w) => said.has(w) && among.every((o) => o === i || !o.tokens.includes(w))));
    return own.length === 1 ? own[0] : null;
  }

  /**
   * Of a choice whose names differ by a count of one thing ("Mole Removal - 1 spot", "- up to 3 spots"), the one whose
   * count holds the number the caller gave without a measure ("the two of them", "both", "three moles"), or null.
   */
  byCountHeld(text: string, among: CatalogItem[]): CatalogItem | null {
    const counts = among.map((i) => amountsOf(i.name).filter((a) => !MEASURES.has(a.unit)));
    if (among.length < 2 || counts.some((c) => !c.length) || new Set(counts.flat().map((a) => a.unit)).size !== 1) return null;
    const ranges = counts.map((c) => ({ lo: Math.min(...c.map((a) => a.lo)), hi: Math.max(...c.map((a) => a.hi)) }));
    const ws = words(normalize(text));
    const said = amountsMeant(ws).filter((x) => !MEASURES.has(x.unit) && !/^(am|pm|oclock|clock|thirty|fifteen)$/.test(x.unit)).map((x) => x.value);
    if (ws.includes('both')) said.push(2);
    if (new Set(said).size !== 1) return null;
    const fits = among.filter((_, k) => said[0] >= ranges[k].lo && said[0] <= ranges[k].hi);
    return fits.length === 1 ? fits[0] : null;
  }

  /** The one of `among` that holds an amount the caller said ("the hundred dollar ones", "the hour long one"), if one does. */
  byAmount(text: string, among: CatalogItem[], unitless = true): CatalogItem | null {
    const sized = bySize(words(normalize(text)), among, unitless);
    return sized.length === 1 ? sized[0] : null;
  }

  /**
   * Where the caller names a kind of thing paid for once and used over visits that the business sells with no length
   * ("the ten pack" where "10-Class Pack" is listed, "a membership"): the index of that word in `text`, else -1.
   */
  prepaidSaid(text: string): number {
    if (!PREPAID_KIND) return -1;
    for (const said of text.matchAll(PREPAID_KIND)) {
      const kind = stem(said[0].replace(/es$|s$/, ''));
      if (this.items.some((i) => i.duration === null && i.tokens.some((t) => t === kind || t.startsWith(kind)))) return said.index;
    }
    return -1;
  }

  get isEmpty(): boolean {
    return this.items.length === 0;
  }

  byId(id: string | null | undefined): CatalogItem | undefined {
    return id ? this.items.find((i) => i.id === id) : undefined;
  }

  /** The best window of the utterance for each item that it names at least in part. */
  private candidates(ws: string[], among: CatalogItem[], lenient = false): Mention[] {
    const known = (w: string) => this.vocab.resolve(stem(w)) ?? (CLIPPED.has(w) ? this.vocab.resolve(stem(CLIPPED.get(w)!)) : null) ?? this.kindWord(w);
    const said = measures(ws);
    // (A count in words is a name's digit only right before another word of a name: not "a class at five".)
    const heard = said.map((w, i) => known(w) ?? (i + 1 < said.length && known(said[i + 1]) !== null ? this.numberWord(w) : null));
    let toks = heard;
    // Two words that make one of the business's words ("hair cut" -> "haircut", "pre nup" -> "prenup").
    const anyJoined = ws.map((w, i) => (i + 1 < ws.length ? known(w + ws[i + 1]) : null));
    // For an owner's variants, not where each word is the business's own and the pair is heard loosely as one of them:
    // "chickenwings" heard as "chicken" would swallow the "wings" that names Chicken Wings, Mild, Hot and Extra Hot.
    // (Items without variants read as before, as variants.ts promises.)
    const strictJoined = anyJoined.map((one, i) => (one !== null && toks[i] !== null && toks[i + 1] !== null && (one === stem(ws[i]) || one === stem(ws[i + 1])) ? null : one));
    // (Nor a unit with the next word: "piece wings" heard as "piece" would swallow the "wings" of
    // "Wings - 20 count".)
    const unitJoined = anyJoined.map((one, i) => (UNIT_WORDS.has(toks[i] ?? '') ? strictJoined[i] : one));
    const unknownAt = (i: number) => {
      const w = ws[i];
      // (A unit is no name of something else: "hour" of "an hour consult" where lengths are written in minutes.)
      return w.length >= 4 && !STOPWORDS.has(w) && !ORDER_WORDS.has(w) && !NEUTRAL.has(w) && !PLAIN.has(w) && !UNITS[w] && toks[i] === null && !/\d/.test(w) && quantityAt(ws, i) === null;
    };
    // A name that starts on an amount said in words starts on the amount's first word ("two of the twenty FIVE dollar
    // gift cards": the amount's other words were read as fillers), so the count said before it is found.
    const amountStart = (s: number) => {
      let k = s;
      while (k > 0 && said[k - 1] === 'and' && ws[k - 1] !== 'and') k--;
      return k;
    };
    const out: Mention[] = [];
    for (const item of among) {
      const wanted = new Set(item.tokens);
      toks = soundedOut(ws, heard, item);
      const joined = isVariantRecord(item.id) ? strictJoined : unitJoined;
      for (let s = 0; s < ws.length; s++) {
        let best: (Mention & { rank: number[]; side?: string[] }) | null = null;
        const firstJoined = joined[s] !== null && wanted.has(joined[s]!);
        if (!(toks[s] !== null && wanted.has(toks[s]!)) && !firstJoined) continue;
        for (let e = s + 1; e <= Math.min(ws.length, s + item.tokens.length + 2); e++) {
          const matched = new Set<string>();
          let used = 0;
          for (let i = s; i < e; i++) {
            if (joined[i] !== null && wanted.has(joined[i]!) && i + 1 < e && !matched.has(joined[i]!)) {
              matched.add(joined[i]!);
              used += 2;
              i++;
            } else if (toks[i] !== null && wanted.has(toks[i]!) && !matched.has(toks[i]!)) {
              matched.add(toks[i]!);
              used += 1;
            }
          }
          const last = toks[e - 1];
          const endsOnName = (last !== null && wanted.has(last)) || (e - 2 >= s && joined[e - 2] !== null && wanted.has(joined[e - 2]!));
          if (!endsOnName) continue;
          // "A twenty piece" for "Wings - 20 count": a count said with its unit names the item sold by that count, though
          // the count is the name's note; the words after it are its options ("... half hot half garlic"). ("Six pieces
          // OF the cake" counts the cake.)
          const byCount = e - s === 2 && /^\d+$/.test(toks[s] ?? '') && toks[s + 1] === PIECE && ws[e] !== 'of' && matched.size === 2;
          // "can" of "Can of Soda" in "can I get ...": a function word never names an item on its own.
          // (A count the name writes in digits, said with another word of the name, does: "five class" of "5-Class Pack".)
          const counted = matched.size >= 2 && [...matched].some((t) => /^\d+$/.test(t)) && [...matched].some((t) => t.length >= 3 && !STOPWORDS.has(t) && !UNIT_WORDS.has(t));
          if (!counted && !byCount && ![...matched].some((t) => !GENERIC.has(t) && t.length >= 3 && !STOPWORDS.has(t))) continue;
          // "plain" of "Plain Cream Cheese Tub" in "a half dozen plain", "on a plain bagel": the word for the ordinary
          // one says which of a kind, and names an item of several other words only with one of them.
          if ([...matched].every((t) => PLAIN.has(t)) && item.tokens.filter((t) => !PLAIN.has(t) && !GENERIC.has(t) && !UNIT_WORDS.has(t) && !STOPWORDS.has(t) && !/\d/.test(t)).length >= 2) continue;
          // "two" of "Team Event: two rooms" in "two of the gift cards": a number word alone is a count, it names
          // nothing. (An amount does: "the hundred dollar ones" is "100" of "Gift Card $100".)
          if ([...matched].every((t) => t in ONES || t in TEENS || t in TENS)) continue;
          // "add" of "Balloon Add-On" in "and add a balloon": the verbs of ordering never name an item on their own.
          if ([...matched].every((t) => ORDER_STEMS.has(t))) continue;
          // "dozen" of "Pastry Box, half dozen" in "a dozen croissants": words that count another item name nothing alone.
          const naming = (i: number) => (toks[i] !== null && wanted.has(toks[i]!)) || (joined[i] !== null && wanted.has(joined[i]!));
          if (toks[e] != null && !wanted.has(toks[e]!) && Array.from({ length: e - s }, (_, k) => s + k).every((i) => !naming(i) || COUNT_WORDS.has(ws[i]))) continue;
          const gaps = e - s - used;
          if (gaps > 1) continue;
          // A quantity inside the window starts the next item ("three asada tacos TWO al pastor"): not one name.
          if (gaps && Array.from({ length: e - s - 1 }, (_, k) => s + 1 + k).some((i) => (toks[i] === null || !wanted.has(toks[i]!)) && quantityAt(ws, i) !== null)) continue;
          const core = item.core?.length ? item.core : item.tokens;
          // Only the words of a name's note in brackets ("order" of "Churros (order of 3)") do not name the item.
          // (A choice the name lists does: "with vanilla" for "Flavor Syrup (vanilla, caramel or hazelnut)".)
          // (A bracket that says in plain words what a thing sold is names it by its last word, where no other name has
          // that word, said with another word of it or as something added: "the soft egg", "add an egg" for "Ajitama
          // (marinated soft-boiled egg)"; "is there egg in it" names nothing.)
          const byGloss = item.duration === null && !!item.gloss && matched.has(item.gloss) && this.df.get(item.gloss) === 1 && (matched.size >= 2 || [ws[s - 1], ws[s - 2]].some((w) => w !== undefined && ADDED_WORDS.has(w)));
          if (!byCount && !byGloss && !core.some((t) => matched.has(t)) && !item.choices?.some((t) => matched.has(t))) continue;
          const coverage = Math.max(matched.size / item.tokens.length, core.filter((t) => matched.has(t)).length / core.length);
          // One word that several names share ("hair" of "Bridal Hair Trial") does not name this item.
          // ("massage" still names both "Swedish Massage" and "Deep Tissue Massage": it is their head word).
          // A word the business does not use right next to a partial name names something else
          // ("boiler repair" is not "Toilet Repair", "pepperoni calzone" is not "Large Pepperoni Pizza").
          // (Not the thing worked on before a name's word said as the work done to it: "MY HAIR coloured", "her BEARD
          // trimmed" name the Full Color and the Beard Trim. A word after it still names something else, and a noun
          // before an "-ing" is a thing of its own: "teeth brushing" is no Bath & Brush.)
          const workDoneTo = e - s === 1 && s >= 2 && DONE_FORM.test(ws[s]) && stem(ws[s]) !== ws[s] && OWNER_WORDS.has(ws[s - 2]);
          if (!lenient && !byCount && coverage < 1 && [s - 1, e].some((i) => i >= 0 && i < ws.length && unknownAt(i) && !(workDoneTo && i === s - 1))) continue;
          // (The head is what the item is, before its size: "drink" of "Fountain Drink, small (16 oz)".)
          // (Nor the kind it comes in, after a dash: "detail" of "Full Detail - SUV/Truck" and "- Minivan/3-Row".)
          const head = item.head ?? item.headBeforeWith ?? core.filter((t) => !SIZE_STEMS.has(t)).pop() ?? core[core.length - 1];
          // ("battery" of "iPhone 14 Battery Replacement": the thing worked on is what the item is, the work after it is not.)
          const thing = item.head ?? thingOf(core);
          if (coverage < 0.5 && !matched.has(head) && !(thing && matched.has(thing)) && [...matched].every((t) => (this.df.get(t) ?? 0) >= 2)) continue;
          // ("My camry" names no one of Full Detail - Car and Express Wash & Wax - Car: a kind several names share.)
          if (item.head && [...matched].every((t) => KIND_OF.has(t) && (this.df.get(t) ?? 0) >= 2)) continue;
          const rank = [matched.size, coverage === 1 ? 1 : 0, -gaps, coverage];
          if (!best || compareRank(rank, best.rank) > 0) {
            // (Only words that other names share, none of them what this item is: kept for find, which asks which.)
            const side = coverage < 1 && !matched.has(head) && [...matched].every((t) => (this.df.get(t) ?? 0) >= 2) ? [...matched] : undefined;
            best = { item, score: coverage - gaps * 0.05, start: amountStart(s), end: e, quantity: 1, counted: false, rank, side };
          }
        }
        if (best) out.push(best);
      }
    }
    return out;
  }

  /**
   * Every item mentioned in the utterance, with the quantity said before it ("two lattes and a croissant").
   * Overlapping candidates are resolved in favour of the one that matches more of its name.
   */
  private readonly memo = new Map<string, ReturnType<Catalog['read']>>();

  mentions(text: string, among: CatalogItem[] = this.items): Mention[] {
    return this.readOnce(text, among).mentions.map((m) => ({ ...m }));
  }

  /** The reading of an utterance over all items, kept for the few utterances of a turn (read several times). */
  private readOnce(text: string, among: CatalogItem[]): ReturnType<Catalog['read']> {
    if (among !== this.items) return this.read(text, among);
    const hit = this.memo.get(text);
    if (hit) return hit;
    const out = this.read(text, among);
    if (this.memo.size >= 100) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(text, { mentions: out.mentions.map((m) => ({ ...m })), open: out.open });
    return this.memo.get(text)!;
  }

  /** Words that fit several of the items equally ("the tubs" for two tubs ordered), where they were said. */
  shared(text: string): Array<{ start: number; end: number; items: CatalogItem[] }> {
    return this.readOnce(text, this.items).open.map((tie) => ({ ...tie }));
  }

  /**
   * Words that name a family of items told apart only by a size the caller did not say ("a latte" for Latte, small
   * and Latte, large): never dropped and never guessed, the caller is asked which. The items whose name says no more
   * than the words said, with the quantity said before them.
   */
  undecided(text: string, among: CatalogItem[] = this.items): Array<{ items: CatalogItem[]; quantity: number; said: string }> {
    const ws = words(normalize(text));
    const rest = (i: CatalogItem) => (i.core ?? i.tokens).filter((w) => !SIZE_STEMS.has(w));
    return this.readOnce(text, among).open.flatMap((tie) => {
      const named = this.readOnce(text, among).mentions.filter((m) => m.end <= tie.start);
      const quantity = quantityBefore(ws, tie.start) ?? countPointedBack(ws, tie.start, named, tie.items.flatMap((i) => i.tokens), tie.end - 1) ?? 1;
      const spoken = ws.slice(tie.start, tie.end).join(' ');
      // An owner's item with variants named without one ("chicken wings" for Mild, Hot and Extra Hot): its variants,
      // all of them (the tie may hold only those whose names are as long), whatever tells them apart.
      const base = oneItemOf(tie.items);
      if (base !== null) return [{ items: among.filter((i) => splitVariantRecordId(i.id).itemId === base && isVariantRecord(i.id)), quantity, said: spoken }];
      const said = new Set(measures(ws.slice(tie.start, tie.end)).map((w) => this.vocab.resolve(stem(w))));
      const plain = tie.items.filter((i) => rest(i).every((w) => said.has(w)));
      if (plain.length >= 2 && new Set(plain.map((i) => rest(i).join(' '))).size === 1) return [{ items: plain, quantity, said: spoken }];
      // "Some wings" where the wings come by several counts and two kinds: what each of them is, said alone, asks
      // which of them (a few things sold at most), never drops the words. (Services are booked: "get her a cleaning as a
      // gift" asks nothing here.)
      // (Not "the two tubs", which points back at those already named.)
      // (Said as the name says it, not a near word heard as it: "for a party" is no patty.)
      const asSaid = ws.slice(tie.start, tie.end).map(stem);
      const pointsBack = DEFINITE.has(ws[tie.start - 1] ?? '') || DEFINITE.has(ws[tie.start - 2] ?? '');
      return said.size === 1 && !pointsBack && tie.items.length <= MAX_ASKED && tie.items.every((i) => asSaid.includes(i.head ?? rest(i).pop()!) && i.duration === null) ? [{ items: tie.items, quantity, said: spoken }] : [];
    });
  }

  private read(text: string, among: CatalogItem[]): { mentions: Mention[]; open: Array<{ start: number; end: number; items: CatalogItem[] }> } {
    const ws = words(normalize(text));
    const candidates = this.candidates(ws, among) as Array<Mention & { rank: number[] }>;
    candidates.sort((a, b) => compareRank(b.rank, a.rank) || a.start - b.start);
    const taken = new Set<number>();
    const chosen: Mention[] = [];
    /** Words that fit several items equally ("drinks" for the small and the large Fountain Drink). */
    const ties: Array<{ start: number; end: number; items: CatalogItem[] }> = [];
    /** Where an item said more than once was said last ("three pepperoni, no wait, two pepperoni"). */
    const lastEnd = new Map<Mention, number>();
    /** Where it was said again, for an item chosen back after another ("a muffin, no a scone, no back to the muffin"). */
    const lastStart = new Map<Mention, number>();
    for (const c of candidates) {
      const span = Array.from({ length: c.end - c.start }, (_, k) => c.start + k);
      if (span.some((p) => taken.has(p))) continue;
      span.forEach((p) => taken.add(p));
      // The same words naming several items equally well ("a haircut" for Women's, Men's and Kids Haircut) name
      // none of them: the caller is asked which (Catalog.find), never given the first on the list.
      const tied = candidates.filter((o) => o.item.id !== c.item.id && o.start === c.start && o.end === c.end && compareRank(o.rank, c.rank) === 0);
      if (tied.length) {
        const items = [c.item, ...tied.map((o) => o.item)];
        // "A ramen bowl... the big one": an everyday size word said right after the tied words picks one of them.
        // ("A ten piece" for Traditional and Boneless Wings - 10 count: a count alone asks for the ordinary one.)
        const byCountAlone = measures(ws.slice(c.start, c.end)).every((w) => /^\d+$/.test(w) || UNITS[w] !== undefined || UNIT_WORDS.has(w));
        // ("A big hummus": the everyday size word said right before them picks one as well.)
        // ("Platters for about twenty five people": the head count said in the breath picks the one that serves it.)
        const sized = sizeWordAfter(ws, c.end, items) ?? sizeWordBefore(ws, c.start, items) ?? (byCountAlone ? ordinaryOf(items) : null) ?? byHeadCount(ws, items);
        if (sized) {
          const q = quantityBefore(ws, sizeWordStart(ws, c.start));
          chosen.push({ item: sized, score: c.score, start: c.start, end: c.end, quantity: q ?? 1, counted: q !== null });
        } else ties.push({ start: c.start, end: c.end, items });
        continue;
      }
      // (Never over a word of another item's name: "the six piece, the fries" is one order of fries.)
      let q = quantityBefore(ws, c.start, taken);
      // A name that starts with a number ("3 Taco Combo") said as a word: that word is the name's, and the
      // quantity is said before it ("two of the three taco combos") or is one ("a three taco combo").
      const lead = /^\d+\b/.exec(c.item.name.trim())?.[0];
      if (q !== null && lead && Number(lead) === q && c.start > 0 && quantityAt(ws, c.start - 1)?.value === q) {
        q = quantityBefore(ws, c.start - 1) ?? (['a', 'an', 'the', 'one'].includes(ws[c.start - 2] ?? '') ? 1 : q);
      }
      // "Thirty people with plates" for "Plates and Napkins (per 10 people)": a head count said for an item sold per so
      // many people is that many of it, rounded up (three), never thirty.
      // ("Plates for twenty five guests", "forty guests with plates": the head count said just before or after it.)
      const perPeople = /\bper (\d+) (?:people|persons|guests)\b/i.exec(c.item.name);
      if (perPeople && Number(perPeople[1]) > 0) {
        const heads = headCountNear(ws, c.start, c.end);
        if (heads !== null && (q === null || PEOPLE.has(ws[c.start]))) q = Math.ceil(heads / Number(perPeople[1]));
      }
      const again = chosen.find((m) => m.item.id === c.item.id);
      // "A pan of rice and peas" for Catering Half Pan - Rice & Peas: two parts of one name said with only small words
      // between them, each naming other words of it, are one mention (one pan), never the same item twice.
      if (again && this.partsOfOneName(ws, again, c)) {
        again.start = Math.min(again.start, c.start);
        again.end = Math.max(again.end, c.end);
        // (The count said before the first part is the line's: "three pans of rice and peas".)
        if (q !== null && !again.counted) Object.assign(again, { quantity: q, counted: true });
        continue;
      }
      if (again) {
        lastEnd.set(again, c.end);
        lastStart.set(again, c.start);
        // Corrected in the same breath ("three large pepperoni, no wait, two"): the later quantity stands.
        const between = ws.slice(Math.min(again.end, c.start), Math.max(again.start, c.start)).join(' ');
        if (/\b(no wait|wait|actually|i mean|i meant|sorry|make that|make it|scratch that|instead)\b/.test(between) || /\b(no wait|actually|i mean|make that|make it|scratch that)\b/.test(ws.slice(c.start - 4 < 0 ? 0 : c.start - 4, c.start).join(' '))) {
          again.quantity = q ?? 1;
          again.counted = true;
          continue;
        }
        // Said again as the one already named ("two green curries, is THE green curry spicy"): no more of it.
        if (q === null && DEFINITE.has(ws[c.start - 1] ?? '')) continue;
        // The same item said twice ("a latte ... and another latte"): one line, quantities added.
        again.quantity += q ?? 1;
        again.counted = true;
        continue;
      }
      chosen.push({ item: c.item, score: c.score, start: c.start, end: c.end, quantity: q ?? 1, counted: q !== null });
    }
    chosen.sort((a, b) => a.start - b.start);
    // "A half tray of gyro, no actually make it a full tray": words that fit several items ("full tray"), said as a
    // repair right after an item, set that item's variant: the one of them whose name differs from it by one word, the
    // word said. The first choice is then not kept beside it.
    const resized = new Set<(typeof ties)[number]>();
    for (const tie of ties) {
      const before = chosen.filter((m) => m.end <= tie.start).at(-1);
      if (!before || !REPLACED.test(ws.slice(Math.max(before.end, lastEnd.get(before) ?? 0), tie.start).join(' '))) continue;
      const core = (i: CatalogItem) => new Set(i.core?.length ? i.core : i.tokens);
      const was = core(before.item);
      const said = new Set(measures(ws.slice(tie.start, tie.end)).map((w) => this.vocab.resolve(stem(w))));
      const sibling = tie.items.filter((i) => {
        const now = core(i);
        const gone = [...was].filter((t) => !now.has(t));
        const added = [...now].filter((t) => !was.has(t));
        return gone.length === 1 && added.length === 1 && said.has(added[0]);
      });
      if (sibling.length !== 1) continue;
      Object.assign(before, { item: sibling[0], end: tie.end });
      lastEnd.delete(before);
      resized.add(tie);
    }
    // "A trim, no actually the color, well maybe just the trim": an item that replaced another and was then set aside
    // for the first one again, said between the first one's two mentions, is dropped.
    const rechosen = chosen.filter((m) => {
      const back = chosen.find((a) => a.start < m.start && (lastStart.get(a) ?? -1) >= m.end);
      return !(back && REPAIRED.test(ws.slice(back.end, m.start).join(' ')) && BACK.test(ws.slice(m.end, lastStart.get(back)).join(' ')));
    });
    // "A burrito combo, actually no, make it two taco combos instead": an item replaced in the same breath is dropped.
    const kept = rechosen.filter((m, i) => {
      const next = rechosen[i + 1];
      return !(next && next.item.id !== m.item.id && REPLACED.test(ws.slice(Math.max(m.end, lastEnd.get(m) ?? 0), next.start).join(' ')));
    });
    // "A basic cupcake box, actually no the deluxe one, hmm no, just the basic": the choice settled last among items of
    // one kind is the line, however its last word alone names it ("basic" names nothing on its own).
    const settled = this.settled(text, among, true);
    if (settled) {
      const kind = (m: Mention) => settled.named.some((i) => i.id === m.item.id);
      const first = rechosen.find(kind) ?? chosen.find(kind);
      const line: Mention | null = first ? { ...first, item: settled.item, score: 1 } : null;
      kept.splice(0, kept.length, ...kept.filter((m) => !kind(m)), ...(line ? [line] : []));
      kept.sort((a, b) => a.start - b.start);
    }
    const made = kept.filter((m) => !isOptionOf(ws, kept, m));
    spreadOver(ws, made);
    const sized = new Set<(typeof ties)[number]>(resized);
    const mentions = this.sizedAfter(ws, made, ties.filter((tie) => !resized.has(tie)), taken, among, sized);
    return { mentions, open: ties.filter((tie) => !sized.has(tie)) };
  }

  /** Whether two windows naming one item are two parts of its name: other words of it, only fillers between them. */
  private partsOfOneName(ws: string[], a: Mention, b: Mention): boolean {
    const [first, second] = a.start < b.start ? [a, b] : [b, a];
    if (first.end > second.start || second.start - first.end > 4) return false;
    // ("A cup of the egg lemon soup": one word between that names nothing on the list, a caller's own word for part of
    // the name, still joins the two parts, as do the name's own words; a word of another item or a number never does.)
    const own = (w: string) => { const t = this.vocab.resolve(stem(w)); return t !== null && a.item.tokens.includes(t); };
    const between = ws.slice(first.end, second.start).filter((w) => !NAME_FILLERS.has(w) && !own(w));
    if (second.start - first.end - between.length > 3 || between.length > 1) return false;
    if (between.some((w) => quantityAt([w], 0) !== null || w.length < 3 || STOPWORDS.has(w) || this.vocab.resolve(stem(w)) !== null)) return false;
    if (quantityAt(ws, second.start) !== null && !['a', 'an'].includes(ws[second.start])) return false;
    const named = (m: Mention) => new Set(measures(ws.slice(m.start, m.end)).map((w) => this.vocab.resolve(stem(w))).filter((t): t is string => t !== null && a.item.tokens.includes(t)));
    const one = named(first);
    return [...named(second)].every((t) => !one.has(t));
  }

  /**
   * Sizes said for the items named before them ("drinks, two large and a small", "a large pizza and a small", "two
   * coffees, one large one small"): each size is the one sibling of that family whose name has the size word. Only a
   * size that ends what is said of the item (nothing the business sells after it) counts, and only one sibling may fit.
   */
  private sizedAfter(ws: string[], kept: Mention[], ties: Array<{ start: number; end: number; items: CatalogItem[] }>, taken: Set<number>, among: CatalogItem[], sized: Set<(typeof ties)[number]>): Mention[] {
    const out = [...kept];
    const rest = (i: CatalogItem) => (i.core ?? i.tokens).filter((w) => !SIZE_STEMS.has(w)).join(' ');
    for (let i = 0; i < ws.length; i++) {
      const size = stem(ws[i]);
      if (!SIZE_STEMS.has(size) || taken.has(i)) continue;
      const next = ws[i + 1];
      if (next !== undefined && !AFTER_SIZE.has(next) && quantityAt(ws, i + 1) === null && !SIZE_STEMS.has(stem(next))) continue;
      const before = [...out.map((m) => ({ end: m.end, start: m.start, items: [m.item] })), ...ties].filter((a) => a.end <= i);
      const anchor = before.sort((a, b) => b.end - a.end)[0];
      if (!anchor) continue;
      const families = new Set(anchor.items.map(rest));
      if (families.size !== 1) continue;
      const family = among.filter((x) => families.has(rest(x)));
      const fits = family.filter((x) => (x.core ?? x.tokens).includes(size));
      if (fits.length !== 1 || (anchor.items.length === 1 && anchor.items[0].id === fits[0].id)) continue;
      if (anchor.items.length > 1) sized.add(anchor as (typeof ties)[number]);
      const q = quantityBefore(ws, i);
      const same = out.find((m) => m.item.id === fits[0].id);
      if (same) {
        same.quantity = Math.min(99, same.quantity + (q ?? 1));
        continue;
      }
      out.push({ item: fits[0], score: 1, start: i, end: i + 1, quantity: q ?? 1, counted: q !== null });
    }
    return out.sort((a, b) => a.start - b.start);
  }

  /**
   * A name said with a word of the caller's that the business does not use ("one of those neck pillows" for the
   * Cervical Support Pillow, "three yards of the black mulch" for the Hardwood Mulch): never taken as that item, but
   * the nearest one or two items by that name, to offer ("We have the Cervical Support Pillow, is that the one?"),
   * with the quantity said before the words and the caller's own words for it. Only where nothing else was named.
   */
  nearMiss(text: string, among: CatalogItem[] = this.items): { items: CatalogItem[]; quantity: number; said: string } | null {
    return this.nearMisses(text, among)[0] ?? null;
  }

  /**
   * Every such name in the breath, in the order said ("a neck pillow and one of those back belts": the pillow, then
   * the belt), each with the nearest one or two items; words that fit more than two items are no near miss.
   */
  nearMisses(text: string, among: CatalogItem[] = this.items): Array<{ items: CatalogItem[]; quantity: number; said: string }> {
    // ("Can you set aside two tubes": the verb's "set" is no near miss of the Light Set; its words become fillers in place.)
    const ws = words(normalize(text).replace(PHRASAL_VERBS, (verb) => verb.replace(/\S+/g, 'um')));
    // (Words that name an item by the usual rules, even one replaced in the same breath, are no near miss.)
    const strict = this.candidates(ws, among);
    const covered = (c: Mention) => strict.some((m) => m.start < c.end && c.start < m.end);
    // The caller's word is a modifier of what the item is: the name's head word ends the words ("neck PILLOWS").
    const head = (i: CatalogItem) => (i.core?.length ? i.core : i.tokens).filter((t) => !SIZE_STEMS.has(t)).pop();
    const endsOnHead = (c: Mention) => this.vocab.resolve(stem(ws[c.end - 1])) === head(c.item);
    const loose = (this.candidates(ws, among, true) as Array<Mention & { rank: number[] }>).filter((c) => !covered(c) && endsOnHead(c));
    loose.sort((a, b) => compareRank(b.rank, a.rank) || a.start - b.start);
    const out: Array<{ items: CatalogItem[]; quantity: number; said: string; start: number }> = [];
    const taken: Array<[number, number]> = [];
    for (const best of loose) {
      if (taken.some(([s, e]) => best.start < e && s < best.end)) continue;
      taken.push([best.start, best.end]);
      const items = [...new Map(loose.filter((c) => c.start === best.start && c.end === best.end && compareRank(c.rank, best.rank) === 0).map((c) => [c.item.id, c.item])).values()];
      // (The best fit in the breath naming more than two items is no near miss, and nothing after it is offered.)
      if (items.length > 2) break;
      if (out.some((n) => n.items.every((i) => items.includes(i)))) continue;
      // The caller's own words for it: the unknown words right before the name ("neck" of "neck pillows"), at most two.
      let from = best.start;
      while (from > 0 && best.start - from < 2 && this.unknownWords(ws[from - 1]).length && quantityAt(ws, from - 1) === null && !SPREAD_BEFORE.test(ws[from - 1])) from--;
      const named = this.readOnce(text, among).mentions.filter((m) => m.end <= from);
      const q = quantityBefore(ws, from) ?? countPointedBack(ws, from, named, items.flatMap((i) => i.tokens), best.end - 1);
      out.push({ items, quantity: q ?? 1, said: ws.slice(from, best.end).join(' '), start: from });
    }
    return out.sort((a, b) => a.start - b.start).map(({ start: _, ...n }) => n);
  }

  /**
   * "A basic tune-up, actually no the full one, hmm no that's a lot, just the basic": among items of one kind named in
   * the breath, the word said after the last change of mind that tells exactly one of them apart is the choice, even
   * where that word alone names no item. Never a word set aside ("no, not the basic").
   */
  private settledLast(text: string, among: CatalogItem[], orderLines = false): CatalogItem | null {
    return this.settled(text, among, orderLines)?.item ?? null;
  }

  /** The choice settled last in the breath (see settledLast), with the items of its kind named before it. */
  private settled(text: string, among: CatalogItem[], orderLines = false): { item: CatalogItem; named: CatalogItem[] } | null {
    const said = normalize(text);
    const turn = [...said.matchAll(CHANGED_MIND)].pop();
    if (!turn) return null;
    let tail = words(said.slice(turn.index! + turn[0].length));
    if (!tail.length || NEGATED_ANYWHERE.test(tail.join(' '))) return null;
    const before = words(said.slice(0, turn.index!));
    const named = [...new Map(this.candidates(before, among).map((c) => [c.item.id, c.item])).values()];
    // ("A deluxe cupcake box, wait no the basic one, no actually the deluxe": a sibling of a named item, told apart by a
    // word said before that names nothing alone, was named too.)
    const saidBefore = new Set(before.map((w) => this.vocab.resolve(stem(w))).filter((w): w is string => !!w));
    for (const n of [...named]) {
      const head = (n.core?.length ? n.core : n.tokens).filter((t) => !SIZE_STEMS.has(t)).pop();
      for (const i of among) if (!named.includes(i) && head && i.tokens.includes(head) && i.tokens.some((w) => saidBefore.has(w) && !n.tokens.includes(w))) named.push(i);
    }
    // (Only a choice among what was named before: a new item named after the change of mind is read as usual. In an
    // order's lines, "... just the basic, and a sourdough loaf": the choice is what is said before the new item.)
    const fresh = this.candidates(tail, among).filter((c) => !named.includes(c.item));
    if (fresh.length && orderLines) tail = tail.slice(0, Math.min(...fresh.map((c) => c.start)));
    else if (fresh.length) return null;
    // ("... and actually a basic one too" adds one: no change of mind.)
    if (orderLines && ADDED.test(tail.join(' '))) return null;
    if (named.length < 2) return null;
    const kind = named.filter((i) => named.some((o) => o !== i && o.tokens.some((w) => i.tokens.includes(w) && !SIZE_STEMS.has(w) && !PLAIN.has(w))));
    const pool = orderLines ? kind : named;
    if (pool.length < 2) return null;
    const shared = pool[0].tokens.filter((w) => pool.every((i) => i.tokens.includes(w)));
    if (!shared.length) return null;
    const telling = tail.map((w) => this.vocab.resolve(stem(w))).filter((w): w is string => !!w && !shared.includes(w) && pool.some((i) => i.tokens.includes(w)));
    if (!telling.length) return null;
    const fits = pool.filter((i) => telling.every((w) => i.tokens.includes(w)));
    return fits.length === 1 ? { item: fits[0], named: pool } : null;
  }

  /**
   * The one item the caller means, or the tied best candidates when the words fit several equally well
   * ("massage" for Swedish Massage and Deep Tissue Massage).
   */
  find(text: string, among: CatalogItem[] = this.items): { item: CatalogItem } | { ambiguous: CatalogItem[] } | null {
    // "A thirty minute follow up, actually no, let's do the forty five minute one": "one" is the kind of item named
    // before, with the words said now ("the gel one" after "a classic pedicure" is the Gel Pedicure).
    const settled = this.settledLast(text, among);
    if (settled) return { item: settled };
    const repair = REPAIR_ONE.exec(normalize(text));
    if (repair) {
      const before = this.mentions(repair[1], among);
      const head = before.length === 1 ? words(normalize(before[0].item.name.replace(/\(.*?\)/g, ' '))).filter((w) => !/\d/.test(w)).pop() : undefined;
      const meant = head ? this.find(`${repair[2]} ${head}`, among) : null;
      if (meant && 'item' in meant && meant.item.id !== before[0].item.id) return meant;
    }
    const heard = this.candidates(words(normalize(text)), among) as Array<Mention & { rank: number[] }>;
    if (!heard.length) return null;
    // An item whose name the caller's words contradict (a length, a count or a price said that it is not, a kind of
    // another: "a one hour lesson" is not the "(2 hours)" one, "my camry" is not the "Boat" or "- SUV/Truck" one) is
    // never taken; where every item named is contradicted, none is (better asked than a wrong price spoken).
    const contradicted = this.contradicted(text);
    const candidates = heard.filter((c) => !contradicted(c.item));
    // ("Pumped, a thousand gallon tank" where the sizes heard are 1,001-1,250 and 1,251-1,500: the one up to 1,000 holds it.)
    if (!candidates.length) {
      const measured = this.byMeasureSaid(text, [...new Set(heard.map((c) => c.item))], among, contradicted);
      return measured ? { item: measured } : null;
    }
    candidates.sort((a, b) => compareRank(b.rank, a.rank));
    const top = [
      ...new Map(
        candidates.filter((c) => compareRank(c.rank.slice(0, 3), candidates[0].rank.slice(0, 3)) === 0).map((c) => [c.item.id, c.item]),
      ).values(),
    ];
    const measured = this.byMeasureSaid(text, top, among, contradicted);
    if (measured) return { item: measured };
    // Two different services named in one breath ("a haircut and a beard trim"): the caller must choose, unless
    // one of them is set aside ("the gel pedicure, not the classic", "a classic pedicure, no wait, make that a gel").
    const fitting = among.filter((i) => !contradicted(i));
    const all = this.mentions(text, fitting.length === among.length ? among : fitting);
    const ws = words(normalize(text));
    const named = all.filter((m, i) => {
      if (NEGATED.test(ws.slice(Math.max(0, m.start - 3), m.start).join(' '))) return false;
      const next = all[i + 1];
      // (Unless the caller came back to it before the next one: "a muffin, no a scone, no back to the muffin, and a chai".)
      const between = ws.slice(m.end, next?.start);
      return !(next && next.item.id !== m.item.id && REPAIRED.test(between.join(' ')) && !this.mentions(between.join(' '), [m.item]).length);
    });
    // "The only key to my car" where Key Copy and Car Key / Fob Programming both have "key" and neither is a key: the
    // shorter name is not chosen for being shorter (the longer one fell below half its name); the caller is asked.
    const side = top.length === 1 && all.length <= 1 ? (candidates[0] as { side?: string[] }).side : undefined;
    const alike = side ? among.filter((i) => side.every((t) => i.tokens.includes(t)) && !contradicted(i)) : [];
    if (alike.length >= 2 && alike.length <= 3) return { ambiguous: alike };
    // (mentions() already dropped an item replaced in the same breath: the one left after a repair is the choice.)
    if (named.length === 1 && (all.length > 1 || REPLACED.test(ws.join(' ')))) return { item: named[0].item };
    if (named.length > 1 && top.length === 1) return { ambiguous: named.map((m) => m.item) };
    if (top.length === 1) return { item: top[0] };
    const sized = bySize(ws, top);
    if (sized.length === 1) return { item: sized[0] };
    const modelled = sized.length ? [] : byModelNumber(ws, top);
    if (modelled.length === 1) return { item: modelled[0] };
    const scaled = sized.length ? null : byScale(ws, top) ?? bySizeWord(ws, top);
    if (scaled) return { item: scaled };
    const tied = sized.length ? sized : top;
    // "Just a regular adjustment" among Chiropractic, Pediatric (under 12) and Prenatal Adjustment, chosen among every
    // item with the words the tied ones share: the one whose name says it is plain ("Individual Return - Basic" for
    // "a simple return"), else the one name with fewer words than every other.
    const shared = tied[0].tokens.filter((w) => tied.every((i) => i.tokens.includes(w)));
    if (shared.length && ws.some((w) => PLAIN.has(w))) {
      const pool = among.filter((i) => shared.every((w) => i.tokens.includes(w)));
      const saysPlain = pool.filter((i) => i.tokens.some((w) => PLAIN.has(w)));
      if (saysPlain.length === 1) return { item: saysPlain[0] };
      const fewest = Math.min(...pool.map((i) => i.tokens.length));
      const plainest = pool.filter((i) => i.tokens.length === fewest);
      if (!saysPlain.length && plainest.length === 1) return { item: plainest[0] };
    }
    // "A two hour lesson" for "Driving Lesson - 120 min" and "Freeway Driving Lesson (2 hours)": the name whose words the
    // caller did not say are all also unsaid words of every other one is meant; the others add a word not said
    // ("freeway"). Where each adds its own ("massage" for Swedish and Deep Tissue Massage), the caller is asked.
    const said = new Set(measures(ws).map((w) => this.vocab.resolve(stem(w)) ?? this.kindWord(w)));
    // (Words of what the item is, not its notes: "up" of "Lawn Mowing - up to 1/4 acre" tells nothing apart.)
    const unsaid = (i: CatalogItem) => (i.core?.length ? i.core : i.tokens).filter((t) => !said.has(t));
    const fewer = tied.filter((i) => tied.every((o) => o === i || (unsaid(o).length > unsaid(i).length && unsaid(i).every((t) => unsaid(o).includes(t)))));
    if (fewer.length === 1) return { item: fewer[0] };
    return { ambiguous: tied };
  }

  /**
   * Where the caller gives a measure with its unit ("a thousand gallon tank", "a 1200 gallon one") and the services
   * their words name come in sizes written as ranges of it ("Pumping, Tank up to 1,000 Gallons", "1,001 to 1,250
   * Gallons"), the one whose range holds it, looked for among every item with the words the heard ones share (a name
   * whose other words the caller did not say may have been passed over for them). Of several that hold it, the one
   * with the fewest words not said ("Home Sale Inspection with Pumping (tank up to 1,000 gal)" adds a kind of visit).
   */
  private byMeasureSaid(text: string, top: CatalogItem[], among: CatalogItem[], contradicted: (i: CatalogItem) => boolean): CatalogItem | null {
    const ws = words(normalize(text));
    // (Lengths and prices are weighed by the rules for them; only a measure said with its unit is read here.)
    const measuresSaid = amountsMeant(ws).filter((a) => a.unit !== '' && a.unit !== 'dollar' && a.unit !== 'min');
    if (!measuresSaid.length) return null;
    const said = new Set(measures(ws).map((w) => this.vocab.resolve(stem(w)) ?? this.kindWord(w)));
    const shared = top[0].tokens.filter((t) => said.has(t) && top.every((i) => i.tokens.includes(t)) && !GENERIC.has(t) && !/\d/.test(t));
    if (!shared.length) return null;
    const siblings = among.filter((i) => !contradicted(i) && shared.every((t) => i.tokens.includes(t)));
    const fits = siblings.filter((item) => amountsOf(item.name).some((a) => measuresSaid.some((x) => x.unit === a.unit && x.value >= a.lo && x.value <= a.hi)));
    if (fits.length <= 1) return fits[0] ?? null;
    const unsaid = (i: CatalogItem) => i.tokens.filter((t) => !said.has(t) && !/\d/.test(t)).length;
    const fewest = Math.min(...fits.map(unsaid));
    const plainest = fits.filter((i) => unsaid(i) === fewest);
    return plainest.length === 1 ? plainest[0] : null;
  }

  /**
   * The one of `among` (variants asked about) that the caller's earlier words leave, by the kind they named ("my
   * honda odyssey" against Full Detail - Car, - SUV/Truck and - Minivan/3-Row), or null.
   */
  byKindSaid(text: string, among: CatalogItem[]): CatalogItem | null {
    if (!kindsOf(words(normalize(text))).size) return null;
    const contradicted = this.contradicted(text);
    const left = among.filter((i) => kindsOf(i.tokens).size && !contradicted(i));
    return left.length === 1 ? left[0] : null;
  }

  /**
   * What tells variants apart, in their own words: each name without the words all of them share ("Car", "SUV/Truck"
   * of "Full Detail - Car", "Full Detail - SUV/Truck"), or null when a name is all shared words.
   */
  static differences(items: CatalogItem[]): string[] | null {
    const split = items.map((i) => i.name.split(/\s+/));
    const same = (k: number, at: (ws: string[]) => string | undefined) => split.every((ws) => at(ws) !== undefined && at(ws)!.toLowerCase() === at(split[0])!.toLowerCase());
    let head = 0;
    while (same(head, (ws) => ws[head])) head++;
    let tail = 0;
    while (same(tail, (ws) => ws[ws.length - 1 - tail]) && split.every((ws) => ws.length - tail > head)) tail++;
    const partsTo = (end: number) => split.map((ws) => ws.slice(head, ws.length - end).join(' ').replace(/^[-–:,\s]+|[-–:,\s]+$/g, '').replace(/^\((.*)\)$/, '$1'));
    // (A count keeps what it counts: "2 Bedroom", not "2".)
    const parts = partsTo(partsTo(tail).some((p) => /^[\d.,/-]+$/.test(p)) ? 0 : tail);
    return parts.every((p) => p) && new Set(parts.map((p) => p.toLowerCase())).size === parts.length ? parts : null;
  }

  /** A count said in words that a name writes in digits ("five class" of "5-Class Pack"), if a name has it. */
  private numberWord(w: string): string | null {
    const n = ONES[w] ?? TEENS[w] ?? TENS[w] ?? (w === 'hundred' ? 100 : undefined);
    return n ? this.vocab.resolve(String(n)) : null;
  }

  /** The business's word for a kind the caller named by an everyday word ("tahoe" -> "suv"), if the business uses it. */
  private kindWord(w: string): string | null {
    const kind = KIND_OF.get(stem(w));
    return kind && kind.kind !== stem(w) ? this.vocab.resolve(kind.kind) : null;
  }

  /**
   * Whether the caller's words contradict an item's name: a length, count or price said in a unit the name gives, none
   * of them the name's (not a time from now: "in ten minutes"), or a kind of a group of kinds (vehicles, pets, hair
   * lengths: locale `variantKinds`) named by the caller where the name names only other kinds of that group.
   */
  private contradicted(text: string): (item: CatalogItem) => boolean {
    const ws = words(normalize(text).replace(NOT_A_LENGTH, ' '));
    // ("Two hundred and fifty bucks" is one amount, as the names write it.)
    const said = amountsMeant(amounts(ws)).filter((x) => x.unit !== '');
    const kindsSaid = kindsOf(ws);
    return (item) => {
      const own = amountsOf(item.name);
      const byAmount = own.some((a) => {
        const inUnit = said.filter((x) => x.unit === a.unit);
        return inUnit.length > 0 && !own.some((b) => b.unit === a.unit && inUnit.some((x) => x.value >= b.lo && x.value <= b.hi));
      });
      if (byAmount) return true;
      const named = kindsOf(item.tokens);
      return [...kindsSaid.keys()].some((g) => named.has(g) && ![...kindsSaid.get(g)!].some((k) => named.get(g)!.has(k)));
    };
  }
}

/** Each word of a kind (and each everyday word for it) with its group and kind, as stems (locale `variantKinds`). */
const KIND_OF = new Map<string, { group: number; kind: string }>(
  EN.variantKinds.flatMap((group, g) => Object.entries(group).flatMap(([kind, alike]) => [kind, ...alike].map((w) => [stem(w), { group: g, kind: stem(kind) }] as const))),
);

/** The kinds words name, by group. */
function kindsOf(ws: string[]): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const w of ws) {
    const k = KIND_OF.get(stem(w));
    if (k) out.set(k.group, (out.get(k.group) ?? new Set()).add(k.kind));
  }
  return out;
}

const NOT_A_LENGTH = new RegExp(EN.notALength, 'g');

/**
 * Of names that differ by an amount, those that hold an amount the caller said: a range ("Standard Clean (1-2
 * bedrooms)" for "a two bedroom condo"), a length ("Deep Tissue Massage (60 min)" for "the hour long one", "(90 min)"
 * for "an hour and a half") or a price ("Gift Card $100" for "the hundred dollar ones").
 */
function bySize(ws: string[], items: CatalogItem[], unitless = true): CatalogItem[] {
  // Set right in the same breath ("the hour one, actually a half hour, no you know what, the full hour"): the amount
  // said after the last repair stands.
  // (A bare number meets any amount only among a few choices: "the 15" is not a 15-minute service out of the whole list.)
  const said = amountsMeant(ws).filter((x) => unitless || x.unit !== '');
  if (!said.length) return [];
  return items.filter((item) => amountsOf(item.name).some((a) => said.some((x) => (x.unit === a.unit || (x.unit === '' && x.value > 12)) && x.value >= a.lo && x.value <= a.hi)));
}

/**
 * Of items tied on the words said, the ones whose name holds a model number or count the caller said, in digits or
 * words, with its letter if it has one ("a battery for a fourteen" and "iPhone 14 Battery Replacement", "the s twenty
 * two" and "Galaxy S22", "the five class card" and "5-Class Pack"): the number tells them apart as a size would.
 */
function byModelNumber(ws: string[], items: CatalogItem[]): CatalogItem[] {
  const said = new Set<string>();
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] === 'a' || ws[i] === 'an' || ws[i] === 'single' || /^(couple|dozen|half)$/.test(ws[i])) continue;
    const q = quantityAt(ws, i);
    if (!q) continue;
    // A time of day ("at nine thirty", "thirty past") or a length ("thirty minutes") is no model number.
    const timed = /^(at|around|by|till|until|before|after|from)$/.test(ws[i - 1] ?? '') || (i > 0 && quantityAt(ws, i - 1) !== null && ws[i - 1] !== 'a' && ws[i - 1] !== 'an');
    const measured = UNITS[ws[i + q.length]] !== undefined || /^(past|o'?clock|am|pm)$/.test(ws[i + q.length] ?? '');
    if (timed || measured) {
      i += q.length - 1;
      continue;
    }
    said.add(String(q.value));
    if (i > 0 && /^[a-z]$/.test(ws[i - 1])) said.add(`${ws[i - 1]}${q.value}`);
    i += q.length - 1;
  }
  if (!said.size) return [];
  return items.filter((item) => item.tokens.some((t) => /\d/.test(t) && said.has(t)));
}

/** The amounts said, or those said after the last repair where it says one. */
function amountsMeant(ws: string[]): Array<{ value: number; unit: string }> {
  const text = ws.join(' ');
  const lastRepair = [...text.matchAll(REPAIR)].pop();
  const after = lastRepair ? amountsSaid(words(text.slice(lastRepair.index! + lastRepair[0].length))) : [];
  return after.length ? after : amountsSaid(ws);
}

const REPAIR = new RegExp(EN.repair, 'g');

const SIZE_STEMS = new Set(EN.sizes.map(stem));
/** A verb said as the work done ("coloured", "waxed"): the service's word as work on the thing said before it. */
const DONE_FORM = /ed$/;
/** Whose thing it is, said before the thing worked on ("MY hair coloured"). */
const OWNER_WORDS = new Set(['my', 'his', 'her', 'their', 'our', 'your', 'the']);
const WORK_DONE = new Set((EN.workDone ?? []).map(stem));
const SCALE_SMALL = new Set(EN.scale.small);
const SCALE_BIG = new Set(EN.scale.big);
const AFTER_SIZE = new Set(EN.afterSize);
const SPREAD = new RegExp(EN.spread);

/**
 * How many of `base` items an add-on goes on, from the words right after it ("on the other two", "on both"), `used`
 * of them already given another add-on; null when those words say no such thing.
 */
export function spreadCount(after: string[], base: number, used = 0): number | null {
  const g = SPREAD.exec(after.join(' '))?.groups;
  if (!g) return null;
  const count = (w: string | undefined) => (w === undefined ? null : quantityAt([w], 0)?.value ?? null);
  const value = g.other
    ? g.otherCount ? count(g.otherCount) : base - used
    : g.both ? (base >= 2 ? 2 : null) : g.all ? base : count(g.count);
  return value && value >= 1 && value <= base ? value : null;
}

const OPTION_OF = new RegExp(EN.optionOf);

/**
 * "Two lunch combos, one with green curry and one with pad thai": a dish said as the choice of one of several items
 * just named is how that item is made, not one more item. Only a thing priced like a dish of its own (at least half
 * the item's price): an add-on ("two burgers, one with a fried egg") is still ordered, as spreadOver counts it.
 */
function isOptionOf(ws: string[], mentions: Mention[], m: Mention): boolean {
  const k = mentions.indexOf(m);
  const base = mentions.slice(0, k).reverse().find((b) => b.counted && b.quantity >= 2);
  if (!base || m.counted || !OPTION_OF.test(ws.slice(mentions[k - 1].end, m.start).join(' '))) return false;
  // (Every name between the item and this one is itself one of its choices: "one with X and one with Y".)
  const between = mentions.slice(mentions.indexOf(base) + 1, k);
  if (!between.every((o) => OPTION_OF.test(ws.slice(mentions[mentions.indexOf(o) - 1].end, o.start).join(' ')))) return false;
  return base.item.cents !== null && m.item.cents !== null && m.item.cents * 2 >= base.item.cents;
}

/**
 * An add-on said over some of the items named before it ("three subs, avocado on one of them and bacon on the other
 * two", "extra cheese on both"): its quantity is that many, never more than the item it goes on.
 */
function spreadOver(ws: string[], mentions: Mention[]): void {
  const used = new Map<Mention, number>();
  const spread = new Set<Mention>();
  mentions.forEach((m, k) => {
    const back = m.counted ? null : countPointedBack(ws, m.start, mentions.slice(0, k), m.item.tokens, Math.min(m.end + 3, mentions[k + 1]?.start ?? ws.length) - 1);
    if (back) {
      Object.assign(m, { quantity: back, counted: true });
      spread.add(m);
      return;
    }
    // ("a fried egg on one of them": an article is no count of its own.)
    if (m.counted && m.quantity !== 1) return;
    const base = mentions.slice(0, k).reverse().find((b) => b.counted && !spread.has(b));
    if (!base) return;
    // "Two large lattes with oat milk": an add-on said with no count of its own right after "with" goes on each.
    const withEach = !m.counted && base === mentions[k - 1] && ws.slice(base.end, m.start).join(' ') === 'with' ? base.quantity : null;
    const value = spreadCount(ws.slice(m.end, mentions[k + 1]?.start ?? ws.length), base.quantity, used.get(base) ?? 0) ?? withEach;
    if (!value) return;
    m.quantity = value;
    m.counted = true;
    spread.add(m);
    used.set(base, (used.get(base) ?? 0) + value);
  });
}

const SPREAD_BEFORE = new RegExp(EN.spreadBefore);

/**
 * "Two bacon burgers, make em both combos", "three wraps all as meals": a thing said with "both" or "all" right before
 * it, pointing back at the item named last with a count, is that many (both: two of two or more).
 */
function countPointedBack(ws: string[], start: number, before: Mention[], tokens: string[], until = start): number | null {
  const base = before[before.length - 1];
  if (!base?.counted || base.quantity < 2) return null;
  // (Or right before a later word of a name that starts on a verb: "MAKE em both COMBOS" for "Make It a Combo".)
  // (A word of the name said before where the name was read from counts as the name: "both MEAL deals".)
  let from = start;
  while (from > base.end && tokens.includes(stem(ws[from - 1]))) from--;
  const at = [from, ...Array.from({ length: Math.max(0, until - start) }, (_, k) => start + 1 + k).filter((j) => tokens.includes(stem(ws[j] ?? '')))];
  const g = at.map((j) => SPREAD_BEFORE.exec(ws.slice(base.end, j).join(' '))).find(Boolean)?.groups;
  if (!g) return null;
  return g.both ? 2 : base.quantity;
}

/** The unit an amount is counted in, so "minutes" meets "min" and "dollars" meets "$". */
/** Units that measure (a length, a price, a size) rather than count things. */
const MEASURES = new Set(['min', 'dollar', 'oz', 'hour', ...UNIT_WORDS].filter((u) => u !== PIECE));

const unitOf = (w: string | undefined): string => {
  if (!w) return '';
  if (/^(min|mins|minute|minutes)$/.test(w)) return 'min';
  if (/^(dollar|dollars|buck|bucks)$/.test(w)) return 'dollar';
  if (/^(oz|ounce|ounces)$/.test(w)) return 'oz';
  if (/^(gal|gals|gallon|gallons)$/.test(w)) return 'gallon';
  return stem(w);
};

function amountsSaid(ws: string[]): Array<{ value: number; unit: string }> {
  const said: Array<{ value: number; unit: string }> = [];
  const text = ws.join(' ');
  // "a half acre", "half an acre", "a quarter of an acre", "three quarters of a mile".
  for (const [, three, part, unit] of text.matchAll(/\b(?:(three) |a |one )?(half|quarter)s?(?: of)?(?: an?)? ([a-z]+)/g)) {
    if (unit !== 'hour' && unit !== 'dozen' && unit !== 'and') said.push({ value: (part === 'half' ? 0.5 : 0.25) * (three ? 3 : 1), unit: unitOf(unit) });
  }
  if (/\b(an|one|a full) hour and a half\b|\bhour and a half\b/.test(text)) said.push({ value: 90, unit: 'min' });
  else if (/\b(half an hour|half hour)\b/.test(text)) said.push({ value: 30, unit: 'min' });
  else if (/\b(an|one|the|a full|the full|a whole|the whole|full) hour\b|\bhour long\b/.test(text)) said.push({ value: 60, unit: 'min' });
  // ("An hour consult", "hour consult tomorrow": the one hour said as what kind of visit it is.)
  else if (/(?:^|\b(?:a|an|the|my|for|one|an|book|get|do)\s)hour (?!and\b|or\b)[a-z]/.test(text)) said.push({ value: 60, unit: 'min' });
  for (let i = 0; i < ws.length; i++) {
    // A size in the thousands, in digits ("a 1200 gallon tank") or as "a thousand": the count words stop at hundreds.
    if (/^\d{4,6}$/.test(ws[i]) && ws[i + 1] !== undefined && /^[a-z]/.test(ws[i + 1])) {
      said.push({ value: Number(ws[i]), unit: unitOf(ws[i + 1]) });
      i++;
      continue;
    }
    const q = quantityAt(ws, i);
    if (!q || ws[i] === 'a' || ws[i] === 'an') {
      // "a hundred dollar", "the hundred dollar ones": a hundred without a count before it.
      if ((ws[i] === 'hundred' || ws[i] === 'thousand') && !(i > 0 && quantityAt(ws, i - 1) && ws[i - 1] !== 'a' && ws[i - 1] !== 'an')) {
        said.push({ value: ws[i] === 'hundred' ? 100 : 1000, unit: unitOf(ws[i + 1]) });
      }
      continue;
    }
    // A time of day is no amount ("tomorrow at eight thirty" is not a 30-minute service).
    if (/^(at|around|by|till|until|before|after|from)$/.test(ws[i - 1] ?? '') || (i > 0 && /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})$/.test(ws[i - 1]) && /^(fifteen|thirty|forty|forty five|\d{2})$/.test(ws[i]))) {
      i += q.length - 1;
      continue;
    }
    let value = q.value;
    let next = i + q.length;
    if (ws[next] === 'hundred') {
      value *= 100;
      next++;
    }
    // ("Two thousand gallons", "two thousand five hundred".)
    if (ws[next] === 'thousand') {
      value *= 1000;
      next++;
      const rest = quantityAt(ws, next);
      if (rest && ws[next + rest.length] === 'hundred') {
        value += rest.value * 100;
        next += rest.length + 1;
      }
    }
    const unit = unitOf(ws[next]);
    if (unit === 'hour' || unit === 'hours' || ws[next] === 'hours' || ws[next] === 'hour') said.push({ value: value * 60, unit: 'min' });
    else said.push({ value, unit });
    i = next - 1;
  }
  return said;
}

function amountsOf(name: string): Array<{ lo: number; hi: number; unit: string }> {
  // A fraction is its value ("Lawn Mowing - 1/4 to 1 acre": 0.25 to 1 acre).
  // A thousands comma is no break ("Tank up to 1,000 Gallons" is 1000 gallons, not 000).
  const n = name.toLowerCase().replace(/\b(\d{1,3}),(?=\d{3}\b)/g, '$1').replace(/\b(\d+)\/(\d+)\b/g, (_, a: string, b: string) => String(Number(a) / Number(b)));
  const num = '(\\d+(?:\\.\\d+)?)';
  const out: Array<{ lo: number; hi: number; unit: string }> = [];
  for (const [, v] of n.matchAll(/\$\s?(\d+)/g)) out.push({ lo: Number(v), hi: Number(v), unit: 'dollar' });
  for (const [, lo, hi, unit] of n.matchAll(new RegExp(`${num}\\s*(?:-|to|–)\\s*${num}\\s*([a-z]+)`, 'g'))) out.push({ lo: Number(lo), hi: Number(hi), unit: unitOf(unit) });
  // "up to 1/4 acre", "under 2 hours": from nothing.
  for (const [, hi, unit] of n.matchAll(new RegExp(`\\b(?:up to|under|less than)\\s*${num}\\s*([a-z]+)`, 'g'))) out.push({ lo: 0, hi: Number(hi), unit: unitOf(unit) });
  // "over 65 inch", "more than 50 guests": from there up (what is said of the size above the one named "up to 65 inch").
  for (const [, lo, unit] of n.matchAll(new RegExp(`\\b(?:over|more than|above|bigger than|larger than)\\s*${num}\\s*([a-z]+)`, 'g'))) out.push({ lo: Number(lo) + 0.001, hi: Infinity, unit: unitOf(unit) });
  // (Not the end of a range, "10-12 people"; a dash that sets a size apart is no range: "Driving Lesson - 90 min".)
  for (const [, v, unit] of n.matchAll(new RegExp(`(?<![\\d$.]\\s?)(?<!\\d\\s?[-–]\\s?)${num}\\s*([a-z]+)`, 'g'))) out.push({ lo: Number(v), hi: Number(v), unit: unitOf(unit) });
  // A length in hours is that many minutes, as the caller's lengths are counted ("(2 hours)" is 120 min).
  return out.map((a) => (a.unit === 'hour' ? { lo: a.lo * 60, hi: a.hi * 60, unit: 'min' } : a));
}

/**
 * Of names that differ by a range of one measure ("Lawn Mowing - up to 1/4 acre", "- 1/4 to 1 acre"), the one a size
 * word means: the smallest range for "a small yard", the largest for "a big lawn"; none when the names are not all
 * ranges of one unit, or a middle size ("medium") is said among more than two.
 */
function byScale(ws: string[], items: CatalogItem[]): CatalogItem | null {
  const small = ws.some((w) => SCALE_SMALL.has(w));
  const big = ws.some((w) => SCALE_BIG.has(w));
  if (small === big || items.length < 2) return null;
  const ranges = items.map((i) => amountsOf(i.name).filter((a) => a.lo < a.hi || a.lo === 0));
  if (ranges.some((r) => r.length !== 1) || new Set(ranges.map((r) => r[0].unit)).size !== 1) return null;
  const order = items.map((item, k) => ({ item, hi: ranges[k][0].hi })).sort((a, b) => a.hi - b.hi);
  return (small ? order[0] : order[order.length - 1]).item;
}

/**
 * The sibling a size word said right after their shared words means ("a ramen bowl, the big one", "a pho, a large
 * one please"): an article at most before it, and nothing after it but the end or a word that closes a size.
 */
function sizeWordAfter(ws: string[], end: number, items: CatalogItem[]): CatalogItem | null {
  let p = end;
  // ("A pho, make that a big one": the size said after a repair of the same breath is a size, not another item.)
  const repair = REPAIR_BEFORE_SIZE.exec(ws.slice(p, p + 4).join(' '));
  if (repair) p += words(repair[0]).length;
  if (EN.beforeSize.includes(ws[p] ?? '')) p++;
  const w = ws[p];
  if (!w || !(SCALE_SMALL.has(w) || SCALE_BIG.has(w)) || (ws[p + 1] !== undefined && !AFTER_SIZE.has(ws[p + 1]))) return null;
  return byEverydaySize([w], items);
}

/** Words of a repair between an item and the size that settles it ("make that", "actually no, make it"). */
const REPAIR_BEFORE_SIZE = /^(?:(?:actually|no|wait|sorry|i mean|make (?:that|it)) ?){1,3}/;

/** The sibling an everyday size word said right before their shared words means ("a big hummus", "two small fries"). */
function sizeWordBefore(ws: string[], start: number, items: CatalogItem[]): CatalogItem | null {
  // (The shared words may be heard from the last word only, "little lentil soups" with "little" near "lentil": the
  // size word is looked for back to the count or article that opens the item, three words at most.)
  for (let k = start; k >= Math.max(0, start - 3); k--) {
    const w = ws[k];
    if (w === undefined) continue;
    if (SCALE_SMALL.has(w) || SCALE_BIG.has(w)) return byEverydaySize([w], items);
    if (k < start && (EN.beforeSize.includes(w) || quantityAt(ws, k) !== null)) return null;
  }
  return null;
}

/** Where the size word said before an item is, so the count is read before it ("two big soups"). */
function sizeWordStart(ws: string[], start: number): number {
  for (let k = start; k >= Math.max(0, start - 3); k--) {
    if (SCALE_SMALL.has(ws[k]) || SCALE_BIG.has(ws[k])) return k;
    if (k < start && (EN.beforeSize.includes(ws[k]) || quantityAt(ws, k) !== null)) break;
  }
  return start;
}

/**
 * The sibling an everyday size word means, where the names tell them apart by a size word ("Small", "Large") or by
 * an amount of one unit ("- 6 count", "- 12 count": "the big one" is the most).
 */
export function byEverydaySize(ws: string[], items: CatalogItem[]): CatalogItem | null {
  return bySizeWord(ws, items) ?? byScale(ws, items) ?? byCountScale(ws, items);
}

/** Of siblings sold by one amount each of one unit ("- 6 count", "- 12 count"), the most or the fewest. */
function byCountScale(ws: string[], items: CatalogItem[]): CatalogItem | null {
  const small = ws.some((w) => SCALE_SMALL.has(w));
  const big = ws.some((w) => SCALE_BIG.has(w));
  if (small === big || items.length < 2) return null;
  const amounts = items.map((i) => amountsOf(i.name));
  if (amounts.some((a) => a.length !== 1) || new Set(amounts.map((a) => a[0].unit)).size !== 1 || new Set(amounts.map((a) => a[0].hi)).size !== items.length) return null;
  const order = items.map((item, k) => ({ item, hi: amounts[k][0].hi })).sort((a, b) => a.hi - b.hi);
  return (small ? order[0] : order[order.length - 1]).item;
}

/** The one of a few siblings whose name holds the number the caller said ("the twelve" for "Wings - 12 count"). */
export function byNumberSaid(ws: string[], items: CatalogItem[]): CatalogItem | null {
  const fits = byModelNumber(ws, items);
  return fits.length === 1 ? fits[0] : null;
}

/**
 * Of siblings told apart by a size word ("Cold Brew, small" and "Cold Brew, large"), the one an everyday word for
 * that size means ("a big cold brew", "the little one"): the locale's big words mean the largest size word the
 * names use, its small words the smallest.
 */
export function bySizeWord(ws: string[], items: CatalogItem[]): CatalogItem | null {
  const small = ws.some((w) => SCALE_SMALL.has(w));
  const big = ws.some((w) => SCALE_BIG.has(w));
  if (small === big || items.length < 2) return null;
  const rank = (i: CatalogItem) => i.tokens.map((t) => SIZE_ORDER.indexOf(t)).find((k) => k >= 0) ?? -1;
  if (items.some((i) => rank(i) < 0) || new Set(items.map(rank)).size !== items.length) return null;
  const order = [...items].sort((a, b) => rank(a) - rank(b));
  return small ? order[0] : order[order.length - 1];
}

/** Size words from the smallest to the largest, as stems. */
const SIZE_ORDER = ['mini', 'small', 'regular', 'medium', 'large', 'jumbo'].map(stem);

/** Words before a name that set it aside ("not the classic", "instead of the gel"). */
/** Words before a name that point back at the one already named, not at one more. */
const DEFINITE = new Set(['the', 'that', 'this', 'those', 'these']);
/** The last change of mind in a breath ("hmm no", "actually", "you know what, just"). */
const CHANGED_MIND = /\b(?:no|nah|nope|actually|wait|i mean|i meant|make (?:it|that)|scratch that|you know what|on second thought|rather|just|go with|back to)\b/g;
/** Words that add to what was named rather than replace it ("and actually a scone too"). */
const ADDED = /\b(?:too|also|as well|another|plus|more)\b/;
/** Words that set an option of a choice aside rather than take it ("not the senior ones", "the other one"). */
const SET_ASIDE_WORDS = new Set(['not', 'other', 'neither', 'nor', 'without', 'instead', 'rather']);
const NEGATED_ANYWHERE = /\b(?:not|instead of|rather than|without)\b/;
const NEGATED = /\b(not|instead of|rather than)( (the|a|an|that|those))?$/;
/** Words between two names that replace the first ("a classic pedicure, oh wait, make that a gel"). */
const REPAIRED = /\b(no wait|wait|actually|i mean|i meant|make that|make it|scratch that|change (it|that) to)\b/;
/** A repair whose new choice is "the ... one": [the words before, the words that tell the new one]. */
const REPAIR_ONE = /^(.*)\b(?:no wait|wait no|actually no|no actually|actually|i mean|i meant|make (?:it|that)|scratch that|change (?:it|that) to)\b.*?\bthe ((?:\w+ ){1,4})one\b/;
/** Words that turn from the item just named to one named before ("no go back to the muffin", "well maybe just the trim"). */
const BACK = new RegExp(`${EN.repair}|\\b(?:no|nah|hmm|well|maybe|back to|go back|rather|better)\\b`);
/** Words between two names that surely replace the first (a plain "actually" may add: "and actually a coke too"). */
const REPLACED = /\b(no wait|wait no|actually no|no actually|i mean|i meant|make that|make it|scratch that|change (it|that) to)\b/;

/** Words that count what follows them ("a dozen", "half a dozen", "a couple", "a pair of"). */
const COUNT_WORDS = new Set(['dozen', 'half', 'couple', 'pair', 'both']);

/** Words that may stand next to a name without naming anything ("my kids hair", "today", "please"). */
const NEUTRAL = new Set('dollar dollars buck bucks thing things stuff usually normally typically generally roughly about sometime someday soon asap possible weekend today tomorrow tonight morning afternoon evening week next this that please thanks instead again only just also really maybe around about after before monday tuesday wednesday thursday friday saturday sunday price cost much long take does done time appointment book booking schedule order cleaned cleaning install installed fixed repair replaced'.split(' '));

/** Words of ordering itself, never part of what is ordered. */
const PHRASAL_VERBS = new RegExp(EN.phrasalVerbs, 'g');
const ORDER_WORDS = new Set('order ordering get give gimme have take want like please pickup delivery deliver delivered send sent add plus some one two three four five six seven eight nine ten large small medium then also too instead okay yes place actually food something drink drinks eat for pick takeout another more make'.split(' '));
/** The verbs of ordering as the catalog's tokens (stems). */
const ORDER_STEMS = new Set('order get give gimme take want add plus send deliver delivered place pick'.split(' ').map(stem));

/** Words that do not name a service on their own. */
const GENERIC = new Set(
  'service servic package special regular small medium large basic premium deluxe standard new option item product session class extra open free repair fix replacement maintenance'.split(' '),
);

/**
 * The caller's words with a word the recogniser mangled heard as a word of `item`'s name where it sounds the same
 * ("onion rangs" for Onion Rings, "bacon chatter burger"): only a word of five letters or more that names nothing,
 * right next to a word of the same name, and the one word of that name that sounds so.
 */
function soundedOut(ws: string[], heard: Array<string | null>, item: CatalogItem): Array<string | null> {
  const out = [...heard];
  const named = (i: number) => item.tokens.includes(heard[i]!);
  ws.forEach((w, i) => {
    if (heard[i] !== null || w.length < 5 || STOPWORDS.has(w) || ORDER_WORDS.has(w) || NEUTRAL.has(w) || !(named(i - 1) || named(i + 1))) return;
    const key = soundKey(w);
    // (Digits and other words of the name said are no match: a key starts with a letter, a said word is heard already.)
    const alike = item.tokens.filter((t) => t.length >= 4 && !heard.includes(t) && soundKey(t) === key);
    if (key.length > 3 && alike.length === 1) out[i] = alike[0];
  });
  // Two words said for one word of the name ("fell awful plate" for Falafel Plate, "the dull fins class" for Level 3
  // Dolphins): the two together sound as that word, neither names anything, and a word of the same name is next to them.
  ws.forEach((w, i) => {
    const v = ws[i + 1];
    if (v === undefined || out[i] !== null || out[i + 1] !== null || w.length < 3 || v.length < 3 || [w, v].some((x) => STOPWORDS.has(x) || ORDER_WORDS.has(x) || NEUTRAL.has(x) || /\d/.test(x))) return;
    if (!(named(i - 1) || named(i + 2))) return;
    const key = splitSoundKey(w, v);
    const alike = item.tokens.filter((t) => t.length >= 6 && !heard.includes(t) && splitSoundKey(t) === key);
    if (key.split('|')[0].length >= 3 && alike.length === 1) out[i] = alike[0];
  });
  // "Burger" of "Cheeseburger": a word the name writes as the end of one longer word names that word right next to
  // another word of the same name ("green chili BURGER" is the Green Chile Cheeseburger, not a Classic Burger
  // besides). One such word of the name only. (Never alone: "houses" is no Clubhouse Rental.)
  ws.forEach((w, i) => {
    const s = stem(w);
    if (s.length < 4 || STOPWORDS.has(w) || ORDER_WORDS.has(w) || NEUTRAL.has(w) || item.tokens.includes(heard[i]!)) return;
    if (!(named(i - 1) || named(i + 1))) return;
    // (A word of its own before it, four letters at least: "charge" is no part of "surcharge".)
    const whole = item.tokens.filter((t) => t.length >= s.length + 4 && t.endsWith(s) && !heard.includes(t));
    if (whole.length === 1) out[i] = whole[0];
  });
  return out;
}

/** The most items one "which one" names. */
const MAX_ASKED = 6;

/** Words that ask for the ordinary one of several of a kind. */
const PLAIN = new Set([...EN.ordinary, ...EN.ordinary.map(stem)]);

/**
 * Of items named equally by words that say no kind ("a ten piece" for Traditional Wings - 10 count and Boneless Wings -
 * 10 count), the one whose name says it is the ordinary one, where the others each name a kind of their own; else null.
 * (A size word is no kind: "a latte" for Latte, Regular and Latte, Large is still asked.)
 */
function ordinaryOf(items: CatalogItem[]): CatalogItem | null {
  const ordinary = items.filter((i) => i.tokens.some((t) => PLAIN.has(t) && !SIZE_STEMS.has(t)));
  return ordinary.length === 1 ? ordinary[0] : null;
}

/** The owner's item that `items` are all variants of, or null. */
function oneItemOf(items: CatalogItem[]): string | null {
  const bases = new Set(items.map((i) => (isVariantRecord(i.id) ? splitVariantRecordId(i.id).itemId : null)));
  const [base] = bases;
  return bases.size === 1 && base !== undefined ? base : null;
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const QUANTITY_FILLERS = new Set(['of', 'orders', 'order', 'more', 'extra', 'x', 'pieces', 'piece', 'servings', 'serving', 'the', 'those', 'these', 'that', 'this', 'your', ...EN.measures]);

/**
 * How many people a name says it serves: "(serves 10-12)", "feeds 8 to 10", "10-12 people", "up to 24 guests"; null
 * when it says none (a count of pieces, "24 pieces", is no head count).
 */
function peopleServed(name: string): { lo: number; hi: number } | null {
  const n = name.toLowerCase();
  const range = /\b(?:serves|feeds|for)\s+(\d+)\s*(?:-|–|to)\s*(\d+)\b/.exec(n) ?? /\b(\d+)\s*(?:-|–|to)\s*(\d+)\s*(?:people|persons|guests|ppl)\b/.exec(n);
  if (range) return { lo: Number(range[1]), hi: Number(range[2]) };
  const upTo = /\bup to\s+(\d+)\s*(?:people|persons|guests)\b/.exec(n);
  if (upTo) return { lo: 1, hi: Number(upTo[1]) };
  const one = /\b(?:serves|feeds)\s+(\d+)\b/.exec(n) ?? /\b(\d+)\s*(?:people|persons|guests)\b/.exec(n);
  return one && !/\bper\s+\d/.test(n) ? { lo: Number(one[1]), hi: Number(one[1]) } : null;
}

/**
 * A head count said anywhere in the breath ("like twenty five people", "it feeds about forty", "for 12 guests"), the
 * last one said (a repair sets it right); null when none is said.
 */
function headCountSaid(ws: string[]): number | null {
  let found: number | null = null;
  for (let j = 0; j < ws.length; j++) {
    if (PEOPLE.has(ws[j])) {
      const count = countEndingAt(ws, j);
      if (count !== null && count > 1) found = count;
    } else if (/^(feeds?|serves?|feeding|serving)$/.test(ws[j])) {
      let k = j + 1;
      if (/^(about|around|like|roughly|maybe|approximately)$/.test(ws[k] ?? '')) k++;
      let end = k;
      while (end < ws.length && end - k < 5 && (quantityAt(ws, end) !== null || /^(hundred|and)$/.test(ws[end]))) end++;
      const count = end > k ? countEndingAt(ws, end) : null;
      if (count !== null && count > 1) found = count;
    }
  }
  return found;
}

/**
 * The count said in words right before position `end`, hundreds included ("a hundred and forty", "one hundred
 * fifty", "a hundred", "twenty five", "140"); null when none is said there.
 */
function countEndingAt(ws: string[], end: number): number | null {
  let start = end;
  let tail: number | null = null;
  for (const len of [2, 1]) {
    const q = end - len >= 0 ? quantityAt(ws, end - len) : null;
    if (q && q.length === len && ws[end - len] !== 'a' && ws[end - len] !== 'an') {
      tail = q.value;
      start = end - len;
      break;
    }
  }
  if (tail !== null && ws[start - 1] === 'and' && ws[start - 2] === 'hundred') start--;
  if (ws[start - 1] !== 'hundred') return tail;
  const before = ws[start - 2];
  const times = before === 'a' || before === 'an' ? 1 : before !== undefined ? quantityAt(ws, start - 2)?.value ?? 1 : 1;
  return times * 100 + (tail ?? 0);
}

/**
 * Of items tied on the words said that each say how many people they serve ("Platter, Small (serves 10-12)" and
 * "Large (serves 20-25)"), the one whose range holds the head count the caller gave; none when no count is said, it
 * falls between or beyond the ranges, or more than one holds it (never a guess).
 */
function byHeadCount(ws: string[], items: CatalogItem[]): CatalogItem | null {
  const count = headCountSaid(ws);
  if (count === null) return null;
  const fits = items.filter((i) => {
    const served = peopleServed(i.name);
    return served !== null && count >= served.lo && count <= served.hi;
  });
  return fits.length === 1 ? fits[0] : null;
}

/** A head count said within a few words of a name ("thirty people", "for 25 guests"), else null. */
function headCountNear(ws: string[], start: number, end: number): number | null {
  for (let j = Math.max(1, start - 3); j < Math.min(ws.length, end + 4); j++) {
    if (!PEOPLE.has(ws[j])) continue;
    const count = quantityBefore(ws, j);
    if (count !== null && count > 1) return count;
  }
  return null;
}

function quantityBefore(ws: string[], start: number, taken?: ReadonlySet<number>): number | null {
  let k = start - 1;
  for (let fillers = 0; k >= 0 && QUANTITY_FILLERS.has(ws[k]) && !taken?.has(k) && fillers < 4; fillers++) k--;
  for (let len = 3; len >= 1; len--) {
    const i = k - len + 1;
    if (i < 0) continue;
    const q = quantityAt(ws, i);
    // (A quantity may take a filler as its own word: "a couple OF muffins".)
    if (q && (q.length === len || (q.length > len && i + q.length <= start))) return q.value > 0 && q.value <= 99 ? q.value : null;
  }
  return null;
}
