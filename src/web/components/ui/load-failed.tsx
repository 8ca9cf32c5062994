import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import { Alert } from './alert';
import { Button } from './button';
import styles from './load-failed.module.css';

interface LoadFailedProps {
  /** What could not be loaded, in the page's words. */
  children: ReactNode;
  retryText: string;
  onRetry: () => void;
  className?: string;
}

/** What a page or section shows when its data did not load: the problem (announced) and a way to try again. */
export function LoadFailed({ children, retryText, onRetry, className }: LoadFailedProps) {
  return (
    <div className={cx(styles.failed, className)}>
      <Alert>{children}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  );
}
