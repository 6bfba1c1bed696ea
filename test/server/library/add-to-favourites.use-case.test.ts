import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import type { Page } from '#server/catalogue/queries/page';
import type { ProductCardRecord } from '#server/catalogue/queries/product-card.query';
import { AddToFavourites } from '#server/library/add-to-favourites.use-case';
import type { FavouritesRepository } from '#server/library/favourites-repository.port';
import { RemoveFromFavourites } from '#server/library/remove-from-favourites.use-case';
import { aTitle, InMemoryLibraryTitles } from '#test/support/server/in-memory-library';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const pl = MARKETS.pl;

/** Favourites in memory, by user; listing pages is left to the database tests. */
class InMemoryServerFavourites implements FavouritesRepository {
  readonly #ids = new Map<string, Set<string>>();

  async add(userId: string, productIds: readonly string[]): Promise<void> {
    this.#ids.set(userId, new Set([...(this.#ids.get(userId) ?? []), ...productIds]));
  }

  async remove(userId: string, productIds: readonly string[]): Promise<void> {
    for (const id of productIds) this.#ids.get(userId)?.delete(id);
  }

  async favouriteAmong(userId: string, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(productIds.filter((id) => this.#ids.get(userId)?.has(id)));
  }

  async page(): Promise<Page<ProductCardRecord>> {
    return { items: [], total: 0 };
  }
}

const world = () => {
  const titles = new InMemoryLibraryTitles();
  const ours = aTitle(pl.catalogId);
  const czech = aTitle(MARKETS.cz.catalogId);
  titles.add(ours, czech);
  const favourites = new InMemoryServerFavourites();
  return {
    ours,
    czech,
    favourites,
    add: new AddToFavourites({ titles, favourites, now: () => NOW }),
    remove: new RemoveFromFavourites({ favourites }),
  };
};

describe('AddToFavourites and RemoveFromFavourites', () => {
  it("refuses the whole command when one id is not in the market's catalogue, adding nothing", async () => {
    const { ours, czech, favourites, add } = world();
    expect(await add.execute({ userId: 'u-1', market: pl, productIds: [ours.id, czech.id] })).toEqual({
      ok: false,
      error: { code: 'VALIDATION_FAILED', errors: [{ property: 'product_ids', code: 'NOT_FOUND' }] },
    });
    expect(await favourites.favouriteAmong('u-1', [ours.id])).toEqual(new Set());
  });

  it('adds and removes, answering which of the ids are favourites; removing ignores unknown ids', async () => {
    const { ours, add, remove } = world();
    expect(await add.execute({ userId: 'u-1', market: pl, productIds: [ours.id] })).toEqual({
      ok: true,
      value: new Set([ours.id]),
    });
    expect(await remove.execute({ userId: 'u-1', productIds: [ours.id, 'gone'] })).toEqual({
      ok: true,
      value: new Set(),
    });
  });
});
