import { apiErrorSchema } from '#contract/api-error.schema';
import {
  type FavouritesPageWire,
  favouritesPageSchema,
  favouritesQuerySchema,
  productIdsPayloadSchema,
} from '#contract/favourites.schema';
import { type ProductRelationsWire, productRelationsSchema } from '#contract/product-relations.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { unwrap } from '../../error-status';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { pagingQuery, wireContextOf } from '../catalogue-request';
import { collectionLinks, pageFields } from '../collection';
import { apiBase } from '../hal';
import { productListItemWire } from '../product-wire';

const relationsResponses = {
  200: { description: "The viewer's relation to each product named", schema: productRelationsSchema },
  422: { description: 'Invalid or unknown product ids', schema: apiErrorSchema },
};

const relationsWire = (ids: readonly string[], favourites: ReadonlySet<string>): ProductRelationsWire => ({
  relations: Object.fromEntries(ids.map((id) => [id, { favorite: favourites.has(id) }])),
});

/**
 * Favourites (spec §4 "Favourite toggle", §7): AddToFavourites refuses ids this market's catalogue does not have
 * (422 `product_ids`/NOT_FOUND, nothing added); RemoveFromFavourites ignores them, so removing a title that left the
 * catalogue still works. Both are idempotent and answer the relations of the ids named.
 */
export const registerFavourites = ({ api, registry, commands }: ApiAreaContext, library: LibraryModule) => {
  commands.user(
    {
      name: 'AddToFavourites',
      summary:
        "Adds products to the viewer's favourites; adding one twice changes nothing. Ids this market's catalogue does not have answer 422 `product_ids`/NOT_FOUND and nothing is added.",
      payload: productIdsPayloadSchema,
      responses: relationsResponses,
    },
    async (c, payload, viewer) => {
      const input = { userId: viewer.userId, market: c.get('market'), productIds: payload.product_ids };
      return c.json(relationsWire(payload.product_ids, unwrap(await library.addToFavourites.execute(input))));
    },
  );

  commands.user(
    {
      name: 'RemoveFromFavourites',
      summary: "Removes products from the viewer's favourites; ids that are not favourites are ignored.",
      payload: productIdsPayloadSchema,
      responses: relationsResponses,
    },
    async (c, payload, viewer) => {
      const input = { userId: viewer.userId, productIds: payload.product_ids };
      return c.json(relationsWire(payload.product_ids, unwrap(await library.removeFromFavourites.execute(input))));
    },
  );

  commands.user(
    {
      name: 'GetProductRelations',
      summary: "Whether each product named is one of the viewer's favourites (false for unknown ids).",
      payload: productIdsPayloadSchema,
      responses: relationsResponses,
    },
    async (c, payload, viewer) =>
      c.json(
        relationsWire(payload.product_ids, await library.favourites.favouriteAmong(viewer.userId, payload.product_ids)),
      ),
  );

  registry.define(
    api,
    {
      operationId: 'listFavourites',
      method: 'get',
      path: '/me/favourites',
      summary: "The viewer's favourites in this market's catalogue, the latest added first, 30 a page unless asked.",
      tag: 'Library',
      query: favouritesQuerySchema,
      responses: {
        200: { description: 'One page of the favourites', schema: favouritesPageSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        401: NOT_SIGNED_IN_RESPONSE,
      },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const ctx = wireContextOf(c, query);
      const page = await library.favourites.page(viewer.userId, ctx.catalogId, query);
      const fields = pageFields(query, page.total);
      const body: FavouritesPageWire = {
        ...fields,
        _embedded: { 'app:product': page.items.map((card) => productListItemWire(ctx, card)) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/me/favourites`,
          query: pagingQuery(query),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );
};
