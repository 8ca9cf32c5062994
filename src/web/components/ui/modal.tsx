import { useId, type ReactNode } from 'react';
import { Dialog, DialogCloseButton } from './dialog';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A titled dialog for short content (forms, lists). */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const titleId = useId();

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="form" panelClassName={styles.panel}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <DialogCloseButton placement="inline" onClose={onClose} />
      </div>
      {children}
    </Dialog>
  );
}
