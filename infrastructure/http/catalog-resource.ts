import { HTTPError, type KyInstance } from 'ky';
import type { CatalogLookupError } from '#application/catalog/catalog.errors';
import type { ProductPageRequest } from '#application/catalog/product-page';
import { err, ok, type Result } from '#domain/shared/result';
import type { z } from '#contract/zod';
import { isMaintenance, isRemoteFailure } from './http-failure';

/** The query of one page of a product collection, without links (spec §7 `_f[noLinks]`). */
export const productPageQuery = (request: ProductPageRequest) => ({
  '_f[noLinks]': 1,
  page: request.page,
  limit: request.limit,
  sort: request.order.sort,
  order: request.order.order,
});

/**
 * One catalogue resource from the market's API, parsed at the edge and mapped: a 404 is NOT_FOUND, a 503
 * maintenance, any other failure or an unexpected body UNAVAILABLE.
 */
export const getCatalogResource = async <S extends z.ZodType, T>(
  http: KyInstance,
  path: string,
  searchParams: Readonly<Record<string, string | number>>,
  schema: S,
  map: (wire: z.infer<S>) => T,
): Promise<Result<T, CatalogLookupError>> => {
  try {
    const parsed = schema.safeParse(await http.get(path, { searchParams: { ...searchParams } }).json());
    return parsed.success ? ok(map(parsed.data)) : err({ code: 'CATALOG.UNAVAILABLE' });
  } catch (error) {
    if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
    if (error instanceof HTTPError && error.response.status === 404) return err({ code: 'CATALOG.NOT_FOUND' });
    if (isRemoteFailure(error)) return err({ code: 'CATALOG.UNAVAILABLE' });
    throw error;
  }
};
