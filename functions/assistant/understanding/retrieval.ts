import MiniSearch, { type SearchResult } from 'minisearch';
import type { AssistantBusiness } from '../types.js';
import { joinNormal, normalize, normalizesApart, NUMBER_WORDS, splitSoundKey, stem, STOPWORDS, topicTokens } from '../text.js';
import type { LocaleData, Retrieved, Source } from './types.js';
import { amountsOf, otherKind } from './verify.js';

/**
 * Answers retrieved from the owner's own data: every FAQ by its question AND its answer (services, hours and
 * the address are read by the catalog and the locale's rules). MiniSearch (BM25 over an inverted index) ranks the records; words
 * are reduced to topic tokens first (stemmed, synonyms folded, function words dropped). Matching is exact on
 * those tokens (no fuzzy edit distance), so "talk" never meets "walk".
 *
 * The score (0..1) says how much of the caller's meaning the record covers and how close the record comes to
 * its own best match: a record scores 1 when the caller says its question.
 */
/** Share of the caller's content (by rarity) a record may leave unexplained and still be spoken. */
export const VERIFY_MISSING = 0.34;
/** From this share unexplained, the record is not about what is asked: "I don't have that information". */
export const VERIFY_UNKNOWN = 0.75;
/** How far the best record must be ahead of the runner-up. */
export const VERIFY_MARGIN = 0.03;

