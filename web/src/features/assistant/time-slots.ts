/** Shift times are picked from 30-minute slots, 48 a day, shown in 12-hour form (spec section 5). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const h = Math.floor(i / 2);
  return `${String(h).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
});

/** '13:30' -> '1:30 PM', '00:00' -> '12:00 AM'. */
export function formatSlot(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots for a select, plus a saved value that is not on the half hour (e.g. 08:15 from onboarding). */
export function slotsIncluding(value: string): string[] {
  if (TIME_SLOTS.includes(value)) return [...TIME_SLOTS];
  return [...TIME_SLOTS, value].sort();
}
