import { describe, expect, it } from 'vitest';
import {
  bookingPreferenceProblem,
  conflictsWithBuffer,
  reminderChannels,
  reminderSendAt,
  renderTemplate,
} from '../../../functions/core/assistant/booking-rules.js';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../../functions/core/assistant/settings.js';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('booking preferences saved on the assistant screen', () => {
  // Wednesday 2026-03-04 10:00 in New York (15:00 UTC).
  const now = at('2026-03-04T15:00:00Z');
  const defaults = DEFAULT_ASSISTANT_SETTINGS;

  it('the defaults (same-day on, weekend on, 24h advance off) allow later today and Saturday', () => {
    expect(bookingPreferenceProblem(defaults, at('2026-03-04T20:00:00Z'), now, NY)).toBeNull();
    expect(bookingPreferenceProblem(defaults, at('2026-03-07T15:00:00Z'), now, NY)).toBeNull();
    expect(bookingPreferenceProblem(defaults, at('2026-03-04T14:00:00Z'), now, NY)).toBe('That time has already passed.');
  });

  it('same-day off refuses later today in the business time zone, not in UTC', () => {
    const settings = { ...defaults, allow_same_day: false };
    // 2026-03-05 02:00 UTC is still March 4 (21:00) in New York.
    expect(bookingPreferenceProblem(settings, at('2026-03-05T02:00:00Z'), now, NY)).toBe('We do not book appointments for the same day.');
    expect(bookingPreferenceProblem(settings, at('2026-03-05T15:00:00Z'), now, NY)).toBeNull();
  });

  it('weekend off refuses Saturday and Sunday local time', () => {
    const settings = { ...defaults, allow_weekend: false };
    expect(bookingPreferenceProblem(settings, at('2026-03-07T15:00:00Z'), now, NY)).toBe('We do not book appointments on weekends.');
    expect(bookingPreferenceProblem(settings, at('2026-03-08T15:00:00Z'), now, NY)).toBe('We do not book appointments on weekends.');
    // Friday 23:00 in New York is Saturday in UTC: still allowed.
    expect(bookingPreferenceProblem(settings, at('2026-03-07T04:00:00Z'), now, NY)).toBeNull();
  });

  it('24-hour advance refuses anything sooner than 24 hours', () => {
    const settings = { ...defaults, require_24h_advance: true };
    expect(bookingPreferenceProblem(settings, at('2026-03-05T14:59:00Z'), now, NY)).toBe('Appointments must be booked at least 24 hours in advance.');
    expect(bookingPreferenceProblem(settings, at('2026-03-05T15:00:00Z'), now, NY)).toBeNull();
  });
});

describe('buffer between appointments', () => {
  const existing = [{ start: at('2026-03-04T15:00:00Z'), end: at('2026-03-04T16:00:00Z') }];
  it('keeps the buffer free on both sides', () => {
    expect(conflictsWithBuffer({ start: at('2026-03-04T16:05:00Z'), end: at('2026-03-04T17:00:00Z') }, existing, 10)).toBe(true);
    expect(conflictsWithBuffer({ start: at('2026-03-04T16:10:00Z'), end: at('2026-03-04T17:00:00Z') }, existing, 10)).toBe(false);
    expect(conflictsWithBuffer({ start: at('2026-03-04T14:00:00Z'), end: at('2026-03-04T14:55:00Z') }, existing, 10)).toBe(true);
    expect(conflictsWithBuffer({ start: at('2026-03-04T16:00:00Z'), end: at('2026-03-04T17:00:00Z') }, existing, 0)).toBe(false);
  });
});

describe('reminders', () => {
  it('whole days count on the local calendar, across the March daylight-saving change', () => {
    // Monday 2026-03-09 10:00 EDT (14:00 UTC); clocks went forward on Sunday March 8.
    const start = at('2026-03-09T14:00:00Z');
    expect(reminderSendAt({ reminder_hours_before: 24 }, start, NY).toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(reminderSendAt({ reminder_hours_before: 72 }, start, NY).toISOString()).toBe('2026-03-06T15:00:00.000Z');
    expect(reminderSendAt({ reminder_hours_before: 6 }, start, NY).toISOString()).toBe('2026-03-09T08:00:00.000Z');
  });

  it('sends on the ticked channels the client can receive', () => {
    expect(reminderChannels({ reminder_sms: true, reminder_email: true }, { phone_number: '+12125550147', email: null })).toEqual(['sms']);
    expect(reminderChannels({ reminder_sms: false, reminder_email: true }, { phone_number: '+12125550147', email: 'a@b.co' })).toEqual(['email']);
  });

  it('fills the template variables in the business time zone', () => {
    const text = renderTemplate(DEFAULT_ASSISTANT_SETTINGS.reminder_template, {
      clientName: 'Ada',
      serviceName: 'Haircut',
      start: at('2026-03-09T14:00:00Z'),
      timeZone: NY,
    });
    expect(text).toBe('Hi Ada, this is a reminder of your Haircut appointment on Monday, March 9, 2026 at 10:00 AM.');
  });
});
