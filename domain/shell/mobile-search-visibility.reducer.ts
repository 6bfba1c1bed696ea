import { BREAKPOINTS, isBelow } from './breakpoints';

/** Spec §2 and §9: how far (px) the page must scroll for the mobile search to hide or come back. */
export const SCROLL_HIDE_THRESHOLD_PX = 65;

/**
 * Spec §2: whether the mobile search shows. `anchorY` is the top-most scroll position since it appeared
 * (while visible) or the bottom-most since it hid (while hidden): the distances are measured from there.
 */
export interface MobileSearchVisibility {
  readonly isVisible: boolean;
  readonly widthPx: number;
  readonly anchorY: number;
}

/** What the window did. */
export type MobileSearchEvent =
  | { readonly type: 'scrolled'; readonly y: number }
  | { readonly type: 'resized'; readonly widthPx: number; readonly y: number };

// Overscroll (iOS bounce) reports negative positions: they count as the top.
const clampY = (y: number): number => (Number.isFinite(y) && y > 0 ? y : 0);

const isMobile = (widthPx: number): boolean => isBelow(widthPx, 'lg');

/** Spec §2: the mobile search at page load: visible, measured from where the page starts. */
export const initialMobileSearchVisibility = (widthPx: number, y: number): MobileSearchVisibility => ({
  isVisible: true,
  widthPx,
  anchorY: clampY(y),
});

/**
 * Spec §2 and §9: below the large breakpoint (992 px) the mobile search hides once the page is scrolled down
 * more than 65 px past the top-most point since it appeared, and reappears once scrolled up at least 65 px
 * from the bottom-most point since it hid; from 992 px up it always shows. At the very top it always shows.
 */
export const mobileSearchVisibilityReducer = (
  state: MobileSearchVisibility,
  event: MobileSearchEvent,
): MobileSearchVisibility => {
  const y = clampY(event.y);
  const widthPx = event.type === 'resized' ? event.widthPx : state.widthPx;
  if (!isMobile(widthPx)) return { isVisible: true, widthPx, anchorY: y };
  if (state.isVisible) {
    if (y - state.anchorY > SCROLL_HIDE_THRESHOLD_PX) return { isVisible: false, widthPx, anchorY: y };
    return { isVisible: true, widthPx, anchorY: Math.min(state.anchorY, y) };
  }
  if (state.anchorY - y >= SCROLL_HIDE_THRESHOLD_PX) return { isVisible: true, widthPx, anchorY: y };
  return { isVisible: false, widthPx, anchorY: Math.max(state.anchorY, y) };
};

/** Spec §2: the width from which the mobile search is not used (the large breakpoint). */
export const MOBILE_SEARCH_MAX_WIDTH_PX = BREAKPOINTS.lg - 1;
