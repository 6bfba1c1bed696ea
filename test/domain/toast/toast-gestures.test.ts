import { describe, expect, it } from 'vitest';
import {
  isSwipeDismissal,
  isToastHotkey,
  TOAST_HOTKEY,
  TOAST_REMOVAL_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '#domain/toast/toast-gestures';

describe('toast gestures (spec §9)', () => {
  it('uses the spec numbers: removal 300 ms, swipe 50 px, hotkey F8', () => {
    expect(TOAST_REMOVAL_DELAY_MS).toBe(300);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toBe('F8');
  });

  it.each([
    [0, false],
    [49, false],
    [50, false],
    [50.5, true],
    [51, true],
    [-51, true],
    [-50, false],
    [Number.NaN, false],
  ])('a swipe of %s px dismisses: %s', (distance, expected) => {
    expect(isSwipeDismissal(distance)).toBe(expected);
  });

  it('recognises F8 only', () => {
    expect(isToastHotkey('F8')).toBe(true);
    expect(isToastHotkey('f8')).toBe(false);
    expect(isToastHotkey('F7')).toBe(false);
  });
});
