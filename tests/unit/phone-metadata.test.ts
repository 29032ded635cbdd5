import { readFileSync } from 'node:fs';
import { findPhoneNumbersInText, parsePhoneNumberFromString, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { findPhoneNumbersInText as findWithMetadata } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { parsePhone, toE164, toValidE164 } from '../../functions/core/phone.js';
import { phoneMetadataWithFormats } from '../../functions/contract/phone.js';
import { PHONE_FORMATS_FILE, PHONE_METADATA_FILE, phoneFormatsText, phoneMetadataText } from '../support/phone-metadata.js';

/**
 * functions/core/phone.ts parses with libphonenumber-js's metadata less its formatting patterns (issue 15: bundle
 * size). It must answer exactly as the package with its own metadata does.
 */
describe('phone parsing with the metadata without formats', () => {
  it('is the installed package\'s metadata less its formats (after an upgrade: npx tsx tests/support/phone-metadata.ts)', () => {
    expect(readFileSync(PHONE_METADATA_FILE, 'utf8')).toBe(phoneMetadataText());
  });

  // Every country's example number, written nationally, internationally, with punctuation, one digit short and one
  // digit long, each read with its own country and with US as the default.
  const inputs: Array<[string, CountryCode]> = [];
  for (const country of getCountries()) {
    const national = (examples as Record<string, string>)[country];
    if (!national) continue;
    const code = getCountryCallingCode(country);
    const punctuated = national.replace(/^(\d{3})(\d{3})/, '($1) $2-');
    for (const text of [national, `+${code}${national}`, `+${code} ${punctuated}`, `0${national}`, national.slice(0, -1), `${national}7`, `+${code}${national.slice(0, -1)}`]) {
      inputs.push([text, country], [text, 'US']);
    }
  }
  inputs.push(['(415) 555-0132', 'US'], ['+1 773 555 0042', 'US'], ['555-0100', 'US'], ['tel:+442071838750', 'GB'], ['not a phone', 'US'], ['', 'US']);

  it('parses every example as the package does: number, country, possible, valid', () => {
    expect(inputs.length).toBeGreaterThan(3000);
    const answer = (p: ReturnType<typeof parsePhoneNumberFromString>) =>
      p && { number: p.number, country: p.country, nationalNumber: p.nationalNumber, possible: p.isPossible(), valid: p.isValid() };
    const differing = inputs.filter(([text, country]) => {
      const ours = answer(parsePhone(text, country));
      const theirs = answer(parsePhoneNumberFromString(text, country));
      return JSON.stringify(ours) !== JSON.stringify(theirs);
    });
    expect(differing).toEqual([]);
    expect(answer(parsePhone('+44 20 7183 8750'))).toEqual(answer(parsePhoneNumberFromString('+44 20 7183 8750')));
  });

  it('stores E.164 and refuses what is not a (valid) number', () => {
    expect(toE164('(415) 555-0132')).toBe('+14155550132');
    expect(toE164('020 7183 8750', 'GB')).toBe('+442071838750');
    expect(toE164('12')).toBeNull();
    expect(toValidE164('+1 555 555 0100')).toBeNull();
    expect(toValidE164('+1 212 555 0100')).toBe('+12125550100');
  });
});

describe("the dialog engine's number finder (functions/assistant/extract.ts)", () => {
  it("puts the formats back: the parser's metadata and functions/contract/phone-formats.json are the package's whole metadata", () => {
    expect(readFileSync(PHONE_FORMATS_FILE, 'utf8')).toBe(phoneFormatsText());
    expect(phoneMetadataWithFormats()).toEqual(full);
  });

  it('finds in text every number the package finds, from every country, read with its own country and with US', () => {
    const texts: Array<[string, CountryCode]> = [];
    for (const country of getCountries()) {
      const national = (examples as Record<string, string>)[country];
      if (!national) continue;
      const code = getCountryCallingCode(country);
      for (const text of [`call me on ${national} please`, `it's 0${national}`, `my number is +${code} ${national}, thanks`]) texts.push([text, country], [text, 'US']);
    }
    texts.push(['reach me at (415) 555-0132 after five', 'US'], ['555 0100', 'US'], ['020 7183 8750', 'GB'], ['20 7183 8750', 'GB']);
    const found = (list: ReturnType<typeof findWithMetadata>) => list.map((f) => ({ number: f.number.number, at: f.startsAt, possible: f.number.isPossible() }));
    const differing = texts.filter(
      ([text, country]) =>
        JSON.stringify(found(findPhoneNumbersInText(text, country))) !== JSON.stringify(found(findWithMetadata(text, country, phoneMetadataWithFormats()))),
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(differing).toEqual([]);
  });
});
