// What crosses the wire for Reports and AI Call Insights: imported by the API (functions/core/reports) and the web
// (web/src/features/reports). Types and constants only: the request schemas (zod) are in reports-schemas.ts, so the
// web chunk does not carry zod.

/** The outcomes a report counts, in the order the web shows them. */
export const REPORT_OUTCOMES = ['answered', 'booked', 'rescheduled', 'cancelled', 'ordered', 'message', 'transferred', 'unanswered', 'abandoned'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Ranges the Reports screen offers; `custom` takes from/to. */
export const REPORT_RANGES = ['7', '30', '90', 'custom'] as const;
/** The longest range a report covers (a quarter and a bit): longer ranges answer 422. */
export const MAX_REPORT_DAYS = 92;

/** A sum of money in one currency: a decimal string with two places, added in integer cents. */
export interface MoneyTotal {
  currency: string;
  amount: string;
}

export type OutcomeCounts = Record<ReportOutcome, number>;

export interface ReportDay {
  /** The business's calendar day (YYYY-MM-DD in its zone). */
  date: string;
  calls: number;
  outcomes: OutcomeCounts;
}

export interface ReportResponse {
  time_zone: string;
  from: string;
  to: string;
  include_test: boolean;
  totals: {
    calls: number;
    outcomes: OutcomeCounts;
    /** Whole percent of calls neither abandoned nor unanswered; null with no calls. */
    answer_rate: number | null;
    /** Rounded seconds; null with no calls. */
    average_duration_seconds: number | null;
    /** Bookings callers made in the range (what the calls did: the call log's Booked calls). */
    bookings: number;
    /** Of those, how many were cancelled or deleted since. */
    bookings_cancelled: number;
    orders: number;
    /** The value of the range's bookings still standing: a cancelled booking is not revenue booked. */
    booking_revenue: MoneyTotal[];
    order_revenue: MoneyTotal[];
  };
  days: ReportDay[];
  /** Calls per local hour of the day, 0..23. */
  by_hour: number[];
  /** Calls per weekday, Monday first. */
  by_weekday: number[];
  /** What callers asked for, most first (the assistant's reading of each call). */
  intents: Array<{ intent: string; label: string; calls: number }>;
}

/** Human names for the assistant's intents (reports and insights). */
export const INTENT_LABELS: Record<string, string> = {
  AskHours: 'Opening hours',
  AskAddress: 'Address and directions',
  AskServices: 'Services offered',
  AskPrice: 'Prices',
  AskDuration: 'How long a service takes',
  BookAppointment: 'Book an appointment',
  CancelAppointment: 'Cancel an appointment',
  RescheduleAppointment: 'Move an appointment',
  CheckAppointment: 'Check an appointment',
  PlaceOrder: 'Place an order',
  LeaveMessage: 'Leave a message',
  RequestCallback: 'Ask for a call back',
  SpeakToHuman: 'Speak to a person',
  Frustrated: 'Frustrated',
  SensitiveInquiry: 'Sensitive question',
  Urgent: 'Urgent problem',
  FAQ: 'A question from your FAQ',
  Unknown: 'A question the assistant could not answer',
};
export const intentLabel = (intent: string) => INTENT_LABELS[intent] ?? intent.replace(/([a-z])([A-Z])/g, '$1 $2');

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// ------------------------------------------------------------------ AI Call Insights

export interface GapGroup {
  /** Stable for the group's wording (its normalised key). */
  key: string;
  /** The most common wording. */
  question: string;
  count: number;
  questions: string[];
  call_ids: string[];
  /** An FAQ now answers it (added from here or in Assistant Configuration). */
  answered: boolean;
}

export interface CallInsight {
  call_id: string;
  started_at: string;
  is_test: boolean;
  outcome: ReportOutcome | null;
  summary: string;
  /** Why it is listed (missed opportunity, handover, frustration). */
  reason: string | null;
}

export interface InsightsResponse {
  time_zone: string;
  from: string;
  to: string;
  include_test: boolean;
  calls: number;
  gaps: GapGroup[];
  intents: Array<{ intent: string; label: string; calls: number }>;
  missed_opportunities: CallInsight[];
  handovers: CallInsight[];
  frustrated: CallInsight[];
  recent_calls: CallInsight[];
  /** Sentences computed from the figures above (never invented). */
  headlines: string[];
  /** True when the lists were read from the newest calls only (the counts above are always complete). */
  lists_truncated: boolean;
}

/** POST /api/reports/insights/answers: 'Add answer' on a knowledge gap creates the FAQ. */
export interface AddAnswerRequest {
  question: string;
  answer: string;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A report's calendar day (YYYY-MM-DD) as an owner reads it: "Mar 4, 2025" (or "Mar 4" with `withYear` false). */
export function reportDayText(day: string, withYear = true): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d || !SHORT_MONTHS[m - 1]) return day;
  return `${SHORT_MONTHS[m - 1]} ${d}${withYear ? `, ${y}` : ''}`;
}

/**
 * The one wording of an empty range, on Reports (its charts, busiest hours and days) and AI Call Insights alike: both
 * screens pick a "Report range", and the API's parameter is `range`.
 */
export const NO_CALLS_IN_RANGE = 'No calls in this range.';

/**
 * A report's range (inclusive calendar days) as the Reports heading shows it: "Mar 2 – 8, 2025",
 * "Mar 30 – Apr 5, 2025", "Dec 28, 2025 – Jan 3, 2026", or "Mar 4, 2025" for one day. Written out, not through
 * Intl, so server sentences and the screen read alike whatever the runtime's locale data.
 */
export function reportRangeText(from: string, to: string): string {
  if (from === to) return reportDayText(from);
  const [fy, fm] = from.split('-');
  const [ty, tm] = to.split('-');
  if (fy !== ty) return `${reportDayText(from)} – ${reportDayText(to)}`;
  if (fm !== tm) return `${reportDayText(from, false)} – ${reportDayText(to)}`;
  return `${reportDayText(from, false)} – ${Number(to.split('-')[2])}, ${ty}`;
}

/** The same range inside a sentence: "from Mar 2 to Mar 31, 2025", "on Mar 4, 2025". */
export function reportSpanPhrase(from: string, to: string): string {
  if (from === to) return `on ${reportDayText(from)}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `from ${reportDayText(from, !sameYear)} to ${reportDayText(to)}`;
}
