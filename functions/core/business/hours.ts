import { DAYS_OF_WEEK, type DayOfWeek } from '../../contract/businesses.js';

export { DAYS_OF_WEEK, type DayOfWeek } from '../../contract/businesses.js';

export interface Shift {
  day_of_week: DayOfWeek;
  open_time: string;
  close_time: string;
  disabled: boolean;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Problems with a day's shifts: one that ends before it starts, or two active shifts that overlap. */
export function shiftProblems(shifts: Shift[]): string[] {
  const problems: string[] = [];
  for (const s of shifts) {
    if (minutes(s.close_time) <= minutes(s.open_time)) {
      problems.push(`Working hours on ${cap(s.day_of_week)}: ${s.open_time}–${s.close_time} must end after it starts`);
    }
  }
  for (const day of DAYS_OF_WEEK) {
    const active = shifts
      .filter((s) => s.day_of_week === day && !s.disabled)
      .sort((a, b) => minutes(a.open_time) - minutes(b.open_time));
    for (let i = 1; i < active.length; i++) {
      if (minutes(active[i].open_time) < minutes(active[i - 1].close_time)) {
        problems.push(
          `Working hours on ${cap(day)}: ${active[i - 1].open_time}–${active[i - 1].close_time} and ${active[i].open_time}–${active[i].close_time} overlap`,
        );
      }
    }
  }
  return problems;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
