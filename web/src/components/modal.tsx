import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';

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
  busy = false,
  focusKey,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  /** While a call is running, Escape and the close button wait for it. */
  busy?: boolean;
  /** When this changes while open (another mode or step), focus moves to the new [data-autofocus] element. */
  focusKey?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const opener = useRef<Element | null>(null);
  /** Where the press began: selecting text in a field and releasing over the backdrop is not a backdrop click. */
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // showModal() would focus the first button (Close); the first field is where the person starts.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (focusKey === undefined || !dialog?.open) return;
    if (!dialog.contains(document.activeElement) || document.activeElement === dialog) {
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [focusKey]);

  // Focus goes back to the button that opened the dialog.
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={tone === 'danger' ? 'st-modal st-modal--danger' : 'st-modal'}
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
        <div className="st-modal__content">
          <header className="st-modal__header">
            <h2 id={`${id}-title`} className="st-modal__title">
              {title}
            </h2>
            <button type="button" className="icon-btn st-modal__close" onClick={onClose} disabled={busy} aria-label="Close">
              <CloseIcon />
            </button>
          </header>
          {description ? (
            <div id={`${id}-desc`} className="st-modal__description">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
