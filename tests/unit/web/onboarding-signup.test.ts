import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import {
  INVALID_EMAIL,
  PHONE_TOO_SHORT,
  REQUIRED,
  acceptPhoneInput,
  formatNationalPhone,
  fullPhoneNumber,
  phoneCountries,
  serverFieldErrors,
  validateSignUp,
  type SignUpValues,
} from '../../../web/src/features/onboarding/signup-form';
import { COUNTRIES, countryName } from '../../../web/src/features/onboarding/countries';

const valid: SignUpValues = { email: 'maria@bellacuts.com', companyName: 'Bella Cuts', website: '', country: 'US', phoneDigits: '2125550147' };

describe('step 1 validation (spec section 5)', () => {
  it('accepts a complete form; the website is optional', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('Required for an empty email, company name or phone', () => {
    expect(validateSignUp({ ...valid, email: ' ', companyName: '', phoneDigits: '' })).toEqual({ email: REQUIRED, companyName: REQUIRED, phone: REQUIRED });
    expect(REQUIRED).toBe('Required');
  });

  it("'Invalid email format' for an address that is not one", () => {
    for (const email of ['maria', 'maria@', 'maria@bellacuts', 'maria bella@cuts.com']) {
      expect(validateSignUp({ ...valid, email }).email).toBe(INVALID_EMAIL);
    }
    expect(INVALID_EMAIL).toBe('Invalid email format');
  });

  it("'Phone must have at least 10 digits', counting the country code", () => {
    expect(validateSignUp({ ...valid, phoneDigits: '21255501' }).phone).toBe(PHONE_TOO_SHORT); // 1 + 8 digits
    expect(validateSignUp({ ...valid, phoneDigits: '212555014' }).phone).toBeUndefined(); // 1 + 9 = 10
    expect(PHONE_TOO_SHORT).toBe('Phone must have at least 10 digits');
  });
});

describe('phone input', () => {
  it('is sent with a leading + and the country code', () => {
    expect(fullPhoneNumber(valid)).toBe('+12125550147');
    expect(fullPhoneNumber({ country: 'GB', phoneDigits: '2079460000' })).toBe('+442079460000');
  });

  it('keeps digits only and at most 15 with the country code', () => {
    expect(acceptPhoneInput('(212) 555-0147', 'US')).toBe('2125550147');
    expect(acceptPhoneInput('1234567890123456789', 'US')).toBe('12345678901234'); // 1 + 14
    expect(acceptPhoneInput('1234567890123456789', 'IL')).toBe('123456789012'); // 972 + 12
  });

  it('formats national digits as written in the country', () => {
    expect(formatNationalPhone('2125550147', 'US')).toBe('(212) 555-0147');
    expect(formatNationalPhone('', 'US')).toBe('');
  });

  it('offers every country of the phone library by name, US with +1', () => {
    const list = phoneCountries(countryName);
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === 'US')).toEqual({ code: 'US', name: 'United States of America', callingCode: '1' });
  });
});

describe('server field errors (spec section 8)', () => {
  it("shows each field's messages under it, joined by ', ', after the field's name", () => {
    const error = new ApiError(422, {
      errors: { email: ['has already been taken'], name: ["can't be blank"], phone_number: ['must have at least 10 digits', 'is not a valid phone number'], website: ['is not a valid web address'] },
    });
    expect(serverFieldErrors(error)).toEqual({
      email: 'Email has already been taken',
      companyName: "Name can't be blank",
      phone: 'Phone Number must have at least 10 digits, is not a valid phone number',
      website: 'Website is not a valid web address',
    });
  });

  it('anything else is not a field error (only logged)', () => {
    expect(serverFieldErrors(new ApiError(422, { errors: ['Something'] }))).toBeNull();
    expect(serverFieldErrors(new ApiError(500, { error: 'x' }))).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
  });
});

describe('company-details countries', () => {
  it('come from the ISO 3166 list, keyed by two-letter code, sorted by name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(COUNTRIES.find((c) => c.code === 'IL')?.name).toBe('Israel');
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
