// The `core/es6` entry is libphonenumber-js's es6-modern build: the same code without Babel's helpers, 15 KB smaller
// than the `core` entry's. The web, every Lambda that parses a phone, the dialog engine's number finder and the scraper
// (`min/es6`) import that build: one copy of the parser. The formatting patterns (phone-formats.json, 52 KB) are
// imported here only, apart from the parser's metadata (phone-metadata.ts), so a Lambda that parses and never formats
// does not carry them.
import { parsePhoneNumberFromString as parseWithMetadata, type MetadataJson } from 'libphonenumber-js/core/es6';
import { PHONE_METADATA } from './phone-metadata.js';
import formats from './phone-formats.json' with { type: 'json' };

let withFormats: MetadataJson | null = null;

/**
 * libphonenumber-js's whole `min` metadata: the parser's (PHONE_METADATA) with the formatting patterns it leaves out
 * put back from phone-formats.json, for formatting and for the dialog engine's number finder (whether a number written
 * nationally needs its national prefix). Bundled apart, the whole metadata would be a second copy of the rest (issue
 * 13); tests/unit/phone-metadata.test.ts checks the merge is the package's own.
 */
export function phoneMetadataWithFormats(): MetadataJson {
  withFormats ??= {
    ...PHONE_METADATA,
    countries: withPatterns(PHONE_METADATA.countries, formats.countries),
    nonGeographic: withPatterns(PHONE_METADATA.nonGeographic, formats.nonGeographic),
  } as MetadataJson;
  return withFormats;
}

/** Index of a numbering plan's formats in the metadata's compressed arrays (tests/support/phone-metadata.ts). */
const FORMATS = 4;

function withPatterns(plans: unknown, patterns: Record<string, unknown>): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(plans as Record<string, unknown[]>).map(([id, plan]) => [id, id in patterns ? plan.map((field, i) => (i === FORMATS ? patterns[id] : field)) : plan]),
  );
}

/**
 * A stored E.164 number as a person reads it, wherever an owner or a caller reads one (every screen, the owner's
 * notices, the order text): '+12125550142' → '(212) 555-0142' (the national form for North American numbers,
 * fictional 555 area codes included), '+442079460958' → '+44 20 7946 0958'. Text that is not a possible number is
 * shown as it came; none at all is ''.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parseWithMetadata(e164, {}, phoneMetadataWithFormats());
  if (!parsed?.isPossible()) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
