import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { messagesOf } from './profile-draft';
import { changePassword, sendPasswordResetLink } from './settings-api';

export type PasswordMode = 'change' | 'reset';

const MIN_PASSWORD_LENGTH = 8;
/** Spec section 5: shown as a hint; only the length is enforced (by the server too). */
const PASSWORD_HINT = 'Must be at least 8 characters with numbers and symbols';

type Phase = { kind: 'editing' } | { kind: 'busy' } | { kind: 'sent'; message: string };

/**
 * The password modal, in two modes: change (current + new password, POST /api/auth/password) or
 * reset (emails a reset link to the account's address, POST /api/auth/password-reset).
 */
export function PasswordModal({
  mode,
  email,
  onClose,
  onChanged,
  onModeChange,
}: {
  mode: PasswordMode | null;
  email: string;
  onClose: () => void;
  /** After a successful change, with the server's sentence. */
  onChanged: (message: string) => void;
  onModeChange: (mode: PasswordMode) => void;
}) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });

  // Every opening (and every switch of mode) starts clean: no password stays in memory longer than needed.
  useEffect(() => {
    setCurrent('');
    setNext('');
    setConfirmation('');
    setShow(false);
    setErrors([]);
    setPhase({ kind: 'editing' });
  }, [mode]);

  const busy = phase.kind === 'busy';

  async function submitChange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: string[] = [];
    if (next.length < MIN_PASSWORD_LENGTH) problems.push(`New password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
    else if (next !== confirmation) problems.push('The new password and its confirmation do not match');
    if (problems.length) {
      setErrors(problems);
      return;
    }
    setErrors([]);
    setPhase({ kind: 'busy' });
    try {
      const result = await changePassword(current, next);
      onChanged(result.message);
    } catch (error) {
      console.error('Password change failed', error);
      setErrors(messagesOf(error, 'Your password could not be changed. Please try again.'));
      setPhase({ kind: 'editing' });
    }
  }

  async function submitReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setErrors([]);
    setPhase({ kind: 'busy' });
    try {
      await sendPasswordResetLink(email);
      setPhase({ kind: 'sent', message: `We sent a link to reset your password to ${email}. The link is valid for 1 hour.` });
    } catch (error) {
      console.error('Password reset request failed', error);
      setErrors(messagesOf(error, 'The reset link could not be sent. Please try again.'));
      setPhase({ kind: 'editing' });
    }
  }

  const errorBox =
    errors.length > 0 ? (
      <div className="alert alert--error st-alert" role="alert">
        {errors.length === 1 ? (
          errors[0]
        ) : (
          <ul className="st-alert__list">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    ) : null;

  return (
    <Modal
      open={mode !== null}
      busy={busy}
      focusKey={`${mode}:${phase.kind === 'sent' ? 'sent' : 'form'}`}
      onClose={onClose}
      title={mode === 'reset' ? 'Reset Password' : 'Change Password'}
      description={
        mode === 'reset'
          ? 'We will email you a secure link to choose a new password.'
          : 'For your security, changing your password signs you out on all other devices.'
      }
    >
      {mode === 'change' ? (
        <form className="st-modal__form" onSubmit={submitChange} aria-busy={busy} noValidate>
          {errorBox}
          <div className="field">
            <label htmlFor={`${id}-current`}>Current password</label>
            <input
              id={`${id}-current`}
              data-autofocus
              type={show ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              disabled={busy}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-new`}>New password</label>
            <input
              id={`${id}-new`}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-describedby={`${id}-hint`}
              disabled={busy}
            />
            <p id={`${id}-hint`} className="field__hint">
              {PASSWORD_HINT}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-confirm`}>Confirm new password</label>
            <input
              id={`${id}-confirm`}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              disabled={busy}
            />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
            Show passwords
          </label>
          <p className="st-modal__aside">
            Forgot your current password?{' '}
            <button type="button" className="st-link-btn" onClick={() => onModeChange('reset')} disabled={busy}>
              Email me a reset link
            </button>
          </p>
          <div className="st-modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Updating...' : 'Update Password'}
            </button>
          </div>
        </form>
      ) : null}

      {mode === 'reset' ? (
        phase.kind === 'sent' ? (
          <div className="st-modal__form">
            <div className="alert alert--success st-alert" role="status">
              {phase.message}
            </div>
            <p className="st-modal__aside">Didn't get it? Check your spam folder, or send the link again in a few minutes.</p>
            <div className="st-modal__actions">
              <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form className="st-modal__form" onSubmit={submitReset} aria-busy={busy}>
            {errorBox}
            <p className="st-modal__text">
              The link goes to <strong className="st-break">{email}</strong> and is valid for 1 hour. Your current password keeps
              working until you choose a new one.
            </p>
            <div className="st-modal__actions">
              <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
                Cancel
              </button>
              <button type="submit" className="btn btn--primary" disabled={busy} data-autofocus>
                {busy ? 'Sending...' : 'Send Reset Link'}
              </button>
            </div>
          </form>
        )
      ) : null}
    </Modal>
  );
}
