import * as z from '../zod-mini.js';
import {
  ANSWER_DELAYS,
  BUFFER_MINUTES,
  CALL_HANDLING_METHODS,
  REMINDER_HOURS,
  type AssistantSettings,
  type CallHandlingMethod,
} from '../../contract/assistant-configurations.js';

export {
  ANSWER_DELAYS,
  BUFFER_MINUTES,
  CALL_HANDLING_METHODS,
  REMINDER_HOURS,
  TEMPLATE_VARIABLES,
  TRANSFER_SCENARIOS,
  VOICES,
  type Voice,
} from '../../contract/assistant-configurations.js';

/** Settings that the spec kept in the browser only; the product saves them on the assistant. */
export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = {
  call_handling_method: 'smart_line' as CallHandlingMethod,
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
  // The message ends with 'Confirm here: <link>' (core/appointments/messages.ts), so the template does not speak of the link.
  confirmation_template: 'Hi [ClientName], your [ServiceName] appointment is booked for [Date] at [Time].',
  reminder_template: 'Hi [ClientName], this is a reminder of your [ServiceName] appointment on [Date] at [Time].',
};

// The field's name is put in front by the error formatter ("Buffer minutes must be one of ...").
const oneOf = <T extends readonly number[]>(values: T, _what: string) =>
  z.number().check(z.refine((v) => (values as readonly number[]).includes(v), `must be one of ${values.join(', ')}`));

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
  confirmation_template: z.string().check(z.trim(), z.maxLength(1000, 'must be at most 1000 characters')),
  reminder_template: z.string().check(z.trim(), z.maxLength(1000, 'must be at most 1000 characters')),
};
