import type { KyInstance } from 'ky';
import type { RecommendationsError } from '#application/audiobook/audiobook.errors';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { productPageSchema } from '#contract/product.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { toProductSummary } from './product-list-wire';

/** What to hear next over GET `/{lang}/v2/me/recommended-after/{id}?limit=` (spec §7), the first page only. */
export class KyRecommendationRepository implements RecommendationRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async recommendedAfter(
    locale: Locale,
    productId: string,
    limit: number,
  ): Promise<Result<readonly ProductSummary[], RecommendationsError>> {
    try {
      const body = await this.#http
        .get(`${locale}/v2/me/recommended-after/${encodeURIComponent(productId)}`, {
          searchParams: { page: 1, limit, '_f[noLinks]': 1 },
        })
        .json();
      const parsed = productPageSchema.safeParse(body);
      if (!parsed.success) return err({ code: 'RECOMMENDATIONS.UNAVAILABLE' });
      return ok(parsed.data._embedded['app:product'].map(toProductSummary));
    } catch (error) {
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'RECOMMENDATIONS.UNAVAILABLE' });
      throw error;
    }
  }
}
