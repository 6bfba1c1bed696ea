import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf } from '#domain/shell/breakpoints';
import { viewportWidthArbitrary } from '#test/support/arbitraries/shell.arbitrary';

describe('breakpoint properties (spec §9)', () => {
  it('picks the largest breakpoint a width reaches, and wider viewports never get a smaller one', () => {
    fc.assert(
      fc.property(viewportWidthArbitrary, viewportWidthArbitrary, (a, b) => {
        const name = breakpointOf(a);
        const reached = Object.values(BREAKPOINTS).filter((min) => a >= min);
        expect(BREAKPOINTS[name]).toBe(reached.length > 0 ? Math.max(...reached) : 0);
        if (a <= b) expect(BREAKPOINTS[breakpointOf(a)]).toBeLessThanOrEqual(BREAKPOINTS[breakpointOf(b)]);
      }),
    );
  });
});
