import type { Services } from '../services.js';
import { AppError, changedElsewhere, conflict, gone, notFound, validationList } from '../errors.js';
import { toE164 } from '../phone.js';
import { BusinessService } from '../business/business-service.js';
import { ownedBusinessRoot } from '../business/owned-root.js';
import { issueToSentence } from '../validation.js';
import type { BusinessAggregate } from '../business/aggregate.js';
import { hashToken, idFromKey, newId, newSecretToken } from '../ids.js';
import {
  HOLDS_TIME,
  appointmentToJson,
  formatAppointmentNumber,
  type AppointmentJson,
  type AppointmentRecord,
  type AppointmentStatus,
  type AppointmentWriteOutcome,
  type BookedItem,
} from './model.js';
import { createAppointmentSchema, deleteQuerySchema, listQuerySchema, updateAppointmentSchema, confirmSchema } from '../../contract/appointments-schemas.js';
import { parseAppointmentTime, toStoredIso, templateDateTime } from './time.js';
import { windowMinutesOf } from '../../contract/arrival-windows.js';
import { toZonedIso, zoneOf } from './zone.js';
import { storedIntake } from './intake.js';
import { MAX_SPAN_MINUTES, slotDiff, slotsFor } from './slots.js';
import { bookingRuleProblems } from './booking-rules.js';
import { cancellationNotice, confirmationAcknowledgement, confirmationRequest, moveNotice, type Outgoing } from './messages.js';
import { REMINDER_WORKFLOW, reminderStillDue, type ReminderInput } from './reminders.js';
import type * as z from '../zod-mini.js';
import { log } from '../log.js';
import { bookedCallDay } from '../reports/booking-standing.js';
import { GoogleCalendarService } from '../google/calendar-service.js';
import type { AppointmentsRepository, BusinessRepository, RateLimitRepository } from '../repositories.js';
import { IDEMPOTENCY_KEY_SHAPE, isStillBooked, type AppointmentIntake, type ConfirmResult } from '../../contract/appointments.js';
import type { BusinessItem } from '../../contract/businesses.js';

/** Minutes booked when the appointment has no service (or the service has no duration): the default service's 30. */
export const DEFAULT_DURATION_MINUTES = 30;
/** Bookings reach at most a year ahead (a Step Functions execution, i.e. the reminder, lives at most a year). */
export const MAX_DAYS_AHEAD = 365;
export const DEFAULT_PAGE_SIZE = 100;
/** Caller confirmation: failed guesses allowed per client address and window. */
export const CONFIRM_MAX_FAILURES = 10;
export const CONFIRM_WINDOW_SECONDS = 15 * 60;
/** 18 random bytes: 144 bits, 24 URL-safe characters. */
const CONFIRMATION_CODE_BYTES = 18;
const CODE_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_ATTEMPTS = 8;

const CHANGED_ELSEWHERE_MESSAGE =
  'This appointment was changed in another tab or by someone else after you opened it, so your change was not saved. Reload to see the latest version.';

const INVALID_CODE = 'This confirmation link is not valid. Please check the link, or call the business to confirm.';

/** What a caller's booking says (the phone assistant's effect). */
export interface CallBooking {
  first_name: string;
  last_name: string;
  phone_number: string;
  email?: string | null;
  appointment_datetime: string;
  business_item_id?: string | null;
  /** The service's variant the caller chose, by name (business item variants). */
  variant?: string;
  other_details?: Record<string, string>;
  /** The intake scenario's questions (whole) and the caller's answers. */
  intake?: AppointmentIntake | null;
}

/** A caller's booking ready to be stored with the call's turn: the record, its code and the code's hash. */
export interface PreparedBooking {
  record: AppointmentRecord;
  code: string;
  codeHash: string;
}

/** A caller's cancellation or move ready to be stored with the call's turn. */
export interface PreparedChange {
  before: AppointmentRecord;
  after: AppointmentRecord;
  diff: { acquire: string[]; release: string[] };
}

/** What the dashboard's list answers: the page, and the cursor of the next one (null at the end). */
export interface AppointmentPage {
  appointments: AppointmentJson[];
  next_cursor: string | null;
}

