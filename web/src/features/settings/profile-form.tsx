import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  changesEmail,
  draftFrom,
  fieldOfMessage,
  formatPhoneInput,
  messagesOf,
  patchFor,
  validateDraft,
  type DraftField,
  type FieldErrors,
  type ProfileDraft,
} from './profile-draft';
import { fetchProfile, updateProfile, type Profile } from './settings-api';
import { errorText, isChangedElsewhere } from '../../lib/api';
import { SettingsSection } from './settings-section';
import { BuildingIcon, UserIcon } from './settings-icons';

/** Spec section 4 / 9: the success banner stays for 3000 ms. */
export const SAVED_BANNER_MS = 3000;

/** Navigation state of the move to /login after the account was deleted. */
export const ACCOUNT_DELETED = 'accountDeleted';

export const LEAVE_SETTINGS_QUESTION = 'You have unsaved changes to your company and contact information. Leave this page and discard them?';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'no-changes' }
  | { kind: 'error'; messages: string[] }
  /** Refused: the details were saved from another tab or device since this page read them. */
  | { kind: 'changed-elsewhere'; message: string }
  | { kind: 'reloading'; message: string };

/** The latest details with what the owner typed on top: a field they changed keeps their value. */
function rebaseDraft(opened: ProfileDraft, typed: ProfileDraft, latest: ProfileDraft): ProfileDraft {
  const merged = { ...latest };
  for (const key of Object.keys(typed) as Array<keyof ProfileDraft>) if (typed[key] !== opened[key]) merged[key] = typed[key];
  return merged;
}

