import type { Hono } from 'hono';
import type { ProductTypeListQueries } from '#server/catalogue/queries/product-type-list.query';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { registerProductTypeList } from './product-type-list';

/** `GET /{lang}/v2/cycles` (spec §7): the market's cycles; each one's volumes come with `/products/{id}`. */
export const registerCycles = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly productTypes: ProductTypeListQueries },
) =>
  registerProductTypeList(api, registry, deps, {
    type: 'cycle',
    path: '/cycles',
    operationId: 'listCycles',
    summary:
      "The market's cycles (series and collections), one page at a time, newest first unless sorted otherwise; a cycle's volumes come with /products/{id}.",
  });