interface Fields {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  status: AppointmentStatus;
  /** The appointment's start, a UTC instant (epoch milliseconds). */
  start: number;
  item: BookedItem | null;
  other_details: AppointmentRecord['other_details'];
  /** undefined: kept as stored (an appointment from before `intake` existed keeps its answers in other_details). */
  intake: AppointmentIntake | null | undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Appointments of the caller's business (spec sections 3, 5, 7), caller confirmation, and their messages. */
export class AppointmentService {
  private readonly repo: AppointmentsRepository;
  private readonly businesses: BusinessService;
  private readonly businessRepo: BusinessRepository;
  private readonly limits: RateLimitRepository;
  private readonly calendar: GoogleCalendarService;

  constructor(private readonly services: Services) {
    this.calendar = new GoogleCalendarService(services);
    this.repo = services.repos.appointments;
    this.businesses = new BusinessService(services);
    this.businessRepo = services.repos.business;
    this.limits = services.repos.rateLimit;
  }

  // ---------------------------------------------------------------- reads

  /** The caller's business root (listing needs only its id and zone); another owner's is 'not found'. */
  async ownedRoot(userId: string) {
    return ownedBusinessRoot(this.services, userId);
  }

  async list(userId: string, query: Record<string, string | undefined>): Promise<AppointmentPage> {
    const q = parse(listQuerySchema, query);
    const business = await this.ownedRoot(userId);
    const zone = zoneOf(business);
    const phoneDigits = q.phone_number ? q.phone_number.replace(/\D/g, '') : undefined;
    const page = await this.repo.list(
      business.id,
      {
        status: q.status,
        first_name: q.first_name || undefined,
        last_name: q.last_name || undefined,
        // '+1 (212) 555-0147' and '2125550147' both find +12125550147.
        phone_digits: phoneDigits ? (phoneDigits.length > 10 ? phoneDigits : phoneDigits.slice(-10)) : undefined,
        business_item_id: q.business_item_id || undefined,
      },
      q.limit ?? DEFAULT_PAGE_SIZE,
      q.after,
    );
    return { appointments: page.items.map((a) => appointmentToJson(a, zone)), next_cursor: page.next };
  }

  async get(userId: string, appointmentId: string): Promise<AppointmentJson> {
    const business = await this.ownedRoot(userId);
    const a = await this.repo.get(business.id, appointmentId);
    if (!a) throw notFound('Appointment');
    return appointmentToJson(a, zoneOf(business));
  }

  // ---------------------------------------------------------------- owner writes

