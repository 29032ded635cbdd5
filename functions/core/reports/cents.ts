// Money in integer cents: a module of its own, so the appointments Lambda (reports/booking-standing.ts) does not
// load the call tally with it.

/** "12.50" → 1250: money is added in integer cents, never in binary floating point. */
export function toCents(amount: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,}))?$/.exec(String(amount).trim());
  if (!m) return 0;
  const cents = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
  return m[1] ? -cents : cents;
}
export const fromCents = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
