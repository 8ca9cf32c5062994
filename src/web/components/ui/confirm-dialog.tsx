import { Alert } from './alert';
import { FormButtons } from './form-buttons';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens if the person goes on. */
  text: string;
  confirmLabel: string;
  /** The confirm button's words while the change is under way. */
  pendingLabel: string;
  pending: boolean;
  /** Why the last attempt failed, shown above the question. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before something that cannot be undone (revoking a token or a manager). */
export function ConfirmDialog({ open, title, text, confirmLabel, pendingLabel, pending, problem, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {problem && <Alert>{problem}</Alert>}
      <p>{text}</p>
      <FormButtons label={confirmLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}
