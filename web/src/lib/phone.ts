// libphonenumber-js bound to the metadata the contract's formatPhone uses (functions/contract/phone.ts), through the
// same es6-modern build: the web carries one copy of the parser and its metadata, not the package's default entry's
// second copy (~107 KB) beside the contract's.
import {
  AsYouType as AsYouTypeWith,
  getCountries as getCountriesWith,
  getCountryCallingCode as getCountryCallingCodeWith,
  parsePhoneNumberFromString as parseWith,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core/es6';
import { phoneMetadataWithFormats } from '../../../functions/contract/phone';

export type { CountryCode };
export { parseIncompletePhoneNumber } from 'libphonenumber-js/core/es6';

export const parsePhoneNumberFromString = (text: string, defaultCountry?: CountryCode): PhoneNumber | undefined =>
  parseWith(text, defaultCountry ? { defaultCountry } : {}, phoneMetadataWithFormats());

/** Formats a number as it is typed. */
export class AsYouType extends AsYouTypeWith {
  constructor(defaultCountry?: CountryCode) {
    super(defaultCountry, phoneMetadataWithFormats());
  }
}

export const getCountries = (): CountryCode[] => getCountriesWith(phoneMetadataWithFormats());
export const getCountryCallingCode = (country: CountryCode) => getCountryCallingCodeWith(country, phoneMetadataWithFormats());
