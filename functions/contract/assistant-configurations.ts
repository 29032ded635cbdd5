/**
 * What crosses the wire for /api/assistant-configurations (and the assistant inside GET /api/businesses/me): the fixed
 * lists the assistant screen offers and the API accepts, and the configuration as the API answers it.
 * Imported by the API and the web (web/ by relative path); it imports nothing outside functions/contract/.
 */

/** The eight voices of spec section 9. */
export const VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse'] as const;
export type Voice = (typeof VOICES)[number];

/** The five fixed transfer scenarios (spec section 2, Transfer to Human); stored by their text. */
export const TRANSFER_SCENARIOS = [
  'Caller is confused or frustrated',
  "Request exceeds the assistant's knowledge",
  'Customer requests a callback from the owner',
  'Caller speaks an unsupported language',
  'Unrecognized or sensitive inquiry',
] as const;

export const ANSWER_DELAYS = [10, 15, 20, 30] as const;
export const BUFFER_MINUTES = [0, 5, 10, 15, 30] as const;
export const REMINDER_HOURS = [1, 6, 24, 48, 72] as const;
export const CALL_HANDLING_METHODS = ['smart_line', 'own_number'] as const;

export const TEMPLATE_VARIABLES = ['[ClientName]', '[ServiceName]', '[Date]', '[Time]'] as const;

export type CallHandlingMethod = (typeof CALL_HANDLING_METHODS)[number];

/** Settings that the spec kept in the browser only; the product saves them on the assistant. */
export interface AssistantSettings {
  call_handling_method: CallHandlingMethod;
  answer_if_unanswered: boolean;
  answer_delay_seconds: number;
  after_hours_handling: boolean;
  buffer_minutes: number;
  allow_same_day: boolean;
  allow_weekend: boolean;
  require_24h_advance: boolean;
  reminder_hours_before: number;
  reminder_sms: boolean;
  reminder_email: boolean;
  confirmation_template: string;
  reminder_template: string;
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
export interface TransferScenario {
  id: string;
  text: string;
}

/** The assistant as the API answers it, inside the business and from /assistant-configurations. */
export interface AssistantConfiguration extends AssistantSettings {
  id: string;
  greeting_phrase: string;
  voice: Voice;
  transfer_calls_enabled: boolean;
  transfer_phone_number: string | null;
  /**
   * Optional on-call number (E.164) for after hours, used while transfers are on: an urgent caller outside the
   * working hours is put through to it; without it the assistant takes an urgent message and texts the owner.
   */
  after_hours_transfer_phone_number: string | null;
  transfer_scenarios: TransferScenario[];
  scenarios: Scenario[];
  /** Sent back on saves so concurrent edits answer 409 instead of overwriting each other. */
  lock_version: number;
}
