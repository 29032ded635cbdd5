/**
 * One-off: re-index the search of the given businesses (or of every business with --all) in the current key
 * format. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx functions/local/reindex-search.ts --all`;
 * against a running `npm start`: add `--endpoint http://127.0.0.1:<DynamoDB Local port>`.
 * --all lists the businesses with a Scan of the table (business roots only): an operator's one-off, never a request.
 */
import { createDb } from '../data/client.js';
import { allBusinessIds, reindexBusiness } from '../data/search-reindex.js';

const args = process.argv.slice(2);
const endpointAt = args.indexOf('--endpoint');
const endpoint = endpointAt >= 0 ? args[endpointAt + 1] : undefined;
const ids = args.filter((a, i) => !a.startsWith('--') && i !== endpointAt + 1);
const tableName = process.env.TABLE_NAME;
if (!tableName || (!ids.length && !args.includes('--all'))) {
  console.error('Usage: TABLE_NAME=<table> npx tsx functions/local/reindex-search.ts [--endpoint <url>] (--all | <businessId>...)');
  process.exit(2);
}
const db = createDb({ tableName, endpoint });

for (const businessId of ids.length ? ids : await allBusinessIds(db)) {
  console.log(`${businessId}: ${await reindexBusiness(db, businessId)} records re-indexed`);
}
