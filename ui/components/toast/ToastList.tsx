import { forwardRef, lazy, Suspense } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { TOAST_HOTKEY } from '#domain/toast/toast-gestures';
import type { ToastEntry } from '#domain/toast/toast-queue.reducer';
import styles from './ToastList.module.css';
import type { ToastHandlers } from './toast-handlers';

const ToastItems = lazy(() => import('./ToastItems').then((module) => ({ default: module.ToastItems })));

export interface ToastListProps extends ToastHandlers {
  readonly entries: readonly ToastEntry[];
}

/**
 * Spec §2, §4, §9 toast area: a labelled region whose list is announced politely; each toast pauses while hovered
 * or focused, closes with its button or a swipe past 50 px, and stays 300 ms for its exit animation. The region
 * takes focus with F8 (the ref is for that).
 */
export const ToastList = forwardRef<HTMLElement, ToastListProps>(function ToastList({ entries, ...handlers }, ref) {
  const { t } = useTranslation();
  return (
    <section
      ref={ref}
      className={styles.region}
      aria-label={t('shell.toast.region', { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
    >
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {entries.length > 0 ? (
          <Suspense fallback={null}>
            <ToastItems entries={entries} handlers={handlers} />
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
});
