// The core entry (codes only): the package's Node entry would bundle every language (700 KB) into each Lambda.
import countries from 'i18n-iso-countries/index.js';

/** ISO 3166-1 alpha-2 (the maintained list the company-details screen offers), e.g. 'US', 'GB'. */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countries.isValid(code);
