/**
 * `npx tsx tests/bench/faq-rank.ts [--lines out.txt]`: retrieval alone (`KnowledgeIndex.find` and `verify`, no engine)
 * over the FAQ lines of the sixteen tuning sets' tune splits: how often the right record is first, how often it is
 * first and would be spoken (verified, over the floor), and how many lines would speak another record (a wrong record
 * first, verified and over the floor, or any record for a line labelled ask_unknown). A minute instead of the
 * eval's half hour, to sort ideas for ranking before the eval judges them; it is no substitute for the eval (the
 * engine reads more than retrieval). It reads only `*.tune.jsonl`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KnowledgeIndex } from '../../functions/assistant/understanding/retrieval.js';
import { EN } from '../../functions/assistant/understanding/locale/en.js';
import { compile, normalizeUtterance } from '../../functions/assistant/understanding/normalize.js';
import { withVariants } from '../../functions/assistant/variants.js';

const ANSWER_FLOOR = 0.55;
const compiled = compile(EN);
const sets = ['tests/eval', ...['', 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => `tests/eval-extra${n}`)];
const linesOut = process.argv.includes('--lines') ? process.argv[process.argv.indexOf('--lines') + 1] : null;
const lines: string[] = [];
const total = { first: 0, spoken: 0, faqLines: 0, other: 0 };
for (const dir of sets) {
  const counts = { first: 0, spoken: 0, faqLines: 0, other: 0 };
  const indexes = new Map<string, KnowledgeIndex>();
  for (const file of readdirSync(join(dir, 'corpus')).filter((f) => f.endsWith('.tune.jsonl'))) {
    for (const raw of readFileSync(join(dir, 'corpus', file), 'utf8').split('\n').filter(Boolean)) {
      const line = JSON.parse(raw);
      const unknown = line.intent === 'ask_unknown';
      if (line.answer?.source !== 'faq' && !unknown) continue;
      let k = indexes.get(line.business);
      if (!k) {
        const b = JSON.parse(readFileSync(join(dir, 'businesses', `${line.business}.json`), 'utf8'));
        k = new KnowledgeIndex({ business_questions: b.business_questions, business_items: withVariants(b.business_items ?? []) }, EN);
        indexes.set(line.business, k);
      }
      const text = normalizeUtterance(line.utterance, compiled);
      const top = k.find(text, 3)[0];
      const spoken = !!top && top.score >= ANSWER_FLOOR && k.verify(text, top.id).verdict === 'answer';
      const right = !unknown && top?.id === line.answer.id;
      if (!unknown) counts.faqLines++;
      if (right) counts.first++;
      if (right && spoken) counts.spoken++;
      if (spoken && !right) counts.other++;
      lines.push(`${right ? '+' : spoken ? 'W' : '-'} ${dir} ${line.id} ${line.utterance} => ${unknown ? '(none)' : line.answer.id} (first ${top?.id ?? '-'})`);
    }
  }
  console.log(`${dir.padEnd(18)} first ${counts.first}/${counts.faqLines}  spoken ${counts.spoken}  another spoken ${counts.other}`);
  for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += counts[key];
}
console.log(`${'all'.padEnd(18)} first ${total.first}/${total.faqLines}  spoken ${total.spoken}  another spoken ${total.other}`);
if (linesOut) writeFileSync(linesOut, lines.join('\n') + '\n');
