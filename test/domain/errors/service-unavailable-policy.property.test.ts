import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onServiceUnavailable, serviceUnavailablePath } from '#domain/errors/service-unavailable-policy';
import { LOCALES } from '#domain/market/locale';

// Paths built from segments that often spell an error page, with optional trailing slash, query or fragment.
const path = fc
  .tuple(
    fc.array(fc.constantFrom(...LOCALES, 'error', '503', 'audiobook', 'koszyk', ''), { maxLength: 4 }),
    fc.constantFrom('', '/', '?from=%2Fpl', '#top'),
  )
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`);

describe('503 policy properties', () => {
  it('never redirects twice: following the target leaves nothing more to do', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), fc.constantFrom(...LOCALES), (path, locale) => {
        const target = onServiceUnavailable(path, locale);
        if (target !== null) {
          expect(target).toBe(serviceUnavailablePath(locale));
          expect(onServiceUnavailable(target, locale)).toBeNull();
        }
      }),
    );
  });
});
