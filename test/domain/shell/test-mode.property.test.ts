import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTestMode } from '#domain/shell/test-mode';

const OFF = ['0', 'false', 'off'];

describe('test mode properties (spec §2)', () => {
  it('once switched on, stays on over later page loads until explicitly switched off', () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => !OFF.includes(value.trim().toLowerCase())),
        fc.array(fc.option(fc.string(), { nil: null }), { maxLength: 20 }),
        (on, later) => {
          let stored = nextTestMode(on, false);
          expect(stored).toBe(true);
          for (const query of later) {
            const next = nextTestMode(query, stored);
            const switchedOff = query !== null && OFF.includes(query.trim().toLowerCase());
            expect(next).toBe(!switchedOff && (stored || query !== null));
            stored = next;
          }
        },
      ),
    );
  });
});
