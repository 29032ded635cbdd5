import * as z from 'zod';

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

/** Settings that the spec kept in the browser only; the product saves them on the assistant. */
export const DEFAULT_ASSISTANT_SETTINGS = {
  call_handling_method: 'smart_line' as (typeof CALL_HANDLING_METHODS)[number],
  answer_if_unanswered: true,
  answer_delay_seconds: 10 as number,
  after_hours_handling: true,
  buffer_minutes: 10 as number,
  allow_same_day: true,
  allow_weekend: true,
  require_24h_advance: false,
  reminder_hours_before: 24 as number,
  reminder_sms: true,
  reminder_email: true,
  confirmation_template:
    'Hi [ClientName], your [ServiceName] appointment is booked for [Date] at [Time]. Please confirm using the link we sent.',
  reminder_template: 'Hi [ClientName], this is a reminder of your [ServiceName] appointment on [Date] at [Time].',
};

// The field's name is put in front by the error formatter ("Buffer minutes must be one of ...").
const oneOf = <T extends readonly number[]>(values: T, _what: string) =>
  z.number().refine((v) => (values as readonly number[]).includes(v), `must be one of ${values.join(', ')}`);

export const assistantSettingsFields = {
  call_handling_method: z.enum(CALL_HANDLING_METHODS, { message: 'must be smart_line or own_number' }),
  answer_if_unanswered: z.boolean(),
  answer_delay_seconds: oneOf(ANSWER_DELAYS, 'Answer delay'),
  after_hours_handling: z.boolean(),
  buffer_minutes: oneOf(BUFFER_MINUTES, 'Buffer'),
  allow_same_day: z.boolean(),
  allow_weekend: z.boolean(),
  require_24h_advance: z.boolean(),
  reminder_hours_before: oneOf(REMINDER_HOURS, 'Reminder time'),
  reminder_sms: z.boolean(),
  reminder_email: z.boolean(),
  confirmation_template: z.string().trim().max(1000, 'must be at most 1000 characters'),
  reminder_template: z.string().trim().max(1000, 'must be at most 1000 characters'),
};
