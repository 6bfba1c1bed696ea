import { milliseconds, type Milliseconds } from '../shared/time';

/** Spec §9: the scrolling e-mail text (marquee) waits 4000 ms before it moves. */
export const MARQUEE_DELAY_MS: Milliseconds = milliseconds(4_000);

/** Spec §9: the marquee's speed setting, 5 (the spec gives it without a unit). */
export const MARQUEE_SPEED = 5;

/** Spec §9: a menu closes 200 ms after the pointer leaves it, so crossing a gap does not close it. */
export const MENU_CLOSING_DELAY_MS: Milliseconds = milliseconds(200);

/** Spec §9: a submenu opens 100 ms after the pointer rests on its entry, so passing over does not open it. */
export const SUBMENU_OPEN_DELAY_MS: Milliseconds = milliseconds(100);
