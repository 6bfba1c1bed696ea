import { describe, expect, it } from 'vitest';
import { KyCatalogRepository } from '#infrastructure/http/ky-catalog-repository';
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
  return { repository: new KyCatalogRepository({ http }), requests };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('KyCatalogRepository', () => {
  it('asks the market API without links, with the device header, credentials and forwarded cookies', async () => {
    const { repository, requests } = repositoryAnswering(() => json({ total: 0, _embedded: { 'app:category': [] } }));
    await repository.listCategories('cz');
    const [request] = requests;
    expect(request?.url).toBe('http://store.test/cz/v2/categories?_f%5BnoLinks%5D=1');
    expect(request?.headers.get('x-device')).toBe('AudioraWeb/1.97.2 Web/3.0 (Browser;UnitTest/1.0)');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('cookie')).toBe('session=abc');
  });

  it('maps wire categories to domain categories', async () => {
    const { repository } = repositoryAnswering(() =>
      json({
        total: 1,
        _embedded: {
          'app:category': [
            { id: '3d0cce62-e260-5adb-9000-48f4050dc1e4', slug: 'krimi', name: 'Krimi', parent_id: null },
          ],
        },
      }),
    );
    expect(await repository.listCategories('de')).toEqual({
      ok: true,
      value: [{ id: '3d0cce62-e260-5adb-9000-48f4050dc1e4', slug: 'krimi', name: 'Krimi', parentId: null }],
    });
  });

  it.each([
    ['a malformed body', () => json({ total: 'many' })],
    ['a non-JSON body', () => new Response('<html>', { status: 200 })],
    ['a server error', () => json({ message: 'boom', code: 'INTERNAL' }, 500)],
    ['a missing resource', () => json({ message: 'Unknown market', code: 'MARKET_NOT_FOUND' }, 404)],
    [
      'a lost connection',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('answers CATALOG.UNAVAILABLE for %s', async (_, respond) => {
    const { repository } = repositoryAnswering(respond);
    expect(await repository.listCategories('pl')).toEqual({ ok: false, error: { code: 'CATALOG.UNAVAILABLE' } });
  });

  it('answers API.MAINTENANCE for a 503', async () => {
    const { repository } = repositoryAnswering(() => json({ message: 'Maintenance', code: 'MAINTENANCE' }, 503));
    expect(await repository.listCategories('pl')).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
  });
});
