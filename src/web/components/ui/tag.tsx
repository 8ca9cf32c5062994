import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** A small grey pill beside a fact that qualifies it: "demo data", "approximate location". */
export function Tag({ children }: { children: ReactNode }) {
  return <span className={styles.qualifier}>{children}</span>;
}
