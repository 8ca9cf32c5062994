import { messages } from '../../../shared/messages.js';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ButtonLink } from './button';
import styles from './coming-soon.module.css';
import { RouteIllustration } from './route-illustration';

/** The placeholder for pages later issues build, so every spec path already leads somewhere friendly. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  useDocumentTitle(title);
  return (
    <section className={styles.section}>
      <div className={styles.card}>
        <RouteIllustration className={styles.illustration} />
        <p className={styles.badge}>{messages.comingSoon.badge}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        <p className={styles.text}>{messages.comingSoon.text}</p>
        <ButtonLink to="/" variant="secondary">
          {messages.comingSoon.backHome}
        </ButtonLink>
      </div>
    </section>
  );
}
