// What crosses the wire for Reports and AI Call Insights: imported by the API (functions/core/reports) and the web
// (web/src/features/reports). No runtime dependency beyond zod, so the web bundle stays small.
import * as z from 'zod';

/** The outcomes a report counts, in the order the web shows them. */
export const REPORT_OUTCOMES = ['answered', 'booked', 'ordered', 'message', 'transferred', 'abandoned'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Ranges the Reports screen offers; `custom` takes from/to. */
export const REPORT_RANGES = ['7', '30', '90', 'custom'] as const;
/** The longest range a report covers (a quarter and a bit): longer ranges answer 422. */
export const MAX_REPORT_DAYS = 92;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-08');

/** GET /api/reports and /api/insights query. */
export const reportQuerySchema = z
  .object({
    range: z.enum(REPORT_RANGES, { message: 'must be 7, 30, 90 or custom' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    include_test: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    /** Optional check: when given it must be a real IANA zone and the business's own (the counters are kept in it). */
    time_zone: z.string().max(64, 'is too long').optional(),
  })
  .strict();
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /api/reports/export.csv adds what to export. */
export const reportExportQuerySchema = reportQuerySchema.extend({
  kind: z.enum(['calls', 'figures'], { message: 'must be calls or figures' }),
});

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
    /** Whole percent of calls not abandoned; null with no calls. */
    answer_rate: number | null;
    /** Rounded seconds; null with no calls. */
    average_duration_seconds: number | null;
    bookings: number;
    orders: number;
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

/** POST /api/insights/answers: 'Add answer' on a knowledge gap creates the FAQ. */
export const addAnswerSchema = z
  .object({
    question: z.string().trim().min(3, 'Question must be at least 3 characters').max(500, 'Question is too long'),
    answer: z.string().trim().min(2, 'Answer must be at least 2 characters').max(2000, 'Answer is too long'),
  })
  .strict();
export type AddAnswerRequest = z.infer<typeof addAnswerSchema>;
