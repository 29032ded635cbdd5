/**
 * Arrival windows: a trade (plumber, HVAC, cleaner, movers) promises a span it will arrive in ("between 8 and 11 AM"),
 * not an exact time. A service's `arrival_window` is that span's length in minutes; the booked appointment still holds
 * its real slot from its start, and the window runs from that start. Shared by the API's schema, the owner's screens,
 * the texts sent to clients and the phone assistant, so all say the same words. Imports nothing.
 */

/** The lengths an owner may choose, in minutes; 0 is none (an exact time, as before). */
export const ARRIVAL_WINDOW_OPTIONS = [0, 120, 180, 240] as const;
export type ArrivalWindowMinutes = (typeof ARRIVAL_WINDOW_OPTIONS)[number];

/** The owner's label of a choice: "No window (exact time)", "2-hour window". */
export const arrivalWindowLabel = (minutes: number): string =>
  minutes > 0 ? `${minutes / 60}-hour window` : 'No window (exact time)';

/** A window length of a stored item or booked service, or 0 when it has none (older records carry no field). */
export const windowMinutesOf = (item: { arrival_window?: number | null } | null | undefined): number =>
  item && typeof item.arrival_window === 'number' && item.arrival_window > 0 ? item.arrival_window : 0;

/** A minute of the day as the window says it: ["8", "AM"], ["10:30", "AM"], ["12", "PM"]. */
const clock = (minuteOfDay: number) => {
  const m = minuteOfDay % 1440;
  const hour = Math.floor(m / 60);
  return [`${hour % 12 || 12}${m % 60 ? `:${String(m % 60).padStart(2, '0')}` : ''}`, hour < 12 ? 'AM' : 'PM'] as const;
};

/**
 * The window that starts at a wall-clock time, as said and written: "between 8 and 11 AM", "between 11 AM and 2 PM",
 * "between 8:30 and 10:30 AM". The meridiem is said once when both ends share it. The end is on the same wall clock
 * (a window is a promise in local time, whatever the clocks do that night).
 */
export function arrivalWindowText(startHour: number, startMinute: number, windowMinutes: number): string {
  const start = startHour * 60 + startMinute;
  const [from, fromMeridiem] = clock(start);
  const [to, toMeridiem] = clock(start + windowMinutes);
  return `between ${from}${fromMeridiem === toMeridiem ? '' : ` ${fromMeridiem}`} and ${to} ${toMeridiem}`;
}
