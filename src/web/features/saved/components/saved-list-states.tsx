import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/load-failed';
import { usePageLanguage } from '#web/lib/i18n';
import { loginPathReturningTo } from '#web/lib/safe-next-path';
import { savedTexts as text } from '../saved-texts';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './saved-list.module.css';

/** What a saved list shows instead of entries: signed out, loading, failed or empty. */
export function SavedListState({
  signedIn,
  isLoading,
  isError,
  signedOutText,
  errorText,
  emptyText,
  onRetry,
  onNavigate,
}: {
  signedIn: boolean;
  isLoading: boolean;
  isError: boolean;
  signedOutText: string;
  errorText: string;
  emptyText: string;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  const { pathname, search } = useLocation();
  const { _ } = usePageLanguage();
  if (!signedIn) {
    return (
      <div className={cx(layout.stack, layout.gap4, styles.state)}>
        <p>{signedOutText}</p>
        <div className={styles.actions}>
          <ButtonLink to={loginPathReturningTo(pathname + search)} onClick={onNavigate}>
            {_(text.logIn)}
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" onClick={onNavigate}>
            {_(text.register)}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <LoadFailed retryText={_(text.retry)} onRetry={onRetry} className={styles.state}>
        {errorText}
      </LoadFailed>
    );
  }
  return (
    <p className={cx(layout.stack, layout.gap4, styles.state)} role="status">
      {isLoading ? _(text.loading) : emptyText}
    </p>
  );
}
