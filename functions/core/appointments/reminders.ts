import type { Services } from '../services.js';
import type { BusinessAggregate } from '../business/aggregate.js';
import type { AppointmentRecord } from './model.js';
import { reminderMessage } from './messages.js';
import { reminderTime } from './time.js';
import { zoneOf } from './zone.js';

export const REMINDER_WORKFLOW = 'reminder';

/** What an execution is started with; everything else is read fresh when it runs. */
export interface ReminderInput {
  business_id: string;
  appointment_id: string;
  /** The execution is only valid while the appointment still names this schedule. */
  schedule_id: string;
}

/**
 * A reminder is not sent late: once its time is this far past (the send was delayed, or the server was down)
 * it is dropped. The margin covers the normal delay between the wait ending and the task running.
 */
export const LATE_GRACE_MS = 15 * 60_000;
/**
 * The longest single Wait. The local runner's timer breaks above ~24.8 days, and one design serves both, so
 * longer waits are a loop of 20-day waits followed by one wait until the reminder time.
 */
export const WAIT_CHUNK_SECONDS = 20 * 24 * 3600;
/** A year of 20-day chunks is 19 loops; anything beyond that is a bug, not a reason to loop forever. */
const MAX_LOOPS = 40;

/** The moment the reminder of `a` is due under the business's current settings. */
export function reminderDueAt(a: Pick<AppointmentRecord, 'starts_at'>, agg: BusinessAggregate): Date {
  return reminderTime(a.starts_at, agg.assistant.reminder_hours_before, zoneOf(agg.business));
}

/** True when a reminder for `a` can still go out on time (so a schedule is worth starting). */
export function reminderStillDue(a: AppointmentRecord, agg: BusinessAggregate, now: Date): boolean {
  return (
    a.status === 'upcoming' &&
    Date.parse(a.starts_at) > now.getTime() &&
    reminderDueAt(a, agg).getTime() + LATE_GRACE_MS > now.getTime()
  );
}

type Loaded = { ok: true; appointment: AppointmentRecord; agg: BusinessAggregate } | { ok: false; reason: string };

async function load(input: ReminderInput, services: Services): Promise<Loaded> {
  const appointment = await services.repos.appointments.get(input.business_id, input.appointment_id);
  if (!appointment) return { ok: false, reason: 'appointment_deleted' };
  if (appointment.reminder?.schedule_id !== input.schedule_id) return { ok: false, reason: 'schedule_replaced' };
  if (appointment.status !== 'upcoming') return { ok: false, reason: `status_${appointment.status}` };
  const agg = await services.repos.business.load(input.business_id);
  if (!agg) return { ok: false, reason: 'business_deleted' };
  if (!reminderStillDue(appointment, agg, services.now())) return { ok: false, reason: 'past_due' };
  return { ok: true, appointment, agg };
}

export interface CheckResult {
  action: 'wait_chunk' | 'wait_until' | 'stop';
  /** RFC 3339 without fractions (what a Wait's TimestampPath takes). */
  remind_at: string | null;
  reason: string | null;
  loops: number;
}

/** Task `check`: still wanted? and how long to wait before the next look. */
export async function checkReminder(input: ReminderInput & { check?: CheckResult }, services: Services): Promise<CheckResult> {
  const loops = (input.check?.loops ?? 0) + 1;
  if (loops > MAX_LOOPS) return { action: 'stop', remind_at: null, reason: 'too_many_loops', loops };
  const loaded = await load(input, services);
  if (!loaded.ok) return { action: 'stop', remind_at: null, reason: loaded.reason, loops };
  const due = reminderDueAt(loaded.appointment, loaded.agg);
  const remindAt = due.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const seconds = (due.getTime() - services.now().getTime()) / 1000;
  return { action: seconds > WAIT_CHUNK_SECONDS ? 'wait_chunk' : 'wait_until', remind_at: remindAt, reason: null, loops };
}

export interface SendResult {
  sent: string[];
  already_sent: string[];
  reason: string | null;
}

/**
 * Task `send`: sends the reminder by SMS and/or email as the business's settings say, each channel at most
 * once per schedule. A channel is claimed with a conditional write before it is sent, so a retried or
 * duplicated task finds the claim and does not send again; a send that fails gives its claim back and fails
 * the task, so the retry tries that channel again.
 */
export async function sendReminder(input: ReminderInput, services: Services): Promise<SendResult> {
  const loaded = await load(input, services);
  if (!loaded.ok) return { sent: [], already_sent: [], reason: loaded.reason };
  const { appointment, agg } = loaded;
  const settings = agg.assistant;
  const message = reminderMessage(appointment, {
    businessName: agg.business.name,
    zone: zoneOf(agg.business),
    template: settings.reminder_template,
  });
  const channels: Array<{ channel: 'sms' | 'email'; send: () => Promise<void> }> = [];
  if (settings.reminder_sms && message.sms) channels.push({ channel: 'sms', send: () => services.sms.send(message.sms!) });
  if (settings.reminder_email && message.email) channels.push({ channel: 'email', send: () => services.email.send(message.email!) });

  const result: SendResult = { sent: [], already_sent: [], reason: channels.length ? null : 'no_channel' };
  const marks = services.repos.reminderMarks;
  for (const { channel, send } of channels) {
    const claimed = await marks.claim({
      businessId: input.business_id,
      scheduleId: input.schedule_id,
      channel,
      appointmentId: input.appointment_id,
      sentAt: services.now().toISOString(),
      expiresAt: Math.floor(Date.parse(appointment.starts_at) / 1000) + 30 * 24 * 3600,
    });
    if (!claimed) {
      result.already_sent.push(channel);
      continue;
    }
    try {
      await send();
      result.sent.push(channel);
    } catch (error) {
      await marks.release(input.business_id, input.schedule_id, channel);
      throw error;
    }
  }
  return result;
}
