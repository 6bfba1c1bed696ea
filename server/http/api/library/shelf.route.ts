import { apiErrorSchema } from '#contract/api-error.schema';
import { pageQuerySchema } from '#contract/pagination.schema';
import {
  type RecentlyPlayedPageWire,
  recentlyPlayedPageSchema,
  type ShelfPageWire,
  shelfPageSchema,
} from '#contract/shelf.schema';
import type { LibraryModule } from '#server/composition/library.module';
import { NOT_SIGNED_IN_RESPONSE, requireViewer } from '../../auth/require-viewer';
import type { ApiAreaContext } from '../area-context';
import { pagingQuery, wireContextOf } from '../catalogue-request';
import { collectionLinks, pageFields } from '../collection';
import { apiBase } from '../hal';
import { productListItemWire } from '../product-wire';

const signedInResponses = {
  400: { description: 'Invalid query parameters', schema: apiErrorSchema },
  401: NOT_SIGNED_IN_RESPONSE,
};

/** `GET /me/shelf` and `GET /me/recently-played` (spec §7): the viewer's own titles as collections. */
export const registerShelf = ({ api, registry }: ApiAreaContext, library: LibraryModule) => {
  registry.define(
    api,
    {
      operationId: 'listShelf',
      method: 'get',
      path: '/me/shelf',
      summary:
        "The viewer's titles in this market: those they bought, free titles they started, and club titles they started as club members; the latest first.",
      tag: 'Library',
      query: pageQuerySchema,
      responses: { 200: { description: 'One page of the shelf', schema: shelfPageSchema }, ...signedInResponses },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const ctx = wireContextOf(c, query);
      const page = await library.shelf.shelf(viewer.userId, ctx.catalogId, query);
      const fields = pageFields(query, page.total);
      const body: ShelfPageWire = {
        ...fields,
        _embedded: { 'app:product': page.items.map((card) => productListItemWire(ctx, card)) },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/me/shelf`,
          query: pagingQuery(query),
          page: fields.page,
          pages: fields.pages,
          noLinks: ctx.noLinks,
        }),
      };
      return reply(body);
    },
  );

  registry.define(
    api,
    {
      operationId: 'listRecentlyPlayed',
      method: 'get',
      path: '/me/recently-played',
      summary:
        'Audiobooks the viewer played, by their last StartPlayback or position save, newest first, with the saved position (ms) and when they last played.',
      tag: 'Library',
      query: pageQuerySchema,
      responses: {
        200: { description: 'One page of recently played audiobooks', schema: recentlyPlayedPageSchema },
        ...signedInResponses,
      },
      cache: 'private',
    },
    async (c, { query, reply }) => {
      const viewer = requireViewer(c);
      const ctx = wireContextOf(c, query);
      const page = await library.shelf.recentlyPlayed(viewer.userId, ctx.catalogId, query);
      const fields = pageFields(query, page.total);
      const body: RecentlyPlayedPageWire = {
        ...fields,
        _embedded: {
          'app:product': page.items.map((item) =>
            Object.assign(productListItemWire(ctx, item.card), {
              position: item.positionMs,
              duration_in_ms: item.durationMs,
              updated_at: item.playedAt,
            }),
          ),
        },
        _links: collectionLinks({
          locale: ctx.locale,
          path: `${apiBase(ctx.locale)}/me/recently-played`,
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
