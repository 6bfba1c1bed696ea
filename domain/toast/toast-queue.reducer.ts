import { addMilliseconds, elapsedBetween, type EpochMs, milliseconds, type Milliseconds } from '../shared/time';
import type { Toast, ToastId } from './toast';
import { isSwipeDismissal, TOAST_REMOVAL_DELAY_MS } from './toast-gestures';

/** Why a toast closed: its running time ran out, or someone closed it. */
export type ToastCloseReason = 'expired' | 'closeClicked' | 'swiped' | 'actionClicked' | 'dismissed';

/**
 * Spec §4: a toast runs (counting down from `since`), is paused (hovered or focused, its remaining time kept)
 * or is closing (on screen for 300 ms more). `remaining` is null for a toast without auto-close.
 */
export type ToastPhase =
  | { readonly kind: 'running'; readonly since: EpochMs; readonly remaining: Milliseconds | null }
  | { readonly kind: 'paused'; readonly remaining: Milliseconds | null }
  | { readonly kind: 'closing'; readonly closedAt: EpochMs; readonly reason: ToastCloseReason };

/** One toast on screen. */
export interface ToastEntry {
  readonly toast: Toast;
  readonly shownAt: EpochMs;
  readonly isHovered: boolean;
  readonly isFocused: boolean;
  readonly phase: ToastPhase;
}

/** Spec §2: the toasts on screen, oldest first. */
export interface ToastQueueState {
  readonly entries: readonly ToastEntry[];
}

/** What happened to the toast area, in the past tense; `now` comes with each event. */
export type ToastQueueEvent =
  | { readonly type: 'shown'; readonly toast: Toast }
  | { readonly type: 'pointerEntered'; readonly id: ToastId }
  | { readonly type: 'pointerLeft'; readonly id: ToastId }
  | { readonly type: 'focused'; readonly id: ToastId }
  | { readonly type: 'blurred'; readonly id: ToastId }
  | { readonly type: 'closeClicked'; readonly id: ToastId }
  | { readonly type: 'swiped'; readonly id: ToastId; readonly distancePx: number }
  | { readonly type: 'actionClicked'; readonly id: ToastId }
  /** Closed by the application (the stop-playback toast once playback may resume, say), whatever canClose says. */
  | { readonly type: 'dismissed'; readonly id: ToastId }
  | { readonly type: 'ticked' };

/** Spec §2: no toasts. */
export const INITIAL_TOAST_QUEUE: ToastQueueState = { entries: [] };

const deadlineOf = (entry: ToastEntry): EpochMs | null => {
  const { phase } = entry;
  if (phase.kind === 'running') return phase.remaining === null ? null : addMilliseconds(phase.since, phase.remaining);
  if (phase.kind === 'closing') return addMilliseconds(phase.closedAt, TOAST_REMOVAL_DELAY_MS);
  return null;
};

// Brings every toast up to `now`: expired toasts close at their exact deadline, so late ticks change nothing.
const advance = (state: ToastQueueState, now: EpochMs): ToastQueueState => {
  let changed = false;
  const entries: ToastEntry[] = [];
  for (const entry of state.entries) {
    let next = entry;
    const expiry = next.phase.kind === 'running' ? deadlineOf(next) : null;
    if (expiry !== null && now >= expiry)
      next = { ...next, phase: { kind: 'closing', closedAt: expiry, reason: 'expired' } };
    const removal = next.phase.kind === 'closing' ? deadlineOf(next) : null;
    if (removal !== null && now >= removal) {
      changed = true;
      continue;
    }
    changed ||= next !== entry;
    entries.push(next);
  }
  return changed ? { entries } : state;
};

const withAttention = (entry: ToastEntry, isHovered: boolean, isFocused: boolean, now: EpochMs): ToastEntry => {
  if (entry.isHovered === isHovered && entry.isFocused === isFocused) return entry;
  const wasHeld = entry.isHovered || entry.isFocused;
  const isHeld = isHovered || isFocused;
  const { phase } = entry;
  if (phase.kind === 'running' && isHeld && !wasHeld) {
    const used = elapsedBetween(phase.since, now);
    const remaining = phase.remaining === null ? null : milliseconds(Math.max(0, phase.remaining - used));
    return { ...entry, isHovered, isFocused, phase: { kind: 'paused', remaining } };
  }
  if (phase.kind === 'paused' && !isHeld) {
    return { ...entry, isHovered, isFocused, phase: { kind: 'running', since: now, remaining: phase.remaining } };
  }
  return { ...entry, isHovered, isFocused };
};

const close = (entry: ToastEntry, reason: ToastCloseReason, now: EpochMs): ToastEntry =>
  entry.phase.kind === 'closing' ? entry : { ...entry, phase: { kind: 'closing', closedAt: now, reason } };

const update = (state: ToastQueueState, id: ToastId, change: (entry: ToastEntry) => ToastEntry): ToastQueueState => {
  const index = state.entries.findIndex((entry) => entry.toast.id === id);
  const entry = state.entries[index];
  if (entry === undefined) return state;
  const next = change(entry);
  return next === entry ? state : { entries: state.entries.map((e, i) => (i === index ? next : e)) };
};

/**
 * Spec §4 and §9 toast lifecycle: a toast runs from when it is shown, pauses while hovered or focused
 * (paused time does not count), closes once it has run for its whole duration (or when closed, swiped past
 * 50 px or its action is used, if it can be closed) and is removed 300 ms after closing. Time only enters as
 * `now`: every event first brings the queue up to `now`, so the outcome does not depend on when ticks come.
 */
export const toastQueueReducer = (state: ToastQueueState, event: ToastQueueEvent, now: EpochMs): ToastQueueState => {
  const current = advance(state, now);
  switch (event.type) {
    case 'shown':
      if (current.entries.some((entry) => entry.toast.id === event.toast.id)) return current;
      return {
        entries: [
          ...current.entries,
          {
            toast: event.toast,
            shownAt: now,
            isHovered: false,
            isFocused: false,
            phase: { kind: 'running', since: now, remaining: event.toast.duration },
          },
        ],
      };
    case 'pointerEntered':
      return update(current, event.id, (e) => withAttention(e, true, e.isFocused, now));
    case 'pointerLeft':
      return update(current, event.id, (e) => withAttention(e, false, e.isFocused, now));
    case 'focused':
      return update(current, event.id, (e) => withAttention(e, e.isHovered, true, now));
    case 'blurred':
      return update(current, event.id, (e) => withAttention(e, e.isHovered, false, now));
    case 'closeClicked':
      return update(current, event.id, (e) => (e.toast.canClose ? close(e, 'closeClicked', now) : e));
    case 'swiped':
      return update(current, event.id, (e) =>
        e.toast.canClose && isSwipeDismissal(event.distancePx) ? close(e, 'swiped', now) : e,
      );
    case 'actionClicked':
      return update(current, event.id, (e) => (e.toast.action === null ? e : close(e, 'actionClicked', now)));
    case 'dismissed':
      return update(current, event.id, (e) => close(e, 'dismissed', now));
    case 'ticked':
      return current;
  }
};

/** Spec §4: the next instant the queue changes by itself (a toast expiring or being removed), so the application knows when to tick. */
export const nextDeadline = (state: ToastQueueState): EpochMs | null =>
  state.entries.reduce<EpochMs | null>((earliest, entry) => {
    const deadline = deadlineOf(entry);
    return deadline === null || (earliest !== null && earliest <= deadline) ? earliest : deadline;
  }, null);
