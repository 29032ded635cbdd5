import * as z from '../zod-mini.js';
import { DAYS_OF_WEEK } from './hours.js';
import { INDUSTRIES, MAX_SERVICE_MINUTES, US_ZIP_PROBLEM, zipCodeProblem } from '../../contract/businesses.js';
import { isCountryCode } from './countries.js';
import { itemVariantsSchema } from '../../contract/item-variants-schema.js';
import { ARRIVAL_WINDOW_OPTIONS } from '../../contract/arrival-windows.js';

/** Decimal money as a string with two places ("12.50"); never summed in binary floating point. */
export const money = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v).trim()),
  ).check(z.refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { message: 'must be a number of at least 0 with at most two decimals' })),
  z.transform((v: string) => {
    const [whole, frac = ''] = v.split('.');
    return `${BigInt(whole)}.${frac.padEnd(2, '0')}`;
  }),
);

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (24-hour)'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));
/** Text that must not be blank (after trimming). */
const filledText = (max: number) => text(max).check(z.minLength(1, "can't be blank"));
const nestedMeta = { id: z.optional(z.string().check(z.minLength(1))), _destroy: z.optional(z.boolean()) };

export const addressFields = {
  address_line: text(200),
  city: text(100),
  state: text(100),
  country: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine((c) => c === '' || isCountryCode(c), 'must be a two-letter country code'),
  ),
  zip_code: text(20),
};
export const itemFields = {
  name: filledText(200),
  price: money,
  duration: z.nullable(z.number().check(z.int('must be a whole number of minutes'), z.gte(0, 'must be at least 0'), z.lte(MAX_SERVICE_MINUTES, `must be at most ${MAX_SERVICE_MINUTES} minutes`))),
  currency: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')),
  enabled: z.boolean(),
  // A product (drinks, shampoo) is ordered by callers rather than booked, so it needs no duration.
  product: z.boolean({ message: 'must be true or false' }),
  // Sizes or options at their own prices, sent as the whole list (the contract's rules: item-variants.ts).
  variants: z.optional(itemVariantsSchema),
  // Minutes of the span a trade promises to arrive in (contract/arrival-windows.ts); 0: an exact time.
  arrival_window: z.optional(
    z.number().check(z.refine((v) => (ARRIVAL_WINDOW_OPTIONS as readonly number[]).includes(v), 'must be one of 0, 120, 180, 240 minutes')),
  ),
};
export const questionFields = {
  question: filledText(500),
  answer: text(2000),
};
export const hoursFields = {
  day_of_week: z.enum(DAYS_OF_WEEK, { message: 'must be a day from monday to sunday' }),
  open_time: time,
  close_time: time,
  disabled: z.boolean(),
};

const partialList = <T extends z.core.$ZodLooseShape>(fields: T) =>
  // A bound against abuse, not DynamoDB's: a save of any size is one logical change (data/business-repo.ts).
  z.array(z.partial(z.strictObject({ ...nestedMeta, ...fields }))).check(z.maxLength(1000, 'has too many records in one save'));

export const NESTED_SCHEMAS = {
  // The ZIP is checked on the merged record: a save may change only the country or only the ZIP.
  business_addresses: {
    full: z.object(addressFields).check(
      z.refine((a) => zipCodeProblem(a.country, a.zip_code) === null, { message: US_ZIP_PROBLEM, path: ['zip_code'] }),
    ),
    partial: partialList(addressFields),
  },
  business_items: { full: z.object(itemFields), partial: partialList(itemFields) },
  business_questions: { full: z.object(questionFields), partial: partialList(questionFields) },
  working_hours: { full: z.object(hoursFields), partial: partialList(hoursFields) },
} as const;

/** Defaults for a record created without every field (spec section 3: the default service). */
export const NESTED_DEFAULTS = {
  business_addresses: { address_line: '', city: '', state: '', country: '', zip_code: '' },
  business_items: { name: 'New Service', price: '0.00', duration: 30, currency: 'USD', enabled: true, product: false },
  business_questions: { question: '', answer: '' },
  working_hours: { open_time: '09:00', close_time: '17:00', disabled: false },
} as const;

export const businessFields = {
  name: filledText(200),
  phone_number: z.string().check(z.trim(), z.maxLength(40)),
  website: z.union([text(500), z.null()]),
  // One of the company-details categories (spec section 2); '' or null clears it.
  industry: z.nullable(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (INDUSTRIES as readonly string[]).includes(v), `must be one of: ${INDUSTRIES.join(', ')}`),
    ),
  ),
  time_zone: z.string().check(z.trim(), z.refine(isTimeZone, 'must be an IANA time zone such as America/New_York')),
  google_calendar_id: z.union([text(500), z.null()]),
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