/** A length written joined to its thing ("2-hour blocks", "a 45-minute tasting"). */
const LENGTH_JOINED = /\b\d+(?:\.\d+)?-(?:minute|min|hour|hr|day|week|month)\b/i;
/** An answer that states what something costs: an amount, or that it costs nothing. */
const STATES_AMOUNT = /\$\s?\d|\d\s?(?:dollars|bucks|%|percent)|\b(?:free|at cost|complimentary|included|waived)\b|\bno (?:extra |additional )?(?:fees?|charges?|costs?)\b|\b(?:don't|do not|doesn't|does not|never|won't) (?:charge|cost)\b/i;
/** Where a caller's context begins ("... because ...", "... and my ..."): not part of the question. */
const CLAUSE = /\b(?:because|cause|cuz|since|so|but|though|anyway|and (?=i |we |my |our |it |they |he |she ))\b/;
/**
 * A new statement in the same breath ("do you do commercial | i own a little restaurant", "where do i park |
 * it is always a nightmare"): a subject pronoun after a word that does not bind it to the question (not after
 * an auxiliary, a question word, a preposition or a conjunction: "where do i park", "tell me if we can").
 */
const STATEMENT =
  /(?<!\b(?:do|does|did|can|could|will|would|should|shall|may|might|must|am|is|are|was|were|have|has|had|if|when|where|what|how|why|who|whether|that|and|or|to|for|with|at|in|on|of|about|than|let|tell|ask|help|make|so|because|cause|since|but|though|anyway)) (?=(?:i|we|she|he|they|it) \w+ \w+)/;
/** A statement about the caller's own people or things ("... | my kids do not like spicy", "... | my mom's birthday is"). */
const THEIR_STATEMENT =
  /(?<!\b(?:do|does|did|can|could|will|would|should|shall|may|might|must|am|is|are|was|were|have|has|had|if|when|where|what|how|why|who|whether|that|and|or|to|for|with|at|in|on|of|about|than|let|tell|ask|help|make|so|because|cause|since|but|though|anyway|bring|take|get|use|see|like|want|need)) (?=(?:my|our) (?:[\w']+ ){1,2}(?:is|are|was|were|has|have|had|do|does|did|wants|needs|never|just|got|gets|can|will|would|says|said|hurt|broke)\b)/;
/** Things named in a row, "A, B and C" (each of at most three words). */
const LIST = /(?:[\w'()-]+(?: [\w'()-]+){0,2}, ){1,}[\w'()-]+(?: [\w'()-]+){0,2},? (?:and|or) /;
/** An owner's question that asks a yes or no of a state ("Is your fish fresh?"; not an act, "Do you warranty your work?"). */
const YES_NO = /^(?:is|are)\b/;
/** A question about the thing named just before it: "is that ...", "that's ... right", "does this ...". */
const POINTS_BACK = /^(?:(?:is|was|does|did|will|would|can|could) (?:that|this|those|these)|thats|that s|that is|this is|those are)\b/;
/** A yes or no about what a thing is, said with its count: "is it a twelve month lease", "that's three hours right". */
const CONFIRMS = /\b(?:(?:is|was|are|were) (?:it|that|this|they|those|these)|that is|it is)(?: (?:like|about|around|only|just|really|a|an))* (\d+|[a-z]+)\b.*/;
/** The words of a count asked to be confirmed ("twelve month lease"), or null ("running twenty minutes late, is that ok"). */
function confirmedCount(text: string): string | null {
  const m = CONFIRMS.exec(text);
  return m && (/^\d+$/.test(m[1]) || NUMBER_WORDS[m[1]] >= 2) ? m[0] : null;
}
/** A thing named alone, no story about it: "the mini session", "a ninety dollar room rental". */
const NAMES_A_THING = /^(?:the|a|an|your|that|this)\b(?!.*\b(?:i|we|you|he|she|they|my|our|is|are|was|were|has|have|had|got|gets|did|do|does|fell|broke)\b)/;
/** A clause that states the caller's case as a condition ("if we do not have insurance"). */
const CONDITION = /^(?:if|unless)\b/;
/** A question asked after the caller's story ("i am seven months pregnant | is it safe to ..."). */
const ASKED = /^(?:what|when|where|who|whom|why|how|which|do|does|did|can|could|is|are|was|were|will|would|should|may|am|any|if)\b/;
const QUESTION_AFTER_STORY = / (?=(?:do|does|did|can|could|is|are|will|would|should|am) (?:i|we|you|they|he|she|it|there|the|my|your|this|that|anybody|anyone|somebody|someone)\b)/g;
const BOUND = /\b(?:if|whether|wonder|wondering|know|ask|tell|see|sure|when|what|how|where|who|which|why)\b/;
function splitStory(clause: string): string[] {
  if (ASKED.test(clause)) return [clause];
  for (const m of clause.matchAll(QUESTION_AFTER_STORY)) {
    const story = clause.slice(0, m.index);
    if (story.split(' ').length >= 3 && !BOUND.test(story)) return [story, clause.slice(m.index + 1)];
  }
  return [clause];
}
const clausesOf = (text: string) =>
  text
    .split(CLAUSE)
    .flatMap((c) => c.split(STATEMENT))
    .flatMap((c) => c.split(THEIR_STATEMENT))
    .flatMap((c) => splitStory(c.trim()))
    .map((c) => c.trim())
    .filter((c) => c.split(' ').length >= 2);

/** The word a place named in a question about the business's reach stands for (see placeRead): no caller says it. */
const PLACE = 'whereabouts';

/** A word used by this share of the owner's records says little about which record is meant... */
const COMMON_SHARE = 0.25;
/** ... once there are enough records for a share to mean anything. */
const COMMON_MIN_RECORDS = 8;

/** Whether the caller said every word of the owner's question, function words included. */
function saysQuestion(said: string, question: string): boolean {
  const ws = new Set(normalize(said).split(' '));
  return normalize(question).split(' ').every((w) => ws.has(w));
}

/** An amount stated in an answer: a sum of money, or free. */
const AMOUNT = /\$\s?\d|\d\s?(?:dollars|bucks|cents|%)|\bfree\b|\bcomplimentary\b|\bwaived?\b|\bno (?:extra |additional )?(?:charge|cost|fee)s?\b/i;

/** How much a word the locale lists as alike counts against the caller's own word, in retrieval. */
const ALIKE_WEIGHT = 0.3;
/** ... and in the coverage, for a caller's word that no record of the business uses. */
const ALIKE_UNUSED = 0.8;
/** How much the question word "where" counts as met, in the ranking, by an answer that says where. */
const STATED_WEIGHT = 1;

/** A caller's word named by a word of an item's name: the same, its family, or inside the owner's compound ("cut" of "Haircut"). */
const namedBy = (t: string, o: string) => o === t || (t.length >= 3 && o.length >= 4 && (o.startsWith(t) || t.startsWith(o) || o.endsWith(t)));

/** (Tokens are cut to their family's letters, "hairc": the compound is read in the owner's own word.) */
const inCompound = (t: string, word: string) => t.length >= 3 && word.length > t.length + 2 && word.endsWith(t);

/** The owner's words long enough to be compounds ("milkshakes", "superbill"), memoised per text. */
const compounds = new Map<string, string[]>();
function compoundsOf(text: string): string[] {
  let found = compounds.get(text);
  if (!found) {
    if (compounds.size >= 5_000) compounds.clear();
    // (Not an address, nor a name written inside a sentence: "jobs@northwoodshandy.com" and "Northwoods" are no kind of "handy" or "woods".)
    const plain = text.replace(/\S+[@.]\S+/g, ' ').replace(/(?<![.!?:]\s|^)\b[A-Z][a-z]+/g, ' ');
    compounds.set(text, (found = [...new Set(normalize(plain).split(' ').filter((w) => w.length >= 7 && !/\d/.test(w)))]));
  }
  return found;
}

/** Letters of a word that name its family in retrieval. */
/** (5 measured against 6 and whole words: tune unchanged, extra answers 54.9% -> 55.6%, no wrong fact.) */
const FAMILY = 5;
const family = (t: string) => (t.length > FAMILY && !/\d/.test(t) ? t.slice(0, FAMILY) : t);

/**
 * Texts already read into tokens, per way of reading (synonyms, short forms, "how much" measured, other senses): the locale's
 * word lists and the owner's questions and answers are read again by every index built for a business (each save
 * of its FAQs, each fresh process), and the same text is read several times while one is built.
 */
const readings = new Map<string, Map<string, string[]>>();
/** Texts kept per way of reading before they are all dropped (a warm process reads its callers' words too). */
const READINGS_KEPT = 20_000;
function readingsOf(synonyms: Record<string, string>, abbreviations?: Array<[string, string]>, measuredMuch?: string, senses?: Array<[string, string]>): Map<string, string[]> {
  const key = JSON.stringify([synonyms, abbreviations ?? [], measuredMuch ?? '', senses ?? []]);
  let found = readings.get(key);
  if (!found) readings.set(key, (found = new Map()));
  return found;
}

/** How much a record's question weighs against its answer in the ranking (MiniSearch's field order: q, then a). */
const FIELD_BOOSTS = { q: 2, a: 1 };

/** What ownScore reads of MiniSearch 7's index (not its public API: tests/unit/assistant/own-score.test.ts holds it to search()). */
interface IndexInternals {
  _index?: { get(term: string): Map<number, Map<number, number>> | undefined };
  _idToShortId?: Map<string, number>;
  _fieldIds?: Record<string, number>;
  _fieldLength?: Map<number, number[]>;
  _avgFieldLength?: number[];
  _documentCount?: number;
}
/** MiniSearch's BM25+ with its default parameters, in its own order of operations (the same floating-point result). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
function bm25(termFreq: number, matchingCount: number, totalCount: number, fieldLength: number, avgFieldLength: number): number {
  const { k, b, d } = BM25;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/**
 * The score `search.search(query)` gives the record `id` when every other record is skipped (`boostDocument` 0),
 * computed from the index: per query term (duplicates included, in order) the BM25+ of each field that has it,
 * summed, times the number of distinct terms met. Undefined when no term meets the record; search() itself when the
 * index does not look as expected (another MiniSearch version).
 */
export function ownScore<T>(search: MiniSearch<T>, id: string, terms: string[], boosts: Record<string, number>): number | undefined {
  const ix = search as unknown as IndexInternals;
  const short = ix._idToShortId?.get(id);
  const lengths = short === undefined ? undefined : ix._fieldLength?.get(short);
  if (!ix._index || !ix._fieldIds || !ix._avgFieldLength || ix._documentCount === undefined || short === undefined || !lengths) {
    return search.search(terms.join(' '), { boostDocument: (other) => (other === id ? 1 : 0), tokenize: () => terms })[0]?.score;
  }
  let total: number | undefined;
  const met = new Set<string>();
  for (const term of terms) {
    if (!term) continue;
    const data = ix._index.get(term);
    if (!data) continue;
    let termScore: number | undefined;
    for (const [field, boost] of Object.entries(boosts)) {
      const fieldId = ix._fieldIds[field];
      const freqs = data.get(fieldId);
      const tf = freqs?.get(short);
      if (!freqs || tf === undefined) continue;
      const weighted = boost * bm25(tf, freqs.size, ix._documentCount, lengths[fieldId], ix._avgFieldLength[fieldId]);
      termScore = termScore === undefined ? weighted : termScore + weighted;
    }
    if (termScore === undefined) continue;
    total = total === undefined ? termScore : total + termScore;
    met.add(term);
  }
  return total === undefined ? undefined : total * met.size;
}

export interface Verdict {
  verdict: 'answer' | 'clarify' | 'unknown';
  /** The caller's content words the record does not explain. */
  unexplained: string[];
  /** The share of the caller's content (by rarity) the record leaves unexplained. */
  share: number;
  /** Which check decided (for tests and diagnostics). */
  reason?: string;
}

interface Doc {
  id: string;
  kind: Source['kind'];
  record: string;
  q: string;
  a: string;
  /** About the area served: PLACE is among its question's words (see markArea). */
  area?: boolean;
}


/**
 * What the index reads from a locale: a whole LocaleData fits, so a new locale field the index needs is added here and
 * in types.ts only (tests may pass a few fields, or synonyms of their own).
 */
export type IndexLocale = Partial<
  Pick<LocaleData, 'abbreviations' | 'clipped' | 'holiday' | 'general' | 'alike' | 'plainWords' | 'people' | 'offering' | 'senses' | 'question' | 'measuredMuch' | 'place' | 'timing' | 'agedSaid' | 'ageStated' | 'namedKinds' | 'freeOf' | 'kinds' | 'sides' | 'priceAsked' | 'answers' | 'degree' | 'ends' | 'followUp' | 'nameHeads' | 'forms' | 'kindsAsked' | 'groups'>
> & { synonyms?: Record<string, string> };

export class KnowledgeIndex {
  private readonly search: MiniSearch<Doc>;
  private readonly self = new Map<string, number>();
  private readonly idf = new Map<string, number>();
  private readonly docs: Doc[];

  constructor(
    b: Pick<AssistantBusiness, 'business_questions' | 'business_items'>,
    extra: IndexLocale = {},
  ) {
    const syn = extra.synonyms ?? {};
    // Word families meet ("cancel" / "cancellation", "validate" / "validation", "insured" / "insurance"): a token is
    // read by its first FAMILY letters, as verification already reads families by their shared start.
    // "How much notice" asks no price: its "much" is not read as one (the synonyms fold "much" into price).
    const measured = extra.measuredMuch ? new RegExp(extra.measuredMuch, 'g') : null;
    // The owner's short forms ("$150/hr", "2-3BR") are read as the words callers say.
    const short = new Map(extra.abbreviations ?? []);
    const glued = short.size ? new RegExp(`\\b(\\d+)(${[...short.keys()].join('|')})\\b`, 'g') : null;
    const expandNormal = (n: string) => n.replace(glued!, '$1 $2').split(' ').map((w) => short.get(w) ?? w).join(' ');
    const expand = (text: string) => (short.size ? expandNormal(normalize(text)) : text);
    // A word read in its other sense by the word before it ("skin checks" are no payment by check).
    const senses = (extra.senses ?? []).map(([from, to]) => [new RegExp(from, 'g'), to] as const);
    const senseNormal = (n: string) => senses.reduce((s, [from, to]) => s.replace(from, to), n);
    const sensed = (text: string) => (senses.length ? senseNormal(normalize(text)) : text);
    const howMeasured = (n: string) => n.replace(measured!, 'how');
    const read = readingsOf(syn, extra.abbreviations, extra.measuredMuch, extra.senses);
    const remember = (text: string, tokens: string[]) => {
      if (read.size >= READINGS_KEPT) read.clear();
      read.set(text, tokens);
    };
    const tokenize = (text: string) => {
      let tokens = read.get(text);
      if (!tokens) remember(text, (tokens = topicTokens(sensed(measured ? howMeasured(normalize(expand(text))) : expand(text))).map((t) => family(syn[t] ?? t))));
      return [...tokens];
    };
    /**
     * The tokens of two texts read as one (`${x} ${y}`: a record's question and answer together), from the two
     * read apart when nothing is read across the space between them: each step of tokenize above is followed on
     * the pair, a normalising step where the two normalise apart (normalizesApart), any other where it gives the
     * joined text what it gives the two joined. Otherwise read whole ("How much?" + "Depends on ...": "how much
     * depends" is measured, not a price).
     */
    const tokenizeJoined = (x: string, y: string) => {
      const text = `${x} ${y}`;
      let tokens = read.get(text);
      if (!tokens) {
        const apart = x && y ? readApart([x, y]) : null;
        remember(text, (tokens = apart ? [...tokenize(x), ...tokenize(y)] : tokenize(text)));
      }
      return [...tokens];
    };
    type Pair = [string, string] | null;
    const normalizeApart = (p: Pair): Pair => (p && normalizesApart(p[0], p[1]) ? [normalize(p[0]), normalize(p[1])] : null);
    const stepApart = (p: Pair, step: (s: string) => string): Pair => {
      if (!p) return null;
      const out: [string, string] = [step(p[0]), step(p[1])];
      return step(joinNormal(p[0], p[1])) === joinNormal(out[0], out[1]) ? out : null;
    };
    // (Each step as tokenize takes it; topicTokens then normalises once more.)
    const readApart = (raw: [string, string]): boolean => {
      let p: Pair = raw;
      if (short.size) p = stepApart(normalizeApart(p), expandNormal);
      if (measured) p = stepApart(normalizeApart(p), howMeasured);
      if (senses.length) p = stepApart(normalizeApart(p), senseNormal);
      return !!normalizeApart(p);
    };
    const folds = (w: string) => topicTokens(w).some((t) => t !== stem(w));
    // An everyday word folded into another word's synonyms ("deal" -> discount, "lots" -> park) does not make that
    // word everyday: "any specials going on" is about the specials.
    this.offering = new Set((extra.offering ?? []).flatMap((w) => tokenize(w)));
    this.general = new Set((extra.general ?? []).filter((w) => !folds(w)).flatMap((w) => tokenize(w)));
    for (const group of [...(extra.alike ?? []), ...(extra.plainWords ?? [])]) {
      const toks = group.flatMap((w) => tokenize(w));
      // A word in two groups ("sell": buy/purchase and serve/offer) is alike to both.
      for (const t of toks) this.alike.set(t, [...new Set([...(this.alike.get(t) ?? []), ...toks])]);
    }
    this.docs = [
      ...(b.business_questions ?? [])
        .filter((q) => (q.question ?? '').trim() && (q.answer ?? '').trim())
        .map((q) => ({ id: `faq:${q.id}`, kind: 'faq' as const, record: q.id, q: q.question, a: q.answer })),
    ];
    this.tokenize = tokenize;
    this.tokenizeJoined = tokenizeJoined;
    if (extra.place) this.markArea(extra.place);
    this.search = new MiniSearch<Doc>({
      fields: ['q', 'a'],
      storeFields: ['kind', 'record'],
      extractField: (d, field) => (field === 'q' && d.area ? `${d.q} ${PLACE}` : String(d[field as keyof Doc] ?? '')),
      tokenize,
      processTerm: (t) => t,
      searchOptions: {
        boost: FIELD_BOOSTS,
        // Fuzzy matching was measured on the tuning corpus: no gain (80.4% intent without, 80.2% with), so off;
        // a recogniser's known slips are fixed by the locale's data before retrieval.
        fuzzy: false,
        prefix: false,
        combineWith: 'OR',
      },
    });
    this.search.addAll(this.docs);
    // Words the owner writes as one ("autoclave", "DoorDash", "BlueShield"), for callers' words split in two.
    // (From five letters: "ven mo" is Venmo; an article is never the first half, so "a long wait" stays long.)
    for (const d of this.docs) for (const w of `${normalize(d.q)} ${normalize(d.a)}`.split(' ')) if (w.length >= 5 && !/\d/.test(w)) this.joined.add(w);
    // ... and as they sound, for a word the recogniser split into two it knows ("medic air" for Medicare): one owner's
    // word per sound, else none.
    for (const w of this.joined) {
      if (w.length < 6) continue;
      const key = splitSoundKey(w);
      this.sounded.set(key, this.sounded.has(key) && this.sounded.get(key) !== w ? null : w);
    }
    const df = new Map<string, number>();
    for (const d of this.docs) for (const t of new Set(d.area ? tokenize(`${d.q} ${d.a} ${PLACE}`) : tokenizeJoined(d.q, d.a))) df.set(t, (df.get(t) ?? 0) + 1);
    const n = this.docs.length;
    for (const [t, d] of df) this.idf.set(t, Math.log(1 + n / d));
    this.unknownIdf = Math.log(1 + n);
    // A short form callers say ("combo", "amex") is the owner's full word where no record uses the short one and one
    // uses the full ("Dinner combination plates", "No American Express").
    // (Not the part of a compound callers say alone, "brow" for "eyebrow": an item's name, not the owner's prose.)
    const written = new Set(this.docs.flatMap((d) => `${normalize(d.q)} ${normalize(d.a)}`.split(' ')));
    for (const [short, full] of extra.clipped ?? []) if (!full.endsWith(short.replace(/s$/, '')) && !written.has(short) && full.split(' ').every((w) => written.has(w))) this.unclipped.set(short, full);
    this.commonIdf = Math.log(1 + 1 / COMMON_SHARE);
    if (extra.question) this.questionPattern = new RegExp(extra.question);
    if (extra.holiday) this.holiday = new RegExp(extra.holiday, 'g');
    if (extra.agedSaid) this.agedSaid = new RegExp(extra.agedSaid);
    this.namedKinds = new Set(extra.namedKinds ?? []);
    this.kinds = extra.kinds ?? [];
    if (extra.priceAsked) this.priceAsked = new RegExp(extra.priceAsked);
    if (extra.kindsAsked) this.kindsAsked = new RegExp(extra.kindsAsked);
    for (const group of extra.groups ?? []) for (const w of group) this.headcounts.add(stem(w));
    this.sides = (extra.sides?.pairs ?? []).flatMap(([a, b]) => [
      [new RegExp(extra.sides!.asks.replace('ACT', `(?:${a.join('|')})`)), new RegExp(`\\b(?:${a.join('|')})\\b`), new RegExp(`\\b(?:${b.join('|')})\\b`)] as const,
      [new RegExp(extra.sides!.asks.replace('ACT', `(?:${b.join('|')})`)), new RegExp(`\\b(?:${b.join('|')})\\b`), new RegExp(`\\b(?:${a.join('|')})\\b`)] as const,
    ]);
    if (extra.followUp) this.followUp = new RegExp(extra.followUp);
    this.ends = (extra.ends ?? []).map(([a, b]) => [new RegExp(`\\b(?:${a.join('|')})\\b`), new RegExp(`\\b(?:${b.join('|')})\\b`)] as const);
    if (extra.freeOf) this.freeOf = new RegExp(extra.freeOf, 'gi');
    this.nameHeads = new Set((extra.nameHeads ?? []).map((w) => w.toLowerCase()));
    for (const pair of extra.forms ?? []) {
      const [form, verb] = pair.split(' ').map((w) => tokenize(w)[0]);
      if (form && verb && form !== verb) this.verbOf.set(form, verb);
    }
    if (extra.ageStated) this.ageStated = new RegExp(extra.ageStated, 'i');
    if (extra.answers)
      this.answers = {
        place: new RegExp(extra.answers.place, 'i'),
        length: new RegExp(extra.answers.length, 'i'),
        costsMore: extra.answers.costsMore ? new RegExp(extra.answers.costsMore, 'i') : undefined,
        headcount: extra.answers.headcount ? new RegExp(extra.answers.headcount, 'i') : undefined,
        lengthPut: extra.answers.lengthPut ? new RegExp(extra.answers.lengthPut) : undefined,
        diet: extra.answers.diet ? new RegExp(extra.answers.diet, 'i') : undefined,
      };
    const asks = extra.answers?.asks;
    if (asks) this.asksFor = { length: tokenize(asks.length), time: tokenize(asks.time), amount: tokenize(asks.amount), distance: tokenize(asks.distance ?? ''), headcount: tokenize(asks.headcount ?? ''), reach: tokenize(asks.reach ?? ''), diet: tokenize(asks.diet ?? '') };
    if (extra.place?.distance.length) this.statesDistance = new RegExp(`\\b\\d+(?:\\.\\d+)? ?(?:${extra.place.distance.join('|')})\\b`, 'i');
    if (extra.degree) this.degree = new RegExp(extra.degree, 'g');
    if (extra.timing) this.timing = { asked: new RegExp(extra.timing.asked), stated: new RegExp(extra.timing.stated, 'i') };
    for (const item of b.business_items ?? []) for (const t of tokenize(item.name ?? '')) this.topics.add(t);
    for (const item of b.business_items ?? []) for (const t of tokenize(item.name ?? '')) this.itemWords.add(t);
    this.itemNames = (b.business_items ?? []).map((i) => [...new Set(tokenize(i.name ?? ''))]);
    this.itemFull = (b.business_items ?? []).map((i) => i.name ?? '');
    this.itemAmounts = this.itemFull.flatMap((name) => amountsOf(name));
    this.itemRaw = [...new Set((b.business_items ?? []).flatMap((i) => normalize(i.name ?? '').split(' ')))];
    // Items told apart by a count at the head of their names ("2 Movers & Truck", "3 Movers & Truck").
    const heads = (b.business_items ?? []).map((i) => /^\s*(\d+)\b/.exec(i.name ?? '')?.[1]).filter((d): d is string => !!d);
    if (new Set(heads).size >= 2) this.itemCounts = new Set(heads);
    const people = new Set((extra.people ?? []).flatMap((w) => tokenize(w)));
    for (const d of this.docs) for (const t of tokenize(d.q)) if (people.has(t)) this.topics.add(t);
    this.priceToken = tokenize('price')[0];
    this.hourToken = tokenize('hours')[0];
    if (extra.place) this.place = { asks: new RegExp(extra.place.asks), only: new RegExp(extra.place.only, 'g'), before: new RegExp(extra.place.before, 'g'), nouns: new Set(extra.place.nouns), not: new Set(extra.place.not) };
    // (Each record's score against its own question is read from the index, not searched: a search per record
    // costs MiniSearch's fixed overhead 200 times over on a large business.)
    for (const d of this.docs) this.self.set(d.id, ownScore(this.search, d.id, tokenize(d.q), FIELD_BOOSTS) ?? 1);
    // A record whose question has one topic word ("Can we eat in?") is reached in full by any caller who says that
    // word: its closeness is measured against at least a typical record's own score.
    const selfs = [...this.self.values()].sort((x, y) => x - y);
    this.typicalSelf = (selfs[Math.floor(selfs.length / 2)] ?? 1) * 0.5;
  }

  private readonly unknownIdf: number;
  private place?: { asks: RegExp; only: RegExp; before: RegExp; nouns: Set<string>; not: Set<string> };
  private readonly proper = new Set<string>();
  private areaKnown = false;
  private readonly areaOnly = new Set<string>();
  /** The rarity (idf) of a word used by COMMON_SHARE of the records: the trade's own words. */
  private readonly commonIdf: number;
  private readonly joined = new Set<string>();
  /** The owner's words of six letters or more by how they sound (splitSoundKey), null where two sound alike. */
  private readonly sounded = new Map<string, string | null>();
  /** The caller's short forms the owner writes in full (`LocaleData.clipped`: "combo", "amex"), read as the owner's. */
  private readonly unclipped = new Map<string, string>();
  /** The words of the owner's item names, and the people its questions name: what the business is about. */
  private readonly topics = new Set<string>();
  private itemCounts = new Set<string>();
  private readonly priceToken: string;
  private readonly hourToken: string;
  private readonly typicalSelf: number;
  private readonly general: Set<string>;
  private readonly offering: Set<string>;
  /** The words of the owner's item names. */
  private readonly itemWords = new Set<string>();
  /** Each item's name, as tokens. */
  private readonly itemNames: string[][];
  /** Each item's name as the owner wrote it. */
  private readonly itemFull: string[];
  /** The measures the items' names state ("13 to 24 inches across", "(60 min)"): what tells those items apart. */
  private readonly itemAmounts: ReturnType<typeof amountsOf>;
  private readonly itemRaw: string[];
  private readonly alike = new Map<string, string[]>();
  private readonly tokenize: (text: string) => string[];
  /** tokenize(`${x} ${y}`), had from the two read apart where it can be. */
  private readonly tokenizeJoined: (x: string, y: string) => string[];
  private readonly questionPattern?: RegExp;
  private readonly holiday?: RegExp;
  private readonly timing?: { asked: RegExp; stated: RegExp };
  private readonly agedSaid?: RegExp;
  private readonly ageStated?: RegExp;
  private readonly answers?: { place: RegExp; length: RegExp; costsMore?: RegExp; headcount?: RegExp; lengthPut?: RegExp; diet?: RegExp };
  /** The caller's words that ask for a length, a time or an amount, as tokens (LocaleData.answers.asks). */
  private asksFor?: { length: string[]; time: string[]; amount: string[]; distance: string[]; headcount: string[]; reach: string[]; diet: string[] };
  /** An answer that states a distance ("within 30 miles"), from the locale's units of distance. */
  private statesDistance?: RegExp;
  private readonly degree?: RegExp;
  private readonly namedKinds: Set<string>;
  private readonly kinds: NonNullable<LocaleData['kinds']>;
  private readonly priceAsked?: RegExp;
  private readonly kindsAsked?: RegExp;
  /** Units that count people ("ten kids", "20 guests"): a head count, which a record may answer with another count. */
  private readonly headcounts = new Set<string>(['people']);
  /** Per side of an act: the caller asking whether the business does it, that side's words, the other side's. */
  private readonly sides: ReadonlyArray<readonly [RegExp, RegExp, RegExp]>;
  /** An elliptical follow-up's opening (LocaleData.followUp). */
  private followUp?: RegExp;
  /** The two ends of one thing, as patterns on normalised text (LocaleData.ends). */
  private readonly ends: ReadonlyArray<readonly [RegExp, RegExp]>;
  private freeOf?: RegExp;
  private readonly nameHeads: ReadonlySet<string>;
  /** An irregular form's token to its verb's (`LocaleData.forms`): "paid" is "pay" to verification. */
  private readonly verbOf = new Map<string, string>();
  /** The record's answer as it speaks of money: "gluten-free" says nothing of a price. */
  private priced(answer: string): string {
    return this.freeOf ? answer.replace(this.freeOf, ' ') : answer;
  }

  /**
   * Whether a record may be spoken for the caller's words (before any fact is said):
   * - 'answer': the caller's content words are explained by the record (its question or answer) and it clearly
   *   beats the runner-up;
   * - 'unknown': the caller asks about something no record of the business states ("is the party room wheelchair
   *   accessible": nothing says "wheelchair"), so this record would answer another question;
   * - 'clarify': the record is the best guess but does not explain enough of the words, or another record is as
   *   close: ask "are you asking about ...?" instead of guessing.
   */
  verify(said: string, id: string): Verdict {
    const text = this.read(said);
    // (Read before the degree words go: "kind of" is one of them.)
    const kinds = !!this.kindsAsked?.test(normalize(said));
    // The caller's context around the question ("... cause I'd like to know what my place is worth") is not part
    // of it: the clause the record explains best is verified, the margin over the runner-up on the whole turn.
    // Only a clause that asks may stand for the turn: "my friend said i should get a deep tissue" is a story, not a
    // question about the therapists.
    const clauses = clausesOf(text);
    if (clauses.length > 1) {
      const verdicts = clauses
        .map((c, i) => ({ c, before: clauses[i - 1] ?? '' }))
        // (A condition, "IF i decide not to fix it | do i still pay", is the caller's case, not the question: it
        // never stands for the turn alone.)
        .filter(({ c }) => this.asks(c) && !CONDITION.test(c))
        .map(({ c, before }) => ({ ...this.verifyClause(c, id, kinds), pointsBack: POINTS_BACK.test(c) && NAMES_A_THING.test(before) }))
        .filter((v) => v.unexplained.length < v.size);
      const best = verdicts.sort((a, b) => a.share - b.share)[0];
      // (A question that points back at the thing the caller named just before it, "the mini session | is THAT
      // fifteen minutes", asks about that thing: the record must explain the whole turn, as a record that explains
      // only "fifteen minutes" answers for another thing. A story before it, "we live in sand springs | is that too
      // far", is the caller's case, not a thing named.)
      if (best && best.verdict === 'answer' && !(best.pointsBack && this.verifyClause(text, id, kinds).verdict !== 'answer')) return this.margin(text, id, best);
    }
    const whole = this.verifyClause(text, id, kinds);
    return whole.verdict === 'answer' ? this.margin(text, id, whole) : whole;
  }

  /** A clause that asks a question: a question word first, or the locale's question pattern. */
  private asks(clause: string): boolean {
    return ASKED.test(clause) || !!this.questionPattern?.test(clause);
  }

  /** The runner-up must not be as close: two records that explain the words equally well is a guess. */
  private margin(text: string, id: string, v: Verdict): Verdict {
    const ranked = this.find(text, 2);
    const best = ranked.find((r) => r.id === id);
    const other = ranked.find((r) => r.id !== id);
    if (best && other && other.score >= best.score - VERIFY_MARGIN) return { ...v, verdict: 'clarify', reason: 'margin' };
    return v;
  }

  /** The caller's words said only in the story around the question, when a clause asks it. */
  private storyWords(text: string): Set<string> {
    const clauses = clausesOf(text);
    const asked = clauses.filter((c) => ASKED.test(c));
    if (!asked.length || asked.length === clauses.length) return new Set();
    const inQuestion = new Set(asked.flatMap((c) => this.tokenize(c)));
    return new Set(clauses.filter((c) => !ASKED.test(c)).flatMap((c) => this.tokenize(c)).filter((t) => !inQuestion.has(t)));
  }

  /**
   * An everyday word of the locale that the business does not name a service or product with (nor, for people, ask
   * a question about): the caller's framing, not the topic ("my son" is framing for a plumber, "kids" is the topic
   * where there is a Kids Haircut, "men" where the owner answers "Do you do men's nails?").
   */
  private framing(t: string): boolean {
    return this.general.has(t) && !this.topics.has(t);
  }

  private verifyClause(text: string, id: string, kinds = false): Verdict & { size: number } {
    const v = this.explain(text, id, kinds);
    return { ...v, size: [...new Set(this.tokenize(text))].filter((t) => !this.framing(t)).length };
  }

  /**
   * Whether the record's own question (not only its answer) meets what the caller says: "Walk-ins?" - "Piercings are
   * walk-in any time we're open" is reached by "what time do you open" through its answer alone, so it does not speak
   * for the opening hours; "Summer hours?" does.
   */
  questionMeets(said: string, id: string): boolean {
    const doc = this.docs.find((d) => d.record === id);
    if (!doc) return false;
    const explains = this.explainer(doc, true);
    return this.tokenize(this.read(said)).some((t) => !this.framing(t) && explains(t));
  }

  /**
   * Whether an item's name says what the caller asks the business to have or do, so a yes with its price answers
   * it: "do you have a sauna or hot tub" shares only "hot" with Hot Stone Massage, "do you do payroll for small
   * businesses" only "business" with Business Return. At least as many of the caller's words named by no item
   * of the business (nor said only in the story around the question, nor the caller's framing or the words of
   * asking for an offer, `offering`) as words the name explains: the caller asks about something else. Words of
   * another item's name are left to verifyItem (which asks "do you mean A or B").
   */
  offerFits(said: string, name: string): boolean {
    const text = this.read(said);
    const own = this.tokenize(name);
    const raw = normalize(name).split(' ');
    const named = (t: string) => own.some((o) => namedBy(t, o)) || raw.some((w) => inCompound(t, w));
    const story = this.storyWords(text);
    const asked = [...new Set(this.tokenize(text))].filter((t) => !this.framing(t) && !this.offering.has(t) && !story.has(t) && !/\d/.test(t));
    const explained = asked.filter(named).length;
    const unnamed = asked.filter((t) => !named(t) && !this.itemWords.has(t)).length;
    // (A question that names nothing itself, "... a balance evaluation | do you do those on saturdays", asks about
    // what the story named.)
    return !asked.length || unnamed < explained;
  }

  /**
   * The owner's record on something the caller tells in the same breath as asking for an item ("i'm five months
   * pregnant and want botox" - "Pregnant or nursing? We don't do Botox ... on anyone who is pregnant"): a word of
   * the caller's that the record's question is about, that no item names and that few records use, with a record
   * whose answer names the item. The rule comes before the booking that would ignore it.
   */
  ruleFor(said: string, itemName: string): string | null {
    const own = this.tokenize(itemName);
    const told = [...new Set(this.tokenize(this.read(said)))].filter(
      (t) => !this.framing(t) && !this.offering.has(t) && ![...this.itemWords].some((o) => namedBy(t, o)) && !this.itemRaw.some((w) => inCompound(t, w)) && !/\d/.test(t) && this.idf.has(t) && (this.docs.length < COMMON_MIN_RECORDS || this.idf.get(t)! > this.commonIdf),
    );
    if (!told.length) return null;
    const doc = this.docs.find((d) => told.some((t) => this.docTokens(d).q.has(t)) && own.some((o) => this.docTokens(d).a.has(o)));
    return doc?.record ?? null;
  }

  private readonly tokensOf = new Map<string, { q: Set<string>; a: Set<string> }>();
  private docTokens(d: Doc): { q: Set<string>; a: Set<string> } {
    let tokens = this.tokensOf.get(d.id);
    if (!tokens) this.tokensOf.set(d.id, (tokens = { q: new Set(this.tokenize(d.q)), a: new Set(this.tokenize(d.a)) }));
    return tokens;
  }

  /** Whether the record explains a word: the same word, one of its family ("rent" / "rental"), or an alike word. */
  private explainer(doc: Doc, questionOnly = false, said?: readonly string[]): (t: string) => boolean {
    const answer = said ? this.withoutLoneNameHeads(doc.a, said) : doc.a;
    const own = new Set(this.tokenize(`${doc.q}${questionOnly ? '' : ` ${answer}`}${doc.area ? ` ${PLACE}` : ''}`));
    // The record's irregular forms state their verbs ("eaten" states "eat"), and the caller's forms ask for theirs.
    for (const t of [...own]) if (this.verbOf.has(t)) own.add(this.verbOf.get(t)!);
    // An answer with an amount in it ("$89, waived if...") states a price.
    if (!questionOnly && AMOUNT.test(this.priced(doc.a))) for (const t of [...this.tokenize('price cost charge fee free'), ...(this.asksFor?.amount ?? [])]) own.add(t);
    // An answer with an age limit in it ("16 or older") states the age asked about.
    if (!questionOnly && this.ageStated?.test(doc.a)) for (const t of this.tokenize('age')) own.add(t);
    // An answer that says where ("garage under the building") answers "where do I park"; one that states a length of
    // time ("lobes 6-8 weeks") answers "how long until it heals": the question word asks for the fact it states.
    if (!questionOnly && this.answers?.place.test(doc.a)) for (const t of this.tokenize('where')) own.add(t);
    if (!questionOnly && this.answers?.length.test(doc.a)) for (const t of [...this.tokenize('how long'), ...(this.asksFor?.length ?? [])]) own.add(t);
    // ... and one that states a time of day or notice ("music off by 10 pm", "24 hours ahead") answers "what TIME".
    if (!questionOnly && this.asksFor && this.timing?.stated.test(doc.a)) for (const t of this.asksFor.time) own.add(t);
    // ... and one that states a distance ("within 30 miles of downtown") answers how far the business travels.
    if (!questionOnly && this.asksFor && this.statesDistance?.test(doc.a)) for (const t of this.asksFor.distance) own.add(t);
    // ... and one that states a number of people ("holds up to 40 people", "serves 10 to 12") answers how many it takes.
    if (!questionOnly && this.asksFor && this.answers?.headcount?.test(doc.a)) for (const t of this.asksFor.headcount) own.add(t);
    // ... and a record about the area served answers the verbs that ask which places the business reaches ("what
    // area do you COVER" - "What area do you serve?"). (Not with a place named, "do you work in tijuana": whether that
    // place is served is not what the record's list says.)
    if (!questionOnly && doc.area && this.asksFor && !said?.some((w) => this.tokenize(PLACE).includes(w))) for (const t of this.asksFor.reach) own.add(t);
    // (A stem that lost its silent e, "hiring" -> "hir" and "making" -> "mak", is still "hire" and "make".)
    const family = (t: string) => own.has(`${t}e`) || (t.length >= 4 && t.endsWith('e') && own.has(t.slice(0, -1))) || (t.length >= 4 && [...own].some((o) => o.length >= 4 && (o.startsWith(t) || t.startsWith(o))));
    // A thing the owner names by a compound whose head is the caller's word ("milkshake" for "shakes", "superbill" for
    // "bill") is that thing: the head of an English compound is its last part.
    const words = compoundsOf(`${doc.q} ${questionOnly ? '' : answer}`);
    // (A token cut to its family's letters, "cooki" of "cookies", is met inside the compound's last part.)
    const head = (t: string) =>
      t.length >= 4 && !/\d/.test(t) && words.some((w) => {
        const at = w.lastIndexOf(t);
        return at >= 3 && w.length - at - t.length <= (t.length >= FAMILY ? 3 : 2) && (t.length >= FAMILY || /^(?:|s|es)$/.test(w.slice(at + t.length)));
      });
    return (t) => own.has(t) || own.has(this.verbOf.get(t) ?? '') || family(t) || (this.alike.get(t) ?? []).some((a) => own.has(a)) || head(t);
  }

  /**
   * The answer without the last word of each proper name of two words or more written inside a sentence that ends
   * with a kind of place (`LocaleData.nameHeads`: "Centennial PARK", "Radnor LAKE") when the caller says no other
   * word of that name: alone, the caller's word is the everyday word ("where do i PARK" is not answered by "sessions
   * are at Centennial Park"); "centennial park" still meets it, and so does "pixel" in "Google Pixel" (no place).
   */
  private withoutLoneNameHeads(answer: string, said: readonly string[]): string {
    if (!this.nameHeads.size || !/[a-z,;] [A-Z][a-z]+ [A-Z][a-z]/.test(answer)) return answer;
    return answer.replace(/(?<![.!?:]\s|^)\b((?:[A-Z][a-z]+ )+)([A-Z][a-z]+)\b/g, (name, rest: string, head: string) => {
      if (!this.nameHeads.has(head.toLowerCase())) return name;
      const first = this.tokenize(rest);
      // (Words in capitals of no name, "marked Do Not Duplicate", are kept; a name misheard, "shell be bottoms" for
      // Shelby Bottoms, still begins as it does.)
      return !first.length || first.some((t) => said.some((w) => w.slice(0, 4) === t.slice(0, 4))) ? name : `${rest} `;
    });
  }

  /** A part of the answer that says a thing the caller names costs more, with no amount of its own. */
  private costsMoreUnstated(answer: string, query: string[]): boolean {
    const more = this.answers?.costsMore;
    if (!more) return false;
    const asked = new Set(query.filter((t) => t !== this.priceToken && !this.framing(t) && !this.offering.has(t)));
    return answer
      .split(/[.;:!?]\s|,\s|\s(?:but|and|or|while)\s/)
      .some((part) => more.test(part) && !STATES_AMOUNT.test(this.priced(part)) && this.tokenize(part).some((t) => asked.has(t)));
  }

  private readonly statedMemo = new Map<string, Set<string>>();
  /**
   * The question word a record's answer answers by the fact it states, in the ranking: a place ("where does the
   * dumpster go" - "it sits in your driveway"). (A length of time and an amount were measured too: they pull a
   * service's duration or price asked for, "how long is the standard clean", to an FAQ that states one.)
   */
  private stated(docId: string): Set<string> {
    const hit = this.statedMemo.get(docId);
    if (hit) return hit;
    const doc = this.docs.find((d) => d.id === docId);
    const out = new Set<string>();
    if (doc && this.answers?.place.test(doc.a)) for (const t of this.tokenize('where')) out.add(t);
    // ... and a number of people ("holds up to 40 people") by how many it takes ("how many can fit in the room").
    if (doc && this.answers?.headcount?.test(doc.a)) for (const t of this.asksFor?.headcount ?? []) out.add(t);
    // ... and the area served by the verbs that ask whether the business reaches a place ("what towns do you cover").
    if (doc?.area) for (const t of this.asksFor?.reach ?? []) out.add(t);
    this.statedMemo.set(docId, out);
    return out;
  }

  private explain(text: string, id: string, kinds = false): Verdict {
    const doc = this.docs.find((d) => d.record === id);
    if (!doc) return { verdict: 'answer', unexplained: [], share: 0 };
    const said = [...new Set(this.tokenize(text))];
    const content = said.filter((t) => !this.framing(t));
    // A framing word the owner's own question asks with ("What payment do you TAKE?", "How long UNTIL my order is
    // ready?") is the same question in the same words: it counts for that record; any other framing word counts
    // neither way.
    const asksLikeOwner = this.explainer(doc, true);
    // Nothing the caller said is explained by the record when the caller said nothing but framing ("my daughter is
    // sixteen, can she get one"): a guess, asked about, never spoken. Unless most of what the caller said is the
    // owner's own question ("what does he need to bring" - "What to bring"): then it is that question.
    if (!content.length && said.filter(asksLikeOwner).length * 2 <= said.length) return { verdict: 'clarify', unexplained: [], share: 0, reason: 'framing only' };
    const explains = this.explainer(doc, false, said);
    const query = [...content, ...said.filter((t) => this.framing(t) && asksLikeOwner(t))];
    // A caller who names a diet or allergy asks what they may EAT: a record that states one answers that word.
    const diet = this.answers?.diet;
    const dietMet = !!diet && diet.test(normalize(text)) && diet.test(`${doc.q} ${doc.a}`) ? new Set(this.asksFor?.diet ?? []) : null;
    const unexplained = query.filter((t) => !explains(t) && !dietMet?.has(t));
    // A content word no record of the business uses at all weighs fully: the question may be about something
    // the owner never stated ("wheelchair"); a word other records use weighs by its rarity.
    const weight = (t: string) => this.idf.get(t) ?? this.unknownIdf;
    const total = query.reduce((s, t) => s + weight(t), 0);
    const share = unexplained.reduce((s, t) => s + weight(t), 0) / total;
    if (share >= VERIFY_UNKNOWN) return { verdict: 'unknown', unexplained, share, reason: 'unexplained' };
    // A kind asked about ("can i bring my cat") that the record does not name, naming another ("Dogs are welcome").
    if (otherKind(text, doc.q, doc.a, this.kinds)) return { verdict: 'unknown', unexplained, share, reason: 'other kind' };
    // The business asked to do one side of an act ("do you BUY used bikes") where the record has it do only the
    // other ("we SELL refurbished bikes"): the record answers another question.
    if (this.sides.length) {
      const caller = normalize(text);
      const owner = normalize(`${doc.q} ${doc.a}`);
      if (this.sides.some(([asks, side, other]) => asks.test(caller) && !side.test(owner) && other.test(owner))) return { verdict: 'unknown', unexplained, share, reason: 'other side' };
    }
    // One end of a thing asked ("when you OPEN the pool") of a record whose own question names only the other end
    // ("Closing"): the record answers for the other end.
    if (this.ends.length) {
      const caller = normalize(text);
      const asked = normalize(doc.q);
      if (this.ends.some(([a, b]) => (a.test(caller) && !b.test(caller) && b.test(asked) && !a.test(asked)) || (b.test(caller) && !a.test(caller) && a.test(asked) && !b.test(asked))))
        return { verdict: 'unknown', unexplained, share, reason: 'other end' };
    }
    // A count that tells the owner's items apart ("how much is a four man crew" where the items are "2/3/4 Movers &
    // Truck") says which item is asked about: a record that does not state that count answers another question.
    const counts = normalize(text).split(' ').map((w) => (/^\d+$/.test(w) ? w : NUMBER_WORDS[w] >= 2 ? String(NUMBER_WORDS[w]) : '')).filter((d) => this.itemCounts.has(d));
    if (counts.some((d) => !new RegExp(`\\b${d}\\b`).test(`${doc.q} ${doc.a}`))) return { verdict: 'clarify', unexplained, share, reason: 'count' };
    // A price asked for ("how much is a video visit") is not answered by a record that states none, however
    // common the price words are among the owner's records.
    if (unexplained.includes(this.priceToken)) return { verdict: 'clarify', unexplained, share, reason: 'no price' };
    // ... nor by one that only names the price in passing ("we'll move you into any storage unit at the same hourly
    // rate" for "what's the hourly rate for three guys"): a price asked is answered by a record that states an amount
    // (or "free", "no fee") or whose own question is about the price.
    // ("What's the birthday package run": a price asked in other words.)
    const priceAsked = query.includes(this.priceToken) || !!this.priceAsked?.test(normalize(text));
    if (priceAsked && !STATES_AMOUNT.test(this.priced(doc.a)) && !this.tokenize(doc.q).includes(this.priceToken)) return { verdict: 'clarify', unexplained, share, reason: 'no amount' };
    // ... nor by one that says the very thing asked costs extra without saying how much ("how much for a printed copy"
    // - "we email a free group photo; printed copies are extra"): its amount is another thing's.
    if (priceAsked && this.costsMoreUnstated(doc.a, query)) return { verdict: 'unknown', unexplained, share, reason: 'costs more' };
    // ... nor by one that states its amount for another count of what the caller counts ("how much is travel for
    // forty miles" - "within 20 miles for a $50 travel fee"): that amount is another case's.
    // ... and a count asked to be confirmed ("is it a twelve month lease", "that's three hours right") is not
    // answered by a record that states that unit only with other counts ("two months rent", "48 hours notice").
    const confirmed = confirmedCount(normalize(text));
    if (priceAsked || confirmed) {
      const stated = amountsOf(doc.a);
      if (amountsOf(priceAsked ? text : confirmed!).some((a) => stated.some((b) => b.unit === a.unit) && !stated.some((b) => b.unit === a.unit && a.lo >= b.lo && a.hi <= b.hi)))
        return { verdict: 'unknown', unexplained, share, reason: 'other count' };
    }
    // A measure the caller gives ("a stump like eighteen inches", "for a twenty inch stump") that an item's name
    // covers ("Stump Grinding, 13 to 24 inches across") says which item is asked about: a record that states no such
    // measure covering it ("We price by the stump's diameter ... 6 to 8 inches below") answers another question. (Not
    // a head count, "one teacher for like ten kids": a record's "4 kids per teacher" answers it with another count.)
    const measured = amountsOf(text.replace(/\b(a|an|one) full (hour|hr)\b/g, '$1 $2')).filter((a) => !this.headcounts.has(a.unit) && this.itemAmounts.some((b) => b.unit === a.unit && a.lo >= b.lo && a.hi <= b.hi));
    if (measured.length) {
      const stated = amountsOf(`${doc.q} ${doc.a}`);
      if (measured.some((a) => !stated.some((b) => b.unit === a.unit && a.lo >= b.lo && a.hi <= b.hi))) return { verdict: 'clarify', unexplained, share, reason: 'item measure' };
    }
    // Asked when ("when do taxes have to be in this year"), a record that states no time and does not ask when itself
    // ("What do I need to bring?" - "... property tax bill, last year's return ...") answers another question.
    if (this.timing?.asked.test(text) && !this.timing.stated.test(doc.a) && !this.timing.asked.test(normalize(doc.q))) return { verdict: 'clarify', unexplained, share, reason: 'no time' };
    // A length put to a thing as a yes or no ("the laser thing | is that like an hour", "is the fall package an all day
    // thing") is not answered by a record that states no length ("... Dr. Ramos runs the laser clinic"), nor one
    // whose own question does not ask how long.
    if (this.answers?.lengthPut?.test(normalize(text)) && !this.answers.length.test(doc.a) && !LENGTH_JOINED.test(doc.a) && !this.timing?.asked.test(normalize(doc.q)))
      return { verdict: 'clarify', unexplained, share, reason: 'no length' };
    if (share > VERIFY_MISSING) return { verdict: 'clarify', unexplained, share, reason: 'missing' };
    // The kinds of a thing asked for ("what kind of fish do you have") are not answered by a record whose own question
    // asks a yes or no of another aspect of it ("Is your fish fresh?", a word the caller did not say) and whose answer
    // lists no kinds (things named in a row, or two names).
    if (kinds && YES_NO.test(normalize(doc.q))) {
      const aspect = this.tokenize(doc.q).filter((t) => !said.includes(t) && !this.framing(t));
      const lists = LIST.test(doc.a) || (doc.a.match(/(?<![.!?:]\s|^)\b[A-Z][A-Za-z]+/g) ?? []).length >= 2;
      if (aspect.length && !lists) return { verdict: 'clarify', unexplained, share, reason: 'another aspect' };
    }
    // An item named by more words than the record explains, met only in the record's prose ("is the INTRO private a
    // full hour" against "Cancellation policy", whose answer names private sessions): the caller asks about that
    // item, which the record mentions in passing. (A record whose own question meets the caller, "Filler aftercare"
    // for "can i go to the dentist after lip filler", is about it.)
    // A record that meets the caller's words only in its prose ("does the ingrown toenail thing hurt" - "Do you see
    // children?" - "... sees children for ingrown toenails ... heel pain") speaks of them in passing, when they are the
    // topic of something else the business has: another record's own question ("Ingrown toenail procedure") or an
    // item's name ("do you sell swim caps" - "What should my child bring?" - "... caps are optional"; Silicone Swim
    // Cap). That record or item is what is asked about.
    if (!query.some(asksLikeOwner)) {
      // (Not the trade's own word, which a quarter of the records use: "gutters" at a gutter cleaner.)
      const inProse = content.filter((t) => explains(t) && (this.idf.get(t) ?? Infinity) > this.commonIdf && t !== this.priceToken && !this.offering.has(t) && !(this.asksFor?.amount ?? []).includes(t));
      // (An item's name only for its price asked: the owner's answers speak of the items they sell, "does the baklava
      // have walnuts" - "Nut allergies" - "The baklava has walnuts".)
      // (The caller's own word, not only its family's first letters: "spring" is no "sprinkler", "access" no
      // "accessible".)
      const spoken = normalize(text).split(' ');
      const sameWord = (t: string, other: string) => spoken.some((w) => this.tokenize(w).includes(t) && normalize(other).split(' ').some((o) => stem(o) === stem(w)));
      // (An item's word that names one item only, "caps" for the Silicone Swim Cap; "repair" in many names is the trade.)
      const oneItem = (t: string) => this.itemFull.filter((name, i) => this.itemNames[i].includes(t) && sameWord(t, name)).length === 1;
      // (That record a rival in retrieval, at least half as close: "will the driver have change for a twenty" is not
      // about "Can I change my order?".)
      const ranked = this.find(text, 3);
      const rivals = new Set(ranked.filter((r) => r.id !== doc.record && r.score * 2 >= (ranked[0]?.score ?? 0)).map((r) => r.id));
      const topicOfOther = (t: string) => this.docs.some((d) => d !== doc && rivals.has(d.record) && this.docTokens(d).q.has(t) && sameWord(t, d.q)) || (priceAsked && oneItem(t));
      if (inProse.some(topicOfOther)) return { verdict: 'clarify', unexplained, share, reason: 'in passing' };
    }
    const saidItem = (name: string[]) => name.some((t) => unexplained.includes(t) && !this.framing(t) && !this.offering.has(t)) && name.some((t) => query.includes(t) && !unexplained.includes(t));
    if (!query.some(asksLikeOwner) && this.itemNames.some(saidItem)) return { verdict: 'clarify', unexplained, share, reason: 'item named' };
    // A price asked of an item the caller names ("how much is a SICK VISIT if we don't have insurance") is that
    // item's price: a record whose own question meets another word ("What insurance do you take?" - "... 20% off our
    // listed prices") and that does not name the item states another thing's amount.
    if (priceAsked && this.itemNames.some(saidItem)) return { verdict: 'clarify', unexplained, share, reason: 'item priced' };
    // A plan, card or app asked about by name ("do you take medicaid") that a record listing other names ("we take
    // Aetna, Cigna and United") does not name: the list does not say yes or no to it.
    const own = normalize(`${doc.q} ${doc.a}`).split(' ');
    const listsNames = (doc.a.match(/(?<![.!?:]\s|^)\b[A-Z][A-Za-z]+/g) ?? []).length >= 2;
    if (listsNames && normalize(text).split(' ').some((w) => this.namedKinds.has(w) && !own.includes(w))) return { verdict: 'clarify', unexplained, share, reason: 'other names' };
    // ... and one the owner names in another record ("will medicare pay for this": "Medicare covers adjustments
    // only" in "Do you take insurance?") is answered there, not by a record that never names it.
    const namedHere = (d: Doc, w: string) => normalize(`${d.q} ${d.a}`).split(' ').includes(w);
    if (normalize(text).split(' ').some((w) => this.namedKinds.has(w) && !own.includes(w) && this.docs.some((d) => d !== doc && namedHere(d, w)))) return { verdict: 'clarify', unexplained, share, reason: 'named elsewhere' };
    // The words the record explains must say which record: the trade's own word that a quarter of the records use
    // ("clean" at a cleaning company, "massage" at a spa) is all that "do you guys clean on sundays" shares with
    // "Is there anything you don't clean?".
    // (The owner's question said word for word, "is there anything you do not clean", is that question.)
    if (this.docs.length >= COMMON_MIN_RECORDS && query.every((t) => unexplained.includes(t) || (this.idf.get(t) ?? Infinity) <= this.commonIdf) && !saysQuestion(text, doc.q)) return { verdict: 'clarify', unexplained, share, reason: 'common' };
    // A word no record of the business uses ("wheelchair accessible" of the party room) may be the very thing
    // asked: the record is asked about, never stated as if it answered that.
    if (unexplained.some((t) => !this.idf.has(t) && t.length > 2 && !/\d/.test(t))) return { verdict: 'clarify', unexplained, share, reason: 'unused word' };
    // An elliptical follow-up ("and the cake?", "what about the unlimited one") asks the question before it again of a
    // thing: a record that only names that thing in its prose ("Birthday package" - "... add our pizzas and sheet cake")
    // does not answer it; one whose own question is about the thing may.
    if (this.followUp?.test(normalize(text)) && !content.some(asksLikeOwner)) return { verdict: 'clarify', unexplained, share, reason: 'follow-up' };
    return { verdict: 'answer', unexplained, share };
  }

  /**
   * The owner's records about the area served get PLACE among their words, so a place the caller names finds them
   * and nothing else: a question about the area ("What areas do you cover?", "Do you deliver to my area?"), or one
   * about where the business goes or delivers whose answer gives a distance or a list of places ("Where do you
   * clean?" - "Boise, Meridian, Eagle, Garden City and Star"; "Do you deliver?" - "within 3 miles"). The owner's
   * proper names (capitalised inside a sentence, or first in one and followed by a comma or another name: "Sand
   * Springs and Sapulpa") are places a caller may name.
   */
  private markArea(place: NonNullable<LocaleData['place']>): void {
    const names = /(?<![.!?:]\s|^)\b[A-Z][a-z]+|\b[A-Z][a-z]+(?=,| [A-Z])/g;
    for (const d of this.docs) for (const m of `${d.q}. ${d.a}`.matchAll(names)) this.proper.add(m[0].toLowerCase());
    const area = new RegExp(`\\b(?:${place.area.join('|')})\\b`, 'i');
    const reaches = new RegExp(`\\b(?:${place.reaches.join('|')})\\b`, 'i');
    const listed = (a: string) => (a.match(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)?(?=,| and\b| or\b)/g) ?? []).length >= 3;
    const distance = (a: string) => new RegExp(`\\b\\d+(?:\\.\\d+)? ?(?:${place.distance.join('|')})\\b`, 'i').test(a);
    // PLACE goes with the question, as the caller's own word for what it asks (closeness is measured on the owner's
    // words). A question about what delivery costs ("How much is delivery?" - "$15 anywhere in Savannah, $25 to Tybee...") is
    // about the fee, not whether a place is served.
    const price = this.tokenize('price')[0];
    for (const d of this.docs) if (area.test(d.q) || (reaches.test(d.q) && !this.tokenize(d.q).includes(price) && (listed(d.a) || distance(d.a)))) d.area = true;
    this.areaKnown = this.docs.some((d) => d.area);
    // A word only the area records use ("Westbrook costs a $15 trip fee") is one of the places they name.
    const elsewhere = new Set(this.docs.filter((d) => !d.area).flatMap((d) => this.tokenizeJoined(d.q, d.a)));
    for (const d of this.docs) if (d.area) for (const t of this.tokenize(d.a)) if (!elsewhere.has(t)) this.areaOnly.add(t);
  }

  /**
   * A place named in a question about how far the business goes ("do you come out to eagle", "i am out in tempe, do
   * you go that far"): the words of the place that no record uses are the place, not a topic the owner never stated,
   * so they give way to PLACE, which the owner's words about the area served explain ("What areas do you cover?",
   * "Where do you clean?", "within 3 miles"); a place the owner names ("Eagle") is kept and PLACE added. A place is
   * one to three words after "to", "in", "near"..., none of them the owner's common words, an everyday word or a
   * word that starts what is done there ("come out to fix ..."), and not followed by an article ("... to fix a leak").
   */
  private placeRead(text: string): string {
    const pl = this.place;
    // (With no record about the area served, a place is left as said: nothing answers it.)
    if (!pl || !this.areaKnown || !pl.asks.test(text)) return text;
    const ws = text.split(' ');
    const unused = (w: string) => {
      const ts = this.tokenize(w);
      return ts.length > 0 && ts.every((t) => !this.idf.has(t) && !this.general.has(t));
    };
    const listed = (w: string) => this.proper.has(w) || (this.tokenize(w).length > 0 && this.tokenize(w).every((t) => this.areaOnly.has(t)));
    const named = (w: string) => !pl.not.has(w) && !/\d/.test(w) && (unused(w) || listed(w));
    const out = [...ws];
    let found = false;
    for (const m of text.matchAll(pl.before)) {
      const start = text.slice(0, m.index! + m[0].length).split(' ').length - 1;
      let end = start;
      while (end < ws.length && end - start < 3 && named(ws[end])) end++;
      if (end === start) continue;
      while (end < ws.length && pl.nouns.has(ws[end])) end++;
      if (end < ws.length && /^(?:a|an|the|my|your|our|his|her|their|some)$/.test(ws[end])) continue;
      found = true;
      for (let i = start; i < end; i++) if (!listed(ws[i])) out[i] = '';
    }
    return found ? `${out.filter(Boolean).join(' ').replace(pl.only, ' ').replace(/ +/g, ' ').trim()} ${PLACE}` : text;
  }

  /**
   * A word the owner writes as one and the caller (or the recogniser) says as two ("auto clave", "door dash",
   * "blue shield") is read as the owner's word.
   */
  private joinSplit(text: string): string {
    if (!this.joined.size) return text;
    const ws = normalize(text).split(' ');
    const out: string[] = [];
    for (let i = 0; i < ws.length; i++) {
      if (i + 1 < ws.length && ws[i].length > 1 && this.joined.has(ws[i] + ws[i + 1])) {
        out.push(ws[i] + ws[i + 1]);
        i++;
      } else if (i + 1 < ws.length && this.soundsJoined(ws[i], ws[i + 1])) {
        out.push(this.sounded.get(splitSoundKey(ws[i], ws[i + 1]))!);
        i++;
      } else out.push(ws[i]);
    }
    return out.join(' ');
  }

  /**
   * Two words said for one word of the owner's that sounds as both together ("do you take medic air": Medicare), where
   * one at least is no word of the owner's records, neither a function word or an everyday word, and the two run to six
   * letters.
   */
  private soundsJoined(a: string, b: string): boolean {
    if (a.length < 3 || b.length < 3 || a.length + b.length < 6 || /\d/.test(a + b)) return false;
    if ([a, b].some((w) => STOPWORDS.has(w) || this.tokenize(w).some((t) => this.general.has(t))) || [a, b].every((w) => this.uses(w))) return false;
    const key = splitSoundKey(a, b);
    return key.split('|')[0].length >= 3 && !!this.sounded.get(key);
  }

  private unclip(text: string): string {
    if (!this.unclipped.size) return text;
    return normalize(text).split(' ').map((w) => this.unclipped.get(w) ?? w).join(' ');
  }

  /** The caller's words as retrieval reads them: words split in two joined, a place read as one, a holiday as one. */
  private read(said: string): string {
    // "Does it hurt a lot", "a lot of people": a degree, not a parking lot.
    const plain = this.degree ? normalize(said).replace(this.degree, ' ').replace(/ +/g, ' ').trim() : said;
    const placed = this.placeRead(this.unclip(this.joinSplit(plain)));
    // An age said ("my daughter is sixteen, can she get laser") makes the age part of the question.
    const text = this.agedSaid?.test(placed) ? `${placed} age` : placed;
    // A holiday named ("labor day", "the fourth of july") is a holiday, which is how owners write about them, unless
    // the owner names that one ("Mother's Day orders").
    // (The words that ask about the hours, "open on ... day", stay.)
    const hours = (w: string) => this.tokenize(w).every((t) => t === this.hourToken);
    const day = this.tokenize('day')[0];
    const named = (h: string) => this.tokenize(h).some((t) => t !== this.hourToken && t !== day && this.idf.has(t));
    return this.holiday ? text.replace(this.holiday, (h) => (named(h) ? h : `${h.split(' ').filter(hours).join(' ')} holiday`.trim())) : text;
  }

  /** Whether the owner's records use the word (any of its tokens, in any record's question or answer). */
  uses(word: string): boolean {
    return this.tokenize(word).some((t) => this.idf.has(t));
  }

  /** The record's question, for a clarifying question ("Are you asking: do you take walk-ins?"). */
  question(id: string): string | undefined {
    return this.docs.find((d) => d.record === id)?.q;
  }

  get size(): number {
    return this.docs.length;
  }

  /** Records for the caller's words, best first, each with a score in 0..1. */
  private readonly memo = new Map<string, Retrieved[]>();

  find(said: string, limit = 3): Retrieved[] {
    const text = this.read(said);
    const key = `${limit}|${text}`;
    const hit = this.memo.get(key);
    if (hit) return hit.map((r) => ({ ...r }));
    const out = this.findUncached(text, limit);
    if (this.memo.size >= 100) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, out);
    return out.map((r) => ({ ...r }));
  }

  private findUncached(text: string, limit: number): Retrieved[] {
    if (!this.docs.length) return [];
    const query = [...new Set(this.tokenize(text))];
    if (!query.length) return [];
    // A word no record uses weighs fully unless it is an everyday word of the locale (see LocaleData.general).
    const weight = (t: string) => this.idf.get(t) ?? (this.general.has(t) ? 0.2 : 1) * this.unknownIdf;
    // A word said only in the caller's story around the question ("i am stuck in traffic | will i lose my spot")
    // costs a record that does not meet it little: the clause that asks is what the record must cover. (Everyday
    // words that a record does not meet were made as cheap once: more answers on the tuning sets, more wrong facts on
    // the held-out ones, so they count fully; tests/eval/README.md, eighth pass.)
    const story = this.storyWords(text);
    const missed = (t: string) => (story.has(t) ? 0.2 : 1) * weight(t);
    // The caller's word also looks for the words the locale lists as alike ("report" finds "summary"), at a
    // fraction of its weight, so a record in the owner's words is found but one in the caller's words stays ahead.
    const own = new Set(query);
    const alike = [...new Set(query.flatMap((t) => this.alike.get(t) ?? []))].filter((t) => !own.has(t));
    const results: SearchResult[] = alike.length
      ? this.search.search(
          { combineWith: 'OR', queries: [text, { combineWith: 'OR', queries: alike, tokenize: (s: string) => [s] }] },
          { boostTerm: (term: string) => (own.has(term) ? 1 : ALIKE_WEIGHT) },
        )
      : this.search.search(text);
    return results
      .slice(0, 8)
      .map((r) => {
        const matched = new Set(r.queryTerms);
        // A word no record uses is met by its alike word nearly in full: no record in the caller's own words competes.
        const states = this.stated(r.id as string);
        const met = (t: string) => (matched.has(t) ? 1 : (this.alike.get(t) ?? []).some((a) => matched.has(a)) ? (this.idf.has(t) ? ALIKE_WEIGHT : ALIKE_UNUSED) : states.has(t) ? STATED_WEIGHT : 0);
        const coverage = query.reduce((s, t) => s + met(t) * weight(t), 0) / query.reduce((s, t) => s + (met(t) ? weight(t) : missed(t)), 0);
        const closeness = Math.min(1, r.score / Math.max(this.self.get(r.id) ?? 1, this.typicalSelf));
        return { kind: r.kind as Source['kind'], id: r.record as string, score: Number((0.5 * coverage + 0.5 * closeness).toFixed(3)) };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
