import { describe, expect, it } from 'vitest';
import { arrivalWindowText, windowMinutesOf } from '../../../functions/contract/arrival-windows.js';
import {
  bookedDateTime,
  callerChangeText,
  cancellationNotice,
  confirmationAcknowledgement,
  confirmationRequest,
  moveNotice,
  reminderMessage,
} from '../../../functions/core/appointments/messages.js';
import type { AppointmentRecord } from '../../../functions/core/appointments/model.js';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../../functions/core/assistant/settings.js';

const ZONE = 'America/New_York';
const ctx = { businessName: 'Rapid Rooter', zone: ZONE };

/** Tuesday 11 March 2025, 08:00 in New York (EDT), a 60-minute job. */
function appointment(window?: number): AppointmentRecord {
  return {
    id: 'a1',
    business_id: 'b1',
    number: 1,
    appointment_id_formatted: 'APT-0001',
    first_name: 'Ana',
    last_name: 'Lopez',
    phone_number: '+13125550100',
    email: 'ana@example.com',
    status: 'awaiting_confirmation',
    starts_at: '2025-03-11T12:00:00.000Z',
    ends_at: '2025-03-11T13:00:00.000Z',
    duration: 60,
    business_item_id: 'drain',
    business_item: { id: 'drain', name: 'Drain Cleaning', duration: 60, price: '150.00', currency: 'USD', ...(window ? { arrival_window: window } : {}) },
    other_details: {},
    confirmation_code: 'code',
    source: 'phone',
    slots: [],
    overlap_allowed: false,
    reminder: null,
    reminder_generation: 0,
    confirmed_at: null,
    version: 1,
    created_at: '2025-03-10T14:00:00.000Z',
    updated_at: '2025-03-10T14:00:00.000Z',
  };
}

describe('arrival window wording (contract/arrival-windows.ts)', () => {
  it('says the meridiem once when both ends share it, and minutes only when there are some', () => {
    expect(arrivalWindowText(8, 0, 180)).toBe('between 8 and 11 AM');
    expect(arrivalWindowText(12, 0, 180)).toBe('between 12 and 3 PM');
    expect(arrivalWindowText(11, 0, 180)).toBe('between 11 AM and 2 PM');
    expect(arrivalWindowText(8, 30, 120)).toBe('between 8:30 and 10:30 AM');
    expect(arrivalWindowText(22, 0, 240)).toBe('between 10 PM and 2 AM');
  });

  it('reads a window only from a positive length (older records have none)', () => {
    expect(windowMinutesOf({ arrival_window: 180 })).toBe(180);
    expect(windowMinutesOf({ arrival_window: 0 })).toBe(0);
    expect(windowMinutesOf({})).toBe(0);
    expect(windowMinutesOf(null)).toBe(0);
  });
});

describe("the client's texts say the window of a windowed booking", () => {
  it('confirmation request and reminder from the default templates: the window, without "at"', () => {
    const request = confirmationRequest(appointment(180), { ...ctx, template: '', link: 'https://x.test/c' });
    expect(request.sms?.body).toBe(
      'Rapid Rooter: Hi Ana Lopez, your Drain Cleaning appointment is booked for Tuesday, March 11, 2025 between 8 and 11 AM. Confirm here: https://x.test/c',
    );
    expect(request.email?.text).toContain('booked for Tuesday, March 11, 2025 between 8 and 11 AM.');
    const reminder = reminderMessage(appointment(180), { ...ctx, template: DEFAULT_ASSISTANT_SETTINGS.reminder_template });
    expect(reminder.sms?.body).toBe(
      'Rapid Rooter: Hi Ana Lopez, this is a reminder of your Drain Cleaning appointment on Tuesday, March 11, 2025 between 8 and 11 AM.',
    );
  });

  it("an owner's own template with [Time] alone gets the window too", () => {
    const own = reminderMessage(appointment(120), { ...ctx, template: 'We arrive [Date], [Time]. Keep the dog inside.' });
    expect(own.sms?.body).toBe('Rapid Rooter: We arrive Tuesday, March 11, 2025, between 8 and 10 AM. Keep the dog inside.');
  });

  it('acknowledgement, move, cancellation and a caller change all say the window', () => {
    const a = appointment(180);
    expect(confirmationAcknowledgement(a, ctx).sms?.body).toContain('Drain Cleaning appointment on Tuesday, March 11, 2025 between 8 and 11 AM is confirmed.');
    expect(moveNotice(a, { ...ctx, link: null }).email?.text).toContain('is moved to Tuesday, March 11, 2025 between 8 and 11 AM.');
    expect(cancellationNotice(a, ctx).sms?.body).toContain('on Tuesday, March 11, 2025 between 8 and 11 AM is cancelled.');
    expect(callerChangeText('Rapid Rooter', a, bookedDateTime(a, ZONE), 'moved')).toBe(
      'Rapid Rooter: your Drain Cleaning appointment is moved to Tuesday, March 11, 2025 between 8 and 11 AM.',
    );
  });

  it('a booking without a window reads exactly as before', () => {
    const a = appointment();
    expect(confirmationRequest(a, { ...ctx, template: '', link: 'https://x.test/c' }).sms?.body).toBe(
      'Rapid Rooter: Hi Ana Lopez, your Drain Cleaning appointment is booked for Tuesday, March 11, 2025 at 8:00 AM. Confirm here: https://x.test/c',
    );
    expect(confirmationAcknowledgement(a, ctx).sms?.body).toContain('on Tuesday, March 11, 2025 at 8:00 AM is confirmed.');
    expect(callerChangeText('Rapid Rooter', a, bookedDateTime(a, ZONE), 'cancelled')).toBe(
      'Rapid Rooter: your Drain Cleaning appointment on Tuesday, March 11, 2025 at 8:00 AM is cancelled.',
    );
  });
});
