import type { Milliseconds } from '#domain/shared/time';
import type { ToastType } from '#domain/toast/toast';

/** Spec §3 toast action: its text key and what it does; an action may be asynchronous (the toast closes at once). */
export interface ToastRequestAction {
  readonly text: string;
  readonly onClick: () => void | Promise<void>;
}

/** Spec §3 toast as a caller asks for it: the presenter gives it an id and fills in the defaults (createToast). */
export interface ToastRequest {
  readonly type?: ToastType;
  readonly title?: string | null;
  readonly message?: string | null;
  /** Values the title's and message's texts name. */
  readonly values?: Readonly<Record<string, string>>;
  readonly action?: ToastRequestAction | null;
  readonly canClose?: boolean;
  /** Null: it stays until closed. */
  readonly duration?: Milliseconds | null;
}

/** Shows toasts in the toast area (the toast queue store implements it). */
export interface ToastPresenterPort {
  show(toast: ToastRequest): void;
}
