import type { Hono } from 'hono';
import type { ProductTypeListQueries } from '#server/catalogue/queries/product-type-list.query';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { registerProductTypeList } from './product-type-list';

/** `GET /{lang}/v2/podcasts` (spec §7): the market's podcasts; each one's episodes come with `/products/{id}`. */
export const registerPodcasts = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly productTypes: ProductTypeListQueries },
) =>
  registerProductTypeList(api, registry, deps, {
    type: 'podcast',
    path: '/podcasts',
    operationId: 'listPodcasts',
    summary:
      "The market's podcasts, one page at a time, newest first unless sorted otherwise; a podcast's episodes come with /products/{id}.",
  });
