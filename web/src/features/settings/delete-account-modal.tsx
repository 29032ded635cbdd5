import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/modal';

/** Spec section 5: the confirm button works only for exactly this text (case and spaces count). */
export const DELETE_CONFIRMATION = 'DELETE';
/** Spec section 8: deletion makes no server call; the owner is told what happens next. */
export const DELETE_ALERT = 'Account deletion process initiated. You will receive a confirmation email.';

export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  const confirmed = typed === DELETE_CONFIRMATION;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    window.alert(DELETE_ALERT);
    onClose();
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
        <div className="st-modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--danger" disabled={!confirmed}>
            Delete My Account
          </button>
        </div>
      </form>
    </Modal>
  );
}
