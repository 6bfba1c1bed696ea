import { randomUUID } from 'node:crypto';
import { type KyselyPlugin, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { IN_PROCESS_API_ORIGIN, type StorefrontHandler } from '#server/storefront/storefront-handler';
import { ACCESS_COOKIE } from '#server/http/auth/auth-cookies';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const API_CACHE = { maxBytes: 1024 * 1024, maxAgeMs: 900_000 };

/** Counts the statements the app sends its database. */
const statementCounter = () => {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counter.statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counter, plugin };
};

/** A storefront that renders the name the API gives for the title in the page's `?id=`, forwarding its cookies. */
const titleStorefront: StorefrontHandler = async (request, { apiFetch }) => {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const answer = await apiFetch(`${IN_PROCESS_API_ORIGIN}/pl/v2/products/${id}?_f[noLinks]=1`, {
    headers: { cookie: request.headers.get('cookie') ?? '' },
  });
  const { name } = (await answer.json()) as { name: string };
  return new Response(`<!doctype html><h1>${name}</h1>`, { headers: { 'Content-Type': 'text/html' } });
};

/** A storefront that shows the home screen's title and how the API let it be kept, asked with the page's cookies. */
const homeStorefront: StorefrontHandler = async (request, { apiFetch }) => {
  const answer = await apiFetch(`${IN_PROCESS_API_ORIGIN}/pl/v2/me/screen?_f[noLinks]=1`, {
    headers: { cookie: request.headers.get('cookie') ?? '' },
  });
  const { title } = (await answer.json()) as { title: string };
  return new Response(`<h1>${title}</h1><p>${answer.headers.get('cache-control') ?? ''}</p>`);
};

describe("the API's public answers, shared between renders", () => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
  });

  it('spare the database a second time, and show a change to the catalogue at the next render', async () => {
    const { counter, plugin } = statementCounter();
    const seededApp = await createTestApp();
    opened.push(seededApp);
    const seeded = seededApp.database.db;
    // An app of its own over the seeded database, counting what it asks of it.
    const withCache = await createTestApp({
      db: seeded.withPlugin(plugin),
      storefront: titleStorefront,
      config: { bodyLimitBytes: 1 << 20, apiCache: API_CACHE },
    });
    opened.push(withCache);
    const { app } = withCache;
    const { id, name } = await seeded
      .selectFrom('products')
      .innerJoin('catalogs', 'catalogs.id', 'products.catalog_id')
      .select(['products.id', 'products.name'])
      .where('catalogs.locale', '=', 'pl')
      .executeTakeFirstOrThrow();

    const page = `/pl/x?id=${id}`;
    expect(await (await app.request(page)).text()).toContain(`<h1>${name}</h1>`);
    const firstRender = counter.statements;
    expect(firstRender).toBeGreaterThan(0);
    expect(await (await app.request(page, { headers: { cookie: 'loggedIn=true' } })).text()).toContain(name);
    // The second render asks the API nothing (the revision's read is compiled once, so it passes no plugin).
    expect(counter.statements).toBe(firstRender);

    const renamed = `Renamed ${randomUUID()}`;
    await sql`update products set name = ${renamed} where id = ${id}`.execute(seeded);
    expect(await (await app.request(page)).text()).toContain(`<h1>${renamed}</h1>`);
  });

  it("share a visitor's /me screen between visitors' renders, and never hand it to a signed-in user's", async () => {
    const { counter, plugin } = statementCounter();
    const seededApp = await createTestApp();
    opened.push(seededApp);
    const withCache = await createTestApp({
      db: seededApp.database.db.withPlugin(plugin),
      storefront: homeStorefront,
      config: { bodyLimitBytes: 1 << 20, apiCache: API_CACHE },
    });
    opened.push(withCache);
    const { app } = withCache;

    expect(await (await app.request('/pl/x')).text()).toContain('public, max-age=900');
    const firstRender = counter.statements;
    expect(await (await app.request('/pl/y')).text()).toContain('public, max-age=900');
    expect(counter.statements).toBe(firstRender);

    // A signed-in user's render asks the API itself, which answers them as theirs, and keeps nothing of it to share.
    const user = await createSignedInUser(seededApp);
    const signedIn = { headers: { cookie: `${ACCESS_COOKIE}=${user.accessToken}` } };
    expect(await (await app.request('/pl/x', signedIn)).text()).toContain('private, max-age=900');
    const userRender = counter.statements;
    expect(userRender).toBeGreaterThan(firstRender);
    expect(await (await app.request('/pl/x', signedIn)).text()).toContain('private, max-age=900');
    expect(counter.statements).toBeGreaterThan(userRender);
    expect(await (await app.request('/pl/x')).text()).toContain('public, max-age=900');
  });
});
