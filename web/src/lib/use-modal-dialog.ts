import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drives a native <dialog> as a modal from a boolean: showModal() makes the page behind inert and keeps focus
 * inside; on close, focus goes back to whatever opened it (if it is still on the page).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [ref, open]);
}
