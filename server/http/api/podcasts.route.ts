import { podcastProductSchema } from '#contract/product.schema';
import type { Hono } from 'hono';
import type { ProductQueries } from '#server/catalogue/queries/product.query';
import type { ProductTypeListQueries } from '#server/catalogue/queries/product-type-list.query';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { registerProductTypeDetail } from './product-type-detail';
import { registerProductTypeList } from './product-type-list';

/** `GET /{lang}/v2/podcasts` (spec §7): the market's podcasts; `GET /podcasts/{id}`: one show with its episodes. */
export const registerPodcasts = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly productTypes: ProductTypeListQueries; readonly products: ProductQueries },
) => {
  registerProductTypeList(api, registry, deps, {
    type: 'podcast',
    path: '/podcasts',
    operationId: 'listPodcasts',
    summary:
      "The market's podcasts, one page at a time, newest first unless sorted otherwise; a podcast's episodes come with /podcasts/{id}.",
  });
  registerProductTypeDetail(api, registry, deps, {
    type: 'podcast',
    path: '/podcasts',
    operationId: 'getPodcast',
    summary: 'A podcast of the market by id or slug, with its hosts and its episodes in release order.',
    schema: podcastProductSchema,
    what: 'Podcast',
  });
};
