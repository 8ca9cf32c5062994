import { messages } from '../../../shared/messages.js';
import { VisuallyHidden } from './visually-hidden';

/** The x that closes a dialog; the caller places and styles it. */
export function DialogCloseButton({ className, onClose }: { className?: string; onClose: () => void }) {
  return (
    <button type="button" className={className} onClick={onClose}>
      <VisuallyHidden>{messages.dialog.close}</VisuallyHidden>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
