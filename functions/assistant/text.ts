/**
 * Text helpers for the local language understanding: normalisation, a light stemmer, synonyms and number
 * words. Everything here is deterministic and table-driven, so the same utterance is always read the same way.
 */

/** Longest utterance read; the rest of a very long turn is ignored (and noted in the logs by the caller). */
export const MAX_UTTERANCE = 500;

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bcan't\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bain't\b/g, 'is not'],
  [/\bshan't\b/g, 'shall not'],
  [/n't\b/g, ' not'],
  [/\bi'm\b/g, 'i am'],
  [/\blet's\b/g, 'let us'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\b(it|that|what|where|when|how|who|there|here|he|she|name)'s\b/g, '$1 is'],
];

const NOT_ASCII = /[^\x00-\x7f]/;
const ANY_CONTRACTION = new RegExp(CONTRACTIONS.map(([re]) => `(?:${re.source})`).join('|'));

/**
 * Texts already normalised: the same owner's texts and caller's words are normalised again and again (every index
 * built for a business, every reading of a turn), and normalising is two dozen regular expressions.
 */
const normalized = new Map<string, string>();
/** Texts kept before they are all dropped. */
const NORMALIZED_KEPT = 10_000;

/** Lower case, straight quotes, no accents, contractions expanded, punctuation turned into spaces. */
export function normalize(text: string): string {
  let out = normalized.get(text);
  if (out === undefined) {
    out = normalizeText(text);
    if (normalized.size >= NORMALIZED_KEPT) normalized.clear();
    normalized.set(text, out);
    // Retrieval normalises its own output again (expanded, re-read, then tokenised): a text of only lower-case
    // letters, digits, single spaces and the dots and colons kept between digits is its own normal form (no step
    // above changes it), so it is remembered as one. (One with an apostrophe may not be: "he'd_go" -> "he'd go" ->
    // "he would go"; nor one longer than MAX_UTTERANCE, which is cut.)
    if (out !== text && out.length <= MAX_UTTERANCE && NORMAL_FORM.test(out)) normalized.set(out, out);
  }
  return out;
}
const NORMAL_FORM = /^[a-z0-9.: ]*$/;

/** Two normal forms as one text: joined by a space, an empty one left out. */
export const joinNormal = (x: string, y: string) => (x && y ? `${x} ${y}` : x || y);

/**
 * Whether `normalize(x + ' ' + y)` is `joinNormal(normalize(x), normalize(y))`, so the normal form of a joined
 * text is had from its parts' (remembered) ones. Every step of normalizeText reads within a word or a run of
 * punctuation and spaces, except the cut at MAX_UTTERANCE and "a. m" read as "am", which may meet across the
 * space ("... at 9 a." + "m. ..."). (tests/unit/assistant/text-join.test.ts holds it to normalizeText.)
 */
export function normalizesApart(x: string, y: string): boolean {
  if (x.length + 1 + y.length > MAX_UTTERANCE) return false;
  const nx = normalize(x);
  return !(/[ap]$/.test(nx) && normalize(y).startsWith('m'));
}

function normalizeText(text: string): string {
  let t = (text ?? '').slice(0, MAX_UTTERANCE).toLowerCase();
  t = t.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"');
  // (Plain ASCII has no accents to take off; a text none of the contractions meets is left as it is: one scan
  // each instead of one per contraction.)
  if (NOT_ASCII.test(t)) t = t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (ANY_CONTRACTION.test(t)) for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  t = t.replace(/&/g, ' and ').replace(/\b([ap])\.\s?m\b\.?/g, '$1m');
  // Keep what numbers need: 1,000 -> 1000; decimal points and the colon of a time stay.
  t = t.replace(/(\d),(?=\d{3}\b)/g, '$1');
  t = t.replace(/(\d)\.(?=\d)/g, '$1\u0001').replace(/(\d):(?=\d)/g, '$1\u0002');
  t = t.replace(/[^a-z0-9'\u0001\u0002]+/g, ' ');
  t = t.replace(/\u0001/g, '.').replace(/\u0002/g, ':');
  // Apostrophes only inside words (o'clock, men's).
  t = t.replace(/(^|\s)'+|'+(?=\s|$)/g, ' ');
  return t.replace(/\s+/g, ' ').trim();
}

/** Words of a normalised text (possessive 's dropped: "men's" -> "men"). */
export function words(normalized: string): string[] {
  return normalized
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.includes("'") ? w.replace(/'s$/, '').replace(/'/g, '') : w));
}

const STEM_EXCEPTIONS: Record<string, string> = {
  hours: 'hour',
  children: 'child',
  kids: 'kid',
  men: 'man',
  women: 'woman',
  people: 'person',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  is: 'is',
  this: 'this',
  his: 'his',
  was: 'was',
  has: 'has',
  does: 'do',
  yes: 'yes',
  us: 'us',
  bus: 'bus',
  gas: 'gas',
  news: 'news',
  series: 'series',
  always: 'always',
  sometimes: 'sometimes',
  thanks: 'thank',
  address: 'address',
  business: 'business',
  express: 'express',
  glasses: 'glass',
  class: 'class',
  classes: 'class',
  dress: 'dress',
  less: 'less',
  plus: 'plus',
  pass: 'pass',
  miss: 'miss',
  boss: 'boss',
  during: 'during',
  evening: 'evening',
  morning: 'morning',
  nothing: 'nothing',
  something: 'something',
  anything: 'anything',
  thing: 'thing',
  things: 'thing',
  bring: 'bring',
  spring: 'spring',
  string: 'string',
  wedding: 'wedding',
  pudding: 'pudding',
  ceiling: 'ceiling',
  need: 'need',
  speed: 'speed',
  bed: 'bed',
  red: 'red',
  shed: 'shed',
  fed: 'fed',
  wed: 'wed',
  closed: 'close',
  closing: 'close',
  located: 'locat',
  location: 'locat',
  parking: 'park',
  booking: 'book',
  booked: 'book',
  scheduling: 'schedule',
  scheduled: 'schedule',
  cancelled: 'cancel',
  canceled: 'cancel',
  cancelling: 'cancel',
  canceling: 'cancel',
  cancellation: 'cancel',
  rescheduling: 'reschedule',
  rescheduled: 'reschedule',
  ordering: 'order',
  ordered: 'order',
};

/**
 * A light suffix-stripping stemmer: enough to make "appointments", "booking" and "parked" meet "appointment",
 * "book" and "park". Short words are left alone.
 */
export function stem(word: string): string {
  let out = stems.get(word);
  if (out === undefined) {
    out = stemWord(word);
    if (stems.size >= STEMS_KEPT) stems.clear();
    stems.set(word, out);
  }
  return out;
}
/**
 * Words already stemmed: a business's texts repeat a small vocabulary, and every index built for it (each save, each
 * fresh process) and every reading of a turn stems the same words again.
 */
const stems = new Map<string, string>();
/** Words kept before they are all dropped (numbers said or written make the list grow). */
const STEMS_KEPT = 20_000;

function stemWord(word: string): string {
  const w = word.toLowerCase();
  if (STEM_EXCEPTIONS[w]) return STEM_EXCEPTIONS[w];
  if (w.length <= 3 || /\d/.test(w)) return w;
  let r = w;
  if (w.endsWith('ies') && w.length > 4) r = w.slice(0, -3) + 'y';
  // "cookie" and "cookies", "brownie" and "brownies" are one word ("-ies" above gives "cooky").
  else if (w.endsWith('ie') && w.length > 4) r = w.slice(0, -2) + 'y';
  // "boxes", "buzzes", "waltzes" lose "es"; a single z before it belongs to a silent-e word ("sizes", "prizes").
  else if (/(ches|shes|sses|xes|zzes|tzes)$/.test(w)) r = w.slice(0, -2);
  else if (w.endsWith('zes')) r = w.slice(0, -1);
  else if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  else if (w.endsWith('s')) r = w.slice(0, -1);
  if (r !== w && STEM_EXCEPTIONS[r]) return STEM_EXCEPTIONS[r];
  if (r.endsWith('ing') && r.length > 5) return undouble(r.slice(0, -3));
  // "installation" meets "install", "consultation" meets "consult".
  if (r.endsWith('ation') && r.length > 9) return r.slice(0, -5);
  // A service said as a verb or a noun is one word: "aerated", "aerating", "aerate" and "aeration"; "adjusted" and
  // "adjustment", "treated" and "treatment".
  if (r.endsWith('ation') && r.length >= 7) return r.slice(0, -3);
  if (r.endsWith('ment') && r.length >= 9) return r.slice(0, -4);
  if (r.endsWith('ate') && r.length >= 6) return r.slice(0, -1);
  if (r === w && r.endsWith('ied') && r.length > 4) return r.slice(0, -3) + 'y';
  if (r === w && r.endsWith('ed') && r.length > 4) return undouble(r.slice(0, -2));
  if (r === w && r.endsWith('ly') && r.length > 5) return r.slice(0, -2);
  return r;
}
const undouble = (w: string) => (/([bdfgklmnprtz])\1$/.test(w) ? w.slice(0, -1) : w);

/**
 * Groups of words that mean the same for matching questions to a business's FAQs and services. The first
 * word of a group stands for all (after stemming).
 */
const SYNONYM_GROUPS: string[][] = [
  ['price', 'cost', 'charge', 'fee', 'rate', 'much', 'expensive', 'cheap', 'pricing'],
  ['pay', 'payment', 'card', 'credit', 'debit', 'cash', 'visa', 'mastercard', 'amex', 'venmo', 'zelle', 'check'],
  ['accept', 'take'],
  ['park', 'car', 'garage', 'lot'],
  ['locate', 'address', 'where', 'direction', 'find', 'street'],
  ['hour', 'open', 'close', 'schedule'],
  ['kid', 'child', 'children', 'toddler', 'baby', 'minor'],
  ['pet', 'dog', 'cat', 'animal'],
  ['accessible', 'wheelchair', 'accessibility', 'disabled', 'disability', 'ramp'],
  ['insurance', 'insure', 'insured', 'coverage', 'medicare', 'medicaid'],
  ['deliver', 'delivery', 'ship', 'shipping'],
  ['reservation', 'reserve', 'appointment', 'booking', 'book', 'slot'],
  ['walk', 'walkin'],
  ['refund', 'return', 'exchange', 'money back'],
  ['cancel', 'cancellation'],
  ['vegan', 'vegetarian', 'plant'],
  ['gluten', 'celiac', 'coeliac'],
  ['wifi', 'wi', 'internet'],
  ['discount', 'coupon', 'deal', 'promo', 'promotion', 'special', 'offer'],
  ['gift', 'voucher', 'certificate'],
  ['warranty', 'guarantee'],
  ['estimate', 'quote', 'quotation'],
  ['emergency', 'urgent'],
  ['allergy', 'allergic', 'allergen', 'nut', 'peanut'],
  ['staff', 'employee', 'stylist', 'barber', 'doctor', 'therapist', 'technician', 'tech', 'team'],
  ['long', 'duration', 'minute', 'take'],
  ['menu', 'service', 'offer', 'product', 'provide', 'sell'],
  ['phone', 'number', 'call'],
  ['email', 'mail'],
  ['late', 'behind', 'delay', 'delayed', 'tardy'],
  ['nervous', 'anxious', 'anxiety', 'scared', 'afraid', 'fear', 'phobia'],
  ['pain', 'hurt', 'hurts', 'painful', 'sore', 'ache'],
  ['loaner', 'courtesy', 'shuttle', 'ride'],
  ['deposit', 'upfront', 'prepay', 'prepayment'],
  ['xray', 'radiograph'],
  ['language', 'spanish', 'espanol', 'bilingual', 'translator', 'interpreter'],
  ['afford', 'affordable', 'budget'],
  ['photo', 'photography', 'photographer', 'picture', 'pic'],
  ['website', 'site', 'web', 'online'],
];
const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = stem(group[0]);
  for (const w of group) if (!SYNONYMS.has(stem(w))) SYNONYMS.set(stem(w), head);
}
export const canonical = (stemmed: string) => SYNONYMS.get(stemmed) ?? stemmed;

/** Function words that carry no topic (for matching FAQs, services and scenario triggers). */
export const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from about as into like than then so too very just also ' +
    'i me my mine we us our you your yours he she it its they them their this that these those there here ' +
    'is am are was were be been being do did does done have has had having will would shall should can could ' +
    'may might must not no yes please thank thanks hi hello hey um uh oh well okay ok ' +
    'what which who whom whose when where why how any some all each every much many more most other ' +
    'get got want wanted wanna need know tell say ask wonder wondering question let up out over again ' +
    'anything something everything else option options ins guys ' +
    // Object and possessive pronouns, and the asking verbs' other forms ("can i pick HIM up", "he GETS insulin"):
    // the caller's grammar, never what a record is about.
    'him his her hers himself herself themselves itself myself yourself ourselves ' +
    'gets getting wants wanting needs needed needing asks asking asked knows says said tells telling lets'
  ).split(' '),
);

