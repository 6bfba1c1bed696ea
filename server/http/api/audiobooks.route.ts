import { apiErrorSchema } from '#contract/api-error.schema';
import { type AudiobookWire, audiobookSchema } from '#contract/audiobook.schema';
import { noLinksQuerySchema } from '#contract/query.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import type { AudiobookQueries } from '#server/catalogue/queries/audiobook.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { idParamsSchema, requireMarketCatalog, wireContextOf } from './catalogue-request';
import { apiBase } from './hal';
import { productWire } from './product-wire';

/** `catalog` names the catalogue the client believes it reads; `strict=1` asks for that catalogue only. */
export const audiobookQuerySchema = noLinksQuerySchema.extend({
  catalog: z.uuid().optional(),
  // Lookups are always strict here (one catalogue a market), so the flag is validated and otherwise has no effect.
  strict: z.enum(['0', '1']).optional(),
});

/** `GET /{lang}/v2/audiobooks/{id}` (spec §3 Audiobook, api-contract "Resources"). */
export const registerAudiobooks = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly audiobooks: AudiobookQueries },
) =>
  registry.define(
    api,
    {
      operationId: 'getAudiobook',
      method: 'get',
      path: '/audiobooks/:id',
      summary:
        'An audiobook of the market: main category, publishers, authors, lectors, categories, chapters, duration, sample, prices and the cycles it belongs to.',
      tag: 'Catalogue',
      params: idParamsSchema,
      query: audiobookQuerySchema,
      responses: {
        200: { description: 'The audiobook', schema: audiobookSchema },
        400: { description: 'Invalid query parameters', schema: apiErrorSchema },
        404: { description: 'No such audiobook in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, reply }) => {
      requireMarketCatalog(c, query.catalog, 'Audiobook');
      const ctx = wireContextOf(c, query);
      const audiobook = await deps.audiobooks.findAudiobook(ctx.catalogId, params.id);
      if (!audiobook) throw apiErrorOf(notFound('Audiobook'));
      const product = productWire(ctx, audiobook, `${apiBase(ctx.locale)}/audiobooks/${params.id}`);
      if (product.type !== 'audiobook') throw apiErrorOf(notFound('Audiobook'));
      const body: AudiobookWire = {
        ...product,
        _embedded: {
          ...product._embedded,
          'app:chapter': audiobook.chapters.map((chapter) => ({
            title: chapter.title,
            start_ms: chapter.startMs,
            duration_ms: chapter.durationMs,
          })),
        },
      };
      return reply(body);
    },
  );
