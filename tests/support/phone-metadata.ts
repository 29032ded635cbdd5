/**
 * Writes functions/contract/phone-metadata.json: libphonenumber-js's `min` metadata (every country) without the national
 * formatting patterns (written apart, for the dialog engine's number finder), which only formatting, as-you-type input and the number finder read; parsing, `isPossible`,
 * `isValid`, `.number` and `.country` never do. 35 KB where the whole is 83 KB, in every Lambda that validates a phone
 * (issue 15). tests/unit/phone-metadata.test.ts checks it against the installed package. After upgrading
 * libphonenumber-js:
 *
 *   npx tsx tests/support/phone-metadata.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import full from 'libphonenumber-js/metadata.min.json';
import { REPO_ROOT } from '../../lib/api-function.js';

export const PHONE_METADATA_FILE = join(REPO_ROOT, 'functions', 'contract', 'phone-metadata.json');

/** Index of a numbering plan's `formats` in the metadata's (version 4) compressed arrays; 0 is the generator's "none". */
const FORMATS = 4;

export function phoneMetadataWithoutFormats(): typeof full {
  if (full.version !== 4) throw new Error(`libphonenumber-js metadata version ${full.version}: check the index of formats`);
  const strip = (plans: Record<string, unknown[]>) =>
    Object.fromEntries(Object.entries(plans).map(([id, plan]) => [id, plan.map((field, i) => (i === FORMATS ? 0 : field))]));
  return {
    ...full,
    countries: strip(full.countries as unknown as Record<string, unknown[]>),
    nonGeographic: strip(full.nonGeographic as unknown as Record<string, unknown[]>),
  } as unknown as typeof full;
}

export const phoneMetadataText = () => `${JSON.stringify(phoneMetadataWithoutFormats())}\n`;

/**
 * functions/contract/phone-formats.json: the formatting patterns left out above, by numbering plan (only the plans
 * that have some). Formatting and the dialog engine's number finder put them back (functions/contract/phone.ts), so
 * the bundles that format or find numbers carry the rest of the metadata once, shared with the parser.
 */
export const PHONE_FORMATS_FILE = join(REPO_ROOT, 'functions', 'contract', 'phone-formats.json');

export function phoneFormats(): { countries: Record<string, unknown>; nonGeographic: Record<string, unknown> } {
  const formats = (plans: Record<string, unknown[]>) =>
    Object.fromEntries(Object.entries(plans).flatMap(([id, plan]) => (plan[FORMATS] ? [[id, plan[FORMATS]]] : [])));
  return {
    countries: formats(full.countries as unknown as Record<string, unknown[]>),
    nonGeographic: formats(full.nonGeographic as unknown as Record<string, unknown[]>),
  };
}

export const phoneFormatsText = () => `${JSON.stringify(phoneFormats())}\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(PHONE_METADATA_FILE, phoneMetadataText());
  writeFileSync(PHONE_FORMATS_FILE, phoneFormatsText());
  console.log(`wrote ${PHONE_METADATA_FILE} and ${PHONE_FORMATS_FILE}`);
}
