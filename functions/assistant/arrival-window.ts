import type { DateTime } from 'luxon';
import { arrivalWindowText, windowMinutesOf } from '../contract/arrival-windows.js';
import { splitVariantRecordId } from '../contract/businesses.js';
import type { AppointmentSnapshot, AssistantBusiness } from './types.js';
import { spokenDay, spokenTime } from './when.js';

// How the assistant says a time it offers or books for a service with an arrival window (contract/arrival-windows.ts):
// the window, "between 8 and 11 AM", where it would say "8:00 AM". Only the wording: the slot offered and booked is
// the same start either way. Every function here says exactly what when.ts says when the window is 0.

/** The window (minutes) of a catalog item by its record id (a variant's is its item's); 0 when none. */
export function itemWindow(b: AssistantBusiness, itemId: string | null | undefined): number {
  if (!itemId) return 0;
  const id = splitVariantRecordId(itemId).itemId;
  return windowMinutesOf(b.business_items?.find((i) => i.id === id));
}

/** The window a booked appointment was promised (kept with the booking), else its service's today; 0 when none. */
export function appointmentWindow(b: AssistantBusiness, a: AppointmentSnapshot | undefined): number {
  if (!a) return 0;
  return windowMinutesOf(a.business_item) || (a.business_item ? 0 : itemWindow(b, a.business_item_id));
}

/** "9:00 AM", or "between 9 AM and 12 PM". */
export function spokenSlot(t: DateTime, now: DateTime, windowMinutes: number): string {
  if (windowMinutes <= 0) return spokenTime(t);
  const local = t.setZone(now.zone);
  return arrivalWindowText(local.hour, local.minute, windowMinutes);
}

/** "tomorrow at 9:00 AM", or "tomorrow between 9 AM and 12 PM" (when.ts spokenDateTime). */
export function spokenDaySlot(t: DateTime, now: DateTime, windowMinutes: number): string {
  return `${spokenDay(t, now)} ${windowMinutes > 0 ? '' : 'at '}${spokenSlot(t, now, windowMinutes)}`;
}

/** "on Friday, December 4 at 11:00 AM", or "on Friday, December 4 between 11 AM and 2 PM" (when.ts spokenOnDateTime). */
export function spokenOnDaySlot(t: DateTime, now: DateTime, windowMinutes: number): string {
  const day = spokenDay(t, now);
  return `${day === 'today' || day === 'tomorrow' ? day : `on ${day}`} ${windowMinutes > 0 ? '' : 'at '}${spokenSlot(t, now, windowMinutes)}`;
}
