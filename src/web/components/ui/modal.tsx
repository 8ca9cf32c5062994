import { useId, type ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';
import styles from './modal.module.css';
import { useNativeDialog } from './use-native-dialog';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A titled dialog for short content (forms, lists) on the native <dialog> element. */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const dialog = useNativeDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <DialogCloseButton className={styles.close} onClose={onClose} />
        </div>
        {children}
      </div>
    </dialog>
  );
}
