import { findPhoneNumbersInText as findWithMetadata, type CountryCode } from 'libphonenumber-js/core/es6';
import { phoneMetadataWithFormats } from '../contract/phone.js';
import { parsePhone as parseNumber } from '../core/phone.js';
import { capitalize, normalize, spokenDigits } from './text.js';

/** A caller's name from "my name is Ana Lopez", "it's John", "Smith", "first name Mary last name Jones". */
export interface PersonName {
  first: string;
  last?: string;
}

const NAME_LEADS =
  /^(?:(?:yes|yeah|sure|ok|okay|hi|hello|um|uh|so|well|oh)\s+)*(?:(?:(?:my|the)\s+(?:full\s+|first\s+|last\s+|sur)?name\s+is|name\s+is|my\s+name|i\s+am|im|this\s+is|it\s+is|its|thats|call\s+me|you\s+can\s+call\s+me|it\s+would\s+be|put\s+it\s+under|under|that\s+is|for)\s+)+/;

/** Words that are never part of a name (answers, requests, filler). */
const NOT_NAMES = new Set(
  (
    'yes yeah yep no nope sure ok okay please thanks thank you hi hello um uh what why how when where who which ' +
    'book booking appointment cancel order message time today tomorrow morning afternoon evening the a an to for is are ' +
    'was i me my we our your it this that just like want would could can will need have has do does did not and or but ' +
    'number phone call calling again sorry repeat name first last surname actually wait hold on hmm haircut service ' +
    'pickup delivery speak talk person human someone somebody help bye goodbye know here there same one two three ' +
    'perfect great good fine cool alright right correct sounds works nope nah maybe sure thing exactly awesome wonderful ' +
    'no problem hmm hold wait sorry what huh excuse pardon again later sooner earlier different other change'
  ).split(' '),
);

/** First names that are also words of NOT_NAMES, taken as a name only before another name. */
const WORD_NAMES = new Set(['will']);
const PRONOUNS = new Set(['you', 'he', 'she', 'they', 'we', 'i', 'it', 'him', 'her', 'them', 'us', 'be', 'see', 'check', 'call']);

/**
 * The caller's name, or null when the turn does not read as one. Lenient about lead-ins, strict about
 * content: only alphabetic words, at most three, none of them a common non-name word.
 */
export function parseName(text: string): PersonName | null {
  // Hyphens inside a name survive normalisation ("O'Neil-Smith").
  let n = normalize((text ?? '').replace(/(\p{L})-(?=\p{L})/gu, '$1qqhyphenqq'))
    .replace(/\b(my )?first name is\b/g, ' ')
    .replace(/\b(and )?(my )?(last name|surname|family name) is\b/g, ' ')
    .replace(/\b(first name|last name|surname)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "it's for my daughter, Ava Morales": the name is the person's, not the relation.
  // (A recogniser writes "it's" as "its".)
  n = n.replace(/^(?:it is |its |this is |the appointment is |that is )?for my (?:daughter|son|wife|husband|kid|child|mom|mother|dad|father|partner|friend|boyfriend|girlfriend|sister|brother|niece)\s+/, '');
  // "leila haddad, not hadad": a spelling set aside after the name is no part of it.
  n = n.replace(/ not \p{L}+$/u, '');
  // "leila, leila haddad": a first name said again to start over is said once.
  n = n.replace(/^(\p{L}+) \1\b/u, '$1');
  // "mike from valley produce, mike dawson": the name, not the company the caller is from.
  const from = /^(.*?)\s*\bfrom\b (.+)$/.exec(n);
  if (from && from[1]) {
    const first = from[1].split(' ').pop()!;
    const after = from[2].split(' ');
    const again = after.indexOf(first);
    n = again >= 0 ? after.slice(again).join(' ') : from[1];
  }
  const led = NAME_LEADS.test(n);
  n = n.replace(NAME_LEADS, '').replace(/\b(please|thanks|thank you)\b/g, ' ').trim();
  // "spelled s m i t h" and trailing explanations are not part of the name.
  n = n.replace(/\b(spelled|spelt|that is|and my|and i|and the|i would|i want|i need|can you|could you)\b.*$/, '').trim();
  const ws = n.split(' ').filter((w) => w && w !== 'and');
  // "wojcik, anna wojcik": the last name said first, then the whole name.
  if (ws.length >= 3 && ws.lastIndexOf(ws[0]) === ws.length - 1) ws.shift();
  if (!ws.length || ws.length > (led ? 4 : 3)) return null;
  // "Will Dawson": a first name that is also a word the list keeps out, said before a name ("will you", "will do" are not).
  const named = ws.length >= 2 && WORD_NAMES.has(ws[0]) && !NOT_NAMES.has(ws[1]) && !PRONOUNS.has(ws[1]);
  if (ws.some((w, i) => !/^[a-z][a-z'-]*$/.test(w) || (NOT_NAMES.has(w) && !(named && i === 0)))) return null;
  if (ws.some((w) => w.length < 2)) return null;
  for (let i = 0; i < ws.length; i++) ws[i] = ws[i].replace(/qqhyphenqq/g, '-');
  const cap = (w: string) => w.split(/([-'])/).map((p) => (p === '-' || p === "'" ? p : capitalize(p))).join('');
  const [first, ...rest] = ws.map(cap);
  return rest.length ? { first, last: rest.join(' ') } : { first };
}

/** A single word as a last name ("Smith", "it's Lopez"). */
export function parseLastName(text: string): string | null {
  const name = parseName(text);
  if (!name) return null;
  return name.last ? `${name.first} ${name.last}` : name.first;
}

/**
 * A phone number in E.164 from digits or spoken digits ("five five five, oh one two three..."); numbers
 * without a country code are read in `country`.
 */
export function parsePhone(text: string, country: CountryCode = 'US'): string | null {
  const written = findWithMetadata(text ?? '', country, phoneMetadataWithFormats()).find((f) => f.number.isPossible());
  if (written) return written.number.number;
  const spoken = spokenDigits(text);
  const runs = spoken.match(/\+?\d[\d\s().-]{5,}\d/g) ?? [];
  for (const run of runs) {
    const digits = run.replace(/[^\d+]/g, '');
    if (digits.replace('+', '').length < 7 || digits.replace('+', '').length > 15) continue;
    const parsed = parseNumber(digits, country);
    if (parsed && parsed.isPossible()) return parsed.number;
  }
  return null;
}

/** Normalises caller ID to E.164 (null when it is not a number: "anonymous", "unknown"). */
export function normalizePhone(text: string | null | undefined, country: CountryCode = 'US'): string | null {
  if (!text) return null;
  const parsed = parseNumber(String(text).trim(), country);
  return parsed && parsed.isPossible() ? parsed.number : null;
}

/** "ending in 1 2 3 4" for reading a number back without saying all of it. */
export const lastDigits = (e164: string) => e164.replace(/\D/g, '').slice(-4).split('').join(' ');

/** The turn carries no words: silence, noise markers or punctuation only. */
export function isSilence(text: string | null | undefined): boolean {
  if (!text) return true;
  const n = normalize(text).replace(/\b(um+|uh+|hmm+|mm+|er+|ah+|noise|silence|inaudible)\b/g, '').trim();
  return n.length === 0;
}
