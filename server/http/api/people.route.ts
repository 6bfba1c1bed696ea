import { apiErrorSchema } from '#contract/api-error.schema';
import { DEFAULT_PAGE_LIMIT, productCollectionQuerySchema } from '#contract/pagination.schema';
import { type PersonWire, personSchema } from '#contract/person.schema';
import { PERSON_KINDS, type PersonKind } from '#domain/catalog/person-kind';
import { type ProductCollectionWire, productCollectionSchema } from '#contract/product.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { z } from '#contract/zod';
import type { Context, Hono } from 'hono';
import { descriptionHtml } from '#server/catalogue/description-html';
import type { PersonProductQueries } from '#server/catalogue/queries/person-products.query';
import type { PersonRecord, PersonRepository } from '#server/catalogue/person-repository.port';
import { resolveOrder } from '#server/catalogue/queries/product-order';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry, Reply } from './api-operation';
import { idParamsSchema, orderOf, pagingQuery, wireContextOf } from './catalogue-request';
import { collectionLinks, pageFields } from './collection';
import { halLinks } from './hal';
import { personPath, productListItemWire, type WireContext } from './product-wire';

const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

const NAMES: Readonly<Record<PersonKind, { readonly path: string; readonly one: string; readonly title: string }>> = {
  author: { path: 'authors', one: 'Author', title: 'An author' },
  lector: { path: 'lectors', one: 'Lector', title: 'A lector (narrator)' },
  publisher: { path: 'publishers', one: 'Publisher', title: 'A publisher' },
};

/** Who the people routes read: each kind's repository and the products crediting them. */
export interface PeopleDeps {
  readonly people: Readonly<Record<PersonKind, PersonRepository>>;
  readonly personProducts: PersonProductQueries;
}

/** The person with the first page of their products, most popular first, and a link to the whole collection. */
const personWire = async (
  deps: PeopleDeps,
  ctx: WireContext,
  kind: PersonKind,
  person: PersonRecord,
): Promise<PersonWire> => {
  const order = resolveOrder('popularity', undefined);
  const page = { page: 1, limit: DEFAULT_PAGE_LIMIT };
  const products = await deps.personProducts.listProducts({
    catalogId: ctx.catalogId,
    kind,
    personId: person.id,
    order,
    page,
  });
  const self = personPath(ctx.locale, kind, person.id);
  return {
    id: person.id,
    kind,
    slug: person.slug,
    name: person.name,
    description: person.description,
    description_html: descriptionHtml(person.description),
    products_total: products.total,
    _embedded: { 'app:product': products.items.map((card) => productListItemWire(ctx, card)) },
    _links: halLinks(ctx.locale, self, { 'app:products': { href: `${self}/products` } }, ctx.noLinks),
  };
};

/** Authors, lectors and publishers (spec §7): by id, by slug, and their products page by page. */
export const registerPeople = (api: Hono<AppEnv>, registry: ApiRegistry, deps: PeopleDeps) => {
  for (const kind of PERSON_KINDS) {
    const names = NAMES[kind];
    const find = async (
      c: Context<AppEnv>,
      query: { readonly '_f[noLinks]'?: '0' | '1' | undefined },
      by: { readonly id: string } | { readonly slug: string },
      reply: Reply,
    ) => {
      const ctx = wireContextOf(c, query);
      const repository = deps.people[kind];
      const person =
        'id' in by
          ? await repository.findById(ctx.catalogId, by.id)
          : await repository.findBySlug(ctx.catalogId, by.slug);
      if (!person) throw apiErrorOf(notFound(names.one));
      return reply(await personWire(deps, ctx, kind, person));
    };
    const responses = {
      200: { description: `The ${kind} with the first page of their products`, schema: personSchema },
      400: { description: 'Invalid query parameters', schema: apiErrorSchema },
      404: { description: `No such ${kind} in this market`, schema: apiErrorSchema },
    };
    // Registered before `/{id}/products` so that `/slug/products` names a slug, not a malformed id.
    registry.define(
      api,
      {
        operationId: `get${names.one}BySlug`,
        method: 'get',
        path: `/${names.path}/slug/:slug`,
        summary: `${names.title} of the market by slug, with a biography and their most popular products.`,
        tag: 'People',
        params: slugParamsSchema,
        query: noLinksQuerySchema,
        responses,
        cache: 'catalogue',
      },
      (c, { params, query, reply }) => find(c, query, { slug: params.slug }, reply),
    );
    registry.define(
      api,
      {
        operationId: `get${names.one}`,
        method: 'get',
        path: `/${names.path}/:id`,
        summary: `${names.title} of the market by id, with a biography and their most popular products.`,
        tag: 'People',
        params: idParamsSchema,
        query: noLinksQuerySchema,
        responses,
        cache: 'catalogue',
      },
      (c, { params, query, reply }) => find(c, query, { id: params.id }, reply),
    );
    registry.define(
      api,
      {
        operationId: `list${names.one}Products`,
        method: 'get',
        path: `/${names.path}/:id/products`,
        summary: `The products crediting ${names.title.toLowerCase()}, one page at a time, in the order asked for.`,
        tag: 'People',
        params: idParamsSchema,
        query: productCollectionQuerySchema,
        responses: {
          200: { description: 'One page of the products', schema: productCollectionSchema },
          400: { description: 'Invalid query parameters', schema: apiErrorSchema },
          404: { description: `No such ${kind} in this market`, schema: apiErrorSchema },
        },
        cache: 'catalogue',
      },
      async (c, { params, query, reply }) => {
        const ctx = wireContextOf(c, query);
        const person = await deps.people[kind].findById(ctx.catalogId, params.id);
        if (!person) throw apiErrorOf(notFound(names.one));
        const order = orderOf(query);
        const products = await deps.personProducts.listProducts({
          catalogId: ctx.catalogId,
          kind,
          personId: person.id,
          order,
          page: query,
        });
        const fields = pageFields(query, products.total);
        const body: ProductCollectionWire = {
          ...fields,
          ...order,
          _embedded: { 'app:product': products.items.map((card) => productListItemWire(ctx, card)) },
          _links: collectionLinks({
            locale: ctx.locale,
            path: `${personPath(ctx.locale, kind, person.id)}/products`,
            query: pagingQuery(query, order),
            page: fields.page,
            pages: fields.pages,
            noLinks: ctx.noLinks,
            relations: { 'app:person': { href: personPath(ctx.locale, kind, person.id) } },
          }),
        };
        return reply(body);
      },
    );
  }
};
