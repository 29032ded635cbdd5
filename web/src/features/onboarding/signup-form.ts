import { AsYouType, getCountries, getCountryCallingCode, parseIncompletePhoneNumber, type CountryCode } from '../../lib/phone';
import { isApiError } from '../../lib/api';

/**
 * Step 1 ('Tell us about yourself'): the rules of spec sections 5 and 8, kept apart from the screen so they
 * can be tested on their own.
 */
export interface SignUpValues {
  email: string;
  companyName: string;
  website: string;
  country: CountryCode;
  /** National digits only (the country code is shown beside the input and cannot be edited). */
  phoneDigits: string;
}
export type SignUpField = 'email' | 'companyName' | 'website' | 'phone';
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';
/** E.164 numbers have at most 15 digits, country code included (spec section 9: the input cap). */
export const MAX_PHONE_DIGITS = 15;
export const MIN_PHONE_DIGITS = 10;

export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email format';
export const PHONE_TOO_SHORT = 'Phone must have at least 10 digits';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const callingCode = (country: CountryCode) => getCountryCallingCode(country);

/** What is sent: '+' then the country code and the national digits (spec section 5). */
export const fullPhoneNumber = (values: Pick<SignUpValues, 'country' | 'phoneDigits'>) =>
  `+${callingCode(values.country)}${values.phoneDigits}`;

/** Keeps the digits a person typed or pasted, up to the 15-digit cap counting the country code. */
export function acceptPhoneInput(text: string, country: CountryCode): string {
  const digits = parseIncompletePhoneNumber(text).replace(/^\+/, '').replace(/\D/g, '');
  return digits.slice(0, Math.max(0, MAX_PHONE_DIGITS - callingCode(country).length));
}

/** The national digits as people write them in that country ('(212) 555-0147'). */
export const formatNationalPhone = (digits: string, country: CountryCode) => (digits ? new AsYouType(country).input(digits) : '');

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = REQUIRED;
  else if (!EMAIL_FORMAT.test(email)) errors.email = INVALID_EMAIL;
  if (!values.companyName.trim()) errors.companyName = REQUIRED;
  if (!values.phoneDigits) errors.phone = REQUIRED;
  else if (fullPhoneNumber(values).length - 1 < MIN_PHONE_DIGITS) errors.phone = PHONE_TOO_SHORT;
  return errors;
}

/** Server field names → the form's fields and the label each message starts with (spec section 8). */
const SERVER_FIELDS: Record<string, { field: SignUpField; label: string }> = {
  email: { field: 'email', label: 'Email' },
  name: { field: 'companyName', label: 'Name' },
  phone_number: { field: 'phone', label: 'Phone Number' },
  website: { field: 'website', label: 'Website' },
};

/**
 * A 422 with an errors map ({email: ['has already been taken']}) as messages under the fields:
 * 'Email has already been taken'; several messages of one field are joined by ', '. Null for anything else.
 */
export function serverFieldErrors(error: unknown): SignUpErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const out: SignUpErrors = {};
  for (const [key, messages] of Object.entries(errors as Record<string, unknown>)) {
    const target = SERVER_FIELDS[key];
    if (!target || !Array.isArray(messages) || !messages.length) continue;
    out[target.field] = `${target.label} ${messages.map(String).join(', ')}`;
  }
  return Object.keys(out).length ? out : null;
}

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country the phone library knows, by name, with its calling code. */
export function phoneCountries(nameOf: (code: string) => string | undefined): PhoneCountry[] {
  return getCountries()
    .map((code) => ({ code, name: nameOf(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
