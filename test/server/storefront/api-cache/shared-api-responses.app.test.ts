import { randomUUID } from 'node:crypto';
import { type KyselyPlugin, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { IN_PROCESS_API_ORIGIN, type StorefrontHandler } from '#server/storefront/storefront-handler';
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
});
