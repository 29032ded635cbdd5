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
