import { describe, expect, it } from 'vitest';
import { loader } from '#ui/routes/short-link';

type LoaderArgs = Parameters<typeof loader>[0];

/** What the loader threw: a redirect Response or a 404 data object. */
const outcome = (path: string, acceptLanguage = 'de-DE,de;q=0.9', brand = 'audiora') => {
  const url = new URL(`http://store.test${path}`);
  const request = new Request(url, { headers: { 'Accept-Language': acceptLanguage } });
  try {
    loader({ request, url, context: { brand }, params: {} } as unknown as LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('Location'), vary: thrown.headers.get('Vary') };
    }
    return { status: (thrown as { init?: { status?: number } }).init?.status };
  }
  throw new Error('the short-link loader always throws');
};

describe('short links', () => {
  it.each([
    ['/p/123', '/de/player/123'],
    ['/c/zapowiedzi', '/de/cycle/zapowiedzi'],
    ['/cp/zapowiedzi', '/de/cycle/zapowiedzi'],
    ['/pod/42', '/de/podcast/42'],
    ['/podp/42', '/de/podcast/42'],
    ['/a/wiedzmin', '/de/audiobook/wiedzmin'],
    ['/cat', '/de/catalog'],
    ['/cat/', '/de/catalog'],
    ['/cat/fantasy', '/de/catalog/fantasy'],
    ['/a/x%20y', '/de/audiobook/x%20y'],
    ['/p/7?utm_source=sms', '/de/player/7?utm_source=sms'],
  ])('%s answers 302 to %s in the Accept-Language market', (path, location) => {
    expect(outcome(path)).toEqual({ status: 302, location, vary: 'Accept-Language' });
  });

  it("uses the market's own paths and the default market when no language fits", () => {
    expect(outcome('/p/1', 'cs').location).toBe('/cz/prehravac/1');
    expect(outcome('/cat/krimi', 'fr').location).toBe('/pl/katalog/krimi');
  });

  it.each(['/p', '/p/', '/p/1/2', '/c', '/a/%E0%A4%A', '/pod/1/episodes'])('%s is no short link: 404', (path) => {
    expect(outcome(path)).toEqual({ status: 404 });
  });
});
