import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouritesRepository } from '#application/ports/favourites-repository.port';
import type { ProductId } from '#domain/cart/cart-item';
import { KyFavouritesRepository } from '#infrastructure/http/ky-favourites-repository';
import { InMemoryFavouritesRepository } from '#test/support/fakes/in-memory-favourites-repository';
import { createSignedInUser } from '#test/support/server/accounts';
import { demoTitleId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { pageHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  /** A new pl user's favourites. */
  readonly repository: FavouritesRepository;
  readonly visitor: FavouritesRepository;
  /** Two titles of the pl catalogue. */
  readonly titles: readonly [ProductId, ProductId];
  readonly teardown: () => Promise<void>;
}

/** What every FavouritesRepository must do (spec §3 product relations, §7 the favourites commands). */
const favouritesRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`FavouritesRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('adds and removes a favourite, as the relations then say', async () => {
      const [a, b] = subject.titles;
      const flags = async () => {
        const result = await subject.repository.relations([a, b]);
        if (!result.ok) throw new Error(result.error.code);
        return [...result.value];
      };
      expect(await flags()).toEqual([
        [a, false],
        [b, false],
      ]);
      expect(await subject.repository.add([a])).toEqual({ ok: true, value: undefined });
      expect(await subject.repository.add([a])).toEqual({ ok: true, value: undefined });
      expect(await flags()).toEqual([
        [a, true],
        [b, false],
      ]);
      expect(await subject.repository.remove([a])).toEqual({ ok: true, value: undefined });
      expect(await flags()).toEqual([
        [a, false],
        [b, false],
      ]);
    });

    it('refuses a visitor: nobody is signed in', async () => {
      const [a] = subject.titles;
      for (const result of [
        await subject.visitor.add([a]),
        await subject.visitor.remove([a]),
        await subject.visitor.relations([a]),
      ]) {
        expect(result).toEqual({ ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } });
      }
    });
  });
};

const portFor = (app: TestApp['app'], cookies: BrowserCookies) => new KyFavouritesRepository(pageHttp(app, cookies));

let shared: TestApp;

favouritesRepositoryContract('KyFavouritesRepository against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  return {
    repository: portFor(shared.app, new BrowserCookies().set('audiora_access', account.accessToken)),
    visitor: portFor(shared.app, new BrowserCookies()),
    titles: [
      (await demoTitleId(shared, 'pl', 'Hrabia Monte Christo')) as ProductId,
      (await demoTitleId(shared, 'pl', 'Faraon')) as ProductId,
    ],
    teardown: () => shared.close(),
  };
});

favouritesRepositoryContract('InMemoryFavouritesRepository', async () => ({
  repository: new InMemoryFavouritesRepository(),
  visitor: new InMemoryFavouritesRepository().failWith({ code: 'AUTH.NOT_SIGNED_IN' }),
  titles: ['title-a' as ProductId, 'title-b' as ProductId],
  teardown: async () => undefined,
}));

describe('KyFavouritesRepository against the reference API', () => {
  it('sends each command with the product ids (spec §7), and nothing for no ids', async () => {
    const t = await createTestApp();
    try {
      const account = await createSignedInUser(t);
      const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
      const bodies: unknown[] = [];
      const http = ky.create({
        prefixUrl: ORIGIN,
        retry: 0,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          bodies.push(await request.clone().json());
          return cookies.fetchThrough(t.app)(request);
        },
      });
      const repository = new KyFavouritesRepository({ http, locale: () => 'pl', refreshSession: async () => false });
      const id = (await demoTitleId(t, 'pl', 'Faraon')) as ProductId;
      await repository.add([id]);
      await repository.relations([]);
      await repository.remove([id]);
      expect(bodies).toEqual([
        { name: 'AddToFavourites', product_ids: [id] },
        { name: 'RemoveFromFavourites', product_ids: [id] },
      ]);
    } finally {
      await t.close();
    }
  });
});
