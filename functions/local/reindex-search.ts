/**
 * One-off: re-index the search of the given businesses (or of every business with --all) in the current key
 * format. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx functions/local/reindex-search.ts --all`;
 * against a running `npm start`: add `--endpoint http://127.0.0.1:<DynamoDB Local port>`.
 * --all lists the businesses with a Scan of the table (business roots only): an operator's one-off, never a request.
 */
import { reindexBusiness } from '../data/search-reindex.js';
import { runPerBusiness } from './run-per-business.js';

await runPerBusiness('reindex-search.ts', async (db, businessId) => `${await reindexBusiness(db, businessId)} records re-indexed`);
