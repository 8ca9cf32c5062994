import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Props for a native <dialog> kept in step with `open`: showModal() gives the focus trap, Esc and
 * the inert page behind it for free, which hand-written modals tend to get wrong.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    onClose,
    // The panel fills the dialog, so a click that lands on the dialog itself is on the backdrop.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
