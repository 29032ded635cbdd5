import type { DayOfWeek } from '../../lib/business';

/** The assistant screen's fixed lists (spec section 9); the API refuses anything outside them. */
export const VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse'] as const;

/** The five transfer scenarios, stored by their text (functions/core/assistant/settings.ts). */
export const TRANSFER_SCENARIOS = [
  'Caller is confused or frustrated',
  "Request exceeds the assistant's knowledge",
  'Customer requests a callback from the owner',
  'Caller speaks an unsupported language',
  'Unrecognized or sensitive inquiry',
] as const;

export const BUFFER_OPTIONS = [0, 5, 10, 15, 30] as const;
export const REMINDER_HOURS_OPTIONS = [1, 6, 24, 48, 72] as const;
export const TEMPLATE_VARIABLES = ['[ClientName]', '[ServiceName]', '[Date]', '[Time]'] as const;

export const DAYS: readonly DayOfWeek[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const DAY_LABELS: Record<DayOfWeek, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const DEFAULT_TIME_ZONE = 'America/New_York';
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
