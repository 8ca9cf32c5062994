import { useId } from 'react';
import { feedCommand } from './feed-command';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import styles from './feed-tokens.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';

const text = providerTexts.feed;

/** How to send openings from the provider's own software. */
export function FeedSnippet({ programId }: { programId: string }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={cx(layout.stack, layout.gap3, styles.snippet)}>
      <h4 id={titleId} className={styles.subtitle}>
        {text.snippetTitle}
      </h4>
      <p className={typography.muted}>{text.snippetText}</p>
      <pre className={styles.code} tabIndex={0}>
        <code>{feedCommand(window.location.origin, programId)}</code>
      </pre>
      <a href="/api/docs">{text.docsLink}</a>
    </div>
  );
}
