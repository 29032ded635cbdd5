import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  changesEmail,
  displayPhone,
  draftFrom,
  fieldOfMessage,
  formatPhoneInput,
  messagesOf,
  patchFor,
  validateDraft,
} from '../../../web/src/features/settings/profile-draft';
import type { Profile } from '../../../web/src/features/settings/settings-api';

const saved: Profile = {
  business_name: 'Acme Bistro',
  lock_version: 0,
  user: {
    email: 'dana@example.com',
    phone_number: '+12125550199',
    full_name: 'Dana Owner',
    daily_summary_hour: null,
    email_notifications: true,
    sms_notifications: false,
    product_updates: false,
  },
};

describe('settings profile draft', () => {
  it('shows a stored US number in national form and others in international form', () => {
    expect(displayPhone('+12125550199')).toBe('(212) 555-0199');
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(displayPhone(null)).toBe('');
  });

  it('sends only what changed, and nothing when nothing did', () => {
    const draft = draftFrom(saved);
    expect(patchFor(draft, saved)).toBeNull();
    // The same number typed differently, the same email in capitals: no change.
    expect(patchFor({ ...draft, phone: '212-555-0199', email: ' DANA@example.com ' }, saved)).toBeNull();
    expect(patchFor({ ...draft, businessName: ' Harbor Dental ' }, saved)).toEqual({ business_name: 'Harbor Dental' });
    expect(patchFor({ ...draft, phone: '' }, saved)).toEqual({ user: { phone_number: null } });
    expect(patchFor({ ...draft, email: 'new@example.com', fullName: 'Morgan' }, saved)).toEqual({
      user: { email: 'new@example.com', full_name: 'Morgan' },
    });
  });

  it('a changed email travels with the current password; an unchanged one never does', () => {
    const draft = draftFrom(saved);
    expect(changesEmail({ ...draft, email: ' DANA@example.com ' }, saved)).toBe(false);
    expect(changesEmail({ ...draft, email: 'new@example.com' }, saved)).toBe(true);
    expect(patchFor({ ...draft, email: 'new@example.com' }, saved, 'my-secret-1')).toEqual({
      user: { email: 'new@example.com', current_password: 'my-secret-1' },
    });
    expect(patchFor({ ...draft, fullName: 'Morgan' }, saved, 'my-secret-1')).toEqual({ user: { full_name: 'Morgan' } });
    expect(fieldOfMessage('Current password is incorrect')).toBe('currentPassword');
    expect(fieldOfMessage(EMAIL_CHANGE_NEEDS_PASSWORD)).toBe('currentPassword');
  });

  it('checks blanks, the email shape and a possible phone number before sending', () => {
    expect(validateDraft(draftFrom(saved))).toEqual({});
    expect(validateDraft({ businessName: ' ', fullName: '', email: 'nope', phone: '12' })).toEqual({
      businessName: "Business name can't be blank",
      fullName: "Full name can't be blank",
      email: 'Enter a valid email address, like name@example.com',
      phone: 'Phone number is not a valid phone number',
    });
  });

  it('refuses a pasted name over the limit with the limit said, instead of letting the input cut it', () => {
    const long = 'N'.repeat(400);
    expect(validateDraft({ ...draftFrom(saved), businessName: long, fullName: long, email: `${'e'.repeat(250)}@example.com` })).toEqual({
      businessName: 'Business name is too long (maximum is 200 characters)',
      fullName: 'Full name is too long (maximum is 200 characters)',
      email: 'Email is too long (maximum is 254 characters)',
    });
    expect(validateDraft({ ...draftFrom(saved), businessName: 'N'.repeat(200), fullName: 'F'.repeat(200) })).toEqual({});
    // A maxLength attribute makes the browser cut a paste silently, so the form must not carry one.
    const form = readFileSync(new URL('../../../web/src/features/settings/profile-form.tsx', import.meta.url), 'utf8');
    expect(form).not.toMatch(/maxLength=/);
  });

  it('formats the phone as it is typed at the end, never while deleting or editing in the middle', () => {
    expect(formatPhoneInput('2125550199', '212555019', true)).toBe('(212) 555-0199');
    expect(formatPhoneInput('(212) 555-019', '(212) 555-0199', true)).toBe('(212) 555-019');
    expect(formatPhoneInput('(212) 5505-0199', '(212) 555-0199', false)).toBe('(212) 5505-0199');
    expect(formatPhoneInput('+442079460958', '+44207946095', true)).toBe('+44 20 7946 0958');
    // At most 15 digits.
    expect(formatPhoneInput('1234567890123456789', '', false).replace(/\D/g, '')).toHaveLength(15);
  });

  it("places the server's sentences under their field", () => {
    expect(fieldOfMessage('Email has already been taken')).toBe('email');
    expect(fieldOfMessage('User email is not a valid email address')).toBe('email');
    expect(fieldOfMessage('Phone number is not a valid phone number')).toBe('phone');
    expect(fieldOfMessage("Business name can't be blank")).toBe('businessName');
    expect(fieldOfMessage('User full name can\'t be blank')).toBe('fullName');
    expect(fieldOfMessage('SMS notifications need a phone number: add one or turn SMS notifications off')).toBeNull();
  });

  it('reads the messages of a failed call', () => {
    expect(messagesOf(new ApiError(422, { error: 'Email has already been taken', errors: ['Email has already been taken'] }))).toEqual([
      'Email has already been taken',
    ]);
    expect(messagesOf(new ApiError(422, { error: 'x', errors: { email: ['has already been taken'] } }))).toEqual([
      'Email has already been taken',
    ]);
    expect(messagesOf(new ApiError(429, { error: 'Too many incorrect password attempts. Try again in 15 minutes.' }))).toEqual([
      'Too many incorrect password attempts. Try again in 15 minutes.',
    ]);
    expect(messagesOf(new ApiError(0, null))).toEqual(['We could not reach the server. Check your connection and try again.']);
    expect(messagesOf(new Error('boom'), 'Fallback.')).toEqual(['Fallback.']);
  });
});
