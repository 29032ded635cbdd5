import { formatPhone } from '../../../../functions/contract/phone';

/** A stored caller number as a person reads it ('(212) 555-0199'); a call without caller ID says so. */
export const displayPhone = (e164: string | null | undefined): string => (e164 ? formatPhone(e164) : 'Unknown caller');

/** 95 → '1:35' */
export function displayDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}
