/**
 * Serves the tests' sample business web sites on 127.0.0.1 for trying onboarding's website prefill by hand:
 * `npx tsx tests/support/serve-sample-sites.ts`, then `FETCH_ALLOW_PRIVATE=true npm start` and type one of the printed
 * addresses as the Website in step 1. Ctrl-C stops them.
 */
import { startSampleSites } from './sample-sites';

async function main() {
  const sites = await startSampleSites({ slowDelayMs: 5000 });
  console.log(`Hair salon with schema.org data: ${sites.jsonLd}`);
  console.log(`Pizzeria without structured data: ${sites.plain}`);
  console.log(`Day spa price list:              ${sites.services}`);
  console.log(`Realty with listings:            ${sites.realty}`);
  console.log(`"Coming soon" page (no data):    ${sites.empty}`);
  const stop = () => void sites.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
