import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../../../functions/assistant/understanding/retrieval.js';
import { EN } from '../../../functions/assistant/understanding/locale/en.js';
import { joinNormal, normalize, normalizesApart } from '../../../functions/assistant/text.js';

// A record's question and answer read together are read from the two read apart (a build of the knowledge index
// tokenises them once each, not a third time joined) only where that gives exactly what reading them joined gives.

const root = join(__dirname, '..', '..');
/** Every FAQ of the evaluation businesses: owners' texts as they are written. */
const records: Array<{ question: string; answer: string }> = readdirSync(root)
  .filter((d) => d.startsWith('eval'))
  .flatMap((d) => {
    const dir = join(root, d, 'businesses');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
    return files.flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')).business_questions ?? []) as Array<{ question: string; answer: string }>);
  });

/** Texts where a step may read across the space between the two. */
const edges: Array<[string, string]> = [
  ['Can I come at 9 a.', 'm. sharp?'],
  ['Open till 6 p.', 'M'],
  ['How much?', 'Depends on the size of the job.'],
  ['How much', 'notice do you need'],
  ['Do you take a skin', 'check?'],
  ['Do you take', 'checks'],
  ['Is it 1,', '000 dollars?'],
  ['Is it 2.', '5 hours'],
  ["We're open til 5 o'", "clock"],
  ["It'", "s fine"],
  ['Don', "'t worry"],
  ['Crème', '́brûlée'],
  ['A & B', '& C'],
  ['?', 'Just walk in.'],
  ['Call 2hr', 'appt 3hrs'],
  ['x'.repeat(300), 'y'.repeat(300)],
  ['word '.repeat(99), 'end'],
];

/** A KnowledgeIndex with readings of its own (its own synonym key), so nothing is remembered from another. */
let fresh = 0;
const indexWithOwnReadings = () => {
  fresh++;
  return new KnowledgeIndex({ business_questions: [], business_items: [] }, { ...EN, synonyms: { [`zzjoin${fresh}`]: `zzjoin${fresh}` } });
};
const tokenizeOf = (k: KnowledgeIndex) => (k as unknown as { tokenize: (t: string) => string[] }).tokenize;
const tokenizeJoinedOf = (k: KnowledgeIndex) => (k as unknown as { tokenizeJoined: (x: string, y: string) => string[] }).tokenizeJoined;

describe('two texts normalised apart', () => {
  it('has the evaluation businesses to read', () => {
    expect(records.length).toBeGreaterThan(200);
  });

  it('normalises them as normalising them joined does, wherever it says they normalise apart', () => {
    let apart = 0;
    for (const [x, y] of [...records.map((r): [string, string] => [r.question, r.answer]), ...edges]) {
      // (A text no build has read: normalize() would otherwise hand back what it remembered.)
      const joined = normalize(`${x} ${y}`);
      if (!normalizesApart(x, y)) continue;
      apart++;
      expect(joinNormal(normalize(x), normalize(y)), `${x} | ${y}`).toBe(joined);
    }
    expect(apart).toBeGreaterThan(records.length * 0.8);
  });

  it('does not say so where a step reads across the space or the joined text is cut', () => {
    expect(normalizesApart('Can I come at 9 a.', 'm. sharp?')).toBe(false);
    expect(normalize('Can I come at 9 a. m. sharp?')).not.toBe(joinNormal(normalize('Can I come at 9 a.'), normalize('m. sharp?')));
    expect(normalizesApart('x'.repeat(300), 'y'.repeat(300))).toBe(false);
    expect(normalizesApart('What is your parking policy?', 'Free lot behind the shop.')).toBe(true);
  });
});

describe('a question and its answer tokenised together', () => {
  it('gives every pair exactly the tokens of the two read as one text', () => {
    const joined = tokenizeJoinedOf(indexWithOwnReadings());
    const whole = tokenizeOf(indexWithOwnReadings());
    for (const [x, y] of [...records.map((r): [string, string] => [r.question, r.answer]), ...edges]) expect(joined(x, y), `${x} | ${y}`).toEqual(whole(`${x} ${y}`));
  });

  it('reads a phrase met across the join as one ("how much" + "notice" is measured, not a price)', () => {
    const joined = tokenizeJoinedOf(indexWithOwnReadings());
    const apart = tokenizeOf(indexWithOwnReadings());
    const price = apart('price')[0];
    expect([...apart('How much'), ...apart('notice do you need')]).toContain(price);
    expect(joined('How much', 'notice do you need')).not.toContain(price);
    expect(joined('How much', 'notice do you need')).toEqual(apart('How much notice do you need'));
  });
});
