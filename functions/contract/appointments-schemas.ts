// The request schemas of /api/appointments (the API validates with them; the web needs only AppointmentInput, their type).
import * as z from 'zod';
import { APPOINTMENT_STATUSES } from './appointments.js';

const name = z.string().trim().min(1, "can't be blank").max(100, 'is too long (maximum is 100 characters)');
const detailValue = z.union([z.string().max(2000, 'must be at most 2000 characters'), z.number(), z.boolean(), z.null()]);

/** Fields the owner (or an API client) writes; POST needs the required ones, PUT may send any subset. */
export const appointmentFields = {
  first_name: name,
  last_name: name,
  phone_number: z.string().trim().min(1, "can't be blank").max(40, 'is too long'),
  email: z.union([z.null(), z.string().trim().max(254, 'is too long')]),
  status: z.enum(APPOINTMENT_STATUSES, { message: `must be one of ${APPOINTMENT_STATUSES.join(', ')}` }),
  appointment_datetime: z.string().max(64, 'is not a valid date and time'),
  business_item_id: z.union([z.null(), z.string().trim().max(100, 'is not a valid service id')]),
  other_details: z
    .record(z.string().max(50, 'keys must be at most 50 characters'), detailValue)
    .refine((v) => Object.keys(v).length <= 20, 'can have at most 20 entries'),
};

/** Read-only fields a client may echo back from a GET; accepted and ignored. */
const echoed = {
  _id: z.unknown().optional(),
  appointment_id_formatted: z.unknown().optional(),
  business_item: z.unknown().optional(),
  confirmation_code: z.unknown().optional(),
  end_datetime: z.unknown().optional(),
  time_zone: z.unknown().optional(),
  duration: z.unknown().optional(),
  source: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
};

const flags = {
  /** Spec section 3: sent on create; the calendar issue acts on it. */
  create_calendar_event: z.boolean().optional(),
  /** The owner saw the overlap warning and books anyway. */
  allow_overlap: z.boolean().optional(),
};

export const createAppointmentSchema = z
  .object({
    ...appointmentFields,
    email: appointmentFields.email.optional(),
    business_item_id: appointmentFields.business_item_id.optional(),
    other_details: appointmentFields.other_details.optional(),
    ...flags,
    ...echoed,
  })
  .strict();

export const updateAppointmentSchema = z
  .object(appointmentFields)
  .partial()
  .extend({ ...flags })
  .extend(echoed)
  .strict();

export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

export const listQuerySchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { message: `must be one of ${APPOINTMENT_STATUSES.join(', ')}` }).optional(),
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    phone_number: z.string().trim().max(40).optional(),
    business_item_id: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(500, 'must be at most 500').optional(),
    after: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/, 'must be the cursor of a previous page')
      .optional(),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuerySchema>;

export const confirmSchema = z.object({ confirmation_code: z.string().max(200) }).strict();

/** What the dashboard's form sends on create (and update, which takes any subset). */
export type AppointmentInput = z.input<typeof createAppointmentSchema>;
