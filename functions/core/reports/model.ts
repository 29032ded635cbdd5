// The daily counters' record types (stored by data/call-stats-repo.ts).

/**
 * What one ended call adds to its day's counters. Money is in integer cents (DynamoDB's ADD on integers is exact),
 * never a float. Built by functions/core/calls/call-tally.ts.
 */
export interface CallTally {
  business_id: string;
  /** The business's calendar day the call started on (YYYY-MM-DD in its zone). */
  day: string;
  /** Local hour the call started in, 0..23. */
  hour: number;
  test: boolean;
  outcome: string;
  duration_seconds: number;
  bookings: number;
  orders: number;
  /** currency → cents */
  booking_cents: Record<string, number>;
  order_cents: Record<string, number>;
  intents: string[];
}

/** One day's counters as stored (attributes absent until something added to them). */
export interface CallStatsItem {
  day: string;
  kind: 'R' | 'T';
  [counter: string]: unknown;
}
