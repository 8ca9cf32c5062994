import { useId } from 'react';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './feed-tokens.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts.feed;

/** The new token's secret, the one time the server sends it: copy it, then put it away. */
export function NewTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { _ } = usePageLanguage();
  const showToast = useToast();
  const titleId = useId();
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      showToast(_(text.copied), 'success');
    } catch {
      // No clipboard (an insecure origin, a denied permission): the field stays selectable.
      showToast(_(text.copyFailed), 'error');
    }
  }

  return (
    <div role="group" className={cx(layout.stack, layout.gap2, styles.secret)} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.subtitle}>
        {_(text.secretTitle)}
      </h4>
      <p>{_(text.secretNote)}</p>
      <label htmlFor={inputId} className={styles.secretLabel}>
        {_(text.secretLabel)}
      </label>
      <div className={styles.secretRow}>
        <input id={inputId} className={styles.secretValue} readOnly value={secret} onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>{_(text.copy)}</Button>
      </div>
      <Button variant="ghost" className={styles.done} onClick={onDone}>
        {_(text.done)}
      </Button>
    </div>
  );
}
