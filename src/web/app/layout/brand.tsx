import { Link } from 'react-router';
import { messages } from '#shared/messages.js';
import styles from './brand.module.css';
import { useLingui } from '@lingui/react';
import { shellTexts } from './shell-texts';

/**
 * The CareRoute mark and name, linking home. `compactOnPhones`: the name gives way to the signed-in
 * header's buttons on a phone (the bell, the saved lists, the account, Menu); the mark still leads home.
 */
export function Brand({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  const { _ } = useLingui();
  return (
    <Link to="/" className={styles.brand} aria-label={_(shellTexts.homeLink)}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={styles.markTile} width="32" height="32" rx="8" />
        <path className={styles.markRoad} d="M8 23c3-8 13-6 16-14" />
        <circle className={styles.markStart} cx="8" cy="23" r="3" />
        <path
          className={styles.markHeart}
          d="M24 6.5c-2.2 0-4 1.7-4 3.9 0 2.9 4 6.6 4 6.6s4-3.7 4-6.6c0-2.2-1.8-3.9-4-3.9z"
        />
      </svg>
      <span className={compactOnPhones ? `${styles.name} ${styles.compact}` : styles.name}>{messages.site.name}</span>
    </Link>
  );
}
