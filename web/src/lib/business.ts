/**
 * The business as GET /api/businesses/me returns it (spec section 3). Screens that need more of the
 * assistant configuration than typed here read it through the index signature or extend the type.
 */

export type DayOfWeek = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface BusinessAddress {
  id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
}

export interface BusinessItem {
  id: string;
  name: string;
  /** Decimal string with two places, e.g. "25.00". */
  price: string;
  duration: number | null;
  currency: string;
  enabled: boolean;
  /** Sold, not booked (drinks, shampoo): callers order it; it needs no duration. */
  product?: boolean;
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

export interface TransferScenario {
  id: string;
  text: string;
}

export interface ScenarioQuestion {
  id: string;
  question: string;
  is_required: boolean;
  scenario_id: string;
}

export interface Scenario {
  id: string;
  trigger: string;
  post_collection_action: string;
  scenario_questions: ScenarioQuestion[];
}

export interface AssistantConfiguration {
  id: string;
  greeting_phrase: string;
  voice: string;
  transfer_calls_enabled: boolean;
  transfer_phone_number: string | null;
  transfer_scenarios: TransferScenario[];
  scenarios: Scenario[];
  [setting: string]: unknown;
}

export interface Business {
  id: string;
  name: string;
  phone_number: string;
  website: string | null;
  industry: string | null;
  /** IANA zone; America/New_York when unset. */
  time_zone: string | null;
  google_calendar_id: string | null;
  /** Sent back on saves so concurrent edits answer 409 instead of overwriting each other. */
  lock_version: number;
  assistant_configuration: AssistantConfiguration;
  business_addresses: BusinessAddress[];
  business_items: BusinessItem[];
  business_questions: BusinessQuestion[];
  working_hours: WorkingHours[];
}
