import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { PATH_LANGUAGE, ROUTE_NAMES, ROUTE_TABLE, type RouteName, type RouteParams } from '#domain/routing/route-table';
import { SHORT_LINK_PATHS } from '#domain/routing/short-link';
import { clientLoader as layoutClientLoader, shouldRevalidate } from '#ui/routes/locale-layout';
import { clientLoader, loader } from '#ui/routes/not-found';
import { type ManifestRoute, pageRouteTable } from '#ui/routes/page-route-table';
import { NOT_FOUND_MODULE, storefrontRoutes } from '#ui/routes/route-config';

interface Entry extends ManifestRoute {
  readonly path?: string;
  readonly index?: boolean;
  readonly caseSensitive?: boolean;
  readonly file: string;
}

/** The route table as React Router's browser manifest holds it: flat, each route naming its parent. */
const flatten = (entries: readonly RouteConfigEntry[], parentId: string): Entry[] =>
  entries.flatMap((entry) => {
    const id = entry.id ?? entry.file;
    const own: Entry = {
      id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      file: entry.file,
    };
    return [own, ...flatten(entry.children ?? [], id)];
  });

const MANIFEST: Record<string, Entry> = Object.fromEntries(
  [{ id: 'root', file: 'root.tsx' }, ...flatten(storefrontRoutes(), 'root')].map((route) => [route.id, route]),
);

/** The nested table `HydratedRouter` builds from a manifest. */
const routerTable = (manifest: Readonly<Record<string, Entry>>): RouteObject[] => {
  const build = (route: Entry): RouteObject =>
    route.index
      ? { id: route.id, index: true }
      : {
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          children: Object.values(manifest)
            .filter((child) => child.parentId === route.id)
            .map(build),
        };
  return Object.values(manifest)
    .filter((route) => route.parentId === undefined)
    .map(build);
};

const FULL = routerTable(MANIFEST);
const matchedIds = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map((m) => m.route.id ?? '');
const leafOf = (table: RouteObject[], path: string) => matchedIds(table, path).at(-1);
/** The layout a path is placed under and its page. */
const placeOf = (table: RouteObject[], path: string) => matchedIds(table, path).slice(1).join(' > ');

const sampleParams = <N extends RouteName>(name: N): RouteParams<N> =>
  Object.fromEntries(
    ROUTE_TABLE[name].en
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => [segment.slice(1), `id-${segment.slice(1)}`]),
  ) as RouteParams<N>;

const PAGES = LOCALES.flatMap((locale) =>
  ROUTE_NAMES.map((name) => ({ locale, path: pathFor(name, sampleParams(name), locale, { product: 'audiora' }) })),
);
const SHORT_LINKS = [...SHORT_LINK_PATHS.keys()].map((prefix) => `/${prefix}/42`);

const ORIGIN = 'https://store.test';

/** Whether a navigation in the page to `path` ends in a document load: the redirect a client loader on its way throws. */
const loadsAsDocument = async (table: RouteObject[], from: string, path: string): Promise<boolean> => {
  const matches = matchRoutes(table, path) ?? [];
  const request = new Request(`${ORIGIN}${path}`);
  const reloads = (response: unknown) =>
    response instanceof Response &&
    response.headers.get('X-Remix-Reload-Document') === 'true' &&
    response.headers.get('Location') === `${ORIGIN}${path}`;
  if (matches.at(-1)?.route.id === 'not-found') return reloads(clientLoader({ request } as never));
  const layout = matches[1];
  if (layout?.route.id !== 'market:en') return false;
  // The English paths' layout, which runs its loader again as the market changes: it sends a pl or cz path on.
  const currentParams = matchRoutes(table, from)?.[1]?.params ?? {};
  if (!shouldRevalidate({ currentParams, nextParams: layout.params } as never)) return false;
  const serverLoader = () => Promise.resolve('asked the server');
  return layoutClientLoader({ params: layout.params, request, serverLoader } as never).then(
    () => false,
    (thrown: unknown) => reloads(thrown),
  );
};

