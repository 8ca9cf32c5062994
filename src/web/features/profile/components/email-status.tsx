import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/accounts.js';
import { ResendVerificationButton } from '#web/components/resend-verification-button';
import { cx } from '#web/lib/class-names';
import { markSessionVerified } from '#web/lib/session';
import { profileQueryOptions } from '../api/profile';
import styles from './email-status.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts.emailStatus;

/**
 * Whether the address is verified, with a way to get a new link when it is not. The stored session
 * may predate a verification made on another device, so the profile is read again; a verified
 * address never becomes unverified, so either source saying so is enough.
 */
export function EmailStatus({ user }: { user: User }) {
  const { _ } = usePageLanguage();
  const profile = useQuery(profileQueryOptions(user.id));
  const verified = user.emailVerified || profile.data?.emailVerified === true;
  // The stored user catches up, so the rest of the app (a claim form) knows it too.
  useEffect(() => {
    if (verified && !user.emailVerified) markSessionVerified();
  }, [verified, user.emailVerified]);

  if (verified) return <p className={cx(styles.status, styles.verified)}>{_(text.verified)}</p>;
  return (
    <div className={styles.unverified}>
      <p className={cx(styles.status, styles.pending)}>{_(text.notVerified)}</p>
      <p className={styles.hint}>{_(text.notVerifiedHint)}</p>
      <ResendVerificationButton texts={text} variant="secondary" className={styles.resend} />
    </div>
  );
}
