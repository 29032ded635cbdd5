/**
 * The business categories of the company-details screen (spec section 2), stored in `industry` as shown.
 * Plain data with no imports: the web app and the scrape workflow (which guesses a category) share it.
 */
export const INDUSTRIES = [
  'Hair / Beauty Salon',
  'Restaurant / Café',
  'Fast Food Order',
  'Clinic / Therapist',
  'Customer Support',
  'Plumber / Electrician',
  'Fitness Studio',
  'Delivery Service',
  'Legal / Accounting',
  'Real Estate Agent',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