  /**
   * POST /appointments/: the owner books (any status; the form offers upcoming and completed). With an idempotency
   * key the appointment's id is derived from it, so a retry or a second click with the same key finds the appointment
   * the first one created (its create is refused by the id's own condition) and answers it instead of booking twice.
   */
  async create(userId: string, body: unknown, idempotencyKey?: string): Promise<AppointmentJson> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_SHAPE.test(idempotencyKey)) {
      throw validationList(['Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores']);
    }
    const agg = await this.businesses.loadOwned(userId);
    const input = parse(createAppointmentSchema, body);
    const id = idempotencyKey === undefined ? undefined : idFromKey(`appointment:${agg.business.id}:${idempotencyKey}`);
    const earlier = id === undefined ? null : await this.repo.get(agg.business.id, id);
    if (earlier) return appointmentToJson(earlier, zoneOf(agg.business));
    const fields = this.resolveFields(agg, input, null);
    if (input.allow_overlap !== true) await this.assertCalendarFree(agg, fields);
    const record = await this.insert(agg, fields, {
      source: 'dashboard',
      allowOverlap: input.allow_overlap === true,
      calendarEvent: input.create_calendar_event === true,
      id,
    });
    return appointmentToJson(record, zoneOf(agg.business));
  }

  /**
   * PUT /appointments/{id}/: the same fields; fields left out keep their value. With lock_version the save applies
   * only to that version (409 otherwise); without it, a save that lost a race is recomputed on the fresh record.
   */
  async update(userId: string, appointmentId: string, body: unknown): Promise<AppointmentJson> {
    const agg = await this.businesses.loadOwned(userId);
    const input = parse(updateAppointmentSchema, body);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const before = await this.repo.get(agg.business.id, appointmentId);
      if (!before) throw notFound('Appointment');
      // The write below is conditioned on before.version, so a save that races this check is refused as well.
      if (input.lock_version !== undefined && input.lock_version !== before.version) throw changedElsewhere(CHANGED_ELSEWHERE_MESSAGE);
      const fields = this.resolveFields(agg, input, before);
      const after = this.applyFields(agg, before, fields, input.allow_overlap === true);
      const outcome = await this.repo.replace(before, after, slotDiff(before.slots, after.slots));
      if (outcome.ok) {
        const saved = await this.afterWrite(agg, before, after);
        await this.calendar.scheduleEventSync(agg, saved, saved.id, `${saved.id}-v${saved.version}`);
        if (this.movedForClient(before, saved)) await this.deliver(moveNotice(saved, { businessName: agg.business.name, zone: zoneOf(agg.business), link: this.confirmLink(saved) }));
        else if (saved.status === 'cancelled' && this.expectedByClient(before)) await this.deliver(cancellationNotice(saved, { businessName: agg.business.name, zone: zoneOf(agg.business) }));
        return appointmentToJson(saved, zoneOf(agg.business));
      }
      await this.handleFailure(agg, outcome, after, attempt);
    }
    throw busy();
  }

  /** DELETE /appointments/{id}/: gives the time back and cancels the reminder; with lock_version, only that version. */
  async remove(userId: string, appointmentId: string, query: Record<string, string | undefined> = {}): Promise<void> {
    const { lock_version: lockVersion, notify_customer: notify } = parse(deleteQuerySchema, query);
    const agg = await this.businesses.loadOwned(userId);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const a = await this.repo.get(agg.business.id, appointmentId);
      if (!a) throw notFound('Appointment');
      if (lockVersion !== undefined && lockVersion !== a.version) throw changedElsewhere(CHANGED_ELSEWHERE_MESSAGE);
      // A caller's booking deleted comes off its day's report: the repository needs the day it was counted on.
      const counted = a.source === 'phone' ? { ...a, booked_call_day: bookedCallDay(a, zoneOf(agg.business)) } : a;
      const outcome = await this.repo.remove(counted, hashToken(a.confirmation_code));
      if (outcome.ok) {
        await this.stopReminder(a);
        await this.calendar.scheduleEventSync(agg, a, a.id, `${a.id}-deleted`);
        if (notify === 'true' && this.expectedByClient(a)) await this.deliver(cancellationNotice(a, { businessName: agg.business.name, zone: zoneOf(agg.business) }));
        return;
      }
      if (outcome.reason !== 'stale') await sleep(jitter(attempt));
    }
    throw busy();
  }

  // ---------------------------------------------------------------- callers

  /**
   * A booking made by a caller (the phone assistant): the owner's booking preferences apply, the time must be
   * free (no overlap), and the appointment waits for the caller's confirmation, requested by SMS and email.
   */
  async bookFromCall(
    businessId: string,
    body: CallBooking,
    /** The business as the call's turn read it, at the versions that turn checked (saves a second read of it). */
    read?: BusinessAggregate,
    /** Given the writes that follow the booking (repositories.ts `create`), for the call to await beside its own write. */
    later?: (follow: Promise<void>) => void,
  ): Promise<AppointmentJson> {
    const agg = read && read.business.id === businessId ? read : await this.businessRepo.load(businessId);
    if (!agg) throw notFound('Business');
    const fields = await this.callBookingFields(agg, body);
    const record = await this.insert(agg, fields, { source: 'phone', allowOverlap: false, calendarEvent: false, later });
    return appointmentToJson(record, zoneOf(agg.business));
  }

  /**
   * A caller's booking made ready to be written in the call turn's own transaction (repositories.ts `commitTurn`):
   * validated exactly as bookFromCall validates, numbered `number` (the turn read the counter it follows).
   * `afterCallBooking` does what follows once it is stored.
   */
  async prepareCallBooking(agg: BusinessAggregate, body: CallBooking, number: number): Promise<PreparedBooking> {
    const fields = await this.callBookingFields(agg, body);
    const code = newSecretToken(CONFIRMATION_CODE_BYTES);
    const record = this.newRecord(agg, fields, { source: 'phone', allowOverlap: false, calendarEvent: false }, number, code);
    return { record, code, codeHash: hashToken(code) };
  }

  /** After the turn's transaction stored a prepared booking: its reminder, calendar event and the caller's confirmation request. */
  async afterCallBooking(agg: BusinessAggregate, prepared: PreparedBooking): Promise<AppointmentRecord> {
    return this.afterInsert(agg, prepared.record, prepared.code);
  }

  /**
   * A caller's cancellation or move of `before` (read by the call's turn), made ready to be written in the turn's
   * own transaction: the fields resolved and applied exactly as update() does (no overlap), and the slots it takes
   * and gives back. `afterCallChange` does what follows once it is stored.
   */
  prepareCallChange(agg: BusinessAggregate, before: AppointmentRecord, body: { status?: 'cancelled'; appointment_datetime?: string }): PreparedChange {
    const input = parse(updateAppointmentSchema, body);
    const after = this.applyFields(agg, before, this.resolveFields(agg, input, before), false);
    return { before, after, diff: slotDiff(before.slots, after.slots) };
  }

  /** After the turn's transaction stored a prepared change: the reminder replaced or stopped, the calendar event synced. */
  async afterCallChange(agg: BusinessAggregate, change: PreparedChange): Promise<AppointmentRecord> {
    const saved = await this.afterWrite(agg, change.before, change.after);
    await this.calendar.scheduleEventSync(agg, saved, saved.id, `${saved.id}-v${saved.version}`);
    return saved;
  }

  /** What a caller's booking must satisfy: the owner's booking preferences, an enabled service, a free time. */
  private async callBookingFields(agg: BusinessAggregate, body: CallBooking): Promise<Fields> {
    const { variant, ...booking } = body;
    const input = parse(createAppointmentSchema, { ...booking, status: 'awaiting_confirmation' });
    const fields = this.resolveFields(agg, input, null);
    if (fields.item) {
      const item = agg.business_items.find((i) => i.id === fields.item!.id);
      if (!item?.enabled) throw validationList(['That service is not available for booking.']);
      if (variant !== undefined) {
        const booked = bookedItem(item, variant);
        if (typeof booked === 'string') throw validationList(['That option of the service is not available for booking.']);
        fields.item = booked;
      }
    }
    const end = fields.start + durationOf(fields.item) * 60_000;
    const problems = bookingRuleProblems(agg, fields.start, end, this.services.now(), zoneOf(agg.business));
    if (problems.length) throw validationList(problems);
    await this.assertCalendarFree(agg, fields);
    return fields;
  }

  /**
   * POST /appointments/confirm/ without credentials: awaiting_confirmation → upcoming. Confirming again is
   * harmless; unknown codes count against the client's address, and too many answer 429.
   */
  async confirm(body: unknown, clientKey: string) {
    const now = this.services.now();
    const limit = await this.limits.count('confirm', clientKey, CONFIRM_WINDOW_SECONDS, now);
    if (limit.count >= CONFIRM_MAX_FAILURES) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      throw new AppError(
        'rate_limited',
        `Too many attempts to confirm an appointment. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds: limit.retryAfterSeconds },
      );
    }
    const parsed = confirmSchema.safeParse(body);
    const code = parsed.success ? parsed.data.confirmation_code.trim() : '';
    const found = CODE_SHAPE.test(code) ? await this.repo.findByCodeHash(hashToken(code)) : null;
    if (!found) {
      // Only a code of the right shape is a guess worth counting; a malformed one can never match, and bad input writes nothing.
      if (CODE_SHAPE.test(code)) await this.limits.hit('confirm', clientKey, CONFIRM_WINDOW_SECONDS, now);
      throw new AppError('not_found', INVALID_CODE);
    }
    const agg = await this.businessRepo.load(found.business_id);
    if (!agg) throw new AppError('not_found', INVALID_CODE);
    const zone = zoneOf(agg.business);

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const before = await this.repo.get(found.business_id, found.appointment_id);
      if (!before || before.confirmation_code !== code) throw new AppError('not_found', INVALID_CODE);
      const answer = (already: boolean, a: AppointmentRecord): ConfirmResult => ({
        status: a.status,
        already_confirmed: already,
        appointment: {
          business_name: agg.business.name,
          appointment_datetime: toZonedIso(a.starts_at, zone),
          time_zone: zone,
          service_name: a.business_item?.name ?? null,
          // With an arrival window, `time` is the window the client was promised ("between 8 and 11 AM").
          ...pickDateTime(templateDateTime(a.starts_at, zone, windowMinutesOf(a.business_item))),
        },
      });
      if (before.status === 'upcoming' || before.status === 'completed') return answer(true, before);
      if (before.status === 'cancelled') throw gone('This appointment was cancelled, so it can no longer be confirmed.');
      if (Date.parse(before.starts_at) <= now.getTime()) throw gone('This appointment has already taken place.');
      const after: AppointmentRecord = {
        ...before,
        status: 'upcoming',
        confirmed_at: now.toISOString(),
        version: before.version + 1,
        updated_at: now.toISOString(),
      };
      const scheduled = this.withReminderSchedule(agg, before, after);
      const outcome = await this.repo.replace(before, scheduled, { acquire: [], release: [] });
      if (outcome.ok) {
        const saved = await this.afterWrite(agg, before, scheduled);
        await this.deliver(confirmationAcknowledgement(saved, { businessName: agg.business.name, zone }));
        return answer(false, saved);
      }
      if (outcome.reason !== 'stale') await sleep(jitter(attempt));
    }
    throw busy();
  }

  // ---------------------------------------------------------------- internals

  /** Validates and resolves what the body says against the business (and, on PUT, the stored appointment). */
  private resolveFields(
    agg: BusinessAggregate,
    input: z.infer<typeof createAppointmentSchema> | z.infer<typeof updateAppointmentSchema>,
    before: AppointmentRecord | null,
  ): Fields {
    const zone = zoneOf(agg.business);
    const now = this.services.now();
    const problems: string[] = [];

    let phone = before?.phone_number ?? '';
    if (input.phone_number !== undefined) {
      const e164 = toE164(input.phone_number);
      if (!e164) problems.push('Phone number is not a valid phone number');
      else phone = e164;
    }

    let email = before?.email ?? null;
    if (input.email !== undefined) {
      const text = input.email?.trim() ?? '';
      if (text && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) problems.push('Email is not a valid email address');
      else email = text ? text.toLowerCase() : null;
    }

    // null while unset or unreadable (a problem then says why).
    let start: number | null = before ? Date.parse(before.starts_at) : null;
    if (input.appointment_datetime !== undefined) {
      try {
        start = parseAppointmentTime(input.appointment_datetime, zone);
      } catch (error) {
        start = null;
        problems.push((error as Error).message);
      }
    }
    // A client that sends the stored time back unchanged has not moved the appointment.
    const timeChanged = !before || (start !== null && toStoredIso(start) !== before.starts_at);

    let item = before?.business_item ?? null;
    const variantSent = input.business_item_variant !== undefined;
    if (input.business_item_id !== undefined || variantSent) {
      const id = input.business_item_id !== undefined ? (input.business_item_id?.trim() ?? '') : (before?.business_item_id ?? '');
      // The same service sent again keeps the variant it was booked as, unless a variant is sent too.
      const variant = variantSent ? (input.business_item_variant?.trim() ?? '') : id === before?.business_item_id ? (before.business_item?.variant ?? '') : '';
      if (!id) {
        item = null;
        if (variant) problems.push(`Variant "${variant}" needs a service: choose the service it is an option of`);
      } else {
        const found = agg.business_items.find((i) => i.id === id);
        if (!found) problems.push('Service was not found among this business\'s services');
        else {
          const booked = bookedItem(found, variant || null);
          if (typeof booked === 'string') problems.push(booked);
          else item = booked;
        }
      }
    }

    const status = (input.status ?? before?.status)!;
    const statusChanged = before !== null && input.status !== undefined && input.status !== before.status;
    if (start !== null && (timeChanged || statusChanged)) {
      if (isStillBooked(status) && start <= now.getTime()) {
        problems.push('Appointment datetime must be in the future for an upcoming appointment');
      }
      if (start > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
        problems.push(`Appointment datetime can be at most ${MAX_DAYS_AHEAD} days ahead`);
      }
    }
    const span = durationOf(item) + agg.assistant.buffer_minutes;
    if (span > MAX_SPAN_MINUTES) {
      problems.push(`An appointment can be at most ${MAX_SPAN_MINUTES / 60} hours long, including the ${agg.assistant.buffer_minutes}-minute buffer`);
    }
    if (problems.length) throw validationList(problems);
    // A create always names a time (its schema requires one) and an update starts from the stored one.
    if (start === null) throw new Error('appointment time unset without a problem');

    return {
      first_name: input.first_name ?? before!.first_name,
      last_name: input.last_name ?? before!.last_name,
      phone_number: phone,
      email,
      status,
      start,
      item,
      other_details: input.other_details ?? before?.other_details ?? {},
      intake: input.intake === undefined ? undefined : storedIntake(input.intake),
    };
  }

  /** The stored appointment with the new fields; its slots change only when its time, length or status do. */
  private applyFields(agg: BusinessAggregate, before: AppointmentRecord, f: Fields, allowOverlap: boolean): AppointmentRecord {
    const now = this.services.now().toISOString();
    const startsAt = toStoredIso(f.start);
    const duration = durationOf(f.item);
    const timing = startsAt !== before.starts_at || duration !== before.duration;
    const holdsNow = HOLDS_TIME.has(f.status);
    let slots = before.slots;
    if (!holdsNow) slots = [];
    else if (timing || !HOLDS_TIME.has(before.status)) slots = slotsFor(startsAt, duration + agg.assistant.buffer_minutes);
    const after: AppointmentRecord = {
      ...before,
      first_name: f.first_name,
      last_name: f.last_name,
      phone_number: f.phone_number,
      email: f.email,
      status: f.status,
      starts_at: startsAt,
      ends_at: toStoredIso(f.start + duration * 60_000),
      duration,
      business_item_id: f.item?.id ?? null,
      business_item: f.item,
      other_details: f.other_details,
      ...(f.intake !== undefined ? { intake: f.intake } : {}),
      slots,
      overlap_allowed: allowOverlap,
      confirmed_at: before.status === 'awaiting_confirmation' && f.status === 'upcoming' ? now : before.confirmed_at,
      ...(before.source === 'phone' ? { booked_call_day: bookedCallDay(before, zoneOf(agg.business)) } : {}),
      version: before.version + 1,
      updated_at: now,
    };
    return this.withReminderSchedule(agg, before, after);
  }

  /**
   * Which reminder schedule `after` should carry: none unless it is upcoming and its reminder is still due;
   * the same one while nothing about its time changed; otherwise a new one (generation + 1), so the old
   * execution, if it still runs, finds itself replaced and sends nothing.
   */
  private withReminderSchedule(agg: BusinessAggregate, before: AppointmentRecord | null, after: AppointmentRecord): AppointmentRecord {
    const wanted = reminderStillDue(after, agg, this.services.now());
    if (!wanted) return { ...after, reminder: null };
    const keep = before?.reminder && before.status === 'upcoming' && before.starts_at === after.starts_at;
    if (keep) return { ...after, reminder: before!.reminder };
    const generation = (before?.reminder_generation ?? after.reminder_generation ?? 0) + 1;
    const scheduleId = `${after.id}-${generation}`;
    // The execution is named by the schedule, so the write that schedules it names it too (no write after the start).
    const executionId = this.services.workflows.executionId(REMINDER_WORKFLOW, scheduleId);
    return { ...after, reminder_generation: generation, reminder: { schedule_id: scheduleId, execution_id: executionId } };
  }

  private async insert(
    agg: BusinessAggregate,
    f: Fields,
    options: {
      source: AppointmentRecord['source'];
      allowOverlap: boolean;
      calendarEvent: boolean;
      later?: (follow: Promise<void>) => void;
      /** Derived from an idempotency key: a create refused because it exists was a repeat of this same booking. */
      id?: string;
    },
  ): Promise<AppointmentRecord> {
    const number = await this.repo.nextNumber(agg.business.id);
    const code = newSecretToken(CONFIRMATION_CODE_BYTES);
    const record = this.newRecord(agg, f, options, number, code);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = await this.repo.create(record, hashToken(code), options.later);
      if (outcome.ok) return this.afterInsert(agg, record, code);
      if (outcome.reason === 'stale' && options.id) {
        // The same key's other request won the race (a double click): its appointment is the answer.
        const first = await this.repo.get(agg.business.id, options.id);
        if (first) return first;
      }
      if (outcome.reason === 'stale') throw new Error('appointment id or confirmation code collided');
      await this.handleFailure(agg, outcome, record, attempt);
    }
    throw busy();
  }

  /** A new appointment numbered `number`, with its slots and reminder schedule, not yet stored. */
  private newRecord(
    agg: BusinessAggregate,
    f: Fields,
    options: { source: AppointmentRecord['source']; allowOverlap: boolean; calendarEvent: boolean; id?: string },
    number: number,
    code: string,
  ): AppointmentRecord {
    const now = this.services.now().toISOString();
    const duration = durationOf(f.item);
    const startsAt = toStoredIso(f.start);
    const base: AppointmentRecord = {
      id: options.id ?? newId(),
      business_id: agg.business.id,
      number,
      appointment_id_formatted: formatAppointmentNumber(number),
      first_name: f.first_name,
      last_name: f.last_name,
      phone_number: f.phone_number,
      email: f.email,
      status: f.status,
      starts_at: startsAt,
      ends_at: toStoredIso(f.start + duration * 60_000),
      duration,
      business_item_id: f.item?.id ?? null,
      business_item: f.item,
      other_details: f.other_details,
      intake: f.intake ?? null,
      confirmation_code: code,
      source: options.source,
      ...(options.source === 'phone' ? { booked_call_day: bookedCallDay({ created_at: now }, zoneOf(agg.business)) } : {}),
      slots: HOLDS_TIME.has(f.status) ? slotsFor(startsAt, duration + agg.assistant.buffer_minutes) : [],
      overlap_allowed: options.allowOverlap,
      reminder: null,
      reminder_generation: 0,
      confirmed_at: null,
      ...(options.calendarEvent ? { calendar_event_requested: true } : {}),
      version: 1,
      created_at: now,
      updated_at: now,
    };
    return this.withReminderSchedule(agg, null, base);
  }

  /** After a new appointment is stored: its reminder, its calendar event, and the confirmation request it waits for. */
  private async afterInsert(agg: BusinessAggregate, record: AppointmentRecord, code: string): Promise<AppointmentRecord> {
    const saved = await this.afterWrite(agg, null, record);
    await this.calendar.scheduleEventSync(agg, saved, saved.id, `${saved.id}-v${saved.version}`);
    if (saved.status === 'awaiting_confirmation') {
      const link = `${this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/confirm-appointment/${code}`;
      await this.deliver(
        confirmationRequest(saved, {
          businessName: agg.business.name,
          zone: zoneOf(agg.business),
          template: agg.assistant.confirmation_template,
          link,
        }),
      );
    }
    return saved;
  }

  /**
   * The owner's busy time in the chosen Google calendar counts as taken, with the buffer on both sides. When
   * Google cannot answer, the booking goes on from the product's own data (busyFor logs it).
   */
  private async assertCalendarFree(agg: BusinessAggregate, f: Fields): Promise<void> {
    if (!HOLDS_TIME.has(f.status) || !agg.business.google_calendar_id) return;
    const buffer = agg.assistant.buffer_minutes * 60_000;
    const start = f.start - buffer;
    const end = f.start + durationOf(f.item) * 60_000 + buffer;
    const busy = await this.calendar.busyFor(agg, new Date(start), new Date(end));
    const hit = busy?.find((b) => Date.parse(b.starts_at) < end && Date.parse(b.ends_at) > start);
    if (!hit) return;
    const zone = zoneOf(agg.business);
    const from = templateDateTime(hit.starts_at, zone);
    const to = templateDateTime(hit.ends_at, zone);
    throw conflict(
      `This time overlaps busy time in your Google Calendar (${from.date}, ${from.time}–${to.time}` +
        `${agg.assistant.buffer_minutes ? `, plus a ${agg.assistant.buffer_minutes}-minute buffer` : ''}). ` +
        'Choose another time, or confirm the overlap to book it anyway.',
    );
  }

  /**
   * A write that did not happen: taken slots answer 409 naming the appointment in the way (after clearing
   * locks left behind by an interrupted move); a stale read or a transient clash is retried by the caller.
   */
  private async handleFailure(agg: BusinessAggregate, outcome: Exclude<AppointmentWriteOutcome, { ok: true }>, mine: AppointmentRecord, attempt: number) {
    if (outcome.reason === 'retry') {
      await sleep(jitter(attempt));
      return;
    }
    if (outcome.reason === 'stale') return;
    const zone = zoneOf(agg.business);
    for (const slot of outcome.slots) {
      for (const holderId of await this.repo.slotHolders(agg.business.id, slot)) {
        if (holderId === mine.id) continue;
        const holder = await this.repo.get(agg.business.id, holderId);
        if (!holder || !HOLDS_TIME.has(holder.status) || !holder.slots.includes(slot)) {
          await this.repo.dropHolder(agg.business.id, slot, holderId);
          continue;
        }
        const { date } = templateDateTime(holder.starts_at, zone);
        const from = templateDateTime(holder.starts_at, zone).time;
        const to = templateDateTime(holder.ends_at, zone).time;
        throw conflict(
          `This time overlaps ${holder.appointment_id_formatted} (${holder.first_name} ${holder.last_name}, ${date}, ${from}–${to}` +
            `${agg.assistant.buffer_minutes ? `, plus a ${agg.assistant.buffer_minutes}-minute buffer` : ''}). ` +
            'Choose another time, or confirm the overlap to book it anyway.',
        );
      }
    }
    // Every holder was stale and is gone now: the next attempt can take the slots.
  }

  /**
   * After a successful write: stop a replaced reminder and start the new one, whose execution the write named
   * (withReminderSchedule); recorded by a write of its own only when the runner could not tell its id beforehand.
   */
  private async afterWrite(agg: BusinessAggregate, before: AppointmentRecord | null, after: AppointmentRecord): Promise<AppointmentRecord> {
    const old = before?.reminder;
    if (old && old.schedule_id !== after.reminder?.schedule_id) await this.stopReminder(before!);
    const next = after.reminder;
    if (!next || next.schedule_id === old?.schedule_id) return after;
    const input: ReminderInput = { business_id: agg.business.id, appointment_id: after.id, schedule_id: next.schedule_id };
    try {
      const { executionId } = await this.services.workflows.start(REMINDER_WORKFLOW, { ...input }, next.schedule_id);
      if (executionId === next.execution_id) return after;
      const saved = await this.repo.setReminderExecution(after, { ...next, execution_id: executionId }, this.services.now().toISOString());
      return saved ?? after;
    } catch (error) {
      // The booking stands; a reminder that could not be scheduled is logged, not turned into a failed save.
      log.error('reminder schedule failed', { appointment: after.id, error: String(error) });
      return after;
    }
  }

  private async stopReminder(a: AppointmentRecord) {
    const executionId = a.reminder?.execution_id;
    if (!executionId) return;
    try {
      await this.services.workflows.stop(executionId);
    } catch (error) {
      // A running execution that was not stopped finds its schedule replaced and sends nothing.
      log.warn('reminder stop failed', { executionId, error: String(error) });
    }
  }

  /** A time the client still expects to keep (awaiting or upcoming, not yet begun) moved to another time. */
  private movedForClient(before: AppointmentRecord, after: AppointmentRecord): boolean {
    return isStillBooked(before.status) && this.expectedByClient(after) && before.starts_at !== after.starts_at;
  }

  /** The client still expects this time: awaiting confirmation or upcoming, and not yet begun. */
  private expectedByClient(a: AppointmentRecord): boolean {
    return isStillBooked(a.status) && Date.parse(a.starts_at) > this.services.now().getTime();
  }

  private confirmLink(a: AppointmentRecord): string | null {
    if (a.status !== 'awaiting_confirmation' || !a.confirmation_code) return null;
    return `${this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/confirm-appointment/${a.confirmation_code}`;
  }

  /** Sends by SMS, and by email when the client gave one; a failed channel is logged, not retried here. */
  private async deliver(message: Outgoing) {
    const sends: Promise<void>[] = [];
    if (message.sms) sends.push(this.services.sms.send(message.sms));
    if (message.email) sends.push(this.services.email.send(message.email));
    const results = await Promise.allSettled(sends);
    for (const r of results) {
      if (r.status === 'rejected') log.error('message send failed', { error: String(r.reason) });
    }
  }
}

/**
 * The service as booked: the item itself, or the variant named (its name after the item's, its price, and its length,
 * or the item's when it has none of its own). A variant the item does not have is a sentence saying so.
 */
export function bookedItem(item: BusinessItem, variant: string | null): BookedItem | string {
  const own: BookedItem = {
    id: item.id,
    name: item.name,
    duration: item.duration,
    price: item.price,
    currency: item.currency,
    // Kept with the booking, so a later change of the service's window does not rewrite what the client was promised.
    ...(windowMinutesOf(item) ? { arrival_window: windowMinutesOf(item) } : {}),
  };
  if (!variant) return own;
  // Names are unique within an item case and spaces aside (item-variants.ts), so that is how one is found.
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const chosen = item.variants?.find((v) => key(v.name) === key(variant));
  if (!chosen) {
    const names = (item.variants ?? []).map((v) => v.name);
    return names.length
      ? `Variant "${variant}" is not one of ${item.name}'s options (${names.join(', ')})`
      : `Variant "${variant}" is not an option of ${item.name}, which has no variants`;
  }
  return { ...own, name: `${item.name}, ${chosen.name}`, price: chosen.price, duration: chosen.duration ?? item.duration, variant: chosen.name };
}

const pickDateTime = ({ date, time }: { date: string; time: string }) => ({ date, time });
const durationOf = (item: BookedItem | null) => (item?.duration && item.duration > 0 ? item.duration : DEFAULT_DURATION_MINUTES);
const jitter = (attempt: number) => 5 + Math.random() * 20 * (attempt + 1);
const busy = () => new AppError('conflict', 'This appointment is being changed by several saves at once; please try again.');

function parse<T extends z.ZodMiniType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationList(result.error.issues.map(issueToSentence));
}
