import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { PATH_LANGUAGE, ROUTE_NAMES, ROUTE_TABLE, type RouteName, type RouteParams } from '#domain/routing/route-table';
import { SHORT_LINK_PATHS } from '#domain/routing/short-link';
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

describe("a page's route table in the browser", () => {
  it("places every page of its path language as the whole table does, and another's at the root's catch-all", () => {
    const misses: string[] = [];
    const fullPlace = new Map(PAGES.map((page) => [page.path, placeOf(FULL, page.path)]));
    // Pages of one layout get one table: check it once per layout, from one of its pages.
    const byLayout = new Map(PAGES.map((page) => [matchedIds(FULL, page.path)[1], page]));
    for (const page of byLayout.values()) {
      const table = routerTable(pageRouteTable(MANIFEST, matchedIds(FULL, page.path)));
      for (const other of PAGES) {
        const sameLanguage =
          PATH_LANGUAGE[other.locale] === PATH_LANGUAGE[page.locale] || PATH_LANGUAGE[page.locale] === 'en';
        const expected = sameLanguage ? fullPlace.get(other.path) : 'not-found';
        const actual = placeOf(table, other.path);
        if (actual !== expected) misses.push(`${page.path} -> ${other.path}: ${actual}`);
      }
      for (const link of SHORT_LINKS)
        if (leafOf(table, link) !== leafOf(FULL, link)) misses.push(`${page.path} -> ${link}`);
    }
    expect(misses).toEqual([]);
    expect(MANIFEST['not-found']?.file).toBe(NOT_FOUND_MODULE);
  });

  it('holds every route the server rendered a pl or cz page with, and under half the table', () => {
    for (const path of ['/pl', '/cz/katalog', '/pl/no/such/page']) {
      const matched = matchedIds(FULL, path);
      const kept = pageRouteTable(MANIFEST, matched);
      for (const id of matched) expect(kept[id], `${path}: ${id}`).toBeDefined();
      expect(Object.keys(kept).length).toBeLessThan(Object.keys(MANIFEST).length * 0.45);
    }
  });

  it('keeps the whole table for a page of English paths and one outside every market', () => {
    for (const path of ['/de/catalog', '/xx/yy', '/en']) {
      expect(pageRouteTable(MANIFEST, matchedIds(FULL, path)), path).toEqual(MANIFEST);
    }
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
