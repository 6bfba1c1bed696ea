import { describe, expect, it } from 'vitest';
import { KyScreenRepository } from '#infrastructure/http/ky-screen-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';

const repositoryAnswering = (respond: (request: Request) => Response | Promise<Response>) => {
  const requests: Request[] = [];
  const http = createKyHttpClient({
    apiOrigin: 'http://store.test',
    brand: 'audiora',
    userAgent: 'UnitTest/1.0',
    cookie: 'session=abc',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    },
  });
  return { repository: new KyScreenRepository({ http }), requests };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const WIRE_PRODUCT = {
  id: uuid(1),
  type: 'podcast',
  name: 'Rozmowy',
  slug: 'rozmowy',
  reference_id: 'pl_rozmowy',
  image_url: '/pl/v2/covers/1/v1.svg',
  deeplink: 'https://audiora.link/pc/rozmowy',
  rating: 4.5,
  rating_count: 10,
  is_free: false,
  is_available_in_subscription: true,
  published_at: '2026-11-22T10:00:00+00:00',
  price: 3990,
  discount_price: 2990,
  price_for_subscribers: null,
  lowest_price: 2990,
  currency: 'PLN',
  description: 'Anna Nowak, Jan Kowalski',
  _embedded: { 'app:author': [] },
};

const WIRE_SCREEN = {
  id: uuid(10),
  key: 'home',
  title: 'Strona główna',
  _embedded: {
    'app:section': [
      {
        id: uuid(11),
        title: 'Nowości',
        type: 'products-swimlane',
        total: 7,
        _embedded: { 'app:product': [WIRE_PRODUCT] },
      },
      {
        id: uuid(12),
        title: null,
        type: 'item-sets',
        elements: [{ label: 'Sherlock', slug: 'sherlock', deeplink: 'https://audiora.link/c/sherlock' }],
      },
      {
        id: uuid(13),
        title: 'Kategorie',
        type: 'category-list',
        _embedded: { 'app:category': [{ id: uuid(14), slug: 'kryminal', name: 'Kryminał', parent_id: null }] },
      },
    ],
  },
};

describe('KyScreenRepository', () => {
  it.each([
    ['home', 'http://store.test/cz/v2/me/screen?_f%5BnoLinks%5D=1'],
    ['catalog', 'http://store.test/cz/v2/me/screen/catalog?_f%5BnoLinks%5D=1'],
  ] as const)('asks for the %s screen without links, with the device header and cookies', async (key, url) => {
    const { repository, requests } = repositoryAnswering(() => json({ ...WIRE_SCREEN, key }));
    await repository.findScreen('cz', key);
    const [request] = requests;
    expect(request?.url).toBe(url);
    expect(request?.headers.get('x-device')).toBe('AudioraWeb/1.97.2 Web/3.0 (Browser;UnitTest/1.0)');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('cookie')).toBe('session=abc');
  });

  it('maps every kind of section to the application model', async () => {
    const { repository } = repositoryAnswering(() => json(WIRE_SCREEN));
    expect(await repository.findScreen('pl', 'home')).toEqual({
      ok: true,
      value: {
        id: uuid(10),
        title: 'Strona główna',
        sections: [
          {
            id: uuid(11),
            title: 'Nowości',
            type: 'products-swimlane',
            total: 7,
            products: [
              {
                id: uuid(1),
                type: 'podcast',
                name: 'Rozmowy',
                authors: 'Anna Nowak, Jan Kowalski',
                imageUrl: '/pl/v2/covers/1/v1.svg',
                prices: { price: 3990, discountPrice: 2990, priceForSubscribers: null, lowestPrice: 2990 },
                currency: 'PLN',
                isFree: false,
                referenceId: 'pl_rozmowy',
              },
            ],
          },
          {
            id: uuid(12),
            title: null,
            type: 'item-sets',
            elements: [{ label: 'Sherlock', slug: 'sherlock', deeplink: 'https://audiora.link/c/sherlock' }],
          },
          {
            id: uuid(13),
            title: 'Kategorie',
            type: 'category-list',
            categories: [{ id: uuid(14), slug: 'kryminal', name: 'Kryminał', parentId: null }],
          },
        ],
      },
    });
  });

  it.each([
    ['a malformed body', () => json({ ...WIRE_SCREEN, _embedded: { 'app:section': [{ type: 'carousel' }] } })],
    ['a non-JSON body', () => new Response('<html>', { status: 200 })],
    ['a server error', () => json({ message: 'boom', code: 'INTERNAL' }, 500)],
    ['a missing screen', () => json({ message: 'Screen not found', code: 'NOT_FOUND' }, 404)],
    [
      'a lost connection',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('answers SCREEN.UNAVAILABLE for %s', async (_, respond) => {
    const { repository } = repositoryAnswering(respond);
    expect(await repository.findScreen('pl', 'home')).toEqual({ ok: false, error: { code: 'SCREEN.UNAVAILABLE' } });
  });

  it('answers API.MAINTENANCE for a 503', async () => {
    const { repository } = repositoryAnswering(() => json({ message: 'Maintenance', code: 'MAINTENANCE' }, 503));
    expect(await repository.findScreen('pl', 'catalog')).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});
