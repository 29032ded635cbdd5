import { createDb, type Db } from '../data/client.js';
import { allBusinessIds } from '../data/operator-scan.js';

/**
 * The operator's one-offs (reindex-search.ts, index-callers.ts) take the same arguments: business ids or `--all`
 * (every business, listed by a Scan of the business roots), and `--endpoint <url>` for a running `npm start`'s
 * DynamoDB Local; the table from TABLE_NAME. Runs `each` for every business in turn.
 */
export async function runPerBusiness(script: string, each: (db: Db, businessId: string) => Promise<string>): Promise<void> {
  const args = process.argv.slice(2);
  const endpointAt = args.indexOf('--endpoint');
  const endpoint = endpointAt >= 0 ? args[endpointAt + 1] : undefined;
  const ids = args.filter((a, i) => !a.startsWith('--') && (endpointAt < 0 || i !== endpointAt + 1));
  const tableName = process.env.TABLE_NAME;
  if (!tableName || (!ids.length && !args.includes('--all'))) {
    console.error(`Usage: TABLE_NAME=<table> npx tsx functions/local/${script} [--endpoint <url>] (--all | <businessId>...)`);
    process.exit(2);
  }
  const db = createDb({ tableName, endpoint });
  for (const businessId of ids.length ? ids : await allBusinessIds(db)) console.log(`${businessId}: ${await each(db, businessId)}`);
}
