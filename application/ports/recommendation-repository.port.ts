import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { RecommendationsError } from '../audiobook/audiobook.errors';
import type { ProductSummary } from '../catalog/product-summary';

/** What to hear next (spec §7 GET /me/recommended-after/{id}). */
export interface RecommendationRepository {
  /** The first `limit` products to hear after the given one, best first. */
  recommendedAfter(
    locale: Locale,
    productId: string,
    limit: number,
  ): Promise<Result<readonly ProductSummary[], RecommendationsError>>;
}
