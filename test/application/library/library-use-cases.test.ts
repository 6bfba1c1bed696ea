import { describe, expect, it } from 'vitest';
import { LoadFavouritesPage } from '#application/library/load-favourites-page.use-case';
import { LoadRecentlyPlayed } from '#application/library/load-recently-played.use-case';
import { LoadShelf } from '#application/library/load-shelf.use-case';
import { InMemoryLibraryRepository } from '#test/support/fakes/in-memory-library-repository';
import { aPlayedTitle } from '#test/support/mothers/played-title.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

const titles = (count: number) => Array.from({ length: count }, () => aScreenProduct());

describe('LoadFavouritesPage (spec §2 /favourites, §9)', () => {
  it('asks for 30 favourites of the page in the market asked for', async () => {
    const favourites = titles(31);
    const repository = new InMemoryLibraryRepository().with('de', { favourites });
    const result = await new LoadFavouritesPage({ libraryRepository: repository }).execute({ locale: 'de', page: 2 });
    expect(result).toEqual({ ok: true, value: { items: favourites.slice(30), page: 2, pages: 2, total: 31 } });
    expect(repository.calls).toEqual([{ list: 'favourites', request: { locale: 'de', page: 2, limit: 30 } }]);
  });

  it('passes a visitor on as not signed in', async () => {
    const repository = new InMemoryLibraryRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' });
    const result = await new LoadFavouritesPage({ libraryRepository: repository }).execute({ locale: 'pl', page: 1 });
    expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
  });
});

describe('LoadShelf (spec §2 /shelf)', () => {
  it('puts the titles stopped part way through first, leaving out those not started or finished', async () => {
    const started = aPlayedTitle({ positionMs: 60_000 });
    const notStarted = aPlayedTitle({ positionMs: 0 });
    const finished = aPlayedTitle({ positionMs: 3_600_000, durationMs: 3_600_000 });
    const shelf = titles(3);
    const repository = new InMemoryLibraryRepository().with('pl', {
      shelf,
      recentlyPlayed: [notStarted, started, finished],
    });
    const result = await new LoadShelf({ libraryRepository: repository }).execute({ locale: 'pl', page: 1 });
    expect(result).toEqual({
      ok: true,
      value: { continueListening: [started], titles: { items: shelf, page: 1, pages: 1, total: 3 } },
    });
  });

  it('does not repeat them on a later page', async () => {
    const repository = new InMemoryLibraryRepository().with('pl', {
      shelf: titles(20),
      recentlyPlayed: [aPlayedTitle()],
    });
    const result = await new LoadShelf({ libraryRepository: repository }).execute({ locale: 'pl', page: 2 });
    expect(result.ok && result.value.continueListening).toEqual([]);
    expect(repository.calls.map((call) => call.list)).toEqual(['shelf']);
  });

  it('fails as its lists fail', async () => {
    const repository = new InMemoryLibraryRepository().failWith({ code: 'LIBRARY.UNAVAILABLE' });
    const result = await new LoadShelf({ libraryRepository: repository }).execute({ locale: 'pl', page: 1 });
    expect(result).toEqual({ ok: false, error: { code: 'LIBRARY.UNAVAILABLE' } });
  });
});

describe('LoadRecentlyPlayed (spec §2 /recently-played)', () => {
  it('asks for 15 titles of the page, a page below the first read as the first', async () => {
    const played = [aPlayedTitle(), aPlayedTitle()];
    const repository = new InMemoryLibraryRepository().with('cz', { recentlyPlayed: played });
    const result = await new LoadRecentlyPlayed({ libraryRepository: repository }).execute({ locale: 'cz', page: 0 });
    expect(result).toEqual({ ok: true, value: { items: played, page: 1, pages: 1, total: 2 } });
    expect(repository.calls).toEqual([{ list: 'recentlyPlayed', request: { locale: 'cz', page: 1, limit: 15 } }]);
  });
});