/**
 * Company Information and Contact Information: one form, one save (PATCH /api/profiles/ with the
 * changed fields only). 422 sentences are shown under their field, or above the Save button.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  /** The saved profile, and whether the business name changed (the top bar shows it). */
  onSaved: (profile: Profile, businessNameChanged: boolean) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(profile));
  /** Asked only while the email differs from the saved one; never kept after a save. */
  const [currentPassword, setCurrentPassword] = useState('');
  /** After an email change: the new address must be confirmed before it signs in on another device. */
  const [confirmNotice, setConfirmNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // One save in flight, whatever the clicks and Enter presses: the `saving` state lands too late to stop a double
  // submit, whose second request would be refused as "changed elsewhere" by the first.
  const submitting = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dirty = patchFor(draft, profile) !== null;
  const saving = save.kind === 'saving' || save.kind === 'reloading';

  // Nothing typed is lost by leaving (as on Assistant Configuration); leaving a deleted account asks nothing.
  useLeaveGuard(dirty, LEAVE_SETTINGS_QUESTION, {
    lets: (next) => Boolean((next.state as Record<string, unknown> | null)?.[ACCOUNT_DELETED]),
  });
  const emailChanging = changesEmail(draft, profile);

  async function reloadLatest() {
    if (save.kind !== 'changed-elsewhere') return;
    const message = save.message;
    setSave({ kind: 'reloading', message });
    try {
      const latest = await fetchProfile();
      setDraft((typed) => rebaseDraft(draftFrom(profile), typed, draftFrom(latest)));
      onSaved(latest, latest.business_name !== profile.business_name);
      setSave({ kind: 'idle' });
    } catch (error) {
      setSave({ kind: 'error', messages: messagesOf(error, 'The latest version could not be loaded. Please try again.') });
    }
  }

  function edit(field: DraftField, value: string) {
    if (field === 'currentPassword') setCurrentPassword(value);
    else setDraft((d) => ({ ...d, [field]: value }));
    // A field's mark goes away as soon as the person edits it.
    setFieldErrors((errors) => {
      if (!errors[field]) return errors;
      const { [field]: _gone, ...rest } = errors;
      return rest;
    });
    if (save.kind === 'saved' || save.kind === 'no-changes') {
      window.clearTimeout(timer.current);
      setSave({ kind: 'idle' });
    }
  }

  function flash(state: SaveState) {
    setSave(state);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSave({ kind: 'idle' }), SAVED_BANNER_MS);
  }

  function focusFirstError(errors: FieldErrors) {
    const first = (['businessName', 'fullName', 'email', 'currentPassword', 'phone'] as DraftField[]).find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || submitting.current) return;
    const local = validateDraft(draft);
    if (emailChanging && !currentPassword) local.currentPassword = EMAIL_CHANGE_NEEDS_PASSWORD;
    if (Object.keys(local).length) {
      setFieldErrors(local);
      setSave({ kind: 'idle' });
      focusFirstError(local);
      return;
    }
    const patch = patchFor(draft, profile, currentPassword);
    if (!patch) {
      flash({ kind: 'no-changes' });
      return;
    }
    setFieldErrors({});
    setSave({ kind: 'saving' });
    submitting.current = true;
    try {
      const saved = await updateProfile({ ...patch, lock_version: profile.lock_version });
      setDraft(draftFrom(saved));
      setCurrentPassword('');
      setConfirmNotice(
        patch.user?.email !== undefined
          ? `We sent a link to ${saved.user.email} to confirm it. Open it before you sign in with it on another device.`
          : null,
      );
      onSaved(saved, patch.business_name !== undefined);
      flash({ kind: 'saved' });
    } catch (error) {
      if (isChangedElsewhere(error)) {
        // Nothing was saved; the draft keeps what the owner typed until they reload.
        setSave({ kind: 'changed-elsewhere', message: errorText(error) ?? 'Your details were changed in another tab. Reload to see the latest version.' });
        return;
      }
      // Spec section 8 only logs the failure; the owner also needs to know what to fix.
      console.error('Profile update failed', error);
      const messages = messagesOf(error, 'Your changes could not be saved. Please try again.');
      const byField: FieldErrors = {};
      const general: string[] = [];
      for (const message of messages) {
        const field = fieldOfMessage(message);
        if (field && !byField[field]) byField[field] = message;
        else general.push(message);
      }
      setFieldErrors(byField);
      setSave({ kind: 'error', messages: general.length ? general : ['Please correct the highlighted fields and save again.'] });
      focusFirstError(byField);
    } finally {
      submitting.current = false;
    }
  }

  function discard() {
    setDraft(draftFrom(profile));
    setCurrentPassword('');
    setFieldErrors({});
    setSave({ kind: 'idle' });
  }

  const field = (name: DraftField, label: string, input: (props: FieldProps) => ReactNode, hint?: string) => {
    const error = fieldErrors[name];
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={error ? 'field st-field has-error' : 'field st-field'}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input({
          id: `${id}-${name}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          disabled: saving,
        })}
        {hint ? (
          <p id={`${id}-${name}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="st-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} className="st-profile" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <SettingsSection title="Company Information" description="How your business appears across the dashboard and to your callers." icon={<BuildingIcon />}>
        <div className="st-grid">
          {field(
            'businessName',
            'Business name',
            (props) => (
              <input
                {...props}
                type="text"
                name="business_name"
                autoComplete="organization"
                required
                value={draft.businessName}
                onChange={(event) => edit('businessName', event.target.value)}
              />
            ),
            'Your assistant uses this name when it greets callers.',
          )}
        </div>
      </SettingsSection>

      <SettingsSection title="Contact Information" description="Where we reach you about your account." icon={<UserIcon />}>
        <div className="st-grid st-grid--2">
          {field('fullName', 'Full name', (props) => (
            <input
              {...props}
              type="text"
              name="full_name"
              autoComplete="name"
              required
              value={draft.fullName}
              onChange={(event) => edit('fullName', event.target.value)}
            />
          ))}
          {field(
            'email',
            'Email address',
            (props) => (
              <input
                {...props}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={draft.email}
                onChange={(event) => edit('email', event.target.value)}
              />
            ),
            'You sign in with this email.',
          )}
          {emailChanging
            ? field(
                'currentPassword',
                'Current password',
                (props) => (
                  <input
                    {...props}
                    type="password"
                    name="current_password"
                    autoComplete="current-password"
                    required
                    value={currentPassword}
                    onChange={(event) => edit('currentPassword', event.target.value)}
                  />
                ),
                'Changing the email you sign in with needs your password. We will tell your current address about the change.',
              )
            : null}
          {field(
            'phone',
            'Phone number',
            (props) => (
              <input
                {...props}
                type="tel"
                name="phone_number"
                autoComplete="tel"
                inputMode="tel"
                placeholder="(212) 555-0123"
                value={draft.phone}
                onChange={(event) => {
                  const input = event.target;
                  const atEnd = input.selectionStart === null || input.selectionStart === input.value.length;
                  edit('phone', formatPhoneInput(input.value, draft.phone, atEnd));
                }}
              />
            ),
            'US numbers as (212) 555-0123; other countries with their code, like +44 20 7946 0958.',
          )}
        </div>
      </SettingsSection>

      <div className="st-savebar">
        <div className="st-savebar__message" aria-live="polite">
          {save.kind === 'saved' ? (
            <div className="alert alert--success st-banner" role="status" data-testid="profile-saved">
              Your changes have been saved.
            </div>
          ) : null}
          {confirmNotice ? (
            <p className="st-savebar__note" role="status" data-testid="email-confirm-notice">
              {confirmNotice}
            </p>
          ) : null}
          {save.kind === 'no-changes' ? (
            <p className="st-savebar__note" role="status">
              No changes to save.
            </p>
          ) : null}
          {save.kind === 'idle' && dirty ? <p className="st-savebar__note">You have unsaved changes.</p> : null}
        </div>
        {save.kind === 'changed-elsewhere' || save.kind === 'reloading' ? (
          <div className="alert alert--error st-banner" role="alert" data-testid="profile-error">
            <p>{save.message}</p>
            <p>What you typed stays in the form: reloading keeps it and shows the other changes around it.</p>
            <button type="button" className="btn btn--secondary" onClick={() => void reloadLatest()} disabled={save.kind === 'reloading'}>
              {save.kind === 'reloading' ? 'Reloading...' : 'Reload latest version'}
            </button>
          </div>
        ) : null}
        {save.kind === 'error' ? (
          <div className="alert alert--error st-banner" role="alert" data-testid="profile-error">
            {save.messages.length === 1 ? (
              save.messages[0]
            ) : (
              <ul className="st-alert__list">
                {save.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <div className="st-savebar__actions">
          <button type="button" className="btn btn--secondary" onClick={discard} disabled={!dirty || saving}>
            Discard
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {save.kind === 'saving' ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled: boolean;
}
