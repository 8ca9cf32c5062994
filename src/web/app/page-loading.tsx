import { messages } from '../../shared/messages.js';
import styles from './status-page.module.css';

/** What a lazily loaded page shows for the moment its code is on the way. */
export function PageLoading() {
  return (
    <p className={styles.page} role="status">
      {messages.pageLoading}
    </p>
  );
}
