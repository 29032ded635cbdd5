import type { AppointmentInput } from './appointments-api';

/**
 * An edit sends only the fields the owner changed in the form, compared with the form as it opened: a PUT keeps what
 * it leaves out, so a form opened before another tab (or the phone assistant) moved the appointment saves its note
 * without moving the appointment back.
 */
export function editedFields(opened: AppointmentInput, now: AppointmentInput): Partial<AppointmentInput> {
  const changed: Partial<AppointmentInput> = {};
  for (const key of Object.keys(now) as Array<keyof AppointmentInput>) {
    if (JSON.stringify(now[key]) !== JSON.stringify(opened[key])) (changed as Record<string, unknown>)[key] = now[key];
  }
  return changed;
}
