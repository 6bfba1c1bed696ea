import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import { PATH_LANGUAGE, ROUTE_NAMES, ROUTE_TABLE, type RouteName, type RouteParams } from '#domain/routing/route-table';
import { SHORT_LINK_PATHS } from '#domain/routing/short-link';
import routes from '#ui/routes';
import { NOT_FOUND_MODULE, SHORT_LINK_MODULE, storefrontRoutes } from '#ui/routes/route-config';
import { ROUTE_MODULES } from '#ui/routes/route-modules';

const UI_DIR = join(import.meta.dirname, '../../../ui');

type Registered = RouteObject & { file: string };

const toRouteObjects = (entries: readonly RouteConfigEntry[]): Registered[] =>
  entries.map(
    (entry): Registered =>
      entry.index
        ? { id: entry.id, index: true, file: entry.file }
        : {
            id: entry.id,
            path: entry.path,
            caseSensitive: entry.caseSensitive,
            file: entry.file,
            children: entry.children ? toRouteObjects(entry.children) : undefined,
          },
  );

const REGISTERED = toRouteObjects(storefrontRoutes());

/** The route module and id that would render a path. */
const leafOf = (path: string) => {
  const leaf = matchRoutes(REGISTERED, path)?.at(-1)?.route;
  return { id: leaf?.id, file: leaf?.file };
};

const sampleParams = <N extends RouteName>(name: N): RouteParams<N> =>
  Object.fromEntries(
    ROUTE_TABLE[name].en
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => [segment.slice(1), `sample ${segment.slice(1)} ą/ł`]),
  ) as RouteParams<N>;

describe('the storefront route config', () => {
  it('is what ui/routes.ts registers', () => {
    expect(routes).toEqual(storefrontRoutes());
  });

  for (const product of ['audiora', 'other-brand']) {
    it(`registers every named route in every market at its localised path (brand ${product})`, () => {
      const misses: string[] = [];
      for (const locale of LOCALES) {
        for (const name of ROUTE_NAMES) {
          const path = pathFor(name, sampleParams(name), locale, { product });
          const { id, file } = leafOf(path);
          const language = PATH_LANGUAGE[locale];
          const names = id?.startsWith(`${language}:`) ? id.slice(language.length + 1).split('+') : [];
          if (!names.includes(name) || file !== ROUTE_MODULES[name]) misses.push(`${locale} ${name} ${path} -> ${id}`);
        }
      }
      expect(misses).toEqual([]);
    });
  }

  it('points every named route at a module that exists', () => {
    for (const file of new Set(Object.values(ROUTE_MODULES))) expect(existsSync(join(UI_DIR, file)), file).toBe(true);
  });

  it('gives pl and cz their own paths and the other markets the English ones', () => {
    expect(leafOf('/pl/koszyk').id).toBe('pl:cart');
    expect(leafOf('/cz/kosik').id).toBe('cz:cart');
    // The six markets with English paths share one set of routes under `:market`.
    expect(leafOf('/de/cart').id).toBe('en:cart');
    expect(leafOf('/tr/cart').id).toBe('en:cart');
    expect(leafOf('/pl/cart/1')).toEqual({ id: 'not-found:pl', file: NOT_FOUND_MODULE });
    expect(leafOf('/de/koszyk/1')).toEqual({ id: 'not-found:en', file: NOT_FOUND_MODULE });
    // One segment has the shape of the brand's club page; its loader answers 404 (join-club tests).
    expect(leafOf('/pl/cart').id).toBe('pl:joinClub');
  });

  it('sends unknown paths inside a market, unknown markets and wrong case to a 404 route', () => {
    expect(leafOf('/pl/no/such/page')).toEqual({ id: 'not-found:pl', file: NOT_FOUND_MODULE });
    // Under `:market` the layout's loader answers 404 for a segment that is no market of English paths.
    expect(leafOf('/xx/koszyk/1')).toEqual({ id: 'not-found:en', file: NOT_FOUND_MODULE });
    expect(leafOf('/cz')).toEqual({ id: 'cz:home', file: 'routes/home.tsx' });
    expect(leafOf('/PL/koszyk/1').id).toBe('not-found:en');
    expect(leafOf('/xx/yy/zz/ww').id).toBe('not-found:en');
  });

  it('registers each short-link shape once, outside every market', () => {
    for (const prefix of SHORT_LINK_PATHS.keys()) {
      expect(leafOf(`/${prefix}/42`)).toEqual({ id: `short-link:${prefix}`, file: SHORT_LINK_MODULE });
    }
    expect(leafOf('/cat').file).toBe(SHORT_LINK_MODULE);
  });

  it('registers one set of routes per path language, not per market', () => {
    const layouts = storefrontRoutes().filter((route) => route.children);
    expect(layouts.map((route) => [route.id, route.path])).toEqual([
      ['market:pl', 'pl'],
      ['market:cz', 'cz'],
      ['market:en', ':market'],
    ]);
  });

  it('keeps sibling paths unique, so no registered route is shadowed', () => {
    const walk = (siblings: readonly RouteConfigEntry[]) => {
      const paths = siblings.filter((r) => !r.index).map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(siblings.filter((r) => r.index).length).toBeLessThanOrEqual(1);
      for (const r of siblings) if (r.children) walk(r.children);
    };
    walk(storefrontRoutes());
  });
});
