import { useId, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import layout from '#web/components/ui/layout.module.css';
import styles from './assistant-page.module.css';
import { assistantTexts as text } from './assistant-texts';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  isPending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The question box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ value, onChange, onSend, isPending, inputRef }: ChatComposerProps) {
  const { _ } = usePageLanguage();
  const id = useId();
  const canSend = value.trim() !== '' && !isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSend) onSend();
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An input method composing a word (Japanese, Chinese...) uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  }

  return (
    <form className={cx(layout.stack, layout.gap1)} onSubmit={submit}>
      <label className={styles.inputLabel} htmlFor={id}>
        {_(text.inputLabel)}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {_(text.inputHint)}
      </p>
      <div className={styles.inputRow}>
        <textarea
          ref={inputRef}
          id={id}
          name="question"
          rows={2}
          className={styles.input}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="submit" disabled={!canSend} className={styles.send}>
          {_(text.send)}
        </Button>
      </div>
    </form>
  );
}
