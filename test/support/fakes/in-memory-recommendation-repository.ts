import type { RecommendationsError } from '#application/audiobook/audiobook.errors';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';

/** What to hear after each product, in memory; it can be told to fail like the real API. */
export class InMemoryRecommendationRepository implements RecommendationRepository {
  readonly #recommended = new Map<string, readonly ProductSummary[]>();
  #failure: RecommendationsError | null = null;
  readonly requests: { readonly locale: Locale; readonly productId: string; readonly limit: number }[] = [];

  withRecommendations(locale: Locale, productId: string, products: readonly ProductSummary[]): this {
    this.#recommended.set(`${locale}:${productId}`, products);
    return this;
  }

  failWith(error: RecommendationsError | null): this {
    this.#failure = error;
    return this;
  }

  async recommendedAfter(
    locale: Locale,
    productId: string,
    limit: number,
  ): Promise<Result<readonly ProductSummary[], RecommendationsError>> {
    this.requests.push({ locale, productId, limit });
    if (this.#failure) return err(this.#failure);
    const products = this.#recommended.get(`${locale}:${productId}`);
    return products ? ok(products.slice(0, limit)) : err({ code: 'RECOMMENDATIONS.UNAVAILABLE' });
  }
}
