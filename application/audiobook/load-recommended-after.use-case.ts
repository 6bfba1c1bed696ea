import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import type { ProductSummary } from '../catalog/product-summary';
import type { RecommendationRepository } from '../ports/recommendation-repository.port';
import type { RecommendationsError } from './audiobook.errors';

export interface LoadRecommendedAfterInput {
  readonly locale: Locale;
  readonly productId: string;
}

/** Spec §7 /me/recommended-after/{id}, §9 items limit 15: the swimlane of what to hear after a product. */
export class LoadRecommendedAfter {
  readonly #deps: { readonly recommendationRepository: RecommendationRepository };

  constructor(deps: { readonly recommendationRepository: RecommendationRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadRecommendedAfterInput): Promise<Result<readonly ProductSummary[], RecommendationsError>> {
    return this.#deps.recommendationRepository.recommendedAfter(input.locale, input.productId, ITEMS_LIMIT);
  }
}
