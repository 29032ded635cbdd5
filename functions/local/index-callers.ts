/**
 * One-off: lists the appointments of the given businesses (or of every business with --all) under their callers'
 * numbers (caller items, `CALLERAPPT#<phone>#...`), for appointments written before caller items existed, and marks
 * each business as done. Until then a call finds a caller's appointments in the days of its window instead (a bigger
 * read, no write). Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx functions/local/index-callers.ts --all`;
 * against a running `npm start`: add `--endpoint http://127.0.0.1:<DynamoDB Local port>`. Safe to run again.
 */
import { AppointmentsRepo } from '../data/appointments-repo.js';
import { runPerBusiness } from './run-per-business.js';

const DAY_MS = 86_400_000;
// From the start of yesterday (UTC): a caller's lookup never reaches further back, today or later.
const from = new Date((Math.floor(Date.now() / DAY_MS) - 1) * DAY_MS).toISOString();

await runPerBusiness('index-callers.ts', async (db, businessId) => {
  await new AppointmentsRepo(db).indexCallers(businessId, from);
  return `appointments from ${from} listed under their callers' numbers`;
});