describe("a page's route table in the browser", () => {
  it("places every page of its path language as the whole table does, and sends another's to a document load", async () => {
    const misses: string[] = [];
    const fullPlace = new Map(PAGES.map((page) => [page.path, placeOf(FULL, page.path)]));
    // Pages of one layout get one table: check it once per layout, from one of its pages.
    const byLayout = new Map(PAGES.map((page) => [matchedIds(FULL, page.path)[1], page]));
    for (const page of byLayout.values()) {
      const table = routerTable(pageRouteTable(MANIFEST, matchedIds(FULL, page.path)));
      for (const other of PAGES) {
        if (PATH_LANGUAGE[other.locale] === PATH_LANGUAGE[page.locale]) {
          if (placeOf(table, other.path) !== fullPlace.get(other.path)) misses.push(`${page.path} -> ${other.path}`);
        } else if (!(await loadsAsDocument(table, page.path, other.path)))
          misses.push(`${page.path} -> ${other.path} in place`);
      }
      for (const link of SHORT_LINKS)
        if (leafOf(table, link) !== leafOf(FULL, link)) misses.push(`${page.path} -> ${link}`);
    }
    expect(misses).toEqual([]);
    expect(MANIFEST['not-found']?.file).toBe(NOT_FOUND_MODULE);
  });

  it('holds every route the server rendered a page with, and under half the table', () => {
    for (const path of ['/pl', '/cz/katalog', '/pl/no/such/page', '/de/catalog', '/en', '/xx/yy']) {
      const matched = matchedIds(FULL, path);
      const kept = pageRouteTable(MANIFEST, matched);
      for (const id of matched) expect(kept[id], `${path}: ${id}`).toBeDefined();
      expect(Object.keys(kept).length).toBeLessThan(Object.keys(MANIFEST).length * 0.45);
    }
  });

  it('keeps the whole table for a page outside every market', () => {
    expect(pageRouteTable(MANIFEST, ['root', 'not-found'])).toEqual(MANIFEST);
    expect(pageRouteTable(MANIFEST, [])).toEqual(MANIFEST);
  });

  it('keeps a route it cannot place under a layout', () => {
    const routes = {
      root: { id: 'root' },
      'market:pl': { id: 'market:pl', parentId: 'root', path: 'pl' },
      'market:cz': { id: 'market:cz', parentId: 'root', path: 'cz' },
      orphan: { id: 'orphan', parentId: 'gone' },
    };
    expect(Object.keys(pageRouteTable(routes, ['root', 'market:pl']))).toEqual(['root', 'market:pl', 'orphan']);
  });
});

describe("the English paths' layout in the browser", () => {
  it('asks the server for a market of its own paths, and loads a pl or cz path as a document', async () => {
    const serverLoader = () => Promise.resolve('asked the server');
    for (const market of ['de', 'en', 'lt', 'tr', 'xx']) {
      const request = new Request(`${ORIGIN}/${market}/cart`);
      await expect(layoutClientLoader({ params: { market }, request, serverLoader } as never)).resolves.toBe(
        'asked the server',
      );
    }
    await expect(
      layoutClientLoader({ params: {}, request: new Request(`${ORIGIN}/pl/koszyk`), serverLoader } as never),
    ).resolves.toBe('asked the server');
    for (const market of ['pl', 'cz']) {
      const thrown = await layoutClientLoader({
        params: { market },
        request: new Request(`${ORIGIN}/${market}/cart`),
        serverLoader,
      } as never).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
    }
  });
});

describe('a path no route claims', () => {
  it('is a 404 on the server', () => {
    expect(loader).toThrow();
    try {
      loader();
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });

  it('is loaded as a document in the browser', () => {
    const response = clientLoader({ request: new Request('https://store.test/de/catalog?page=2') } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://store.test/de/catalog?page=2');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
