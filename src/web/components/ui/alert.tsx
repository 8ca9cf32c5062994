import { useEffect, useRef, type ReactNode } from 'react';
import styles from './alert.module.css';
import { LineIcon } from './line-icon';

interface AlertProps {
  children: ReactNode;
  /**
   * For the error a submitted form answers with: it takes the focus when it appears, which also
   * scrolls it into view. The submit button is disabled while the form is sent, so the focus
   * would otherwise fall to the page body, and on a phone the error could appear above the
   * screen, at the top of a long form, with nothing seeming to happen.
   */
  focusOnShow?: boolean;
}

/** An error a person must notice: announced at once (role=alert) and shown in red. */
export function Alert({ children, focusOnShow = false }: AlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) alert.current?.focus();
  }, [focusOnShow]);

  return (
    <div ref={alert} role="alert" tabIndex={focusOnShow ? -1 : undefined} className={styles.alert}>
      <LineIcon className={styles.icon}>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" />
      </LineIcon>
      <p>{children}</p>
    </div>
  );
}
