import { type PointerEvent, useRef } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { ToastEntry } from '#domain/toast/toast-queue.reducer';
import { CloseIcon } from '../shell/icons';
import type { ToastHandlers } from './toast-handlers';
import styles from './ToastList.module.css';

/** A toast's title, message and action hold i18n keys (spec §8); text that is no key is shown as it is. */
const useToastText = () => {
  const { t, exists } = useTranslation();
  return (text: string, values?: Readonly<Record<string, string>>): string =>
    exists(text) ? (t as (key: string, values?: Readonly<Record<string, string>>) => string)(text, values) : text;
};

function ToastItem({ entry, handlers }: { readonly entry: ToastEntry; readonly handlers: ToastHandlers }) {
  const { t } = useTranslation();
  const text = useToastText();
  const swipe = useRef<{ readonly pointerId: number; readonly startX: number } | null>(null);
  const { toast } = entry;
  const isClosing = entry.phase.kind === 'closing';

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (!toast.canClose || event.button !== 0 || (event.target as Element).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipe.current;
    if (start === null || start.pointerId !== event.pointerId) return;
    // Through the CSSOM, which the CSP allows.
    event.currentTarget.style.setProperty('--toast-swipe', `${event.clientX - start.startX}px`);
  };

  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipe.current;
    if (start === null || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    event.currentTarget.style.removeProperty('--toast-swipe');
    if (event.type === 'pointerup') handlers.onSwipe(toast.id, event.clientX - start.startX);
  };

  return (
    <li
      className={`${styles.toast} ${styles[toast.type]} ${isClosing ? styles.closing : ''}`}
      tabIndex={-1}
      data-testid="toast"
      data-phase={entry.phase.kind}
      onMouseEnter={() => handlers.onPause(toast.id, 'hover')}
      onMouseLeave={() => handlers.onResume(toast.id, 'hover')}
      onFocus={() => handlers.onPause(toast.id, 'focus')}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) handlers.onResume(toast.id, 'focus');
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={styles.body}>
        {toast.title ? <p className={styles.title}>{text(toast.title, toast.values)}</p> : null}
        {toast.message ? <p className={styles.message}>{text(toast.message, toast.values)}</p> : null}
      </div>
      {toast.action ? (
        <button type="button" className={styles.action} onClick={() => handlers.onAction(toast.id)}>
          {text(toast.action.text)}
        </button>
      ) : null}
      {toast.canClose ? (
        <button
          type="button"
          className={styles.close}
          aria-label={t('shell.toast.close')}
          onClick={() => handlers.onClose(toast.id)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </li>
  );
}

/** The toasts on screen, oldest first (a chunk of its own: most pages never show a toast). */
export function ToastItems({
  entries,
  handlers,
}: {
  readonly entries: readonly ToastEntry[];
  readonly handlers: ToastHandlers;
}) {
  return entries.map((entry) => <ToastItem key={entry.toast.id} entry={entry} handlers={handlers} />);
}
