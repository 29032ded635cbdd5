/**
 * The appointment form's own checks, said at their fields all at once (as the sign-up and settings forms do), and the
 * server's 422 sentences placed at the field they name. Plain functions, so they are unit-tested without a browser.
 */

export type AppointmentField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'appointment_datetime' | 'status' | 'business_item_id' | 'business_item_variant';
export type AppointmentFieldErrors = Partial<Record<AppointmentField, string>>;

/** The form's fields in the order they are laid out: focus goes to the first with a problem. */
export const FIELD_ORDER: AppointmentField[] = ['first_name', 'last_name', 'phone_number', 'email', 'appointment_datetime', 'status', 'business_item_id', 'business_item_variant'];

export interface AppointmentFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  appointment_datetime: string;
  business_item_variant: string;
}

/** Same shape test as the server's (appointment-service.ts), so the form never refuses what the API takes. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;

/**
 * Every problem the form can see before sending, one sentence per field, in the server's words where it has them.
 * `variantOf` names the chosen service when it must be booked as one of its variants.
 */
export function appointmentFormErrors(values: AppointmentFormValues, variantOf: string | null): AppointmentFieldErrors {
  const errors: AppointmentFieldErrors = {};
  const name = (field: 'first_name' | 'last_name', label: string) => {
    const text = values[field].trim();
    if (!text) errors[field] = `${label} can't be blank`;
    else if (text.length > NAME_MAX) errors[field] = `${label} is too long (maximum is ${NAME_MAX} characters)`;
  };
  name('first_name', 'First name');
  name('last_name', 'Last name');
  const phone = values.phone_number.trim();
  if (!phone) errors.phone_number = "Phone number can't be blank";
  else if (phone.replace(/\D/g, '').length < 7) errors.phone_number = 'Phone number is not a valid phone number';
  const email = values.email.trim();
  if (email && !EMAIL_SHAPE.test(email)) errors.email = 'Email is not a valid email address';
  // A datetime-local field holds '' both when empty and when half typed.
  if (!values.appointment_datetime) errors.appointment_datetime = 'Date & time must be a complete date and time';
  if (variantOf && !values.business_item_variant) errors.business_item_variant = `Choose a size or option of ${variantOf}`;
  return errors;
}

/** The field a server sentence is about ("Phone number is not a valid phone number" → phone_number), or null. */
export function fieldOfServerMessage(message: string): AppointmentField | null {
  if (/^first name\b/i.test(message)) return 'first_name';
  if (/^last name\b/i.test(message)) return 'last_name';
  if (/^phone number\b/i.test(message)) return 'phone_number';
  if (/^email\b/i.test(message)) return 'email';
  if (/^appointment datetime\b/i.test(message)) return 'appointment_datetime';
  if (/^status\b/i.test(message)) return 'status';
  if (/^(business item variant|variant)\b/i.test(message)) return 'business_item_variant';
  if (/^(service|business item id)\b/i.test(message)) return 'business_item_id';
  return null;
}

/** A 422's sentences split into those at a field (the first per field) and the rest, shown above the form. */
export function placeServerMessages(messages: readonly string[]): { byField: AppointmentFieldErrors; general: string[] } {
  const byField: AppointmentFieldErrors = {};
  const general: string[] = [];
  for (const message of messages) {
    const field = fieldOfServerMessage(message);
    if (field && !byField[field]) byField[field] = message;
    else general.push(message);
  }
  return { byField, general };
}

/** The first field of the layout with a problem. */
export const firstFieldWithError = (errors: AppointmentFieldErrors): AppointmentField | undefined => FIELD_ORDER.find((f) => errors[f]);
