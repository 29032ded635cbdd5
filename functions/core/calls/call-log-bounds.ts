import { DateTime } from 'luxon';
import { validationList } from '../errors.js';

// Loaded by import() from the call log only when a filter is given, so the calls Lambda's cold start does not
// parse luxon (69 KB) for the unfiltered list, the call and its recording.

/** A filter bound as a UTC instant: a bare date is the business's day (from its start; to the end of it). */
export function callLogBound(text: string, zone: string, side: 'start' | 'end'): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const dt = dateOnly ? DateTime.fromISO(text, { zone }) : DateTime.fromISO(text, { setZone: true });
  if (!dt.isValid) throw validationList([`${side === 'start' ? 'From' : 'To'} is not a valid date`]);
  const at = dateOnly && side === 'end' ? dt.startOf('day').plus({ days: 1 }) : dateOnly ? dt.startOf('day') : dt;
  return at.toUTC().toISO({ suppressMilliseconds: false })!;
}
