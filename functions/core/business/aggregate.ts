import { DAYS_OF_WEEK, type DayOfWeek } from './hours.js';
import { DEFAULT_ASSISTANT_SETTINGS, type Voice } from '../assistant/settings.js';
import type {
  AssistantConfiguration,
  AssistantSettings,
  Scenario,
  ScenarioQuestion,
  TransferScenario,
} from '../../contract/assistant-configurations.js';
import {
  DEFAULT_TIME_ZONE,
  type Business,
  type BusinessAddress,
  type BusinessItem,
  type BusinessQuestion,
  type WorkingHours,
} from '../../contract/businesses.js';

export type { AssistantSettings, Scenario, ScenarioQuestion, TransferScenario };
export { DEFAULT_TIME_ZONE };

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

export interface AddressRecord extends BusinessAddress {
  created_at: string;
}
export interface ItemRecord extends BusinessItem {
  created_at: string;
}
export interface QuestionRecord extends BusinessQuestion {
  created_at: string;
}
export interface HoursRecord extends WorkingHours {
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

export interface AssistantRecord extends AssistantSettings {
  id: string;
  business_id: string;
  greeting_phrase: string;
  voice: Voice;
  transfer_calls_enabled: boolean;
  transfer_phone_number: string | null;
  /** The after-hours on-call number (contract AssistantConfiguration); absent on assistants saved before it existed. */
  after_hours_transfer_phone_number?: string | null;
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
export function assistantToJson(a: AssistantRecord): AssistantConfiguration {
  const { business_id: _bid, version: assistantVersion, updated_at: _u, ...assistant } = a;
  return { ...assistant, after_hours_transfer_phone_number: a.after_hours_transfer_phone_number ?? null, lock_version: assistantVersion };
}
export type AssistantJson = AssistantConfiguration;

/** The JSON shape `GET businesses/me` answers (spec sections 3 and 7). */
export function businessToJson(agg: BusinessAggregate): Business {
  const { business: b, assistant: a } = agg;
  return {
    id: b.id,
    name: b.name,
    phone_number: b.phone_number,
    website: b.website,
    industry: b.industry,
    time_zone: b.time_zone || DEFAULT_TIME_ZONE,
    time_zone_set: Boolean(b.time_zone),
    google_calendar_id: b.google_calendar_id,
    assistant_phone_number: b.assistant_phone_number,
    lock_version: b.version,
    assistant_configuration: assistantToJson(a),
    business_addresses: agg.business_addresses.map(stripCreated),
    business_items: agg.business_items.map((i) => ({ ...stripCreated(i), product: i.product === true, variants: i.variants ?? [], arrival_window: i.arrival_window ?? 0 })),
    business_questions: agg.business_questions.map(stripCreated),
    working_hours: agg.working_hours.map(stripCreated),
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}
export type BusinessJson = Business;
