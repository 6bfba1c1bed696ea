import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { userArbitrary } from '#test/support/arbitraries/auth.arbitrary';
import { favouritesHarness } from '#test/support/favourites-harness';
import { aUser } from '#test/support/mothers/user.mother';

const PRODUCTS = ['p-1', 'p-2', 'p-3'] as ProductId[];
const productArbitrary = fc.constantFrom(...PRODUCTS);

type Step =
  | { readonly kind: 'toggle'; readonly productId: ProductId; readonly fails: boolean }
  | { readonly kind: 'undo'; readonly fails: boolean };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), productId: productArbitrary, fails: fc.boolean() }),
  fc.record({ kind: fc.constant('undo' as const), fails: fc.boolean() }),
);

describe('ToggleFavourite properties', () => {
  it('never touches the repository, the flags or analytics for an anonymous visitor, and always goes to sign-in', async () => {
    await fc.assert(
      fc.asyncProperty(productArbitrary, fc.boolean(), fc.webPath(), async (productId, isFavourite, currentPath) => {
        const h = favouritesHarness();
        const result = await h.toggle.execute({ productId, isFavourite, user: null, currentPath });
        expect(result).toEqual({ ok: true, value: 'signInRequired' });
        expect(h.favouritesRepository.calls).toEqual([]);
        expect(h.favouritesStore.state.flags.size).toBe(0);
        expect(h.analytics.events).toEqual([]);
        expect(h.redirectTargetStore.read()).toBe(currentPath);
        expect(h.navigation.visits).toEqual(['signIn']);
      }),
    );
  });

  it('after every toggle or undo, successful or not, the flags on screen match what the server holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(PRODUCTS), fc.array(stepArbitrary, { maxLength: 12 }), async (initial, steps) => {
        const h = favouritesHarness();
        h.favouritesRepository.withFavourites(...initial);
        const user = aUser();
        await h.loadFlags.execute({ productIds: PRODUCTS, user });
        let adds = 0;
        for (const step of steps) {
          h.favouritesRepository.failWith(step.fails ? { code: 'FAVOURITES.UNAVAILABLE' } : null);
          if (step.kind === 'toggle') {
            const isFavourite = h.favouritesStore.isFavourite(step.productId);
            const result = await h.toggle.execute({ productId: step.productId, isFavourite, user, currentPath: '/pl' });
            if (result.ok && result.value === 'added') adds += 1;
          } else if (h.toastPresenter.shown.at(-1)?.action) {
            await h.toastPresenter.pressAction();
          }
          for (const id of PRODUCTS) expect(h.favouritesStore.isFavourite(id)).toBe(h.favouritesRepository.has(id));
        }
        // add_to_wishlist is sent for each successful add by toggle, never for a failed one or an undo.
        expect(h.analytics.events).toHaveLength(adds);
      }),
    );
  });

  it('makes exactly one repository write per signed-in toggle, whoever the user is', async () => {
    await fc.assert(
      fc.asyncProperty(userArbitrary, productArbitrary, fc.boolean(), async (user, productId, isFavourite) => {
        const h = favouritesHarness();
        await h.toggle.execute({ productId, isFavourite, user, currentPath: '/de' });
        expect(h.favouritesRepository.calls).toEqual([{ op: isFavourite ? 'remove' : 'add', productIds: [productId] }]);
      }),
    );
  });
});
