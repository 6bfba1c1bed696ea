import { describe, expect, it } from 'vitest';
import type { ProductId } from '#domain/cart/cart-item';
import { favouritesHarness } from '#test/support/favourites-harness';
import { aUser } from '#test/support/mothers/user.mother';

const panTadeusz = '0b5f8c8e-3c7a-4d35-9f5a-2f6b1a0c9d11' as ProductId;
const jan = aUser();
const currentPath = '/pl/audiobook/pan-tadeusz?from=search';

const GENERIC_ERROR_TOAST = { title: 'common.generic_error.title', message: 'common.generic_error.message' };

/** The product's flag as the screen saw it, one entry per store emission. */
const flagHistory = (h: ReturnType<typeof favouritesHarness>, id: ProductId) => {
  const seen: (boolean | undefined)[] = [];
  h.favouritesStore.state$.subscribe((s) => seen.push(s.flags.get(id)));
  return seen;
};

describe('ToggleFavourite (spec §4 favourite toggle)', () => {
  it('adds a product that is not a favourite and sends add_to_wishlist', async () => {
    const h = favouritesHarness();

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: jan, currentPath });

    expect(result).toEqual({ ok: true, value: 'added' });
    expect(h.favouritesRepository.has(panTadeusz)).toBe(true);
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(true);
    expect(h.analytics.events).toEqual([{ name: 'add_to_wishlist', productId: panTadeusz }]);
    expect(h.toastPresenter.shown).toEqual([]);
  });

  it('removes a favourite and shows favourites.removed with the undo action favourites.removed_cta', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.withFavourites(panTadeusz);

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });

    expect(result).toEqual({ ok: true, value: 'removed' });
    expect(h.favouritesRepository.has(panTadeusz)).toBe(false);
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(false);
    expect(h.toastPresenter.summaries).toEqual([{ title: 'favourites.removed', action: 'favourites.removed_cta' }]);
    expect(h.analytics.events).toEqual([]);
  });

  it("restores the favourite when the toast's undo action is pressed", async () => {
    const h = favouritesHarness();
    h.favouritesRepository.withFavourites(panTadeusz);
    await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });

    await h.toastPresenter.pressAction();

    expect(h.favouritesRepository.has(panTadeusz)).toBe(true);
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(true);
    expect(h.favouritesRepository.calls.map((c) => c.op)).toEqual(['remove', 'add']);
    expect(h.toastPresenter.shown).toHaveLength(1);
  });

  it('tells of every change the server took, the undo too, and of none it refused', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.withFavourites(panTadeusz);
    await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });
    await h.toastPresenter.pressAction();
    expect(h.changes).toEqual(['changed', 'changed']);

    h.favouritesRepository.failWith({ code: 'FAVOURITES.UNAVAILABLE' });
    await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });
    expect(h.changes).toHaveLength(2);
  });

  it('shows the flag at once and keeps it when the server agrees', async () => {
    const h = favouritesHarness();
    const seen = flagHistory(h, panTadeusz);

    const pending = h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: jan, currentPath });
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(true); // before the server answered
    await pending;

    expect(seen).toEqual([undefined, true]);
  });

  it('rolls the optimistic add back on failure and shows the generic error toast, without analytics', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.failWith({ code: 'FAVOURITES.UNAVAILABLE' });
    const seen = flagHistory(h, panTadeusz);

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: jan, currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'FAVOURITES.UNAVAILABLE' } });
    expect(seen).toEqual([undefined, true, undefined]);
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(false);
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
    expect(h.analytics.events).toEqual([]);
  });

  it('rolls the optimistic removal back on failure, with no undo toast', async () => {
    const h = favouritesHarness();
    h.favouritesStore.relationsLoaded(new Map([[panTadeusz, true]]));
    h.favouritesRepository.withFavourites(panTadeusz).failWith({ code: 'FAVOURITES.UNAVAILABLE' });
    const seen = flagHistory(h, panTadeusz);

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });

    expect(result.ok).toBe(false);
    expect(seen).toEqual([true, false, true]);
    expect(h.toastPresenter.shown).toEqual([GENERIC_ERROR_TOAST]);
  });

  it('rolls back a failed undo and shows the generic error toast', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.withFavourites(panTadeusz);
    await h.toggle.execute({ productId: panTadeusz, isFavourite: true, user: jan, currentPath });
    h.favouritesRepository.failWith({ code: 'FAVOURITES.UNAVAILABLE' });

    await h.toastPresenter.pressAction();

    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(false);
    expect(h.toastPresenter.shown.at(-1)).toEqual(GENERIC_ERROR_TOAST);
  });

  it('rolls back and keeps the screen truthful when the repository throws (a fault, rethrown)', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.add = () => Promise.reject(new Error('bug'));

    await expect(
      h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: jan, currentPath }),
    ).rejects.toThrow('bug');
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(false);
  });

  it('sends a user whose session ended to sign-in with the redirect target stored (spec §8 UserNotAuthenticated)', async () => {
    const h = favouritesHarness();
    h.favouritesRepository.failWith({ code: 'AUTH.NOT_SIGNED_IN' });

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: jan, currentPath });

    expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.toastPresenter.shown).toEqual([]);
    expect(h.favouritesStore.isFavourite(panTadeusz)).toBe(false);
  });

  it('sends an anonymous visitor to sign-in with the redirect target stored, never calling the repository (spec §6)', async () => {
    const h = favouritesHarness();
    const seen = flagHistory(h, panTadeusz);

    const result = await h.toggle.execute({ productId: panTadeusz, isFavourite: false, user: null, currentPath });

    expect(result).toEqual({ ok: true, value: 'signInRequired' });
    expect(h.redirectTargetStore.read()).toBe(currentPath);
    expect(h.navigation.visits).toEqual(['signIn']);
    expect(h.favouritesRepository.calls).toEqual([]);
    expect(seen).toEqual([undefined]);
    expect(h.analytics.events).toEqual([]);
    expect(h.toastPresenter.shown).toEqual([]);
  });
});
