import { useState, type ReactNode } from 'react';
import { Modal } from '#web/components/ui/modal';
import { LineIcon } from '#web/components/ui/line-icon';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import iconStyles from '#web/components/ui/icon.module.css';
import { cx } from '#web/lib/class-names';
import countStyles from '#web/components/ui/count-button.module.css';

interface SavedListButtonProps {
  /**
   * Names the button with its count. It is hidden text rather than aria-label, so the name holds
   * the visible badge digits too (voice control users say what they see).
   */
  label: string;
  count: number;
  title: string;
  icon: ReactNode;
  /** The modal's content; `close` is for entries that navigate away. */
  children: (close: () => void) => ReactNode;
}

/** A round header button with a count badge, opening its saved list in a modal. */
export function SavedListButton({ label, count, title, icon, children }: SavedListButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={cx(iconStyles.button, countStyles.countButton)} onClick={() => setOpen(true)}>
        <VisuallyHidden>{label}</VisuallyHidden>
        <LineIcon>{icon}</LineIcon>
        <span className={countStyles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
      <Modal open={open} onClose={close} title={title}>
        {children(close)}
      </Modal>
    </>
  );
}
