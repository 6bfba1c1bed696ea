import { describe, expect, it } from 'vitest';
import { loader } from '#ui/routes/locale-redirect';

const redirectOf = (path: string, acceptLanguage: string | null, brand = 'audiora'): Response => {
  const url = new URL(`http://store.test${path}`);
  const request = new Request(url, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  try {
    loader({ url, request, params: {}, context: { brand, nonce: '', container: null } } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected a redirect');
};

describe('/ (locale redirect)', () => {
  it.each([
    ['cs-CZ,cs;q=0.9', '/cz'],
    ['de-AT,de;q=0.8,en;q=0.5', '/de'],
    [null, '/pl'],
  ])("sends Accept-Language %j to the market's home route %s", (language, home) => {
    const response = redirectOf('/', language);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(home);
    expect(response.headers.get('vary')).toBe('Accept-Language');
  });

  it('keeps the query string', () => {
    expect(redirectOf('/?fltest=1&phrase=kot', 'de').headers.get('location')).toBe('/de?fltest=1&phrase=kot');
  });
});
