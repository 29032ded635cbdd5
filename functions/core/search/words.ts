/** How search splits text into words: the index writes (data/search-index.ts) and the query (search-service.ts) agree. */

/** The longest word token kept; longer words are cut (a prefix search still finds them). */
const MAX_WORD = 30;

/** Lowercase, accents and punctuation gone: 'José-Luis' → ['jose', 'luis']. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, MAX_WORD));
}

/**
 * A word's token in the index: a run of digits is a number (`d:`, beside the runs of a phone's digits, so one key range
 * holds every record a typed number can mean: a phone, a formatted id's digits, digits a caller said), any other
 * word a word (`w:`).
 */
export const wordToken = (word: string): string => (/^\d+$/.test(word) ? `d:${word}` : `w:${word}`);

/**
 * A formatted id's digits (`0042`, `42` of APT-0042) are a number token marked to sort before every other item of the
 * same digits (`!` before the `#` that follows a token): one record has that id, and it is always in the read even
 * when hundreds of phones end in those digits.
 */
export const ID_MARK = '!';
export const idNumberToken = (digits: string): string => `d:${digits}${ID_MARK}`;
