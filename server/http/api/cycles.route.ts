import { cycleProductSchema } from '#contract/product.schema';
import type { Hono } from 'hono';
import type { ProductQueries } from '#server/catalogue/queries/product.query';
import type { ProductTypeListQueries } from '#server/catalogue/queries/product-type-list.query';
import type { AppEnv } from '../app-env';
import type { ApiRegistry } from './api-operation';
import { registerProductTypeDetail } from './product-type-detail';
import { registerProductTypeList } from './product-type-list';

/**
 * `GET /{lang}/v2/cycles` (spec §7): the market's cycles; `GET /cycles/{id}`: one cycle by id or slug, named
 * collections such as `zapowiedzi` included, with its volumes in order.
 */
export const registerCycles = (
  api: Hono<AppEnv>,
  registry: ApiRegistry,
  deps: { readonly productTypes: ProductTypeListQueries; readonly products: ProductQueries },
) => {
  registerProductTypeList(api, registry, deps, {
    type: 'cycle',
    path: '/cycles',
    operationId: 'listCycles',
    summary:
      "The market's cycles (series and collections), one page at a time, newest first unless sorted otherwise; a cycle's volumes come with /cycles/{id}.",
  });
  registerProductTypeDetail(api, registry, deps, {
    type: 'cycle',
    path: '/cycles',
    operationId: 'getCycle',
    summary:
      'A cycle of the market by id or slug (named collections such as zapowiedzi too), with its cycle_type and its volumes in order.',
    schema: cycleProductSchema,
    what: 'Cycle',
  });
};
