import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryRepository } from '#application/ports/library-repository.port';
import { MARKETS } from '#domain/market/markets';
import { KyLibraryRepository } from '#infrastructure/http/ky-library-repository';
import { createSignedInUser, sendCommand } from '#test/support/server/accounts';
import { insertLicense } from '#test/support/server/library-suite';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { InMemoryLibraryRepository } from '#test/support/fakes/in-memory-library-repository';
import { aPlayedTitle } from '#test/support/mothers/played-title.mother';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

interface Subject {
  /** A pl listener with two favourites, one title on the shelf, played to 90 s. */
  readonly repository: LibraryRepository;
  readonly visitor: LibraryRepository;
  readonly favourites: readonly string[];
  readonly shelved: string;
  readonly teardown: () => Promise<void>;
}

/** What every LibraryRepository must do (spec §7 /me/favourites, /me/shelf, /me/recently-played). */
const libraryRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`LibraryRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it("lists the listener's favourites a page at a time, counting them all", async () => {
      const first = await subject.repository.favourites({ locale: 'pl', page: 1, limit: 1 });
      expect(first.ok && { page: first.value.page, pages: first.value.pages, total: first.value.total }).toEqual({
        page: 1,
        pages: 2,
        total: 2,
      });
      const all = await subject.repository.favourites({ locale: 'pl', page: 1, limit: 30 });
      expect(all.ok && all.value.items.map((item) => item.id).sort()).toEqual([...subject.favourites].sort());
    });

    it('lists the shelf', async () => {
      const shelf = await subject.repository.shelf({ locale: 'pl', page: 1, limit: 15 });
      expect(shelf.ok && shelf.value.items.map((item) => item.id)).toEqual([subject.shelved]);
    });

    it('lists the played titles with where the listener stopped, in milliseconds of the whole', async () => {
      const played = await subject.repository.recentlyPlayed({ locale: 'pl', page: 1, limit: 15 });
      if (!played.ok) throw new Error(played.error.code);
      const [title] = played.value.items;
      expect(title?.id).toBe(subject.shelved);
      expect(title?.positionMs).toBe(90_000);
      expect(title?.durationMs).toBeGreaterThan(90_000);
      expect(Number.isNaN(Date.parse(title?.playedAt ?? ''))).toBe(false);
    });

    it('has no lists for a visitor', async () => {
      for (const list of [
        subject.visitor.favourites({ locale: 'pl', page: 1, limit: 30 }),
        subject.visitor.shelf({ locale: 'pl', page: 1, limit: 15 }),
        subject.visitor.recentlyPlayed({ locale: 'pl', page: 1, limit: 15 }),
      ]) {
        expect(await list).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      }
    });
  });
};

let shared: TestApp;

libraryRepositoryContract('KyLibraryRepository against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  const titles = await shared.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS.pl.catalogId)
    .where('type', '=', 'audiobook')
    .orderBy('id')
    .limit(3)
    .execute();
  const [a, b, c] = titles.map((row) => row.id);
  if (!a || !b || !c) throw new Error('the pl catalogue has too few audiobooks');
  const favourited = await sendCommand(shared, 'AddToFavourites', { product_ids: [a, b] }, account.bearer);
  expect(favourited.res.status).toBe(200);
  await insertLicense(shared.database.db, account, c, new Date());
  const saved = await sendCommand(
    shared,
    'SavePlaybackProgress',
    { audiobook_id: c, device: 'Web Player', position: 90_000 },
    account.bearer,
  );
  expect(saved.res.status).toBe(200);
  const repositoryOf = (cookies: BrowserCookies) => {
    const { http, refreshSession } = pageHttp(shared.app, cookies);
    return new KyLibraryRepository({ http, refreshSession });
  };
  return {
    repository: repositoryOf(new BrowserCookies().set('audiora_access', account.accessToken)),
    visitor: repositoryOf(new BrowserCookies()),
    favourites: [a, b],
    shelved: c,
    teardown: () => shared.close(),
  };
});

libraryRepositoryContract('InMemoryLibraryRepository', async () => {
  const favourites = [aScreenProduct(), aScreenProduct()];
  const played = aPlayedTitle({ positionMs: 90_000 });
  return {
    repository: new InMemoryLibraryRepository().with('pl', { favourites, shelf: [played], recentlyPlayed: [played] }),
    visitor: new InMemoryLibraryRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' }),
    favourites: favourites.map((product) => product.id),
    shelved: played.id,
    teardown: async () => undefined,
  };
});

describe('KyLibraryRepository', () => {
  it('asks each list of the market named for the page and size, without links (spec §7)', async () => {
    const t = await createTestApp();
    try {
      const asked: string[] = [];
      const { http } = pageHttp(t.app, new BrowserCookies());
      const recording = http.extend({
        hooks: {
          beforeRequest: [
            (request) =>
              void asked.push(decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search)),
          ],
        },
      });
      const repository = new KyLibraryRepository({ http: recording, refreshSession: async () => false });
      await repository.favourites({ locale: 'de', page: 2, limit: 30 });
      await repository.shelf({ locale: 'cz', page: 1, limit: 15 });
      await repository.recentlyPlayed({ locale: 'en', page: 3, limit: 15 });
      expect(asked).toEqual([
        '/de/v2/me/favourites?page=2&limit=30&_f[noLinks]=1',
        '/cz/v2/me/shelf?page=1&limit=15&_f[noLinks]=1',
        '/en/v2/me/recently-played?page=3&limit=15&_f[noLinks]=1',
      ]);
    } finally {
      await t.close();
    }
  });
});
