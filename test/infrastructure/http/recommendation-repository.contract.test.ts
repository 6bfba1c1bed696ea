import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import { KyRecommendationRepository } from '#infrastructure/http/ky-recommendation-repository';
import { InMemoryRecommendationRepository } from '#test/support/fakes/in-memory-recommendation-repository';
import { aScreenProduct } from '#test/support/mothers/screen.mother';
import { demoTitleId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  readonly repository: RecommendationRepository;
  /** A Polish title with more than four titles to hear after it. */
  readonly productId: string;
  readonly teardown: () => Promise<void>;
}

/** What every RecommendationRepository must do (spec §7 GET /me/recommended-after/{id}). */
const recommendationRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`RecommendationRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('gives at most the asked number of priced, covered products, never the product itself', async () => {
      const result = await subject.repository.recommendedAfter('pl', subject.productId, 4);
      if (!result.ok) throw new Error(result.error.code);
      expect(result.value).toHaveLength(4);
      for (const product of result.value) {
        expect(product.id).not.toBe(subject.productId);
        expect(product.imageUrl).not.toBe('');
        expect(product.isFree || product.prices.price !== null).toBe(true);
      }
    });

    it('is RECOMMENDATIONS.UNAVAILABLE for a product the market does not have', async () => {
      expect(await subject.repository.recommendedAfter('de', subject.productId, 4)).toEqual({
        ok: false,
        error: { code: 'RECOMMENDATIONS.UNAVAILABLE' },
      });
    });
  });
};

let shared: TestApp;

recommendationRepositoryContract('KyRecommendationRepository against the reference API', async () => {
  shared = await createTestApp();
  const http = ky.create({ prefixUrl: ORIGIN, fetch: new BrowserCookies().fetchThrough(shared.app), retry: 0 });
  return {
    repository: new KyRecommendationRepository({ http }),
    productId: await demoTitleId(shared, 'pl', 'Hrabia Monte Christo'),
    teardown: () => shared.close(),
  };
});

recommendationRepositoryContract('InMemoryRecommendationRepository', async () => ({
  repository: new InMemoryRecommendationRepository().withRecommendations(
    'pl',
    'p1',
    Array.from({ length: 6 }, () => aScreenProduct()),
  ),
  productId: 'p1',
  teardown: async () => undefined,
}));
