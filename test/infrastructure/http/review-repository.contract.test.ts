import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewRepository } from '#application/ports/review-repository.port';
import { MARKETS } from '#domain/market/markets';
import { KyReviewRepository } from '#infrastructure/http/ky-review-repository';
import { InMemoryReviewRepository } from '#test/support/fakes/in-memory-review-repository';
import { aReview } from '#test/support/mothers/audiobook.mother';
import { demoTitleId } from '#test/support/server/demo-titles';
import { createTestApp, type TestApp } from '#test/support/server/test-server';
import { recordingHttp } from './adapter-http';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

interface Subject {
  readonly repository: ReviewRepository;
  /** A Polish title with more than five reviews with a text. */
  readonly reviewedId: string;
  readonly teardown: () => Promise<void>;
}

/** What every ReviewRepository must do (spec §7 GET /catalogs/{catalogId}/products/{productId}/reviews). */
const reviewRepositoryContract = (name: string, setup: () => Promise<Subject>) => {
  describe(`ReviewRepository contract: ${name}`, () => {
    let subject: Subject;

    beforeAll(async () => {
      subject = await setup();
    });

    afterAll(async () => {
      await subject.teardown();
    });

    it('pages the reviews, newest first, with paging fields that agree', async () => {
      const first = await subject.repository.listReviews('pl', subject.reviewedId, { page: 1, limit: 5 });
      const second = await subject.repository.listReviews('pl', subject.reviewedId, { page: 2, limit: 5 });
      if (!first.ok || !second.ok) throw new Error('expected two pages of reviews');
      expect(first.value.reviews).toHaveLength(5);
      expect(first.value.pages).toBe(Math.ceil(first.value.total / 5));
      expect([first.value.page, second.value.page]).toEqual([1, 2]);
      const dates = [...first.value.reviews, ...second.value.reviews].map((r) => Date.parse(r.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const ids = new Set([...first.value.reviews, ...second.value.reviews].map((r) => r.id));
      expect(ids.size).toBe(first.value.reviews.length + second.value.reviews.length);
      for (const review of first.value.reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
      }
    });

    it('gives an empty page past the last one, with the same total', async () => {
      const first = await subject.repository.listReviews('pl', subject.reviewedId, { page: 1, limit: 5 });
      const past = await subject.repository.listReviews('pl', subject.reviewedId, { page: 99, limit: 5 });
      if (!first.ok || !past.ok) throw new Error('expected pages');
      expect(past.value.reviews).toEqual([]);
      expect(past.value.total).toBe(first.value.total);
    });

    it('is REVIEWS.UNAVAILABLE for a product the market does not have', async () => {
      expect(await subject.repository.listReviews('de', subject.reviewedId, { page: 1, limit: 5 })).toEqual({
        ok: false,
        error: { code: 'REVIEWS.UNAVAILABLE' },
      });
    });
  });
};

let shared: TestApp;

reviewRepositoryContract('KyReviewRepository against the reference API', async () => {
  shared = await createTestApp();
  const http = ky.create({ prefixUrl: ORIGIN, fetch: new BrowserCookies().fetchThrough(shared.app), retry: 0 });
  return {
    repository: new KyReviewRepository({ http }),
    reviewedId: await demoTitleId(shared, 'pl', 'Hrabia Monte Christo'),
    teardown: () => shared.close(),
  };
});

reviewRepositoryContract('InMemoryReviewRepository', async () => {
  const reviews = Array.from({ length: 11 }, (_, n) =>
    aReview({ createdAt: new Date(Date.UTC(2026, 10, 20 - n)).toISOString() }),
  );
  return {
    repository: new InMemoryReviewRepository().withReviews('pl', 'reviewed', reviews),
    reviewedId: 'reviewed',
    teardown: async () => undefined,
  };
});

describe('KyReviewRepository against the reference API', () => {
  it("asks the market's catalogue for the page, without links (spec §7)", async () => {
    const t = await createTestApp();
    try {
      const { http, asked } = recordingHttp(t.app);
      const id = await demoTitleId(t, 'pl', 'Hrabia Monte Christo');
      expect((await new KyReviewRepository({ http }).listReviews('pl', id, { page: 3, limit: 5 })).ok).toBe(true);
      expect(asked).toEqual([
        `/pl/v2/catalogs/${MARKETS.pl.catalogId}/products/${id}/reviews?page=3&limit=5&_f[noLinks]=1`,
      ]);
    } finally {
      await t.close();
    }
  });
});
