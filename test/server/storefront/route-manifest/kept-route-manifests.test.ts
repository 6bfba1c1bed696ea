import { describe, expect, it } from 'vitest';
import { keptRouteManifests } from '#server/storefront/route-manifest/kept-route-manifests';
import { ANY_SEGMENT, literalSegmentsOf } from '#server/storefront/route-manifest/route-path-shape';

const literals = literalSegmentsOf(['pl', 'audiobook/:id', 'katalog', ':market', 'catalog']);

/** The router, as far as these answers go: it lists the paths it was asked for, and counts its calls. */
const fakeRouter = (status = 200) => {
  const asked: string[][] = [];
  const handle = async (request: Request) => {
    const paths = new URL(request.url).searchParams.get('paths')?.split(',') ?? [];
    asked.push(paths);
    // As the router tells a page of another build to reload.
    if (status !== 200) return new Response(null, { status, headers: { 'X-Remix-Reload-Document': 'true' } });
    return Response.json(Object.fromEntries(paths.map((path) => [path, { path }])), {
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  };
  return { asked, handle };
};

const manifestRequest = (paths: readonly string[], init?: RequestInit) =>
  new Request(`http://store.test/__manifest?${new URLSearchParams({ paths: paths.join(','), version: 'v1' })}`, init);

const bookPaths = (ids: readonly string[]) => ['/pl', '/pl/audiobook', ...ids.map((id) => `/pl/audiobook/${id}`)];

describe('route manifests kept in memory', () => {
  it('asks the router once for the shapes of a page’s paths, in the order they came', async () => {
    const router = fakeRouter();
    const answer = keptRouteManifests({ literals, maxBytes: 100_000 });
    const response = await answer(manifestRequest([...bookPaths(['b2', 'a1']), '/pl/katalog']), router.handle);
    expect(router.asked).toEqual([['/pl', '/pl/audiobook', `/pl/audiobook/${ANY_SEGMENT}`, '/pl/katalog']]);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Object.keys((await response.json()) as object)).toHaveLength(4);
  });

  it('answers every page whose links have the same shapes from memory', async () => {
    const router = fakeRouter();
    const answer = keptRouteManifests({ literals, maxBytes: 100_000 });
    const first = await (await answer(manifestRequest(bookPaths(['a1', 'b2'])), router.handle)).text();
    const second = await answer(manifestRequest(bookPaths(['c3', 'd4', 'e5'])), router.handle);
    expect(router.asked).toHaveLength(1);
    expect(await second.text()).toBe(first);
    expect(second.headers.get('Content-Type')).toContain('application/json');
  });

  it('keeps no answer the router refused, and passes on what it cannot shape', async () => {
    const refusing = fakeRouter(204);
    const answer = keptRouteManifests({ literals, maxBytes: 100_000 });
    await answer(manifestRequest(['/pl']), refusing.handle);
    await answer(manifestRequest(['/pl']), refusing.handle);
    expect(refusing.asked).toHaveLength(2);

    const router = fakeRouter();
    const long = manifestRequest(bookPaths(Array.from({ length: 300 }, (_, i) => `id-${i}`)));
    await answer(long, router.handle);
    await answer(new Request('http://store.test/__manifest?version=v1'), router.handle);
    await answer(manifestRequest(['/pl'], { method: 'POST' }), router.handle);
    expect(router.asked.map((paths) => paths.length)).toEqual([302, 0, 1]);
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const router = fakeRouter();
    // Room for one of these answers (44 and 76 bytes) only.
    const answer = keptRouteManifests({ literals, maxBytes: 100 });
    await answer(manifestRequest(['/pl']), router.handle);
    await answer(manifestRequest(['/pl/katalog']), router.handle);
    await answer(manifestRequest(['/pl']), router.handle);
    expect(router.asked).toEqual([['/pl'], ['/pl/katalog'], ['/pl']]);
  });
});
