import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { ownScore } from '../../../functions/assistant/understanding/retrieval.js';

// Each record's score against its own question is read from MiniSearch's index (not through its public API) to spare
// a search per record when a business's index is built; it must be exactly what search() gives that record alone.
interface Doc {
  id: string;
  q: string;
  a: string;
}
const boosts = { q: 2, a: 1 };
const docs: Doc[] = [
  { id: 'park', q: 'where can i park my car', a: 'free parking lot behind the shop, street parking after six' },
  { id: 'pay', q: 'what payment do you take', a: 'cards and cash, no checks' },
  { id: 'late', q: 'what if i am late late late', a: 'we hold your spot for fifteen minutes' },
  { id: 'gift', q: 'gift cards', a: 'yes gift cards in any amount at the desk' },
  { id: 'kids', q: 'do you cut kids hair', a: 'kids cuts are twenty dollars, hair washed free' },
  { id: 'empty', q: 'zzz', a: 'nothing in common with any question' },
];
const build = () => {
  // Words dropped as the engine drops function words, so a question may share words only with other records.
  const tokenize = (text: string) => text.split(' ').filter((w) => w.length > 2);
  const search = new MiniSearch<Doc>({ fields: ['q', 'a'], tokenize, processTerm: (t) => t, searchOptions: { boost: boosts, fuzzy: false, prefix: false, combineWith: 'OR' } });
  search.addAll(docs);
  return { search, tokenize };
};
const searched = (search: MiniSearch<Doc>, d: Doc, query: string) => search.search(query, { boostDocument: (id) => (id === d.id ? 1 : 0) })[0]?.score;

describe('a record scored against its own question from the index', () => {
  it('is exactly the score search() gives it alone, for every record and for questions it shares words with', () => {
    const { search, tokenize } = build();
    for (const d of docs) {
      for (const query of [d.q, 'do you take cards for kids', 'park park car lot', `${d.q} ${d.a}`]) {
        expect(ownScore(search, d.id, tokenize(query), boosts)).toBe(searched(search, d, query));
      }
    }
  });

  it('counts a word said twice twice, and a word met in both the question and the answer in both', () => {
    const { search, tokenize } = build();
    const late = ownScore(search, 'late', tokenize('late'), boosts)!;
    expect(ownScore(search, 'late', tokenize('late late'), boosts)).toBe(searched(search, docs[2], 'late late'));
    expect(ownScore(search, 'late', tokenize('late late'), boosts)).toBeGreaterThan(late);
    expect(ownScore(search, 'gift', tokenize('gift'), boosts)).toBe(searched(search, docs[3], 'gift'));
  });

  it('is undefined for a record none of the words meet', () => {
    const { search, tokenize } = build();
    expect(ownScore(search, 'empty', tokenize('where can i park'), boosts)).toBeUndefined();
    expect(ownScore(search, 'park', [], boosts)).toBeUndefined();
  });
});
