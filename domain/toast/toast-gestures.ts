import { milliseconds, type Milliseconds } from '../shared/time';

/** Spec §4 and §9: a closed toast stays on screen this long (its exit animation) before it is removed. */
export const TOAST_REMOVAL_DELAY_MS: Milliseconds = milliseconds(300);

/** Spec §9: a toast swiped further than this many pixels is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Spec §9: the key that moves focus to the toast area. */
export const TOAST_HOTKEY = 'F8';

/** Spec §9: whether a swipe went past 50 px, in either direction (exactly 50 px springs back). */
export const isSwipeDismissal = (distancePx: number): boolean => Math.abs(distancePx) > TOAST_SWIPE_THRESHOLD_PX;

/** Spec §9: whether a key (KeyboardEvent.key) is the toast hotkey. */
export const isToastHotkey = (key: string): boolean => key === TOAST_HOTKEY;
