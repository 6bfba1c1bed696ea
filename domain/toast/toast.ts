import type { Brand } from '../shared/brand';
import { milliseconds, type Milliseconds } from '../shared/time';

/** A toast's id, passed in by whoever shows it (the domain makes no random values). */
export type ToastId = Brand<string, 'ToastId'>;

/** Names what a toast's action does; the interface maps it to a callback, so domain state holds no functions. */
export type ToastActionId = Brand<string, 'ToastActionId'>;

/** Spec §3: the kinds of toast. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;

export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §3: a toast is an info toast unless it says otherwise. */
export const DEFAULT_TOAST_TYPE: ToastType = 'info';

/** Spec §3 and §9: a toast closes itself after 5 000 ms of running time unless it says otherwise. */
export const TOAST_DEFAULT_DURATION_MS: Milliseconds = milliseconds(5_000);

/** Spec §3: a toast's button (favourites undo, for example). */
export interface ToastAction {
  readonly text: string;
  readonly actionId: ToastActionId;
}

/** Spec §3 Toast: id, type, title, message, action, canClose, duration (null: it never closes by itself). */
export interface Toast {
  readonly id: ToastId;
  readonly type: ToastType;
  readonly title: string | null;
  readonly message: string | null;
  /** Values the title's and message's texts name (the stop-playback toast names the audiobook). */
  readonly values: Readonly<Record<string, string>>;
  readonly action: ToastAction | null;
  readonly canClose: boolean;
  readonly duration: Milliseconds | null;
}

/** What a caller gives to show a toast; everything but the id and a label has a default. */
export interface ToastInput {
  readonly id: ToastId;
  readonly type?: ToastType;
  readonly title?: string | null;
  readonly message?: string | null;
  readonly values?: Readonly<Record<string, string>>;
  readonly action?: ToastAction | null;
  readonly canClose?: boolean;
  readonly duration?: Milliseconds | null;
}

/** Why a toast could not be created (codes double as i18n keys). */
export type ToastError =
  | { readonly code: 'TOAST.EMPTY_LABEL' }
  | { readonly code: 'TOAST.EMPTY_ACTION_TEXT' }
  | { readonly code: 'TOAST.INVALID_DURATION'; readonly duration: number };

/** A toast, or why it could not be made. */
export type ToastResult =
  | { readonly ok: true; readonly toast: Toast }
  | { readonly ok: false; readonly error: ToastError };

const NO_VALUES: Readonly<Record<string, string>> = {};

const hasText = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== '';

/**
 * Spec §3 and §5: a toast with the defaults filled in (type info, canClose true, duration 5000 ms). Its label,
 * the title or the message, must be non-empty; an action needs text; a duration must be a positive finite
 * number of milliseconds, or null for a toast that stays until closed (spec §8 stop-playback toast).
 */
export const createToast = (input: ToastInput): ToastResult => {
  if (!hasText(input.title) && !hasText(input.message)) return { ok: false, error: { code: 'TOAST.EMPTY_LABEL' } };
  if (input.action && !hasText(input.action.text)) return { ok: false, error: { code: 'TOAST.EMPTY_ACTION_TEXT' } };
  const duration = input.duration === undefined ? TOAST_DEFAULT_DURATION_MS : input.duration;
  if (duration !== null && !(Number.isFinite(duration) && duration > 0)) {
    return { ok: false, error: { code: 'TOAST.INVALID_DURATION', duration } };
  }
  return {
    ok: true,
    toast: {
      id: input.id,
      type: input.type ?? DEFAULT_TOAST_TYPE,
      title: hasText(input.title) ? input.title : null,
      message: hasText(input.message) ? input.message : null,
      values: input.values ?? NO_VALUES,
      action: input.action ?? null,
      canClose: input.canClose ?? true,
      duration,
    },
  };
};
