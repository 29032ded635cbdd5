// libphonenumber-js's es6-modern build and its metadata less the formatting patterns (functions/contract/
// phone-metadata.ts), shared with the web and with the one rule that formats numbers (functions/contract/phone.ts).
import { parsePhoneNumberFromString as parseWithMetadata, type CountryCode, type PhoneNumber } from 'libphonenumber-js/core/es6';
import { PHONE_METADATA } from '../contract/phone-metadata.js';

export { PHONE_METADATA };

/** `libphonenumber-js`'s parsePhoneNumberFromString, for parsing and validating (the result must not be formatted). */
export const parsePhone = (text: string, defaultCountry?: CountryCode): PhoneNumber | undefined =>
  parseWithMetadata(text, { defaultCountry }, PHONE_METADATA);

/**
 * Phone numbers are stored in E.164. Returns null when the text is not a possible number.
 * `defaultCountry` applies to numbers written without a leading '+'.
 */
export function toE164(text: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhone(text.trim(), defaultCountry);
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/**
 * Stricter than toE164: the number must also be a valid number for its region (a real area code and
 * length), as for the assistant's transfer number, where a typo means callers are sent nowhere.
 */
export function toValidE164(text: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhone(text.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** Digits only, as the sign-up form counts them (spec: at least 10, at most 15). */
export const digitCount = (text: string): number => text.replace(/\D/g, '').length;
