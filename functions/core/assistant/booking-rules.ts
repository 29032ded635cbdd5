import { DateTime } from 'luxon';
import { DEFAULT_ASSISTANT_SETTINGS } from './settings.js';

/**
 * The booking, reminder and template settings the owner saves on the assistant screen, as rules the
 * phone assistant's booking and the reminder workflow apply. Pure and framework-free; every wall-clock
 * rule is computed in the business's IANA time zone.
 */
export type AssistantBookingSettings = Pick<
  typeof DEFAULT_ASSISTANT_SETTINGS,
  | 'buffer_minutes'
  | 'allow_same_day'
  | 'allow_weekend'
  | 'require_24h_advance'
  | 'reminder_hours_before'
  | 'reminder_sms'
  | 'reminder_email'
  | 'confirmation_template'
  | 'reminder_template'
>;

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * Why the owner's booking preferences refuse an appointment starting at `start`, as a sentence the
 * assistant can say; null when they allow it. Working hours and double booking are checked elsewhere.
 */
export function bookingPreferenceProblem(
  settings: Pick<AssistantBookingSettings, 'allow_same_day' | 'allow_weekend' | 'require_24h_advance'>,
  start: Date,
  now: Date,
  timeZone: string,
): string | null {
  if (start.getTime() <= now.getTime()) return 'That time has already passed.';
  const local = DateTime.fromJSDate(start, { zone: timeZone });
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  if (!settings.allow_weekend && local.weekday >= 6) return 'We do not book appointments on weekends.';
  if (!settings.allow_same_day && local.hasSame(today, 'day')) return 'We do not book appointments for the same day.';
  if (settings.require_24h_advance && start.getTime() - now.getTime() < 24 * 3600_000) {
    return 'Appointments must be booked at least 24 hours in advance.';
  }
  return null;
}

/** The time an appointment keeps free around itself: its own span widened by the buffer on both sides. */
export function blockedInterval(appointment: Interval, bufferMinutes: number): Interval {
  const buffer = bufferMinutes * 60_000;
  return { start: new Date(appointment.start.getTime() - buffer), end: new Date(appointment.end.getTime() + buffer) };
}

/** True when `candidate` comes closer than the buffer to any of `existing` (touching is fine at buffer 0). */
export function conflictsWithBuffer(candidate: Interval, existing: Interval[], bufferMinutes: number): boolean {
  return existing.some((other) => {
    const blocked = blockedInterval(other, bufferMinutes);
    return candidate.start.getTime() < blocked.end.getTime() && blocked.start.getTime() < candidate.end.getTime();
  });
}

/**
 * When the reminder goes out. Whole days are counted on the business's calendar, so "24 hours before" a
 * 10:00 appointment is 10:00 the day before even across a daylight-saving change; 1h and 6h are exact.
 */
export function reminderSendAt(settings: Pick<AssistantBookingSettings, 'reminder_hours_before'>, start: Date, timeZone: string): Date {
  const hours = settings.reminder_hours_before;
  const local = DateTime.fromJSDate(start, { zone: timeZone });
  const at = hours % 24 === 0 ? local.minus({ days: hours / 24 }) : local.minus({ hours });
  return at.toJSDate();
}

export type ReminderChannel = 'sms' | 'email';

/** The channels the owner ticked; email only when the client gave an address. */
export function reminderChannels(
  settings: Pick<AssistantBookingSettings, 'reminder_sms' | 'reminder_email'>,
  client: { phone_number?: string | null; email?: string | null },
): ReminderChannel[] {
  const channels: ReminderChannel[] = [];
  if (settings.reminder_sms && client.phone_number) channels.push('sms');
  if (settings.reminder_email && client.email) channels.push('email');
  return channels;
}

export interface TemplateValues {
  clientName: string;
  serviceName: string;
  start: Date;
  timeZone: string;
}

/** Fills [ClientName], [ServiceName], [Date] and [Time]; date and time in the business's time zone. */
export function renderTemplate(template: string, values: TemplateValues): string {
  const local = DateTime.fromJSDate(values.start, { zone: values.timeZone }).setLocale('en-US');
  const replacements: Record<string, string> = {
    '[ClientName]': values.clientName,
    '[ServiceName]': values.serviceName,
    '[Date]': local.toFormat('cccc, LLLL d, yyyy'),
    '[Time]': local.toFormat('h:mm a'),
  };
  return template.replace(/\[(ClientName|ServiceName|Date|Time)\]/g, (token) => replacements[token] ?? token);
}
