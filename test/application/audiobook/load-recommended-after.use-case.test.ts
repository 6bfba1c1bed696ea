import { describe, expect, it } from 'vitest';
import { LoadRecommendedAfter } from '#application/audiobook/load-recommended-after.use-case';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { InMemoryRecommendationRepository } from '#test/support/fakes/in-memory-recommendation-repository';
import { aScreenProduct } from '#test/support/mothers/screen.mother';

describe('LoadRecommendedAfter (spec §7 /me/recommended-after/{id}, §9 items limit)', () => {
  it('asks for at most the items limit and gives them in order', async () => {
    const products = Array.from({ length: 20 }, () => aScreenProduct());
    const recommendationRepository = new InMemoryRecommendationRepository().withRecommendations('cz', 'p1', products);

    const result = await new LoadRecommendedAfter({ recommendationRepository }).execute({
      locale: 'cz',
      productId: 'p1',
    });

    expect(result.ok && result.value).toEqual(products.slice(0, ITEMS_LIMIT));
    expect(recommendationRepository.requests).toEqual([{ locale: 'cz', productId: 'p1', limit: ITEMS_LIMIT }]);
  });

  it('passes a failure on', async () => {
    const recommendationRepository = new InMemoryRecommendationRepository().failWith({
      code: 'RECOMMENDATIONS.UNAVAILABLE',
    });
    expect(
      await new LoadRecommendedAfter({ recommendationRepository }).execute({ locale: 'pl', productId: 'p' }),
    ).toEqual({ ok: false, error: { code: 'RECOMMENDATIONS.UNAVAILABLE' } });
  });
});
