import { cx } from '#web/lib/class-names';
import styles from './skeleton.module.css';

/** A grey placeholder the size of content still loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <span className={cx(styles.skeleton, className)} aria-hidden="true" />;
}
