import type { ToastId } from '#domain/toast/toast';

/** What the toast area reports; the toast queue decides what each report does (spec §4, §9). */
export interface ToastHandlers {
  readonly onPause: (id: ToastId, by: 'hover' | 'focus') => void;
  readonly onResume: (id: ToastId, by: 'hover' | 'focus') => void;
  readonly onClose: (id: ToastId) => void;
  readonly onAction: (id: ToastId) => void;
  /** A horizontal swipe ended this many pixels from where it started (either way). */
  readonly onSwipe: (id: ToastId, distancePx: number) => void;
}
