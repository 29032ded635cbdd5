import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Country names from i18n-iso-countries (ISO 3166-1, maintained upstream), keyed by the two-letter code the API stores. */
export const countryName = (code: string): string | undefined => countries.getName(code, 'en') || undefined;

export interface Country {
  code: string;
  name: string;
}

export const COUNTRIES: Country[] = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({ code, name: countryName(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name));
