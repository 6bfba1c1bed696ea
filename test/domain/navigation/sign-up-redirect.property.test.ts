import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followImmediatelyAfterSignUp, immediateSignUpTarget } from '#domain/navigation/sign-up-redirect';
import { pathForTarget } from '#domain/routing/path-for';
import { safeRedirect } from '#domain/navigation/safe-redirect';
import {
  localeArbitrary,
  routeTargetArbitrary,
  routingContextArbitrary,
} from '#test/support/arbitraries/routing.arbitrary';

describe('followImmediatelyAfterSignUp properties (spec §4)', () => {
  it('only ever applies in pl', () => {
    fc.assert(
      fc.property(
        localeArbitrary.filter((l) => l !== 'pl'),
        fc.string(),
        routingContextArbitrary,
        (l, target, ctx) => {
          expect(followImmediatelyAfterSignUp(l, target, ctx)).toBe(false);
        },
      ),
    );
  });

  it('in pl, of all storefront routes follows exactly the cart, in any market, with any query', () => {
    fc.assert(
      fc.property(
        routeTargetArbitrary,
        localeArbitrary,
        routingContextArbitrary,
        fc.webQueryParameters(),
        (target, locale, ctx, query) => {
          const path = pathForTarget(target, locale, ctx);
          // A storefront path whose first segment is a wa- id or subscription/create is a wa- or subscription page.
          const [, , page = '', next] = path.split('/');
          fc.pre(!page.startsWith('wa-') && !(page === 'subscription' && next === 'create'));
          expect(followImmediatelyAfterSignUp('pl', `${path}?${query}`, ctx)).toBe(target.name === 'cart');
        },
      ),
    );
  });

  it('in pl, follows any wa- page and subscription/create, relative or absolute', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((s) => `/pl/wa-${s}`),
          fc.webPath().map((rest) => `/pl/subscription/create${rest}`),
        ),
        fc.constantFrom('', 'https://www.audiora.example', 'https://store.audiora.example'),
        (path, origin) => {
          expect(followImmediatelyAfterSignUp('pl', `${origin}${path}`, { product: 'audiora' })).toBe(true);
        },
      ),
    );
  });

  it('never follows at once a target the safe-redirect rule refuses, and answers only what it accepted', () => {
    const policy = { currentOrigin: 'https://www.audiora.example', allowedHosts: [] };
    fc.assert(
      fc.property(localeArbitrary, fc.oneof(fc.string(), fc.webUrl()), routingContextArbitrary, (l, target, ctx) => {
        const checked = safeRedirect(target, policy);
        const atOnce = immediateSignUpTarget(l, target, policy, ctx);
        if (!checked.ok) expect(atOnce).toBeNull();
        else expect([null, checked.value]).toContain(atOnce);
      }),
    );
  });
});
