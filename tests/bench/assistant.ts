/**
 * The phone assistant's figures (issue 7): the dialog engine's turn time for a large business (200 FAQs and
 * 100 services) and the size of the Lex code-hook Lambda as deployed.
 *
 *   npm run bench -- assistant
 *
 * A turn is measured the way the code hook runs it: the call state arrives as JSON (Lex session attributes),
 * `respond` decides the reply, and the new state is serialised again. Each scripted call starts from a fresh
 * greeting, so FAQ matching, hours, prices, booking and order steps are all in the mix. Those turns find the
 * business's indexes built; `coldFirstTurnMs` measures the first turn on new content, which builds them.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { greet, parseCallState, respond, serializeCallState } from '../../functions/assistant/index.js';
import type { AssistantBusiness, EngineContext } from '../../functions/assistant/types.js';
import { REPO_ROOT } from '../../lib/api-function.js';
import { bundleLambda } from '../support/lambda-bundle.js';
import { appointment, makeBusiness } from '../unit/assistant/fixtures.js';

const TOPICS = ['parking', 'payment', 'gift cards', 'pets', 'wheelchair access', 'wifi', 'refunds', 'late arrivals',
  'group bookings', 'children', 'allergies', 'products', 'cancellation fees', 'deposits', 'student discounts',
  'loyalty points', 'covid rules', 'languages spoken', 'bridal packages', 'consultations'];
const ASPECTS = ['policy', 'price', 'hours', 'rules', 'options', 'availability', 'process', 'limits', 'details', 'exceptions'];
const SERVICE_WORDS = ['Haircut', 'Coloring', 'Highlights', 'Blowout', 'Perm', 'Manicure', 'Pedicure', 'Facial', 'Massage', 'Waxing'];
const SERVICE_KINDS = ['Classic', 'Deluxe', 'Express', 'Kids', 'Senior', 'Signature', 'Luxury', 'Mini', 'Premium', 'Student'];

/** A salon with 200 distinct FAQs and 100 priced services with durations. */
export function largeBusiness(): AssistantBusiness {
  const questions = TOPICS.flatMap((topic, t) =>
    ASPECTS.map((aspect, a) => ({
      id: `q-${t}-${a}`,
      question: `What is your ${topic} ${aspect}?`,
      answer: `Our ${topic} ${aspect}: number ${t * ASPECTS.length + a + 1}, as set by the owner.`,
    })),
  );
  const items = SERVICE_KINDS.flatMap((kind, k) =>
    SERVICE_WORDS.map((word, w) => ({
      id: `s-${k}-${w}`,
      name: `${kind} ${word}`,
      price: `${20 + k * 5 + w}.00`,
      duration: 15 + ((k + w) % 6) * 15,
      currency: 'USD',
      enabled: true,
    })),
  );
  return makeBusiness({ questions, items });
}

const CALLS: string[][] = [
  ['What is your parking policy?', 'And what about gift cards price?', 'thanks, bye'],
  ['Are you open on Saturday?', 'What time do you close today?', 'Where are you located?'],
  ['How much is a Deluxe Facial?', 'How long does the Express Massage take?', 'no that is all'],
  ['I would like to book a Signature Haircut', 'next Tuesday at 3', 'Alex Morgan', 'yes that number is fine', 'yes'],
  ['Can I get a Kids Manicure tomorrow morning?', 'the first one', 'Sam Jones', 'yes', 'yes please'],
  ['Do you allow pets?', 'Do you take student discounts?', 'Can I speak to someone?'],
  ['I need to cancel my appointment', 'yes'],
  ['uh', '', 'blah blah blah', 'What are your refunds rules?'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function engineTurnTimes(rounds = 40): { turns: number; p50_ms: number; p99_ms: number; max_ms: number; faqs: number; services: number } {
  const business = largeBusiness();
  const times: number[] = [];
  const now = new Date('2025-03-10T14:00:00Z');
  const context: EngineContext = {
    business,
    now,
    callerNumber: '+13125550100',
    calendar: { appointments: [appointment('mine', '2025-03-12T11:00:00-04:00', 45)] },
  };
  for (let round = 0; round < rounds; round++) {
    for (const lines of CALLS) {
      let state = serializeCallState(greet(context).callState);
      for (const line of lines) {
        const started = performance.now();
        const result = respond(context, parseCallState(state), line);
        state = serializeCallState(result.callState);
        const elapsed = performance.now() - started;
        if (round > 0) times.push(elapsed); // the first round warms the JIT and any caches
        if (result.action === 'hangup' || result.action === 'transfer') break;
      }
    }
  }
  times.sort((a, b) => a - b);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    turns: times.length,
    p50_ms: round2(percentile(times, 50)),
    p99_ms: round2(percentile(times, 99)),
    max_ms: round2(times[times.length - 1]!),
    faqs: business.business_questions.length,
    services: business.business_items.length,
  };
}

/** Distinct content for each cold turn measured, so that no index or reading of it is remembered. */
let coldRound = 0;

/**
 * A caller's first turn on content the process has not seen (a fresh Lambda after its module load, or the first call
 * after the owner saves the FAQs): the greeting and one answer, with the per-business indexes (catalog, FAQ,
 * knowledge, schedule) built from scratch. Every FAQ question and answer is new text (its own number per round).
 */
export function coldFirstTurnMs(): number {
  coldRound++;
  const base = largeBusiness();
  const business: AssistantBusiness = {
    ...base,
    business_questions: base.business_questions.map((q, i) => {
      const n = coldRound * 1000 + i;
      return { ...q, question: q.question.replace(/\?$/, ` ${n}?`), answer: q.answer.replace(/number \d+/, `number ${n}`) };
    }),
  };
  const context: EngineContext = { business, now: new Date('2025-03-10T14:00:00Z'), callerNumber: '+13125550100', calendar: { appointments: [] } };
  const started = performance.now();
  const greeting = greet(context);
  respond(context, parseCallState(serializeCallState(greeting.callState)), 'do you guys have parking');
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The code-hook Lambda bundled with the esbuild settings CDK uses: what its cold start loads (lazy chunks left out). */
export async function codeHookBundle(): Promise<{ entry: string; raw_kb: number; gzip_kb: number }> {
  const candidates = ['functions/telephony/lex-code-hook.ts', 'functions/assistant/lex-code-hook.ts'];
  const entry = candidates.find((c) => existsSync(join(REPO_ROOT, c)))!;
  const bundle = await bundleLambda(join(REPO_ROOT, entry), join(tmpdir(), 'receptionist-bundle-sizes', 'lex-code-hook'));
  const init = Buffer.concat(bundle.files.filter((f) => f.atInit).map((f) => f.code));
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return { entry, raw_kb: kb(init.length), gzip_kb: kb(gzipSync(init, { level: 9 }).length) };
}

export async function benchAssistant() {
  return { engine_turn: engineTurnTimes(), code_hook_bundle: await codeHookBundle() };
}
