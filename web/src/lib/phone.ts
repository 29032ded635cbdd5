import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A stored E.164 number as a person reads it, on every screen: '+12125550142' → '(212) 555-0142' (the national form
 * for North American numbers, fictional 555 area codes included), '+442079460958' → '+44 20 7946 0958'. Text that is
 * not a possible number is shown as it came; none at all is ''.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isPossible()) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
