import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialMobileSearchVisibility,
  mobileSearchVisibilityReducer,
} from '#domain/shell/mobile-search-visibility.reducer';
import { scrollPathArbitrary, viewportWidthArbitrary } from '#test/support/arbitraries/shell.arbitrary';

const mobileWidth = fc.integer({ min: 0, max: 991 });

describe('mobile search visibility properties (spec §2)', () => {
  it('always shows from the large breakpoint up, and always at the top of the page', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(viewportWidthArbitrary, fc.integer({ min: -50, max: 3_000 }))), (events) => {
        let state = initialMobileSearchVisibility(390, 0);
        for (const [widthPx, y] of events) {
          state = mobileSearchVisibilityReducer(state, { type: 'resized', widthPx, y });
          if (widthPx >= 992 || y <= 0) expect(state.isVisible).toBe(true);
        }
      }),
    );
  });

  it('below lg, hides exactly when the page is more than 65 px below a point since it last appeared, and shows again exactly 65 px above a point since it hid', () => {
    fc.assert(
      fc.property(mobileWidth, scrollPathArbitrary, (width, path) => {
        let state = initialMobileSearchVisibility(width, 0);
        let since: number[] = [0]; // scroll positions since the last change, clamped at the top
        let visible = true;
        for (const raw of path) {
          const y = Math.max(0, raw);
          state = mobileSearchVisibilityReducer(state, { type: 'scrolled', y });
          const flips = visible ? since.some((p) => y - p > 65) : since.some((p) => p - y >= 65);
          if (flips) {
            visible = !visible;
            since = [y];
          } else {
            since.push(y);
          }
          expect(state.isVisible).toBe(visible);
        }
      }),
    );
  });
});
