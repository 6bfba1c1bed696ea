import { expect, test } from '@playwright/test';

interface AlgoliaConfig {
  index_name: string;
  restrict_facets: { name: string; value: string }[];
  app_id: string;
  search_api_key: string;
  host: string;
}

test.describe('search on the production server', () => {
  test('finds demo titles with typos and without diacritics, through the config the API hands out', async ({
    request,
  }) => {
    const entry = (await (await request.get('/pl/v2/')).json()) as { catalog_id: string };
    const config = (await (await request.get(`/pl/v2/visitor/${entry.catalog_id}/algolia`)).json()) as AlgoliaConfig;
    expect(config.host).toMatch(/\/search-api$/);
    const filters = config.restrict_facets.map((f) => `${f.name}:'${f.value}'`).join(' AND ');
    const search = async (query: string) => {
      const res = await request.post(`/search-api/1/indexes/${config.index_name}/query`, {
        headers: {
          'content-type': 'text/plain',
          'x-algolia-api-key': config.search_api_key,
          'x-algolia-application-id': config.app_id,
        },
        data: JSON.stringify({ query, filters, hitsPerPage: 5 }),
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { hits: { name: string }[] }).hits.map((h) => h.name);
    };
    expect(await search('sherlok holms')).toContain('Sherlock Holmes');
    expect(await search('pan tadeus')).toContain('Pan Tadeusz');
    expect(await search('boleslaw pru')).toContain('Lalka');
  });
});
