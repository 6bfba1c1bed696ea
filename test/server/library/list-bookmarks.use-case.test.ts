import { describe, expect, it } from 'vitest';
import { MARKETS } from '#domain/market/markets';
import { ListBookmarks } from '#server/library/list-bookmarks.use-case';
import { aTitle, InMemoryLibraryTitles, LIBRARY_NOW as NOW } from '#test/support/server/in-memory-library';
import { InMemoryBookmarkRepository } from './in-memory-bookmark-repository';

const { pl, de } = MARKETS;

describe('ListBookmarks', () => {
  it("lists one audiobook's bookmarks or all of the market's, and NOT_FOUND for a title the market lacks", async () => {
    const [lalka, potop] = [aTitle(pl.catalogId), aTitle(pl.catalogId)];
    const german = aTitle(de.catalogId);
    const titles = new InMemoryLibraryTitles().add(lalka, potop, german);
    const catalogs = new Map([lalka, potop, german].map((t) => [t.id, t.catalogId]));
    const bookmarks = new InMemoryBookmarkRepository((id) => catalogs.get(id));
    const add = (audiobookId: string) =>
      bookmarks.add({ userId: 'u-1', audiobookId, positionMs: 0, note: null, now: NOW }, 500);
    const [inLalka, inPotop] = [await add(lalka.id), await add(potop.id)];
    await add(german.id);
    const useCase = new ListBookmarks({ titles, bookmarks });
    const page = { page: 1, limit: 10 };
    expect(await useCase.execute({ userId: 'u-1', market: pl, audiobookId: lalka.id, page })).toEqual({
      ok: true,
      value: { items: [inLalka], total: 1 },
    });
    const all = await useCase.execute({ userId: 'u-1', market: pl, page });
    expect(all.ok && new Set(all.value.items)).toEqual(new Set([inLalka, inPotop]));
    expect(await useCase.execute({ userId: 'u-1', market: pl, audiobookId: german.id, page })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Audiobook' },
    });
  });
});
