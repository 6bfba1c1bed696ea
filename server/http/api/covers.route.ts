import { apiErrorSchema } from '#contract/api-error.schema';
import { coverQuerySchema } from '#contract/cover.schema';
import { z } from '#contract/zod';
import type { Hono } from 'hono';
import { coverWidthFor, renderCoverSvg } from '#server/catalogue/cover-art';
import { COVER_RASTER_TYPE, type CoverRasteriser } from '#server/catalogue/cover-rasteriser.port';
import type { CoverQueries } from '#server/catalogue/queries/cover.query';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { coverVersion } from '#server/catalogue/cover-url';

/** The URL names the picture's content, so it never changes under that URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An outdated version still shows the current picture, but only for the catalogue's 900 s. */
const OUTDATED = 'public, max-age=900';

/** `GET /{lang}/v2/covers/{coverId}/{version}.{webp|svg}?w=` (api-contract "Images"): a generated cover. */
export const registerCovers = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly covers: CoverQueries; readonly coverRasteriser: CoverRasteriser },
) =>
  registry.define(
    api,
    {
      operationId: 'getCover',
      method: 'get',
      path: '/covers/:coverId/:file{[0-9a-z]+\\.(?:webp|svg)}',
      summary:
        "A product's cover drawn from its title and authors, as WebP (`.webp`, what `image_url` names) or SVG (`.svg`), `w` pixels wide (default 512; rendered at the next of the steps 32 to 1024 that holds every size the storefront shows). Cached for a year: the URL changes with the picture.",
      tag: 'Catalogue',
      params: z.object({
        coverId: z.string().min(1).max(64),
        file: z.string().regex(/^[0-9a-z]{1,16}\.(?:webp|svg)$/),
      }),
      query: coverQuerySchema,
      responses: {
        200: { description: 'The cover (image/webp or image/svg+xml)' },
        400: { description: 'Invalid width', schema: apiErrorSchema },
        404: { description: 'No such cover in this market', schema: apiErrorSchema },
      },
      cache: 'catalogue',
    },
    async (c, { params, query, replyBody }) => {
      const cover = await deps.covers.findCover(c.get('market').catalogId, params.coverId);
      if (!cover) throw apiErrorOf(notFound('Cover'));
      const source = { title: cover.title, author: cover.credit };
      const [version, extension] = params.file.split('.');
      const cacheControl = version === coverVersion(source) ? IMMUTABLE : OUTDATED;
      const width = coverWidthFor(query.w);
      const svg = renderCoverSvg(source, width);
      if (extension === 'svg')
        return replyBody(svg, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl });
      const image = await deps.coverRasteriser.rasterise(svg, width);
      return replyBody(image, { 'Content-Type': COVER_RASTER_TYPE, 'Cache-Control': cacheControl });
    },
  );
