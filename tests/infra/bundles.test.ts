import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { WORKFLOWS } from '../../functions/workflows/registry.js';
import { BUNDLE_SETTINGS, REPO_ROOT, cdkBundlingOptions, routeGroupEntry } from '../../lib/api-function.js';
import { lambdaEntries } from '../../lib/lambda-entries.js';
import { bundleLambda, type BundleFile } from '../support/lambda-bundle.js';

// Bundles land inside the repo (gitignored .bench/) so the external @aws-sdk/* packages resolve from
// node_modules, as they resolve from the Lambda runtime in AWS.
const outRoot = join(REPO_ROOT, '.bench', `infra-bundles-${process.pid}`);
mkdirSync(outRoot, { recursive: true });
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/**
 * Raw size (KB) of what each Lambda's cold start loads (index.mjs and the chunks it imports statically; the lazy
 * chunks are left out), which it must stay under so that none grows back silently (docs/benchmarks.md has the
 * figures; a cold start parses all of it). The goal is 300 KB for every route group (issue 15), the ceiling of a group
 * listed nowhere below; every Lambda listed has a ceiling of its own: its size when last measured plus a few KB.
 * What a table-using group carries before its own code: zod's functional API (`zod/mini`, ~36 KB:
 * functions/core/zod-mini.ts; a module on zod's chained API would add ~60 KB, and none is bundled), libphonenumber-js (~44 KB: its es6-modern code and the
 * metadata less formats, functions/core/phone.ts; every group but health validates a business), hono (26 KB),
 * Powertools logs and metrics (~30 KB), the DynamoDB client (~14 KB: functions/data/dynamo-http.ts) and only the
 * repositories its routes use (functions/api/<group>/index.ts). The appointments group books without luxon (its
 * wall-clock arithmetic on Intl, core/appointments/wall-clock.ts) and reads call outcomes without the calls repository
 * (data/call-outcomes-repo.ts); the reports count local days with core/appointments/zone-days.ts. What keeps some
 * over: the lookup and the code hook run the dialog engine
 * (chrono-node, fuse.js, minisearch, and libphonenumber-js's formatting patterns for its number finder,
 * functions/contract/phone-formats.json, which the owner's notices format with too; test-calls loads the engine and the call sessions as lazy chunks on a call's first request), the scraper its
 * HTML stack, and the code hook the X-Ray SDK (functions/aws/tracing.ts). The Google clients
 * (~390 KB) are lazy chunks in the seven Lambdas that wire them.
 */
