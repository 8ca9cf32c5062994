import { Button } from '#web/components/ui/button';
import styles from '../auth-form.module.css';

interface AuthSubmitProps {
  pending: boolean;
  label: string;
  /** The words while the request is under way. */
  pendingLabel: string;
}

/** The account forms' one full-width submit button, waiting while the request is under way. */
export function AuthSubmit({ pending, label, pendingLabel }: AuthSubmitProps) {
  return (
    <Button type="submit" className={styles.submit} fullWidth disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
