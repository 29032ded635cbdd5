import type { EmailMessage, SmsMessage } from '../ports.js';
import { templateDateTime } from './time.js';
import type { AppointmentRecord } from './model.js';
import { DEFAULT_ASSISTANT_SETTINGS } from '../assistant/settings.js';
import { windowMinutesOf } from '../../contract/arrival-windows.js';

/** Date and time of a booked appointment as its texts say them: its arrival window when the service has one. */
export const bookedDateTime = (a: { starts_at: string; business_item?: { arrival_window?: number | null } | null }, zone: string) =>
  templateDateTime(a.starts_at, zone, windowMinutesOf(a.business_item));

/** Fills [ClientName], [ServiceName], [Date], [Time] (spec section 9), in the business's time zone. */
export function fillTemplate(template: string, a: AppointmentRecord, zone: string): string {
  const { date, time } = bookedDateTime(a, zone);
  const service = a.business_item?.name;
  const values: Record<string, string> = {
    '[ClientName]': `${a.first_name} ${a.last_name}`.trim(),
    '[ServiceName]': service ?? 'appointment',
    '[Date]': date,
    '[Time]': time,
  };
  // Without a service, "your [ServiceName] appointment" reads "your appointment", not "your appointment appointment".
  const named = service ? template : template.replace(/\[ServiceName\]\s+appointment/gi, 'appointment');
  // A window is said without "at": "on [Date] at [Time]" reads "on Monday, ... between 8 and 11 AM".
  const text = windowMinutesOf(a.business_item) ? named.replace(/\bat\s+\[Time\]/gi, '[Time]') : named;
  return text.replace(/\[(ClientName|ServiceName|Date|Time)\]/g, (token) => values[token] ?? token);
}

export interface Outgoing {
  sms: SmsMessage | null;
  email: EmailMessage | null;
}

interface Context {
  businessName: string;
  zone: string;
}

const signed = (businessName: string, text: string) => `${businessName}: ${text}`;

function both(a: AppointmentRecord, ctx: Context, subject: string, body: string): Outgoing {
  return {
    sms: { to: a.phone_number, body: signed(ctx.businessName, body) },
    email: a.email ? { to: a.email, subject, text: `${body}\n\n${ctx.businessName}` } : null,
  };
}

/** What a client's text calls the appointment: "Haircut appointment", or "appointment" without a service. */
export function appointmentWhat(a: { business_item?: { name?: string | null } | null }): string {
  return a.business_item?.name ? `${a.business_item.name} appointment` : 'appointment';
}

/**
 * The text a caller gets after cancelling or moving their own appointment by phone: the service named, as the
 * dashboard's notices name it ("Bella Salon: your Haircut appointment on ... is cancelled.").
 */
export function callerChangeText(
  businessName: string,
  a: { business_item?: { name?: string | null } | null },
  when: { date: string; at: string },
  change: 'cancelled' | 'moved',
): string {
  return change === 'cancelled'
    ? `${businessName}: your ${appointmentWhat(a)} on ${when.date} ${when.at} is cancelled.`
    : `${businessName}: your ${appointmentWhat(a)} is moved to ${when.date} ${when.at}.`;
}

/** Asks the client to confirm a booking (made by phone, or entered as awaiting confirmation). */
export function confirmationRequest(a: AppointmentRecord, ctx: Context & { template: string; link: string }): Outgoing {
  const template = ctx.template.trim() || DEFAULT_ASSISTANT_SETTINGS.confirmation_template;
  const body = `${fillTemplate(template, a, ctx.zone)} Confirm here: ${ctx.link}`;
  return both(a, ctx, `Please confirm your appointment with ${ctx.businessName}`, body);
}

/** The acknowledgement once the client has confirmed. */
export function confirmationAcknowledgement(a: AppointmentRecord, ctx: Context): Outgoing {
  const { date, at } = bookedDateTime(a, ctx.zone);
  const what = appointmentWhat(a);
  const body = `Thank you, ${a.first_name}. Your ${what} on ${date} ${at} is confirmed.`;
  return both(a, ctx, `Your appointment with ${ctx.businessName} is confirmed`, body);
}

/**
 * The owner moved the appointment (the dashboard's edit): the client hears the new time, as a caller who moves one by
 * phone does. One still awaiting confirmation carries its link again, so it is the new time the client confirms.
 */
export function moveNotice(a: AppointmentRecord, ctx: Context & { link: string | null }): Outgoing {
  const { date, at } = bookedDateTime(a, ctx.zone);
  const what = appointmentWhat(a);
  const confirm = ctx.link ? ` Please confirm the new time here: ${ctx.link}` : '';
  const body = `Hi ${a.first_name}, your ${what} is moved to ${date} ${at}.${confirm}`;
  return both(a, ctx, `Your appointment with ${ctx.businessName} is moved`, body);
}

/**
 * The owner deleted an appointment the client still expected, and chose to tell them (the dashboard's 'Tell the
 * customer'): the time is no longer theirs, and how to book another.
 */
export function cancellationNotice(a: AppointmentRecord, ctx: Context): Outgoing {
  const { date, at } = bookedDateTime(a, ctx.zone);
  const what = appointmentWhat(a);
  const body = `Hi ${a.first_name}, your ${what} on ${date} ${at} is cancelled. Please call us to book another time.`;
  return both(a, ctx, `Your appointment with ${ctx.businessName} is cancelled`, body);
}

/** The reminder, from the business's reminder template. */
export function reminderMessage(a: AppointmentRecord, ctx: Context & { template: string }): Outgoing {
  const template = ctx.template.trim() || DEFAULT_ASSISTANT_SETTINGS.reminder_template;
  return both(a, ctx, `Reminder: your appointment with ${ctx.businessName}`, fillTemplate(template, a, ctx.zone));
}
