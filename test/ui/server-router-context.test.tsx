// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  type EntryContext,
  Outlet,
  Scripts,
  ServerRouter,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/market/locale';
import { layoutPathOf } from '#domain/routing/market-layout';
import { PATH_LANGUAGE, ROUTE_NAMES, ROUTE_TABLE } from '#domain/routing/route-table';
import { SHORT_LINK_PATHS } from '#domain/routing/short-link';
import { routerPath } from '#ui/routes/route-config';
import { serverRouterContextOf } from '#ui/server-router-context';
import { storefrontRouteTree } from '#test/support/storefront-route-tree';

const table = storefrontRouteTree();
const handler = createStaticHandler(table.routes);

const routeModules: EntryContext['routeModules'] = Object.fromEntries(
  Object.keys(table.manifest).map((id) => [
    id,
    {
      default:
        id === 'root'
          ? () => createElement('main', null, createElement(Outlet), createElement(Scripts))
          : () => createElement(Outlet),
    },
  ]),
);

type RouteDiscovery = EntryContext['routeDiscovery'];
const INITIAL: RouteDiscovery = { mode: 'initial', manifestPath: '/__manifest' };
const LAZY: RouteDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };

/** The context React Router's request handler gives the server entry for a path, without precomputed branches. */
const contextFor = async (path: string, routeDiscovery: RouteDiscovery = INITIAL): Promise<EntryContext> => {
  const staticHandlerContext = (await handler.query(new Request(`http://store.test${path}`))) as StaticHandlerContext;
  return {
    manifest: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: table.manifest,
      url: '/m.js',
      version: '1',
    },
    routeModules,
    staticHandlerContext,
    branches: undefined as unknown as EntryContext['branches'],
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    routeDiscovery,
    serverHandoffString: '{}',
  };
};

const html = (context: EntryContext, path: string) =>
  renderToString(createElement(ServerRouter, { context, url: `http://store.test${path}` }));

/** A path for every route of every market, each filled in, plus the paths no page claims. */
const everyPath = (): string[] => {
  const pages = LOCALES.flatMap((locale) =>
    ROUTE_NAMES.map((name) => {
      const prefix = layoutPathOf(PATH_LANGUAGE[locale]).startsWith(':') ? locale : layoutPathOf(PATH_LANGUAGE[locale]);
      const pattern = routerPath(ROUTE_TABLE[name][PATH_LANGUAGE[locale]]).replaceAll(/:\w+/g, 'x1');
      return `/${prefix}${pattern ? `/${pattern}` : ''}`;
    }),
  );
  const shortLinks = [...SHORT_LINK_PATHS.keys()].flatMap((prefix) => [`/${prefix}/42`, `/${prefix}`]);
  return [
    ...pages,
    ...shortLinks,
    '/',
    '/xx/cart',
    '/pl/nope/deeper/still',
    '/nothing',
    '/en/audiobook/1/extra',
    '/pl/',
  ];
};

describe('the router context a page renders with', () => {
  it.each(everyPath())('renders %s exactly as the whole route table does', async (path) => {
    const whole = await contextFor(path);
    expect(html(serverRouterContextOf(whole), path)).toBe(html(whole, path));
  });

  it('stays whole under lazy route discovery, whose pages inline routes beyond their matches', async () => {
    const whole = await contextFor('/pl/audiobook/42', LAZY);
    expect(serverRouterContextOf(whole)).toBe(whole);
  });

  it('holds only the routes the page names, not the whole table', async () => {
    const pruned = serverRouterContextOf(await contextFor('/pl/audiobook/42'));
    const ids = Object.keys(pruned.manifest.routes);
    expect(ids).toEqual(expect.arrayContaining(['root', 'pl:audiobook']));
    expect(ids.length).toBeLessThan(10);
    expect(Object.keys(table.manifest).length).toBeGreaterThan(100);
  });
});
