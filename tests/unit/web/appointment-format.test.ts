import { describe, expect, it } from 'vitest';
import { formatPhone, formatPrice, formatWhen, toLocalInput } from '../../../web/src/features/appointments/appointment-format';
import { anyFilterActive } from '../../../web/src/features/appointments/appointment-filters';
import { DEFAULT_FILTERS } from '../../../web/src/features/appointments/appointments-api';

describe('appointment formatting (dashboard table and form)', () => {
  it("shows an instant on the business's wall clock, whatever offset it arrives with", () => {
    expect(formatWhen('2025-03-09T14:00:00.000Z', 'America/New_York')).toEqual({ date: 'Sun, Mar 9, 2025', time: '10:00 AM EDT' });
    expect(formatWhen('2025-03-08T10:00:00.000-05:00', 'Europe/London')).toEqual({ date: 'Sat, Mar 8, 2025', time: '3:00 PM GMT' });
  });

  it('fills the datetime-local field with the business wall-clock time, on both sides of a DST change', () => {
    expect(toLocalInput('2025-03-08T15:00:00.000Z', 'America/New_York')).toBe('2025-03-08T10:00');
    expect(toLocalInput('2025-03-09T14:00:00.000Z', 'America/New_York')).toBe('2025-03-09T10:00');
    expect(toLocalInput('not a date', 'America/New_York')).toBe('');
  });

  it('prices in en-US currency format, phones in national form for US numbers', () => {
    expect(formatPrice('25.5', 'USD')).toBe('$25.50');
    expect(formatPrice('1200.00', 'EUR')).toBe('€1,200.00');
    expect(formatPhone('+12125550199')).toBe('(212) 555-0199');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it("lights the filter dot for any value, so the default 'upcoming' counts and 'All' with nothing else does not", () => {
    expect(anyFilterActive(DEFAULT_FILTERS)).toBe(true);
    expect(anyFilterActive({ ...DEFAULT_FILTERS, status: '' })).toBe(false);
    expect(anyFilterActive({ ...DEFAULT_FILTERS, status: '', last_name: 'Doe' })).toBe(true);
  });
});
