import { LOCALES } from '#domain/market/locale';
import { type TestApp, createTestApp } from '#test/support/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<
          string,
          { description: string; content?: Record<string, { schema: Record<string, unknown> }> }
        >;
        'x-commands'?: Record<string, { auth: string; responses: Record<string, string> }>;
      }
    >
  >;
}

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.request('/de/v2/openapi.json');
    expect(res.status).toBe(200);
    document = (await res.json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3.1 document of every operation the API serves', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/{lang}/v2/']?.get?.operationId).toBe('getEntryPoint');
    expect(document.paths['/{lang}/v2/categories']?.get?.operationId).toBe('listCategories');
  });

  it('documents the market as a path parameter with every locale', () => {
    const lang = document.paths['/{lang}/v2/categories']?.get?.parameters.find((p) => p.name === 'lang');
    expect(lang).toMatchObject({ in: 'path', required: true, schema: { enum: [...LOCALES] } });
  });

  it('derives query parameters and response bodies from the zod schemas the server validates with', () => {
    const op = document.paths['/{lang}/v2/categories']?.get;
    expect(op?.parameters.map((p) => `${p.in}:${p.name}`)).toContain('query:_f[noLinks]');
    const schema = op?.responses['200']?.content?.['application/json']?.schema as {
      properties: { _embedded: { properties: Record<string, { items: { required: string[] } }> } };
    };
    expect(schema.properties._embedded.properties['app:category']?.items.required).toEqual(
      expect.arrayContaining(['id', 'slug', 'name', 'parent_id']),
    );
    expect(op?.responses['400']?.content?.['application/json']).toBeDefined();
  });

  it("documents every command's 2xx and 4xx answers, with their bodies under the commands' names", () => {
    const op = document.paths['/{lang}/v2/commands']?.post;
    // The command names as the request body documents them, independently of the answers.
    const names = [
      ...JSON.stringify(op?.requestBody).matchAll(/"name":\{"type":"string","const":"([A-Za-z]+)"\}/g),
    ].map((m) => m[1] ?? '');
    expect(names).toEqual(expect.arrayContaining(['RegisterUser', 'SignInWithGoogleForWeb', 'StartPlayback']));
    const commands = op?.['x-commands'] ?? {};
    expect(Object.keys(commands).sort()).toEqual([...names].sort());
    for (const name of names) {
      const statuses = Object.keys(commands[name]?.responses ?? {}).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        `${name} 2xx`,
      ).toBe(true);
      expect(
        statuses.some((status) => status >= 400 && status < 500),
        `${name} 4xx`,
      ).toBe(true);
      if (commands[name]?.auth === 'user') expect(statuses, `${name} 401`).toContain(401);
      for (const status of statuses) {
        const response = op?.responses[String(status)];
        expect(response?.description, `${name} ${status}`).toContain(`${name}: `);
        const bodies = response?.content?.['application/json']?.schema as
          | { title?: string; anyOf?: { title?: string }[] }
          | undefined;
        const titles = (bodies?.anyOf ?? (bodies ? [bodies] : [])).map((body) => body.title ?? '');
        expect(
          titles.some((title) => title.split(', ').includes(name)),
          `${name} ${status} body`,
        ).toBe(true);
      }
    }
  });

  it('documents the playback refusal and the social sign-in answer as GET /me plus created', () => {
    const op = document.paths['/{lang}/v2/commands']?.post;
    expect(op?.['x-commands']?.StartPlayback?.responses['403']).toContain('NOT_ENTITLED');
    const created = op?.responses['201']?.content?.['application/json']?.schema as {
      anyOf: { title: string; properties: Record<string, unknown> }[];
    };
    const social = created.anyOf.find((body) => body.title.includes('SignInWithGoogleForWeb'));
    expect(Object.keys(social?.properties ?? {})).toEqual(expect.arrayContaining(['created', '_embedded', 'has_club']));
  });

  it('documents the bookmarks: their commands with their answers, and the list from the same schemas', () => {
    const commands = document.paths['/{lang}/v2/commands']?.post?.['x-commands'] ?? {};
    expect(Object.keys(commands['AddBookmark']?.responses ?? {})).toEqual(['201', '401', '404', '409', '422']);
    expect(commands['EditBookmark']?.responses['404']).toContain('another user');
    expect(commands['RemoveBookmark']?.auth).toBe('user');
    expect(Object.keys(commands['RemoveProductReview']?.responses ?? {})).toEqual(['200', '401', '404', '422']);
    const list = document.paths['/{lang}/v2/me/bookmarks']?.get;
    expect(list?.operationId).toBe('listBookmarks');
    expect(list?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:audiobook_id', 'query:page', 'query:limit']),
    );
    const page = list?.responses['200']?.content?.['application/json']?.schema as {
      properties: { _embedded: { properties: Record<string, { items: { required: string[] } }> } };
    };
    expect(page.properties._embedded.properties['app:bookmark']?.items.required).toEqual(
      expect.arrayContaining(['id', 'audiobook_id', 'position', 'note', 'created_at', 'updated_at']),
    );
  });

  it('documents the player session and its 404 when nothing was played', () => {
    const op = document.paths['/{lang}/v2/me/player']?.get;
    expect(op?.operationId).toBe('getPlayerSession');
    expect(op?.responses['404']?.description).toContain('NO_PLAYER_SESSION');
    const session = op?.responses['200']?.content?.['application/json']?.schema as { required: string[] };
    expect(session.required).toEqual(
      expect.arrayContaining(['audiobook_id', 'catalog_id', 'position', 'updated_at', 'device_id', 'device_name']),
    );
  });

  it('is linked from the entry point', async () => {
    const body = (await (await t.app.request('/pl/v2/')).json()) as { _links: Record<string, { href: string }> };
    expect(body._links['app:openapi']?.href).toBe('/pl/v2/openapi.json');
    expect(body._links['app:docs']?.href).toBe('/pl/v2/docs');
  });

  it('has a readable docs page without scripts, styled from our own origin', async () => {
    const res = await t.app.request('/pl/v2/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<code>/{lang}/v2/categories</code>');
    expect(html).toContain('href="/pl/v2/openapi.json"');
    expect(html).not.toContain('<script');
    const css = await t.app.request('/pl/v2/docs.css');
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});
