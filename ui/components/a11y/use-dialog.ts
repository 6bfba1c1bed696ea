import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { focusableWithin, wrapTabFocus } from './focusable';
import { lockBodyScroll } from './scroll-lock';

/** What a dialog element needs wired: its ref and its keyboard handler. */
export interface DialogBindings {
  readonly ref: RefObject<HTMLDialogElement | null>;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  readonly onCancel: (event: { preventDefault: () => void }) => void;
}

/**
 * Runs a native `<dialog>` as a modal while `open`: shows it with showModal (or the open attribute where that is
 * missing), moves focus in, keeps Tab inside, closes on Escape, locks page scroll, and on closing returns focus to
 * `returnFocusTo` or else the element that had it before (Safari does not focus a clicked button).
 */
export const useDialog = (
  open: boolean,
  onClose: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): DialogBindings => {
  const ref = useRef<HTMLDialogElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const doc = dialog.ownerDocument;
    const opener = returnFocusTo?.current ?? (doc.activeElement instanceof HTMLElement ? doc.activeElement : null);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? focusableWithin(dialog)[0] ?? dialog).focus();
    const unlock = lockBodyScroll(doc);
    return () => {
      unlock();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      // The opener may be gone (a re-rendered list): then focus falls back to the document, as browsers do.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, returnFocusTo]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    } else if (event.key === 'Tab' && wrapTabFocus(dialog, event.shiftKey)) {
      event.preventDefault();
    }
  }, []);

  // The browser's own Escape handling fires `cancel`: keep the open state in React's hands.
  const onCancel = useCallback((event: { preventDefault: () => void }) => {
    event.preventDefault();
    onCloseRef.current();
  }, []);

  return { ref, onKeyDown, onCancel };
};