const ROUTE_GROUP_GOAL_KB = 300;
const CEILING_KB: Record<string, number> = {
  // Every route group: its size when last measured plus ~3 KB. Each builds only the repositories its routes use
  // (functions/api/<group>/index.ts), so none carries the turn commit or the call repositories it never writes.
  // Every Lambda that validates a phone carries libphonenumber-js's es6-modern build (core/phone.ts), and all of them
  // text as UTF-8 (lib/api-function.ts): 15.2 KB less each than the `core` entry's build and \u escapes.
  // A caller's booking cancelled or deleted comes off Reports' revenue in the appointment write (appointments-repo.ts,
  // reports/booking-standing.ts): +1.24..1.37 KB where the appointments repository is; the urgency of a message
  // (calls/message-urgency.ts, the call's `urgent`): +0.1..1.3 KB more in calls, test-calls and the code hook.
  health: 65,
  auth: 247,
  users: 237,
  // 267.2 with an appointment's whole intake answers and a business's time_zone_set (266.7 before).
  businesses: 269.5,
  // Arrival windows (a service's arrival_window in the business schema every group loads: +0.15 KB each): 230.15.
  profiles: 230.2,
  // Item variants (the contract's rules and schema, loaded with the business schemas): +~1.3 KB, 152 -> 154.
  newsletter: 154,
  'assistant-configurations': 219,
  scrapings: 221,
  // Its booking path on Intl, not luxon, and the stat cards' outcomes without the calls repository: 374 -> 289.9.
  // 282.3 with the sixteenth pass (an owner's cancel tells the client; a booking's variant on the dashboard form).
  // 283.7 with an appointment's whole intake answers (`intake`, its schema and the read of older bookings; 282.4 before).
  appointments: 286.5,
  // 234.9 with the large metro areas' area codes by ZIP and city (core/phone-numbers/local-areas.ts; 230.1 before).
  'phone-numbers': 236,
  // The dialog engine is a lazy chunk of its own (core/calls/dialog-engine.ts), and so are the call sessions with the
  // call, appointment, calendar and effects services and luxon (api/test-calls/app.ts): both loaded on the process's
  // first call start or turn, so that request pays them (docs/benchmarks.md). 466.1 -> 292.7 (1236.1 -> 1210.5 in all).
  // 296.2 with a start's idempotency guard and the engine's shared contract rules (item variants).
  // 298.7 with a test call ended before a word removed with what its start wrote (data/call-discard.ts,
  // customer-contact-undo.ts): ~2.5 KB in every Lambda holding the calls repository (~2 KB of it the customer's undo).
  // 300.37 with arrival windows: the schema (+0.15) and the booking texts' window wording (+0.4); 300.6 with a test call
  // left idle for 5 minutes counted as left (core/calls/call-view.ts) and "Free" for a $0 service (contract/money.ts).
  // 304.1 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  'test-calls': 305.6,
  // luxon is a lazy chunk of the call log's date filters (core/calls/call-log-bounds.ts).
  // 259.3 with the discard of a test call ended before a word (see test-calls).
  // 262.8 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  calls: 264.3,
  google: 253.7,
  'go-live': 219,
  // 240.03 with arrival windows (the business schema's arrival_window).
  orders: 241.8,
  search: 223,
  // reports groups knowledge gaps by the locale's normalised words (core/reports/gap-groups.ts) in a lazy chunk of its
  // insights route; the daily summary loads it at start, so the understanding's locale data grows it. Its day ranges
  // and the call tally count local days without luxon (core/appointments/zone-days.ts).
  // 274.3 with this session's locale data and contract rules (issue 13, item variants).
  // 277.3 with the discard of a test call ended before a word (see test-calls).
  // 277.9 before; the Insights summary naming its range as dates (contract/reports.ts) and the summary naming an order
  // never placed (core/calls/call-tally.ts): 278.7 measured.
  // 282.2 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  reports: 283.7,
  customers: 221,
  // 287.4 with the discard of a test call ended before a word (see test-calls).
  // 288.1 with an appointment's whole intake answers (287.6 before).
  // 290.7 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  account: 292.2,
  // 1507.7 with the discard of a test call ended before a word (the calls repository; see test-calls).
  // 1509.5 with property listings told from services (core/scrape/extract.ts; 1507.9 before).
  // 1512.1 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  'scrape-workflow-tasks': 1513.6,
  // Its reminder times on Intl (core/appointments/time.ts): no luxon, 291.4 -> 223.5.
  // 213.18 with arrival windows: a reminder of a windowed booking says the window (core/appointments/messages.ts);
  // 213.3 with "Free" for a $0 service.
  // 215.4 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  'reminder-workflow-tasks': 216.9,
  // 250.2 with the discard of a test call ended before a word (the calls repository; see test-calls); 251.2 after the
  // eighteenth pass's merges (the shared phone and money rules, the caller's change texts); 302.3 with the phone
  // formatting patterns (52 KB), so the owner's event reads "Phone: (312) 555-0101" (only this Lambda writes events).
  // 304.6 measured after the unanswered outcome, the call's ended_by and its summary line, and one cents module (contract/cents.ts).
  'calendar-event-workflow-tasks': 306.1,
  // Both carry the understanding's locale data and the dialog engine's catalog, which grow with each pass on issue 13:
  // items priced per model told apart by the number said, item variants (variants.ts, the contract's rules), the checks
  // for the two sides of an act, card kinds, counts another item covers, and the whole-call pass's rules (things asked
  // about, a day of the month, complaints, requests) and intake answers checked by kind: 386.5 and 424.6 KB.
  // 389.6 with the discard of a test call ended before a word (see test-calls).
  // The sixteenth pass on issue 13 (concept groups in the locale, variants' prices said, names, hand-overs, urgent
  // doors and medicines, seeing a home): 393.0 and 429.8. The seventeenth pass (a record answers its own case: the
  // ends of one thing, elliptical follow-ups, a price for another count): contact-flow-lookup 432.1; with the rest of
  // the pass (intents said sideways, things sold by the count, whole-call rules, order exchanges): 399.3 and 439.4.
  // The summary's money in the one rule every screen uses (contract/money.ts) and the customer's phone formatted in
  // the order text (assistant/extract.ts): 394.51 of the 399.3 alone.
  // Whole calls (a week-on move, a complaint about the business's own work, a crisis said as "ending it", a size over a
  // bound): the locale's rules, 407.2 measured. The whole nineteenth pass (intents said in passing, answers in other
  // forms, whole-call and order rules, arrival windows' wording, "Free" for a $0 service): 411.6 and 456.4 measured.
  // The twentieth pass (intents, kinds of fact in answers, packs and holds sold, reasons to hand over, two checks of a
  // fact): 414.4 and 460.3 measured after the merges.
  // The twenty-first pass (urgent stories of a trade in the locale's rules, the urgent lines said, the list asked in
  // other words, lengths asked to be confirmed): 421.3 measured after the merges. The twenty-second pass (the urgency
  // words as locale data, more urgent stories, kinds of fact, a weekday meant, cancelled bookings off Reports' counters):
  // 431.0 measured after the merges.
  // 433.9 measured after the unanswered outcome (its line in the summary), the call's ended_by and one cents module.
  // The twenty-third pass (the engine's last word lists and the new intent, verification, call and urgency words as
  // locale data, which the summary's engine reads): 442.6 measured after the merges.
  'daily-summary-workflow-tasks': 444.1,
  // The eighteenth pass on issue 13 (locale concept groups, intent rules for refusals, repairs and own visits, a caller
  // in crisis, whole-call and order rules): 405.7 and 448.9. The twenty-first pass: 471 measured after the merges.
  // The twenty-second pass (the urgency words as locale data, more urgent stories, kinds of fact, two checks of a fact,
  // a weekday meant, sizes in ranges, a message said first): 484.7 measured after the merges. The twenty-third pass
  // (the engine's last word lists and this pass's rules as locale data): 497.4 measured after the merges.
  'contact-flow-lookup': 498.9,
  // The dialog engine and its locale data, which grow with each pass on understanding (issue 13): 914.4 -> ~933.6;
  // libphonenumber-js's es6-modern build and UTF-8 text: 935.3 -> 908.3;
  // 934.3 with the thirteenth pass (the case asked before a fact, variants, intent cues, intake answer kinds) and the
  // engine's warm-up at load; 941.8 with the fourteenth pass (amounts stated in answers, plain words for formal names,
  // a word of one's own in an item's name, the caller's own appointment retimed, yes-or-no offers of unlisted things).
  // Item variants (variants.ts, the contract's rules and schema): 945.1 measured, 945 -> 947; the fifteenth pass (items
  // priced per model, the sides of an act, counts another item covers, things asked about, complaints, intake answers
  // checked by kind, a booking offered again, the after-hours on-call number): 956.2.
  // 960.2 with the discard of a test call ended before a word (the calls repository; see test-calls).
  // 970.9 with the sixteenth pass on issue 13 (concept groups for clothes, makeup and being unwell; variants' prices
  // said; counts and two-part names in orders; lengths said without a number; names said for someone else; hand-overs;
  // a caller's own address; the trade's general visit) and the discard of a test call ended before a word; 973.6 with
  // the late rules (a past day in the caller's story, urgent doors and medicines, seeing a home, cases charged apart);
  // The seventeenth pass: a record answers its own case; facts asked by kind; things sold by the count and names
  // misheard; whole-call rules (a first visit's service, the plain one of a choice said again, a time and its fallback,
  // a work order that is no sale, a complaint of work paid for and still wrong); intents said sideways; an order's
  // line exchanged ("make one of them a margherita"); a service said as work done; phones and money in one rule:
  // 986.5 measured. The eighteenth pass: locale concept groups and question frames (answers in other words), whole
  // calls (a day said with "before work", a which-one reply by a word or a count only one option has, a visit put off
  // by its day, bleeding pressure does not stop), refusals, repairs and own visits in other words, sizes said in
  // everyday words and options kept on an order's line, a caller in crisis: 1001.9 measured (+15.4 KB, all of it
  // rules and locale data; no library).
  // 1003.86 with arrival windows (1002.39 measured before them): the window wording of offers, read-backs and texts.
  // The nineteenth pass, intents said in passing (+5.7 KB) and whole calls (a move to "the saturday after", complaints,
  // a crisis said as "ending it", a size over a bound: +2.5 KB), orders (+2.1 KB), answers in other forms (+1.5 KB) and
  // "Free" for a $0 service: 1014.5 measured after the merges (+12.6 KB in the pass; rules and locale data, no library).
  // The twentieth pass: intents (prepaid things bought, visits asked for someone else, a move to a clock time, free
  // time asked of someone, an item's price or length named by part of its name) and kinds of fact and short forms in
  // FAQ retrieval (a discount, a number of people, clipped words), orders (packs and passes sold, things held or put
  // aside, storage sizes in words), whole calls (reasons to hand over said a turn before, a day called off) and two
  // checks in the verification of a fact: 1020.5 measured after the merges (+6 KB; rules and locale data, no library).
  // The twenty-first pass (911 for a danger to life, the business's own urgent service, a message marked urgent and
  // urgent stories of a trade; the list asked with an alternative, lengths asked to be confirmed, counts said in words;
  // an item named by sound in two words; a record that names the thing only in passing, a length put as a yes/no;
  // trays, portions and head counts; own visits by their day and intake closings): 1036.4 measured after the merges
  // (+15.9 KB; rules and locale data, no library). The twenty-second pass (the urgency decision's words moved into the
  // locale data as regex sources, a second block of urgent stories of a trade, a head count against the people a size
  // serves, a tuition sold, places reached and diets as kinds of fact, a price asked of the price list, another kind of
  // work and a street not ours in verification, a weekday meant, sizes in ranges, a visit named before "with", a message
  // said first, the urgent mark as a field): 1050.7 measured after the merges (+14.4 KB; rules and locale data, no library).
  // The twenty-third pass (intent rules for complaints, first-timers, rules asked; verification of measures, sizes,
  // parties and kinds asked; the engine's last word lists moved to the locale; own visits told as a story, holidays by
  // name, a person asked for after trouble; urgent stories told before a call back; an add-on named by its gloss; a
  // message declined): 1066.1 measured after the merges (+15.4 KB; rules and locale data, no library).
  'lex-code-hook': 1067.6,
};

