import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { useDialog } from '../a11y/use-dialog';
import { CloseIcon } from '../shell/icons';
import styles from './Modal.module.css';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The heading the dialog is labelled by. */
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A modal dialog labelled by its title: focus moves in and stays there, Escape closes, focus returns to the opener. */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { ref, onKeyDown, onCancel } = useDialog(open, onClose);
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('shell.modal.close')}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
