import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import styles from './dialog.module.css';
import iconStyles from './icon.module.css';
import { useNativeDialog } from './use-native-dialog';
import { VisuallyHidden } from './visually-hidden';
import { LineIcon, linePaths } from './line-icon';
import { uiTexts } from './ui-texts';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** `form` for short content (forms, lists), `reading` for an article. */
  size: 'form' | 'reading';
  /** Lays out the panel that fills the dialog. */
  panelClassName?: string;
  children: ReactNode;
}

/** A modal dialog on the native <dialog> element, in one of two sizes. */
export function Dialog({ open, onClose, labelledBy, size, panelClassName, children }: DialogProps) {
  const dialog = useNativeDialog(open, onClose);
  return (
    <dialog {...dialog} className={cx(styles.dialog, styles[size])} aria-labelledby={labelledBy}>
      <div className={panelClassName}>{children}</div>
    </dialog>
  );
}

interface DialogCloseButtonProps {
  onClose: () => void;
  /** `inline` in a header row beside the title, `floating` over content that scrolls under it. */
  placement: 'inline' | 'floating';
}

/** The x that closes a dialog. */
export function DialogCloseButton({ onClose, placement }: DialogCloseButtonProps) {
  const { _ } = usePageLanguage();
  return (
    <button type="button" className={cx(iconStyles.button, styles.close, styles[placement])} onClick={onClose}>
      <VisuallyHidden>{_(uiTexts.close)}</VisuallyHidden>
      <LineIcon d={linePaths.close} />
    </button>
  );
}
