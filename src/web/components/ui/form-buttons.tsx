import { Button } from './button';
import styles from './form-buttons.module.css';

interface FormButtonsProps {
  /** The go-ahead button's words: the form's submit, unless onConfirm is given. */
  label: string;
  /** Its words while the change is under way; the same words when not given. */
  pendingLabel?: string;
  pending: boolean;
  cancelLabel: string;
  onCancel: () => void;
  /** Outside a form (a confirm dialog), what the go-ahead does instead of submitting. */
  onConfirm?: () => void;
}

/** The go-ahead and cancel pair that ends a form or a dialog; the go-ahead waits while the change is under way. */
export function FormButtons({ label, pendingLabel = label, pending, cancelLabel, onCancel, onConfirm }: FormButtonsProps) {
  return (
    <div className={styles.buttons}>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
