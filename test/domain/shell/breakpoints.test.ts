import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, isBelow, LAYOUT_WIDTHS } from '#domain/shell/breakpoints';

describe('breakpoints (spec §9)', () => {
  it('uses the spec widths', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1524, fhd: 1920, wqhd: 2560 });
    expect(LAYOUT_WIDTHS).toEqual({ tablet: 768, laptop: 1024, desktop: 1280 });
  });

  it.each([
    [-1, 'xs'],
    [0, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1523, 'xl'],
    [1524, 'xxl'],
    [1919, 'xxl'],
    [1920, 'fhd'],
    [2559, 'fhd'],
    [2560, 'wqhd'],
    [7680, 'wqhd'],
  ])('%s px is %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });

  it('is below a breakpoint up to one pixel under it', () => {
    expect(isBelow(991, 'lg')).toBe(true);
    expect(isBelow(992, 'lg')).toBe(false);
  });
});
