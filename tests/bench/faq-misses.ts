/**
 * `npx tsx tests/bench/faq-misses.ts <eval --verbose output> <set dir>`: for each FAQ line the engine missed, where the
 * right record stood in retrieval (`KnowledgeIndex.find`) and what verification said of it (`verify`): first and
 * refused (with the words it did not explain), first under the floor, ranked lower, not found. A diagnostic for
 * counting answer misses by kind; it reads only the tune lines the verbose output lists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KnowledgeIndex } from '../../functions/assistant/understanding/retrieval.js';
import { EN } from '../../functions/assistant/understanding/locale/en.js';
import { compile, normalizeUtterance } from '../../functions/assistant/understanding/normalize.js';
const compiled = compile(EN);
const normalize = (s: string) => normalizeUtterance(s, compiled);
import { withVariants } from '../../functions/assistant/variants.js';

const [verbose, dir] = process.argv.slice(2);
const misses = new Map<string, string>();
for (const m of readFileSync(verbose, 'utf8').matchAll(/^(\S+) \[ask_faq faq:(\S+) -> ([^\]]+)\] ANSWER/gm)) misses.set(m[1], m[2]);
const lines = readdirSync(join(dir, 'corpus')).filter((f) => f.endsWith('.tune.jsonl'))
  .flatMap((f) => readFileSync(join(dir, 'corpus', f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)));
const idx = new Map<string, KnowledgeIndex>();
const kinds: Record<string, number> = {};
for (const line of lines) {
  const want = misses.get(line.id);
  if (!want) continue;
  let k = idx.get(line.business);
  if (!k) {
    const b = JSON.parse(readFileSync(join(dir, 'businesses', `${line.business}.json`), 'utf8'));
    k = new KnowledgeIndex({ business_questions: b.business_questions, business_items: withVariants(b.business_items ?? []) }, EN);
    idx.set(line.business, k);
  }
  const text = normalize(line.utterance);
  const found = k.find(text, 8);
  const rank = found.findIndex((r) => r.id === want);
  const v = k.verify(text, want);
  const kind = rank < 0 ? 'not found' : rank > 0 ? 'ranked lower' : v.verdict === 'answer' ? (found[0].score < 0.55 ? 'first, verified, under floor' : 'first, verified (engine elsewhere)') : `first, ${v.verdict}`;
  kinds[kind] = (kinds[kind] ?? 0) + 1;
  console.log(`${line.id}\t${kind}\t${found[0]?.score ?? '-'}\t${v.reason ?? ''}\t[${v.unexplained.join(' ')}] share ${v.share.toFixed(2)}\t${line.utterance}\t=> ${k.question(want)}${rank > 0 ? `\t(first: ${k.question(found[0].id)})` : ''}`);
}
console.log(JSON.stringify(kinds));
