import { AsYouType, parsePhoneNumberFromString } from '../../lib/phone';
import { formatPhone } from '../../../../functions/contract/phone';
import { isApiError } from '../../lib/api';
import type { Profile, ProfilePatch } from './settings-api';
import { PROFILE_TEXT_LIMITS, tooLong } from '../../../../functions/contract/profile-limits';

/** What the Company and Contact sections edit, as typed. */
export interface ProfileDraft {
  businessName: string;
  fullName: string;
  email: string;
  phone: string;
}

/** The form's fields: the draft's, and the current password that an email change asks for. */
export type DraftField = keyof ProfileDraft | 'currentPassword';

/** The server's words when an email change comes without the password. */
export { EMAIL_CHANGE_NEEDS_PASSWORD } from '../../../../functions/contract/profiles';

/** Numbers without a leading '+' are read as US numbers, as the server does (functions/core/phone.ts). */
const DEFAULT_COUNTRY = 'US' as const;
/** E.164 allows at most 15 digits (spec section 9: phone input cap). */
export const MAX_PHONE_DIGITS = 15;

/** A stored E.164 number as a person reads it (the formatter every screen uses). */
export const displayPhone = formatPhone;

/**
 * Formats the phone field while typing. Only when the person types at the end: re-formatting an edit in
 * the middle (or a deletion, which would put a just-deleted ')' straight back) would fight the caret.
 */
export function formatPhoneInput(next: string, previous: string, caretAtEnd: boolean): string {
  let digits = 0;
  let capped = '';
  for (const ch of next) {
    if (/\d/.test(ch)) {
      if (digits === MAX_PHONE_DIGITS) continue;
      digits += 1;
    }
    capped += ch;
  }
  if (!caretAtEnd || capped.length < previous.length) return capped;
  if (!/^[+\d\s().-]*$/.test(capped)) return capped;
  return new AsYouType(DEFAULT_COUNTRY).input(capped);
}

export const draftFrom = (profile: Profile): ProfileDraft => ({
  businessName: profile.business_name,
  fullName: profile.user.full_name,
  email: profile.user.email,
  phone: displayPhone(profile.user.phone_number),
});

const samePhone = (typed: string, saved: string | null): boolean => {
  if (typed.trim() === '') return saved === null;
  const parsed = parsePhoneNumberFromString(typed.trim(), DEFAULT_COUNTRY);
  return !!parsed && parsed.number === saved;
};

/** Whether the draft changes the sign-in email (which then needs the current password). */
export const changesEmail = (draft: ProfileDraft, saved: Profile) => draft.email.trim().toLowerCase() !== saved.user.email;

/**
 * Only what changed, so an untouched email is never re-checked for uniqueness. Null: nothing to save. A changed
 * email travels with the current password, when one was typed.
 */
export function patchFor(draft: ProfileDraft, saved: Profile, currentPassword = ''): ProfilePatch | null {
  const patch: ProfilePatch = {};
  const user: NonNullable<ProfilePatch['user']> = {};
  if (draft.businessName.trim() !== saved.business_name) patch.business_name = draft.businessName.trim();
  if (draft.fullName.trim() !== saved.user.full_name) user.full_name = draft.fullName.trim();
  if (changesEmail(draft, saved)) {
    user.email = draft.email.trim();
    if (currentPassword) user.current_password = currentPassword;
  }
  if (!samePhone(draft.phone, saved.user.phone_number)) user.phone_number = draft.phone.trim() === '' ? null : draft.phone.trim();
  if (Object.keys(user).length) patch.user = user;
  return Object.keys(patch).length ? patch : null;
}

export type FieldErrors = Partial<Record<DraftField, string>>;

/** Checks made before sending, in the words the server would use. */
export function validateDraft(draft: ProfileDraft): FieldErrors {
  const errors: FieldErrors = {};
  // The inputs carry no maxLength: the browser would silently cut a pasted name and the cut name would be saved.
  const businessName = draft.businessName.trim();
  if (businessName === '') errors.businessName = "Business name can't be blank";
  else if (businessName.length > PROFILE_TEXT_LIMITS.business_name) errors.businessName = `Business name ${tooLong(PROFILE_TEXT_LIMITS.business_name)}`;
  const fullName = draft.fullName.trim();
  if (fullName === '') errors.fullName = "Full name can't be blank";
  else if (fullName.length > PROFILE_TEXT_LIMITS.full_name) errors.fullName = `Full name ${tooLong(PROFILE_TEXT_LIMITS.full_name)}`;
  const email = draft.email.trim();
  if (email === '') errors.email = "Email can't be blank";
  else if (email.length > PROFILE_TEXT_LIMITS.email) errors.email = `Email ${tooLong(PROFILE_TEXT_LIMITS.email)}`;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Enter a valid email address, like name@example.com';
  if (draft.phone.trim() !== '') {
    const parsed = parsePhoneNumberFromString(draft.phone.trim(), DEFAULT_COUNTRY);
    if (!parsed || !parsed.isPossible()) errors.phone = 'Phone number is not a valid phone number';
  }
  return errors;
}

/** Which field a server sentence is about ('User email is not ...', 'Email has already been taken'). */
export function fieldOfMessage(message: string): DraftField | null {
  if (/^(user )?email\b/i.test(message)) return 'email';
  if (/^(user )?phone( number)?\b/i.test(message)) return 'phone';
  if (/^(user )?full name\b/i.test(message)) return 'fullName';
  if (/^business name\b/i.test(message)) return 'businessName';
  if (/^current password\b/i.test(message)) return 'currentPassword';
  return null;
}

/** The sentences of a failed call: the 422 list, else the server's error, else a generic line. */
export function messagesOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string[] {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown; errors?: unknown } | null;
    if (body && typeof body === 'object') {
      if (Array.isArray(body.errors) && body.errors.length) return body.errors.map(String);
      if (body.errors && typeof body.errors === 'object') {
        return Object.entries(body.errors as Record<string, unknown>).flatMap(([field, list]) =>
          (Array.isArray(list) ? list : [list]).map((m) => `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')} ${String(m)}`),
        );
      }
      if (typeof body.error === 'string') return [body.error];
    }
    if (error.status === 0) return ['We could not reach the server. Check your connection and try again.'];
  }
  return [fallback];
}
