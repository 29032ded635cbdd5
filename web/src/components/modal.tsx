import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from '../lib/use-modal-dialog';
import '../styles/modal.css';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, keeps focus inside and
 * closes on Escape, so keyboard and screen-reader users get a real dialog without a focus-trap library.
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  children,
  tone = 'default',
  size = 'default',
  busy = false,
  focusKey,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  /** 'wide' for reading (a call's transcript); forms keep the default width. */
  size?: 'default' | 'wide';
  /** While a call is running, Escape and the close button wait for it. */
  busy?: boolean;
  /** When this changes while open (another mode or step), focus moves to the new [data-autofocus] element. */
  focusKey?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  /** Where the press began: selecting text in a field and releasing over the backdrop is not a backdrop click. */
  const pressedOnBackdrop = useRef(false);

  useModalDialog(ref, open);
  // showModal() would focus the first button (Close); the first field is where the person starts.
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (focusKey === undefined || !dialog?.open) return;
    if (!dialog.contains(document.activeElement) || document.activeElement === dialog) {
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [focusKey]);

  return (
    <dialog
      ref={ref}
      className={['modal', tone === 'danger' ? 'modal--danger' : '', size === 'wide' ? 'modal--wide' : ''].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      onCancel={(event) => {
        event.preventDefault(); // the parent decides; `open` closes the element
        if (!busy) onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current && pressedOnBackdrop.current && !busy) onClose();
      }}
    >
      {open ? (
        <div className="modal__content">
          <header className="modal__header">
            <h2 id={`${id}-title`} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-btn modal__close" onClick={onClose} disabled={busy} aria-label="Close">
              <CloseIcon />
            </button>
          </header>
          {description ? (
            <div id={`${id}-desc`} className="modal__description">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
