import type { DayOfWeek } from '../../../../functions/contract/businesses';

/** The assistant screen's fixed lists (spec section 9); the API refuses anything outside them. */
export { TEMPLATE_VARIABLES, TRANSFER_SCENARIOS, VOICES } from '../../../../functions/contract/assistant-configurations';
export {
  ANSWER_DELAYS as ANSWER_DELAY_OPTIONS,
  BUFFER_MINUTES as BUFFER_OPTIONS,
  REMINDER_HOURS as REMINDER_HOURS_OPTIONS,
} from '../../../../functions/contract/assistant-configurations';
export { DAYS_OF_WEEK as DAYS, DEFAULT_TIME_ZONE } from '../../../../functions/contract/businesses';

export const DAY_LABELS: Record<DayOfWeek, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Hours shown when the business has none saved (spec section 3). */
export const DEFAULT_OPEN = '08:00';
export const DEFAULT_CLOSE = '20:00';
/** A day turned on with no shifts gets this one (spec section 4). */
export const NEW_DAY_OPEN = '09:00';
export const NEW_DAY_CLOSE = '17:00';

/** Post-collection actions offered as suggestions; the field is free text. */
export const POST_COLLECTION_SUGGESTIONS = [
  'Book an appointment',
  'Take a message for the owner',
  'Transfer the call to a human',
  'Send a summary by SMS',
  'Email the details to the owner',
];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ILS', 'INR', 'JPY', 'MXN', 'BRL', 'CHF', 'NZD', 'ZAR'] as const;

/** The settings the spec kept in the browser; this product saves them on the assistant. */
export const SETTING_KEYS = [
  'after_hours_handling',
  'answer_if_unanswered',
  'answer_delay_seconds',
  'buffer_minutes',
  'allow_same_day',
  'allow_weekend',
  'require_24h_advance',
  'reminder_hours_before',
  'reminder_sms',
  'reminder_email',
  'confirmation_template',
  'reminder_template',
] as const;
