import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/modal';
import { api, errorText } from '../../lib/api';
import { ACCOUNT_DELETED } from './profile-form';

/** Spec section 5: the confirm button works only for exactly this text (case and spaces count). */
export const DELETE_CONFIRMATION = 'DELETE';
/** Spec section 8's alert, kept; issue 18 makes the deletion real (POST /api/account/delete) before it is shown. */
export const DELETE_ALERT = 'Account deletion process initiated. You will receive a confirmation email.';

export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (open) {
      setTyped('');
      setPassword('');
      setError(null);
    }
  }, [open]);

  const confirmed = typed === DELETE_CONFIRMATION && password.length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await api.post('/account/delete', { confirmation: typed, current_password: password });
    } catch (failure) {
      setError(errorText(failure) ?? 'We could not delete your account. Please try again.');
      setDeleting(false);
      return;
    }
    window.alert(DELETE_ALERT);
    onClose();
    // Nothing is left to save: the settings page's unsaved-changes question is not asked (ACCOUNT_DELETED).
    navigate('/login', { replace: true, state: { [ACCOUNT_DELETED]: true } });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      tone="danger"
      title="Delete Account"
      description="This permanently deletes your account, your business profile, your assistant configuration and your appointments. This action cannot be undone."
    >
      <form className="st-modal__form" onSubmit={onSubmit}>
        <div className="st-danger-note">
          <p>
            Your phone line stops answering calls and your data is removed. Export anything you need to keep before you
            continue.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>
            Type <strong>{DELETE_CONFIRMATION}</strong> to confirm
          </label>
          <input
            id={`${id}-confirm`}
            data-autofocus
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={`${id}-rule`}
          />
          <p id={`${id}-rule`} className="field__hint">
            Type the word exactly as shown, in capital letters.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Current password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error ? (
          <div className="alert alert--error" role="alert">
            {error}
          </div>
        ) : null}
        <div className="st-modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--danger" disabled={!confirmed || deleting}>
            {deleting ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