/** The Lambdas that wire Google Calendar (functions/aws/wiring/google.ts): the route groups that need it, and these. */
const GOOGLE_OUTSIDE_ROUTE_GROUPS = ['calendar-event-workflow-tasks', 'lex-code-hook'];
const wiresGoogle = (name: string) =>
  GOOGLE_OUTSIDE_ROUTE_GROUPS.includes(name) || ROUTE_GROUPS.some((g) => g.name === name && g.needs.includes('google'));

describe('Lambda bundles (the settings CDK deploys)', () => {
  it('keep the AWS SDK external and add the require shim for ESM', () => {
    expect(BUNDLE_SETTINGS.externalModules).toEqual(['@aws-sdk/*']);
    expect(BUNDLE_SETTINGS.banner).toMatch(/createRequire .*import\.meta\.url/);
    expect(BUNDLE_SETTINGS.target).toBe('node22');
    expect(BUNDLE_SETTINGS.splitting).toBe(true);
    // Non-ASCII as UTF-8, not \uXXXX escapes (smaller; the runtime reads the files as UTF-8).
    expect(BUNDLE_SETTINGS.charset).toBe('utf8');
    expect(cdkBundlingOptions(routeGroupEntry('health')).charset).toBe('utf8');
  });

  // Every Lambda the stack deploys: the route groups, each workflow's task Lambda, the telephony's lookup and code hook.
  const entries = lambdaEntries().map((e) => [e.name, e.entry] as const);

  it('list a task Lambda of its own for every registered workflow', () => {
    for (const workflow of WORKFLOWS) {
      expect(workflow.taskEntry, workflow.name).toMatch(/^functions\/workflows\/tasks\//);
      expect(entries.map(([, entry]) => entry)).toContain(join(REPO_ROOT, workflow.taskEntry!));
    }
  });

  it.each(entries)('%s bundles to ESM that loads and exports handler', async (name, entry) => {
    const bundle = await bundleLambda(entry, join(outRoot, name.replace(/\W+/g, '-')));
    // A package is bundled when some of its code is in an output (an input tree-shaken to nothing is not).
    const bundled = (pkg: string) =>
      Object.values(bundle.metafile.outputs).some((out) =>
        Object.entries(out.inputs).some(([input, { bytesInOutput }]) => bytesInOutput > 0 && input.includes(`node_modules/${pkg}/`)),
      );
    // Plain Node (not the test runner's module loader), as the Lambda runtime loads it; then every lazy chunk, as the
    // code path that needs it would (each must load on its own).
    const lazy = bundle.files.filter((f) => !f.atInit).map((f) => pathToFileURL(f.path).href);
    const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle.entryFile).href)}); for (const url of ${JSON.stringify(lazy)}) await import(url); console.log(typeof m.handler);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(run.stderr).toBe('');
    // The last line: a Lambda may log at load (the code hook logs its engine warm-up, functions/assistant/warm-up.ts).
    expect(run.stdout.trim().split('\n').pop()).toBe('function');
    const text = (files: readonly BundleFile[]) => files.map((f) => Buffer.from(f.code).toString('utf8')).join('\n');
    const code = text(bundle.files);
    const initCode = text(bundle.files.filter((f) => f.atInit));
    // Only the code hook asks Bedrock for a second opinion.
    expect(code.includes('@aws-sdk/client-bedrock-runtime'), name).toBe(name === 'lex-code-hook');
    // Cold start: no AWS SDK package is imported at load. DynamoDB is reached through the data layer's own client,
    // bundled (functions/data/client.ts); every other client, the code hook's Bedrock client included, is imported on
    // its first use (functions/adapters/*), where a static import would cost its whole load on every cold start.
    const staticSdk = [...initCode.matchAll(/(?:^|[;\s}])import[^"'();]*?from\s*["'](@aws-sdk\/[^"']+)["']/g)].map((m) => m[1]);
    expect(staticSdk, name).toEqual([]);
    expect(code.includes('@aws-sdk/client-dynamodb') || code.includes('@aws-sdk/lib-dynamodb'), name).toBe(false);
    // ... signed by aws4 (its ~8 KB), no longer aws-lite (~116 KB).
    expect(bundled('aws4'), name).toBe(name !== 'health');
    expect(code.includes('@aws-lite/'), name).toBe(false);
    // zod imported as `import * as z` ships its core and English messages only, not its ~40 other locales.
    expect(code, name).not.toMatch(/Zbyt (du|ma)/); // a phrase of zod's Polish locale
    // ... and validates with its functional API (functions/core/zod-mini.ts), never its chained one (~60 KB more).
    expect(bundled('zod/v4/classic'), name).toBe(false);
    // The scraper's HTML stack ships with the scrape workflow's tasks only.
    expect(/htmlparser2|cheerio/i.test(code), name).toBe(name === 'scrape-workflow-tasks');
    // Each Lambda composes only what it uses (functions/aws/wiring/): the Google clients where Google Calendar is wired,
    // the X-Ray SDK in the code hook alone (the other Lambdas keep Lambda's active tracing).
    expect(bundled('google-auth-library'), name).toBe(wiresGoogle(name));
    expect(bundled('@googleapis/calendar'), name).toBe(wiresGoogle(name));
    expect(bundled('aws-xray-sdk-core'), name).toBe(name === 'lex-code-hook');
    // The dialog engine (chrono-node its date reader) runs in the Lambdas that answer calls; the readers of the figures
    // (reports, the daily summary) only end stale calls (core/calls/call-closer.ts), which needs no engine.
    expect(bundled('chrono-node'), name).toBe(['test-calls', 'lex-code-hook'].includes(name));
    // ... and where they are bundled, the Google clients sit in lazy chunks: imported on the first calendar call
    // (adapters/google-calendar-lazy.ts), never read or parsed by a cold start.
    const initInputs = bundle.files
      .filter((f) => f.atInit)
      .flatMap((f) => Object.keys(bundle.metafile.outputs[relative(REPO_ROOT, f.path)]?.inputs ?? {}));
    expect(initInputs.length, name).toBeGreaterThan(0);
    expect(initInputs.filter((input) => /node_modules\/(google-auth-library|@googleapis\/calendar|gaxios)\//.test(input)), name).toEqual([]);
    // test-calls' cold start holds neither the call sessions nor luxon: its call routes import them (api/test-calls/app.ts).
    if (name === 'test-calls') {
      expect(initInputs.filter((input) => /call-session-service|node_modules\/luxon\//.test(input))).toEqual([]);
    }
    // Sizes stay within their budget: a cold start parses index.mjs and the chunks it imports statically.
    const ceiling = CEILING_KB[name] ?? (ROUTE_GROUPS.some((g) => g.name === name) ? ROUTE_GROUP_GOAL_KB : undefined);
    expect(ceiling, `${name} has no size ceiling here`).toBeDefined();
    expect(bundle.initBytes / 1024, name).toBeLessThanOrEqual(ceiling!);
  }, 60_000);

  it('CDK deploys the split bundle the bench measures: its afterBundling hook writes the same files', async () => {
    // google: a Lambda with lazy chunks (the Google clients).
    const entry = routeGroupEntry('google');
    const hooks = cdkBundlingOptions(entry).commandHooks!;
    const fromJsApi = await bundleLambda(entry, join(outRoot, 'split-js-api'));
    expect(fromJsApi.files.filter((f) => !f.atInit).length).toBeGreaterThan(0);
    const cdkOut = join(outRoot, 'split-cdk-hook');
    mkdirSync(cdkOut, { recursive: true });
    // What CDK's own (unsplit) run leaves behind, which the hook replaces.
    writeFileSync(join(cdkOut, 'index.mjs'), 'stale');
    const hook = spawnSync('bash', ['-c', hooks.afterBundling(REPO_ROOT, cdkOut).join(' && ')], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(hook.status, hook.stderr).toBe(0);
    const written = readdirSync(cdkOut).sort();
    expect(written).toEqual(readdirSync(join(outRoot, 'split-js-api')).sort());
    for (const file of written) {
      expect(readFileSync(join(cdkOut, file)).equals(readFileSync(join(outRoot, 'split-js-api', file))), file).toBe(true);
    }
  }, 60_000);
});
