import countries from 'i18n-iso-countries';

/** ISO 3166-1 alpha-2 (the maintained list the company-details screen offers), e.g. 'US', 'GB'. */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countries.isValid(code);
