import { useEffect, useRef, type MouseEvent } from 'react';
import { useToastHost } from './toast';

/**
 * Props for a native <dialog> kept in step with `open`: showModal() gives the focus trap, Esc and
 * the inert page behind it for free, which hand-written modals tend to get wrong.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const hostToasts = useToastHost();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // What the dialog's actions report (a removal) must be seen and heard above the inert page.
    return open ? hostToasts(dialog) : undefined;
  }, [open, hostToasts]);

  return {
    ref,
    onClose,
    // The panel fills the dialog, so a click that lands on the dialog itself is on the backdrop.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
