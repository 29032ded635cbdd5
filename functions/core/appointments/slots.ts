/**
 * No double booking: an appointment holds one lock item per 5-minute slot it touches, from its start to its
 * end plus the business's buffer. The locks are written in the same transaction as the appointment, each on
 * the condition that no other appointment holds it, so of two concurrent bookings of one slot exactly one wins.
 * 5 minutes matches the buffer choices (0, 5, 10, 15, 30), so a lock never blocks time that is actually free
 * when appointments start on a 5-minute boundary.
 */
export const SLOT_MINUTES = 5;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** The longest span (duration + buffer) one appointment may hold: 96 slots keep a write inside DynamoDB's 100-item transactions. */
export const MAX_SPAN_MINUTES = 8 * 60;

/** Slot starts (UTC ISO) covering [start, start + minutes). */
export function slotsFor(startsAtIso: string, minutes: number): string[] {
  const start = Date.parse(startsAtIso);
  const end = start + Math.max(minutes, 1) * 60_000;
  const first = Math.floor(start / SLOT_MS) * SLOT_MS;
  const slots: string[] = [];
  for (let t = first; t < end; t += SLOT_MS) slots.push(new Date(t).toISOString());
  return slots;
}

/** What a change of slots means: the ones to take and the ones to give back (those kept are untouched). */
export function slotDiff(before: string[], after: string[]) {
  const old = new Set(before);
  const next = new Set(after);
  return { acquire: after.filter((s) => !old.has(s)), release: before.filter((s) => !next.has(s)) };
}
