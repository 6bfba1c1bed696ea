import { describe, expect, it } from 'vitest';
import {
  initialMobileSearchVisibility,
  mobileSearchVisibilityReducer,
  SCROLL_HIDE_THRESHOLD_PX,
} from '#domain/shell/mobile-search-visibility.reducer';

const MOBILE = 390;

const visibleAfter = (width: number, ...ys: number[]): boolean =>
  ys.reduce(
    (state, y) => mobileSearchVisibilityReducer(state, { type: 'scrolled', y }),
    initialMobileSearchVisibility(width, 0),
  ).isVisible;

describe('mobile search visibility (spec §2, §9: hide after 65 px down, back after 65 px up, below lg)', () => {
  it('uses the 65 px threshold', () => {
    expect(SCROLL_HIDE_THRESHOLD_PX).toBe(65);
  });

  it.each([
    [[65], true],
    [[66], false],
    [[40, 20, 65], true],
    [[40, 20, 86], false],
    [[200, 136], false],
    [[200, 135], true],
    [[200, 136, 137], false],
    [[200, 150], false],
    [[200, 150, 300, 236], false],
    [[200, 150, 300, 235], true],
    [[200, 0], true],
    [[200, -20], true],
  ])('scrolling through %j leaves it visible: %s', (ys, expected) => {
    expect(visibleAfter(MOBILE, ...ys)).toBe(expected);
  });

  it.each([
    [991, false],
    [992, true],
    [1400, true],
  ])('at %s px wide, scrolling down 500 px leaves it visible: %s', (width, expected) => {
    expect(visibleAfter(width, 500)).toBe(expected);
  });

  it('shows again when the viewport widens to the large breakpoint', () => {
    const hidden = mobileSearchVisibilityReducer(initialMobileSearchVisibility(MOBILE, 0), {
      type: 'scrolled',
      y: 500,
    });
    expect(hidden.isVisible).toBe(false);
    expect(mobileSearchVisibilityReducer(hidden, { type: 'resized', widthPx: 1200, y: 500 })).toEqual({
      isVisible: true,
      widthPx: 1200,
      anchorY: 500,
    });
  });
});
