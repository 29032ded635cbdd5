import type { AssistantConfiguration } from './assistant-configurations.js';

/**
 * What crosses the wire for /api/businesses: the business as GET /api/businesses/me answers it (spec section 3) and
 * the fixed lists its screens offer. Imported by the API and the web (web/ by relative path); it imports nothing
 * outside functions/contract/.
 */

export const DAYS_OF_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** The zone of a business that has not chosen one. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The zone a business saved, '' when it never did (the dashboard's picker then asks for one). */
export const savedTimeZone = (b: Pick<Business, 'time_zone' | 'time_zone_set'>): string => (b.time_zone_set === false ? '' : b.time_zone || DEFAULT_TIME_ZONE);

/** The business categories of the company-details screen (spec section 2), stored in `industry` as shown. */
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

/** Industries whose priced items are things sold (food and drink): callers order them rather than book them. */
export const SELLING_INDUSTRIES: readonly Industry[] = ['Restaurant / Café', 'Fast Food Order'];

/** Whether a new catalog item of this business is a product (ordered, no duration) rather than a booked service. */
export function sellsProducts(industry: string | null | undefined): boolean {
  return (SELLING_INDUSTRIES as readonly string[]).includes(industry ?? '');
}

/** Said after the field's name ('Zip code ...') by the API and the Company Details form alike. */
export const US_ZIP_PROBLEM = 'must be a 5-digit ZIP code (like 12345) or ZIP+4 (like 12345-6789) for an address in the United States';

/**
 * A US address's ZIP must be a ZIP or ZIP+4, so callers are not read "ABC!!" as an address. Other countries' postal
 * codes vary too much to check here; a blank ZIP is a separate rule (the form requires it, a partial save may omit it).
 */
export function zipCodeProblem(country: string, zipCode: string): string | null {
  const zip = zipCode.trim();
  if (country.trim().toUpperCase() !== 'US' || zip === '') return null;
  return /^\d{5}(-\d{4})?$/.test(zip) ? null : US_ZIP_PROBLEM;
}

export interface BusinessAddress {
  id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
}

/** The longest service a business can list, in minutes: the server refuses more, and both owner forms say so first. */
export const MAX_SERVICE_MINUTES = 9999;

/** A price the server takes: up to nine digits before the point and two after (999,999,999.99 at most). */
export const PRICE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Why a typed price is refused, said after 'the price' ('the price can't be negative'), or undefined when it is fine.
 * Both owner forms use it, so '1e9' or a billion is not told to use two decimals.
 */
export function priceProblem(typed: string): string | undefined {
  const price = typed.trim();
  if (PRICE_PATTERN.test(price)) return undefined;
  const value = Number(price);
  if (price === '' || !Number.isFinite(value)) return 'must be a number, such as 25 or 25.50';
  if (value < 0) return "can't be negative";
  const plain = /^\d*(\.\d*)?$/.test(price);
  if (plain && (price.split('.')[1] ?? '').length > 2) return 'can have at most two decimals, such as 25.50';
  if (value > 999_999_999.99) return 'can be at most 999,999,999.99';
  return 'must be written in digits, such as 25 or 25.50';
}

/** One of an item's sizes or options at its own price; the rules that check it are in item-variants.ts. */
export interface ItemVariant {
  /** What tells it apart from its siblings: "Large 16\"", "Hybrid", "iPhone 14". Unique per item (case and spaces aside). */
  name: string;
  /** Decimal string with two places, like the item's own price. */
  price: string;
  /** Minutes, for a service whose variants take different times; null: the item's own duration. */
  duration: number | null;
}

export interface BusinessItem {
  id: string;
  name: string;
  /** Decimal string with two places, e.g. "25.00". */
  price: string;
  duration: number | null;
  currency: string;
  enabled: boolean;
  /** Something sold (a drink, a shampoo), not a service: ordered, never booked, needs no duration. Absent on older items. */
  product?: boolean;
  /**
   * Sizes or options at their own prices ("Large 16\"" $19, "Hybrid" $140); [] when the item has one price. Absent on
   * older items and clients. Rules: item-variants.ts.
   */
  variants?: ItemVariant[];
  /**
   * Minutes of the arrival window the caller is promised ("between 8 and 11 AM") instead of an exact time; 0: none.
   * One of ARRIVAL_WINDOW_OPTIONS (arrival-windows.ts). Absent on older clients' saves (kept as stored).
   */
  arrival_window?: number;
}

/**
 * The record id of one variant, where the phone assistant cites or orders it ("<item id>|<variant name>"): the item
 * stays the record, the variant's name says which of it. Item ids never hold a '|'.
 */
export function variantRecordId(itemId: string, variantName: string): string {
  return `${itemId}|${variantName}`;
}

/** The item and variant a record id names; `variant` is null for an item's own id. */
export function splitVariantRecordId(id: string): { itemId: string; variant: string | null } {
  const at = id.indexOf('|');
  return at < 0 ? { itemId: id, variant: null } : { itemId: id.slice(0, at), variant: id.slice(at + 1) };
}

export interface BusinessQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface WorkingHours {
  id: string;
  day_of_week: DayOfWeek;
  /** HH:MM, 24-hour. */
  open_time: string;
  close_time: string;
  disabled: boolean;
}

export interface Business {
  id: string;
  name: string;
  phone_number: string;
  website: string | null;
  industry: string | null;
  /** IANA zone; DEFAULT_TIME_ZONE when unset (spec section 3), and then `time_zone_set` is false. */
  time_zone: string;
  /**
   * Whether the owner (or onboarding) saved a zone. An unset one runs hours, bookings, reminders and "today" in
   * DEFAULT_TIME_ZONE, exactly as if it were saved; the dashboard says so and asks the owner to confirm a zone.
   */
  time_zone_set: boolean;
  google_calendar_id: string | null;
  /** Phone number linked to the assistant (E.164), set by onboarding's Activate Assistant. */
  assistant_phone_number: string | null;
  /** Sent back on saves so concurrent edits answer 409 instead of overwriting each other. */
  lock_version: number;
  assistant_configuration: AssistantConfiguration;
  business_addresses: BusinessAddress[];
  business_items: BusinessItem[];
  business_questions: BusinessQuestion[];
  working_hours: WorkingHours[];
  created_at: string;
  updated_at: string;
}
