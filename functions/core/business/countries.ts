// The package's code list alone: its entries would also bundle their name-lookup code and a diacritics table
// (~19 KB in every Lambda; the Node entry, every language: 700 KB) for a check that needs only the codes.
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

const ALPHA2 = new Set(codes.map(([alpha2]) => alpha2));

/** ISO 3166-1 alpha-2 (the maintained list the company-details screen offers), e.g. 'US', 'GB'. */
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && ALPHA2.has(code);