/** Words that may not be dropped for FAQ matching even though they look like function words. */
const KEEP_FOR_TOPIC = new Set(['open', 'close', 'where', 'much']);

/** Topic tokens: stemmed, synonyms folded, function words removed. */
export function topicTokens(text: string): string[] {
  const out: string[] = [];
  for (const w of words(normalize(text))) {
    if (STOPWORDS.has(w) && !KEEP_FOR_TOPIC.has(w)) continue;
    const s = canonical(stem(w));
    if (s.length < 2 && !/\d/.test(s)) continue;
    out.push(s);
  }
  return out;
}

/** Stemmed tokens of every word (for intent samples, where function words matter). */
export function stemTokens(text: string): string[] {
  return words(normalize(text)).map(stem);
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

// --- numbers -----------------------------------------------------------------------------------------------

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** A small cardinal number written as a word ("three", "twenty five", "a", "a couple", "dozen"), or digits. */
export function quantityAt(ws: string[], i: number): { value: number; length: number } | null {
  const w = ws[i];
  if (w === undefined) return null;
  if (/^\d{1,3}$/.test(w)) return { value: Number(w), length: 1 };
  if ((w === 'a' || w === 'an') && ws[i + 1] === 'couple') return { value: 2, length: ws[i + 2] === 'of' ? 3 : 2 };
  if (w === 'couple') return { value: 2, length: ws[i + 1] === 'of' ? 2 : 1 };
  if ((w === 'a' || w === 'an') && ws[i + 1] === 'dozen') return { value: 12, length: 2 };
  if (w === 'half' && ws[i + 1] === 'a' && ws[i + 2] === 'dozen') return { value: 6, length: 3 };
  if (w === 'dozen') return { value: 12, length: 1 };
  if (w === 'a' || w === 'an' || w === 'single') return { value: 1, length: 1 };
  if (w in TENS) {
    const next = ws[i + 1];
    if (next && next in UNITS && UNITS[next] > 0 && UNITS[next] < 10) return { value: TENS[w] + UNITS[next], length: 2 };
    return { value: TENS[w], length: 1 };
  }
  if (w in UNITS && w !== 'oh') return { value: UNITS[w], length: 1 };
  return null;
}

export const NUMBER_WORDS = { ...UNITS, ...TENS };

/** Spoken digits to digits ("five five five, oh one two three" -> "555 0123"; "double five" -> "55"). */
export function spokenDigits(text: string): string {
  const ws = normalize(text).split(' ');
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i];
    const next = ws[i + 1];
    if ((w === 'double' || w === 'triple') && next !== undefined) {
      const d = next in UNITS && UNITS[next] < 10 ? String(UNITS[next]) : /^\d$/.test(next) ? next : null;
      if (d !== null) {
        out.push(d.repeat(w === 'double' ? 2 : 3));
        i++;
        continue;
      }
    }
    if ((w === 'o' || w in UNITS) && (w === 'o' || UNITS[w] < 10)) {
      out.push(w === 'o' ? '0' : String(UNITS[w]));
      continue;
    }
    out.push(w);
  }
  return out.join(' ');
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b and c" */
export function joinAnd(parts: string[], conj = 'and'): string {
  if (parts.length <= 1) return parts.join('');
  if (parts.length === 2) return `${parts[0]} ${conj} ${parts[1]}`;
  return `${parts.slice(0, -1).join(', ')}, ${conj} ${parts[parts.length - 1]}`;
}

