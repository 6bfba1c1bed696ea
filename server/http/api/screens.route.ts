import { apiErrorSchema } from '#contract/api-error.schema';
import { DEFAULT_PAGE_LIMIT } from '#contract/pagination.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { SCREEN_KEYS, type ScreenWire, type SectionWire, screenSchema } from '#contract/screen.schema';
import { z } from '#contract/zod';
import type { Context, Hono } from 'hono';
import type { ScreenQueries, SectionRecord } from '#server/catalogue/queries/screen.query';
import type { HelpCenterRepository } from '#server/catalogue/help-center-repository.port';
import type { ScreenKey } from '#server/db/schema';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import { withMeReadCache } from './me-read-cache';
import type { ApiRegistry, Reply } from './api-operation';
import { requireMarketCatalog, wireContextOf } from './catalogue-request';
import { apiBase, halLinks } from './hal';
import { helpCategoryWire } from './help-center.route';
import { categoryWire, productListItemWire, type WireContext } from './product-wire';

const sectionWire = (ctx: WireContext, section: SectionRecord): SectionWire => {
  switch (section.type) {
    case 'products-swimlane':
      return {
        id: section.id,
        title: section.title,
        type: section.type,
        total: section.total,
        _embedded: { 'app:product': section.products.map((card) => productListItemWire(ctx, card)) },
        ...(ctx.noLinks
          ? {}
          : {
              _links: { 'app:products-swimlane': { href: `${apiBase(ctx.locale)}/products-swimlanes/${section.id}` } },
            }),
      };
    case 'item-sets':
      return { id: section.id, title: section.title, type: section.type, elements: [...section.elements] };
    case 'category-list':
      return {
        id: section.id,
        title: section.title,
        type: section.type,
        _embedded: { 'app:category': section.categories.map((category) => categoryWire(ctx, category)) },
      };
  }
};

/** What the screen routes read: the screens, and the help centre for its own screen. */
export interface ScreenDeps {
  readonly screens: ScreenQueries;
  readonly helpCenter: HelpCenterRepository;
}

const screenResponse = async (
  c: Context<AppEnv>,
  reply: Reply,
  deps: ScreenDeps,
  input: { readonly key: ScreenKey; readonly self: string; readonly noLinks: '0' | '1' | undefined },
) => {
  const ctx = wireContextOf(c, { '_f[noLinks]': input.noLinks });
  const screen = await deps.screens.findScreen(ctx.catalogId, input.key, DEFAULT_PAGE_LIMIT);
  if (!screen) throw apiErrorOf(notFound('Screen'));
  const helpCategories = input.key === 'help-center' ? await deps.helpCenter.listCategories(ctx.catalogId) : null;
  const body: ScreenWire = {
    id: screen.id,
    key: screen.key,
    title: screen.title,
    _embedded: {
      'app:section': screen.sections.map((section) => sectionWire(ctx, section)),
      ...(helpCategories
        ? { 'app:help-category': helpCategories.map((category) => helpCategoryWire(ctx, category)) }
        : {}),
    },
    _links: halLinks(ctx.locale, input.self, {}, ctx.noLinks),
  };
  return reply(body);
};

const responses = {
  200: { description: 'The screen and its sections', schema: screenSchema },
  400: { description: 'Invalid query parameters', schema: apiErrorSchema },
  404: { description: 'No such screen in this market', schema: apiErrorSchema },
};

const SUMMARIES: Readonly<Record<ScreenKey, string>> = {
  home: 'The home screen',
  catalog: 'The catalogue screen (the categories of the catalogue dropdown)',
  search: 'The search screen (popular searches and recommendations)',
  'web-paywall': 'The web paywall (the club benefits and picks)',
  'help-center': 'The help centre (its categories and questions)',
};

const operationName = (key: ScreenKey) =>
  key
    .split('-')
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`)
    .join('');

/** Spec §7 screens: `/me/screen`, `/me/screen/catalog` and the visitor's `/visitor/{catalogId}/screen/...`. */
export const registerScreens = (api: Hono<AppEnv>, registry: ApiRegistry, deps: ScreenDeps) => {
  for (const [path, key] of [
    ['/me/screen', 'home'],
    ['/me/screen/catalog', 'catalog'],
  ] as const)
    registry.define(
      api,
      {
        operationId: `getMy${operationName(key)}Screen`,
        method: 'get',
        path,
        summary: `${SUMMARIES[key]}: sections of item sets, categories and product swimlanes. Answers the visitor's screen until accounts exist.`,
        tag: 'Screens',
        query: noLinksQuerySchema,
        responses,
        cache: 'private',
      },
      async (c, { query, reply }) => {
        const response = await screenResponse(c, reply, deps, {
          key,
          self: `${apiBase(c.get('market').locale)}${path}`,
          noLinks: query['_f[noLinks]'],
        });
        return withMeReadCache(c, response);
      },
    );

  for (const key of SCREEN_KEYS)
    registry.define(
      api,
      {
        operationId: `getVisitor${operationName(key)}Screen`,
        method: 'get',
        path: `/visitor/:catalogId/screen/${key}`,
        summary: `${SUMMARIES[key]} for visitors: sections of item sets, categories and product swimlanes.`,
        tag: 'Screens',
        params: z.object({ catalogId: z.uuid() }),
        query: noLinksQuerySchema,
        responses,
        cache: 'catalogue',
      },
      async (c, { params, query, reply }) => {
        requireMarketCatalog(c, params.catalogId);
        return screenResponse(c, reply, deps, {
          key,
          self: `${apiBase(c.get('market').locale)}/visitor/${params.catalogId}/screen/${key}`,
          noLinks: query['_f[noLinks]'],
        });
      },
    );
};
