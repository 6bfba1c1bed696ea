/** Spec §9: the responsive breakpoints, each the smallest viewport width (px) it applies from. */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1524,
  fhd: 1920,
  wqhd: 2560,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Spec §9: the layout widths (px) the page content is laid out for. */
export const LAYOUT_WIDTHS = { tablet: 768, laptop: 1024, desktop: 1280 } as const;

const LARGEST_FIRST = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

/** Spec §9: the breakpoint a viewport width falls in: the largest whose minimum it reaches (xs below 576, even for 0 or less). */
export const breakpointOf = (widthPx: number): Breakpoint =>
  LARGEST_FIRST.find((name) => widthPx >= BREAKPOINTS[name]) ?? 'xs';

/** Spec §9: whether a viewport is narrower than a breakpoint (so `isBelow(991, 'lg')` and not `isBelow(992, 'lg')`). */
export const isBelow = (widthPx: number, breakpoint: Breakpoint): boolean => widthPx < BREAKPOINTS[breakpoint];
