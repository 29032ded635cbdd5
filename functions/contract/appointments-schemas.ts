// The request schemas of /api/appointments (the API validates with them; the web needs only AppointmentInput, their type).
// zod's functional API (`zod/mini`, as functions/core/zod-mini.ts, which every Lambda loads and which gives it English
// messages): the chained API adds ~63 KB to each Lambda that books or lists appointments (issue 15). The same checks,
// in the same order.
import * as z from 'zod/mini';
import { APPOINTMENT_STATUSES } from './appointments.js';

const name = z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(100, 'is too long (maximum is 100 characters)'));
const detailValue = z.union([z.string().check(z.maxLength(2000, 'must be at most 2000 characters')), z.number(), z.boolean(), z.null()]);
/** An intake answer's question is kept whole (the owner writes up to 500 characters, up to 50 a scenario), not a short key. */
const intakeAnswer = z.strictObject({
  question_id: z.optional(z.union([z.null(), z.string().check(z.maxLength(100, 'is not a valid question id'))])),
  question: z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(1000, 'is too long (maximum is 1000 characters)')),
  answer: z.string().check(z.maxLength(2000, 'must be at most 2000 characters')),
  note: z.optional(z.string().check(z.maxLength(200, 'is too long (maximum is 200 characters)'))),
});
const intake = z.union([
  z.null(),
  z.strictObject({
    trigger: z.string().check(z.trim(), z.maxLength(500, 'is too long (maximum is 500 characters)')),
    answers: z.array(intakeAnswer).check(z.maxLength(50, 'can have at most 50 answers')),
  }),
]);
const statusMessage = `must be one of ${APPOINTMENT_STATUSES.join(', ')}`;

/** Fields the owner (or an API client) writes; POST needs the required ones, PUT may send any subset. */
export const appointmentFields = {
  first_name: name,
  last_name: name,
  phone_number: z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(40, 'is too long')),
  email: z.union([z.null(), z.string().check(z.trim(), z.maxLength(254, 'is too long'))]),
  status: z.enum(APPOINTMENT_STATUSES, { message: statusMessage }),
  appointment_datetime: z.string().check(z.maxLength(64, 'is not a valid date and time')),
  business_item_id: z.union([z.null(), z.string().check(z.trim(), z.maxLength(100, 'is not a valid service id'))]),
  /** Which of the service's variants (its name, as in the item's `variants`); null or '': the service's own price and length. */
  business_item_variant: z.union([z.null(), z.string().check(z.trim(), z.maxLength(100, 'is too long (maximum is 100 characters)'))]),
  other_details: z
    .record(z.string().check(z.maxLength(50, 'keys must be at most 50 characters')), detailValue)
    .check(z.refine((v) => Object.keys(v).length <= 20, 'can have at most 20 entries')),
  /** The questions an intake scenario asked and the answers (Appointment.intake); a phone booking writes it. */
  intake,
};

/** Read-only fields a client may echo back from a GET; accepted and ignored. */
const echoed = {
  _id: z.optional(z.unknown()),
  appointment_id_formatted: z.optional(z.unknown()),
  business_item: z.optional(z.unknown()),
  confirmation_code: z.optional(z.unknown()),
  end_datetime: z.optional(z.unknown()),
  time_zone: z.optional(z.unknown()),
  duration: z.optional(z.unknown()),
  source: z.optional(z.unknown()),
  created_at: z.optional(z.unknown()),
  updated_at: z.optional(z.unknown()),
};

/** The version the client read (Appointment.lock_version): a save or delete of another version answers 409. */
const lockVersion = z.number().check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'));

const flags = {
  /** Spec section 3: sent on create; the calendar issue acts on it. */
  create_calendar_event: z.optional(z.boolean()),
  /** The owner saw the overlap warning and books anyway. */
  allow_overlap: z.optional(z.boolean()),
};

export const createAppointmentSchema = z.strictObject({
  ...appointmentFields,
  email: z.optional(appointmentFields.email),
  business_item_id: z.optional(appointmentFields.business_item_id),
  business_item_variant: z.optional(appointmentFields.business_item_variant),
  other_details: z.optional(appointmentFields.other_details),
  intake: z.optional(appointmentFields.intake),
  ...flags,
  ...echoed,
  // Echoed from a GET like the fields above; a new appointment has no version to check.
  lock_version: z.optional(z.unknown()),
});

export const updateAppointmentSchema = z.extend(z.partial(z.strictObject(appointmentFields)), { ...flags, ...echoed, lock_version: z.optional(lockVersion) });

/**
 * DELETE /appointments/{id}/?lock_version=N&notify_customer=true: without lock_version the delete applies to whatever
 * version is stored; with notify_customer=true a client still expecting the time is texted (and emailed) that it is
 * cancelled (the dashboard's 'Tell the customer', on by default there; off for a client that does not ask).
 */
export const deleteQuerySchema = z.strictObject({
  lock_version: z.optional(z.coerce.number().check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'))),
  notify_customer: z.optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
});

export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

export const listQuerySchema = z.strictObject({
  status: z.optional(z.enum(APPOINTMENT_STATUSES, { message: statusMessage })),
  first_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  last_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  phone_number: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  business_item_id: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(500, 'must be at most 500'))),
  after: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/, 'must be the cursor of a previous page'))),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const confirmSchema = z.strictObject({ confirmation_code: z.string().check(z.maxLength(200)) });

/** What the dashboard's form sends on create (and update, which takes any subset). */
export type AppointmentInput = z.input<typeof createAppointmentSchema>;
