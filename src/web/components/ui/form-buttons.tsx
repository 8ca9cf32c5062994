import { usePageLanguage } from '#web/lib/i18n';
import { Button } from './button';
import styles from './form-buttons.module.css';
import { uiTexts } from './ui-texts';

interface FormButtonsProps {
  /** The go-ahead button's words: the form's submit, unless onConfirm is given. */
  label: string;
  /** Its words while the change is under way; the same words when not given. */
  pendingLabel?: string;
  pending: boolean;
  onCancel: () => void;
  /** Outside a form (a confirm dialog), what the go-ahead does instead of submitting. */
  onConfirm?: () => void;
}

/**
 * The go-ahead and "Cancel" pair that ends a form or a dialog; the go-ahead waits while the change
 * is under way. Every cancel button says the same word, so the pair says it itself.
 */
export function FormButtons({ label, pendingLabel = label, pending, onCancel, onConfirm }: FormButtonsProps) {
  const { _ } = usePageLanguage();
  return (
    <div className={styles.buttons}>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {_(uiTexts.cancel)}
      </Button>
    </div>
  );
}
