import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import { MARKETS } from '#domain/market/markets';
import { KyFavouritesCount } from '#infrastructure/http/ky-favourites-count';
import { sessionRefresh } from '#infrastructure/http/session-refresh';
import { createSignedInUser, sendCommand } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { FakeFavouritesCount } from '#test/support/fakes/fake-favourites-count';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  /** A new pl user's favourites total. */
  readonly port: FavouritesCountPort;
  readonly visitor: FavouritesCountPort;
  /** Makes `count` more titles the user's favourites. */
  readonly favourite: (count: number) => Promise<void>;
  readonly teardown: () => Promise<void>;
}

/** What every FavouritesCountPort must do (spec §3 favourites list total). */
const favouritesCountContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`FavouritesCountPort contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('counts every favourite, not a page of them', async () => {
      expect(await subject.port.count()).toEqual({ ok: true, value: 0 });
      await subject.favourite(3);
      expect(await subject.port.count()).toEqual({ ok: true, value: 3 });
    });

    it('has no count for a visitor', async () => {
      expect(await subject.visitor.count()).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
    });
  });
};

const portFor = (app: TestApp['app'], cookies: BrowserCookies) => {
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app), retry: 0 });
  return new KyFavouritesCount({
    http,
    locale: () => 'pl',
    refreshSession: sessionRefresh({ http, locale: () => 'pl', deviceId: () => 'device-1' }),
  });
};

let shared: TestApp;

favouritesCountContract('KyFavouritesCount against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
  const titles = await shared.database.db
    .selectFrom('products')
    .select('id')
    .where('catalog_id', '=', MARKETS.pl.catalogId)
    .orderBy('id')
    .execute();
  let next = 0;
  return {
    port: portFor(shared.app, cookies),
    visitor: portFor(shared.app, new BrowserCookies()),
    favourite: async (count) => {
      const ids = titles.slice(next, next + count).map((row) => row.id);
      next += count;
      const { res } = await sendCommand(shared, 'AddToFavourites', { product_ids: ids }, account.bearer);
      expect(res.status).toBe(200);
    },
    teardown: () => shared.close(),
  };
});

favouritesCountContract('FakeFavouritesCount', async () => {
  const port = new FakeFavouritesCount();
  return {
    port,
    visitor: new FakeFavouritesCount().failWith({ code: 'AUTH.NOT_SIGNED_IN' }),
    favourite: async (count) => {
      port.added(count);
    },
    teardown: async () => undefined,
  };
});

describe('KyFavouritesCount against the reference API', () => {
  it('asks for one item of the first page and reads the total (spec §7 /me/favourites)', async () => {
    const t = await createTestApp();
    try {
      const account = await createSignedInUser(t);
      const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
      const asked: string[] = [];
      const http = ky.create({
        prefixUrl: ORIGIN,
        retry: 0,
        fetch: (input, init) => {
          asked.push(new Request(input, init).url);
          return cookies.fetchThrough(t.app)(input, init);
        },
      });
      const port = new KyFavouritesCount({ http, locale: () => 'de', refreshSession: async () => false });
      expect(await port.count()).toEqual({ ok: true, value: 0 });
      expect(asked.map((url) => decodeURIComponent(new URL(url).pathname + new URL(url).search))).toEqual([
        '/de/v2/me/favourites?limit=1&_f[noLinks]=1',
      ]);
    } finally {
      await t.close();
    }
  });
});