/**
 * A name with its indefinite article, by the sound it starts with: "an Initial assessment", "a Unisex cut",
 * "an MRI scan", "an hour-long massage".
 */
export function withArticle(name: string): string {
  const spoken = name.trim();
  const first = spoken.split(/[\s-]/)[0] ?? '';
  // Letters said by name ("an MRI", "an HVAC check") sound like vowels when the letter's name starts with one.
  const acronym = /^[A-Z]{2,}$/.test(first);
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(first)
    : /^(?:[aeiou]|hour|honest|honou?r|heir)/i.test(first) && !/^(?:uni|use|usu|uti|uro|eu|one|once|ewe)/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${spoken}`;
}

/**
 * A word as it sounds, roughly: its first letter, then its consonants with voiced and unvoiced pairs folded and
 * doubles made one, without a plural's last s, and how many vowel sounds it has ("rangs" and "rings" -> "rng1",
 * "chatter" and "cheddar" -> "cdr2").
 */
export function soundKey(w: string): string {
  return `${consonantsOf(w)}${vowelSounds(stem(w), false)}`;
}
function consonantsOf(w: string): string {
  const folded = foldSounds(stem(w));
  return `${folded[0]}${folded.slice(1).replace(/[aeiouyhw]/g, '').replace(/(.)\1+/g, '$1').replace(/s$/, '')}`;
}
const foldSounds = (w: string) => w.replace(/ph/g, 'f').replace(/[ckq]+/g, 'k').replace(/t/g, 'd').replace(/p/g, 'b').replace(/z/g, 's').replace(/v/g, 'f');
/** Vowel sounds of a word; with `silentE`, a last e after a consonant is none ("moose", "Medicare"). */
function vowelSounds(w: string, silentE: boolean): number {
  const n = (w.match(/[aeiouy]+/g) ?? []).length;
  return silentE && n > 1 && /[^aeiouy]e$/.test(w) ? n - 1 : n;
}
/**
 * One word as it sounds, or several words said for one ("fell awful" and "falafel" -> "flfl|3", "medic air" and
 * "Medicare" -> "mdkr|3"): the consonants of the words run together, and their vowel sounds counted word by word,
 * a silent last e none (a recogniser splits a word it does not know into words it does).
 */
export function splitSoundKey(...ws: string[]): string {
  const plain = ws.map((w) => w.toLowerCase().replace(/[^a-z]/g, ''));
  return `${consonantsOf(plain.join(''))}|${plain.reduce((n, w) => n + vowelSounds(w, true), 0)}`;
}
