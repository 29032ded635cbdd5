import { DAYS_OF_WEEK, type DayOfWeek } from './hours.js';
import { DEFAULT_ASSISTANT_SETTINGS, type Voice } from '../assistant/settings.js';

/** The business as stored: its root record, its nested lists and its assistant (spec section 3). */
export interface BusinessRoot {
  id: string;
  owner_id: string;
  name: string;
  phone_number: string;
  website: string | null;
  industry: string | null;
  time_zone: string | null;
  google_calendar_id: string | null;
  /** Phone number linked to the assistant (E.164), set by onboarding's Activate Assistant. */
  assistant_phone_number: string | null;
  /** Optimistic-lock counter; every save of the root or a nested list increments it. */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface AddressRecord {
  id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  created_at: string;
}
export interface ItemRecord {
  id: string;
  name: string;
  price: string;
  duration: number | null;
  currency: string;
  enabled: boolean;
  /** Something sold (a drink, a shampoo), not a service: ordered, never booked, needs no duration. Absent on older items. */
  product?: boolean;
  created_at: string;
}
export interface QuestionRecord {
  id: string;
  question: string;
  answer: string;
  created_at: string;
}
export interface HoursRecord {
  id: string;
  day_of_week: DayOfWeek;
  open_time: string;
  close_time: string;
  disabled: boolean;
  created_at: string;
}

export interface NestedRecords {
  business_addresses: AddressRecord;
  business_items: ItemRecord;
  business_questions: QuestionRecord;
  working_hours: HoursRecord;
}
export type NestedListName = keyof NestedRecords;
export const NESTED_LISTS: NestedListName[] = ['business_addresses', 'business_items', 'business_questions', 'working_hours'];

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
export interface TransferScenario {
  id: string;
  text: string;
}

export type AssistantSettings = typeof DEFAULT_ASSISTANT_SETTINGS;

export interface AssistantRecord extends AssistantSettings {
  id: string;
  business_id: string;
  greeting_phrase: string;
  voice: Voice;
  transfer_calls_enabled: boolean;
  transfer_phone_number: string | null;
  transfer_scenarios: TransferScenario[];
  scenarios: Scenario[];
  /** The assistant saves independently of the business (the screen sends both in parallel). */
  version: number;
  updated_at: string;
}

export interface BusinessAggregate {
  business: BusinessRoot;
  assistant: AssistantRecord;
  business_addresses: AddressRecord[];
  business_items: ItemRecord[];
  business_questions: QuestionRecord[];
  working_hours: HoursRecord[];
}

export const DEFAULT_TIME_ZONE = 'America/New_York';

export function newAssistant(id: string, businessId: string, now: string): AssistantRecord {
  return {
    id,
    business_id: businessId,
    greeting_phrase: '',
    voice: 'alloy',
    transfer_calls_enabled: false,
    transfer_phone_number: null,
    transfer_scenarios: [],
    scenarios: [],
    ...DEFAULT_ASSISTANT_SETTINGS,
    version: 1,
    updated_at: now,
  };
}

const byCreated = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** Nested lists in a stable order: creation order, working hours by weekday then opening time. */
export function sortNested<K extends NestedListName>(list: K, records: NestedRecords[K][]): NestedRecords[K][] {
  const sorted = [...records].sort(byCreated);
  if (list === 'working_hours') {
    (sorted as HoursRecord[]).sort(
      (a, b) =>
        DAYS_OF_WEEK.indexOf(a.day_of_week) - DAYS_OF_WEEK.indexOf(b.day_of_week) ||
        a.open_time.localeCompare(b.open_time),
    );
  }
  return sorted;
}

const stripCreated = <T extends { created_at: string }>({ created_at: _c, ...rest }: T) => rest;

/** The assistant as the API answers it, inside the business and from /assistant-configurations. */
export function assistantToJson(a: AssistantRecord) {
  const { business_id: _bid, version: assistantVersion, updated_at: _u, ...assistant } = a;
  return { ...assistant, lock_version: assistantVersion };
}
export type AssistantJson = ReturnType<typeof assistantToJson>;

/** The JSON shape `GET businesses/me` answers (spec sections 3 and 7). */
export function businessToJson(agg: BusinessAggregate) {
  const { business: b, assistant: a } = agg;
  return {
    id: b.id,
    name: b.name,
    phone_number: b.phone_number,
    website: b.website,
    industry: b.industry,
    time_zone: b.time_zone ?? DEFAULT_TIME_ZONE,
    google_calendar_id: b.google_calendar_id,
    assistant_phone_number: b.assistant_phone_number,
    lock_version: b.version,
    assistant_configuration: assistantToJson(a),
    business_addresses: agg.business_addresses.map(stripCreated),
    business_items: agg.business_items.map((i) => ({ ...stripCreated(i), product: i.product === true })),
    business_questions: agg.business_questions.map(stripCreated),
    working_hours: agg.working_hours.map(stripCreated),
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}
export type BusinessJson = ReturnType<typeof businessToJson>;
