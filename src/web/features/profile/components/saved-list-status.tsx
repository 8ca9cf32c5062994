import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/load-failed';
import styles from './saved-cards.module.css';
import { LineIcon } from '#web/components/ui/line-icon';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** Loading, or the fetch error with a way to try again. */
export function SavedListStatus({ isError, errorText, onRetry }: { isError: boolean; errorText: string; onRetry: () => void }) {
  const { _ } = usePageLanguage();
  if (!isError) {
    return (
      <p className={cx(layout.stack, layout.gap3, styles.state)} role="status">
        {_(profileTexts.loadingSaved)}
      </p>
    );
  }
  return (
    <LoadFailed retryText={_(profileTexts.retry)} onRetry={onRetry} className={styles.state}>
      {errorText}
    </LoadFailed>
  );
}

/** An empty saved list: what it is for, and the button that starts filling it. */
export function EmptySavedList({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <div className={cx(layout.stack, layout.gap3, styles.state)}>
      <LineIcon className={styles.stateIcon}>
        {icon}
      </LineIcon>
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateText}>{text}</p>
      <ButtonLink to="/">{action}</ButtonLink>
    </div>
  );
}
