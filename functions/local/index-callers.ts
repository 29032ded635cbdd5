/**
 * One-off: lists the appointments of the given businesses (or of every business with --all) under their callers'
 * numbers (caller items, `CALLERAPPT#<phone>#...`), for appointments written before caller items existed, and marks
 * each business as done. Until then a call finds a caller's appointments in the days of its window instead (a bigger
 * read, no write). Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx functions/local/index-callers.ts --all`;
 * against a running `npm start`: add `--endpoint http://127.0.0.1:<DynamoDB Local port>`. Safe to run again.
 */
import { createDb } from '../data/client.js';
import { AppointmentsRepo } from '../data/appointments-repo.js';
import { allBusinessIds } from '../data/search-reindex.js';

const DAY_MS = 86_400_000;
const args = process.argv.slice(2);
const endpointAt = args.indexOf('--endpoint');
const endpoint = endpointAt >= 0 ? args[endpointAt + 1] : undefined;
const ids = args.filter((a, i) => !a.startsWith('--') && i !== endpointAt + 1);
const tableName = process.env.TABLE_NAME;
if (!tableName || (!ids.length && !args.includes('--all'))) {
  console.error('Usage: TABLE_NAME=<table> npx tsx functions/local/index-callers.ts [--endpoint <url>] (--all | <businessId>...)');
  process.exit(2);
}
const db = createDb({ tableName, endpoint });
const repo = new AppointmentsRepo(db);
// From the start of yesterday (UTC): a caller's lookup never reaches further back, today or later.
const from = new Date((Math.floor(Date.now() / DAY_MS) - 1) * DAY_MS).toISOString();

for (const businessId of ids.length ? ids : await allBusinessIds(db)) {
  await repo.indexCallers(businessId, from);
  console.log(`${businessId}: appointments from ${from} listed under their callers' numbers`);
}
