import { useId } from 'react';
import { feedCommand } from './feed-command';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import styles from './feed-tokens.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts.feed;

/** How to send openings from the provider's own software. */
export function FeedSnippet({ programId }: { programId: string }) {
  const { _ } = usePageLanguage();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={cx(layout.stack, layout.gap3, styles.snippet)}>
      <h4 id={titleId} className={styles.subtitle}>
        {_(text.snippetTitle)}
      </h4>
      <p className={typography.muted}>{_(text.snippetText)}</p>
      <pre className={styles.code} tabIndex={0}>
        <code>{feedCommand(window.location.origin, programId)}</code>
      </pre>
      <a href="/api/docs">{_(text.docsLink)}</a>
    </div>
  );
}
