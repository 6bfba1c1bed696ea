import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartRepository } from '#application/ports/cart-repository.port';
import type { CartProductId } from '#domain/cart/cart-item';
import { KyCartRepository } from '#infrastructure/http/ky-cart-repository';
import { sessionRefresh } from '#infrastructure/http/session-refresh';
import { createSignedInUser } from '#test/support/server/accounts';
import { aCartItem } from '#test/support/mothers/cart-item.mother';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { sellableProducts } from '#test/support/server/commerce/commerce-fixtures';
import { InMemoryCartRepository } from '#test/support/fakes/in-memory-cart-repository';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  /** A pl user's cart, empty to begin with. */
  readonly repository: CartRepository;
  /** A visitor's: nobody is signed in. */
  readonly visitor: CartRepository;
  /** A title the pl store sells, by the id the cart adds it by, and its name. */
  readonly product: { readonly cartId: CartProductId; readonly name: string };
  readonly teardown: () => Promise<void>;
}

/** What every CartRepository must do (spec §3 cart, §7 the legacy store's cart calls). */
const cartRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`CartRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('starts with an empty cart, adds a title by its cart id, and adding it again changes nothing', async () => {
      expect(await subject.repository.load()).toEqual({ ok: true, value: [] });
      expect(await subject.repository.add(subject.product.cartId)).toEqual({ ok: true, value: undefined });
      expect(await subject.repository.add(subject.product.cartId)).toEqual({ ok: true, value: undefined });
      const cart = await subject.repository.load();
      if (!cart.ok) throw new Error(cart.error.code);
      expect(cart.value).toHaveLength(1);
      const [item] = cart.value;
      expect(item?.product.name).toBe(subject.product.name);
      expect(item?.product.referenceId).toBe(`pl_${subject.product.cartId}`);
      expect(item?.price).toBeGreaterThan(0);
      expect(item?.product.authors.length).toBeGreaterThan(0);
    });

    it('refuses a title the store does not sell as one it cannot add, leaving the cart as it was', async () => {
      const before = await subject.repository.load();
      expect(await subject.repository.add('no-such-title-anywhere' as CartProductId)).toEqual({
        ok: false,
        error: { code: 'CART.NOT_ADDABLE' },
      });
      expect(await subject.repository.load()).toEqual(before);
    });

    it('has no cart for a visitor', async () => {
      const notSignedIn = { ok: false, error: { code: 'AUTH.NOT_SIGNED_IN' } };
      expect(await subject.visitor.load()).toEqual(notSignedIn);
      expect(await subject.visitor.add(subject.product.cartId)).toEqual(notSignedIn);
    });
  });
};

const repositoryFor = (app: TestApp['app'], cookies: BrowserCookies, deviceId = 'device-1') => {
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app), retry: 0 });
  return new KyCartRepository({
    http,
    locale: () => 'pl',
    refreshSession: sessionRefresh({ http, locale: () => 'pl', deviceId: () => deviceId }),
  });
};

/** A title of the pl catalogue with a price, as the seeded database has it. */
const sellable = async (t: TestApp) => {
  const [first] = await sellableProducts(t);
  if (!first) throw new Error('The seeded pl catalogue sells no audiobook');
  return { cartId: first.cartId as CartProductId, name: first.name };
};

let shared: TestApp;

cartRepositoryContract('KyCartRepository against the reference API', async () => {
  shared = await createTestApp();
  const account = await createSignedInUser(shared);
  const cookies = new BrowserCookies().set('audiora_access', account.accessToken).set('loggedIn', 'true');
  return {
    repository: repositoryFor(shared.app, cookies),
    visitor: repositoryFor(shared.app, new BrowserCookies()),
    product: await sellable(shared),
    teardown: () => shared.close(),
  };
});

cartRepositoryContract('InMemoryCartRepository', async () => {
  const item = aCartItem();
  return {
    repository: new InMemoryCartRepository().selling('pan-tadeusz', item),
    visitor: new InMemoryCartRepository().selling('pan-tadeusz', item).signedOut(),
    product: { cartId: 'pan-tadeusz' as CartProductId, name: item.product.name },
    teardown: async () => undefined,
  };
});

describe('KyCartRepository against the reference API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('reads the cart from the legacy store host and adds by GET {locale}/cart/add/{id} (spec §7)', async () => {
    const account = await createSignedInUser(t);
    const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
    const repository = repositoryFor(t.app, cookies);
    const { cartId } = await sellable(t);
    await repository.add(cartId);
    await repository.load();
    expect(cookies.requests).toEqual([`GET /pl/cart/add/${cartId}`, 'GET /pl/user/profile.json']);
  });

  it('refreshes an expired access token once and asks again (spec §8: 401 -> refresh -> retry)', async () => {
    const account = await createSignedInUser(t);
    const cookies = new BrowserCookies()
      .set('audiora_access', 'expired-or-unknown-token-000000000000')
      .set('audiora_refresh', account.refreshToken);
    const repository = repositoryFor(t.app, cookies, account.deviceId);
    expect(await repository.load()).toEqual({ ok: true, value: [] });
    expect(cookies.requests).toEqual([
      'GET /pl/user/profile.json',
      'POST /pl/v2/commands',
      'GET /pl/user/profile.json',
    ]);
  });

  it('refreshes once for calls that meet a 401 together: one rotation, so the session survives', async () => {
    const account = await createSignedInUser(t);
    const cookies = new BrowserCookies()
      .set('audiora_access', 'expired-or-unknown-token-000000000000')
      .set('audiora_refresh', account.refreshToken);
    const repository = repositoryFor(t.app, cookies, account.deviceId);
    const [first, second] = await Promise.all([repository.load(), repository.load()]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(cookies.requests.filter((request) => request === 'POST /pl/v2/commands')).toHaveLength(1);
  });

  it('maps the wire cart to the domain: prices in minor units, authors by name, the cover URL', async () => {
    const account = await createSignedInUser(t);
    const cookies = new BrowserCookies().set('audiora_access', account.accessToken);
    const repository = repositoryFor(t.app, cookies);
    await repository.add((await sellable(t)).cartId);
    const cart = await repository.load();
    if (!cart.ok) throw new Error(cart.error.code);
    const [item] = cart.value;
    if (!item) throw new Error('expected one item');
    expect(item.product.imageUrl).toMatch(/^\/pl\/v2\/covers\//);
    // A new user is no club member: the cart price is the lower of the base and discount prices (spec §5).
    const { price, discountPrice } = item.product;
    expect(item.price).toBe(discountPrice === null || price === null ? price : Math.min(price, discountPrice));
  });
});
