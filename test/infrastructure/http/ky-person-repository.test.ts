import { describe, expect, it } from 'vitest';
import { resolveOrder } from '#domain/catalog/product-sort';
import { KyCategoryProductsRepository } from '#infrastructure/http/ky-category-products-repository';
import { createKyHttpClient } from '#infrastructure/http/ky-http-client';
import { KyPersonRepository } from '#infrastructure/http/ky-person-repository';

const ID = '32d23a10-0566-5b42-b463-f11f3c203dde';

const httpAnswering = (respond: () => Response) => {
  const urls: string[] = [];
  const http = createKyHttpClient({
    apiOrigin: 'http://store.test',
    brand: 'audiora',
    userAgent: 'UnitTest/1.0',
    fetch: async (input, init) => {
      urls.push(new Request(input, init).url);
      return respond();
    },
  });
  return { http, urls };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const emptyPage = {
  page: 2,
  limit: 15,
  pages: 0,
  total: 0,
  sort: 'price',
  order: 'desc',
  _embedded: { 'app:product': [] },
};
const request = { page: 2, limit: 15, order: resolveOrder('price', 'desc') };

describe('KyPersonRepository and KyCategoryProductsRepository', () => {
  it('find a person by id when the address holds a UUID, by slug otherwise', async () => {
    const { http, urls } = httpAnswering(() => json({}, 404));
    const repository = new KyPersonRepository({ http });
    await repository.findPerson('cz', 'lector', ID.toUpperCase());
    await repository.findPerson('cz', 'publisher', 'audiora-klasika');
    await repository.findPerson('cz', 'author', 'a/b');
    expect(urls).toEqual([
      `http://store.test/cz/v2/lectors/${ID}?_f%5BnoLinks%5D=1`,
      'http://store.test/cz/v2/publishers/slug/audiora-klasika?_f%5BnoLinks%5D=1',
      'http://store.test/cz/v2/authors/slug/a%2Fb?_f%5BnoLinks%5D=1',
    ]);
  });

  it('ask for a page of titles with its size and order, without links', async () => {
    const { http, urls } = httpAnswering(() => json(emptyPage));
    await new KyPersonRepository({ http }).listProducts('de', 'author', ID, request);
    await new KyCategoryProductsRepository({ http }).listProducts('de', 'krimis und thriller', request);
    const query = '_f%5BnoLinks%5D=1&page=2&limit=15&sort=price&order=desc';
    expect(urls).toEqual([
      `http://store.test/de/v2/authors/${ID}/products?${query}`,
      `http://store.test/de/v2/categories/krimis%20und%20thriller/products?${query}`,
    ]);
  });

  it.each([
    ['a 404', () => json({ message: 'Author not found', code: 'NOT_FOUND' }, 404), 'CATALOG.NOT_FOUND'],
    ['a 503', () => json({ message: 'Maintenance', code: 'MAINTENANCE' }, 503), 'API.MAINTENANCE'],
    ['a 500', () => json({ message: 'boom', code: 'INTERNAL' }, 500), 'CATALOG.UNAVAILABLE'],
    ['a malformed body', () => json({ page: 'one' }), 'CATALOG.UNAVAILABLE'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'CATALOG.UNAVAILABLE'],
  ])('map %s to %s', async (_, respond, code) => {
    const { http } = httpAnswering(respond);
    expect(await new KyPersonRepository({ http }).findPerson('pl', 'author', 'x')).toEqual({
      ok: false,
      error: { code },
    });
    expect(await new KyCategoryProductsRepository({ http }).listProducts('pl', 'x', request)).toEqual({
      ok: false,
      error: { code },
    });
  });
});
