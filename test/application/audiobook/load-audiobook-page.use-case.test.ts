import { describe, expect, it } from 'vitest';
import { LoadAudiobookPage, REVIEWS_PAGE_SIZE } from '#application/audiobook/load-audiobook-page.use-case';
import { InMemoryAudiobookRepository } from '#test/support/fakes/in-memory-audiobook-repository';
import { InMemoryReviewRepository } from '#test/support/fakes/in-memory-review-repository';
import { anAudiobook, aReview } from '#test/support/mothers/audiobook.mother';

const harness = () => {
  const audiobookRepository = new InMemoryAudiobookRepository();
  const reviewRepository = new InMemoryReviewRepository();
  return {
    audiobookRepository,
    reviewRepository,
    load: new LoadAudiobookPage({ audiobookRepository, reviewRepository }),
  };
};

describe('LoadAudiobookPage (spec §2 /audiobook/[id], §7)', () => {
  it('gives the audiobook, its breadcrumb and the asked page of its reviews', async () => {
    const h = harness();
    const audiobook = anAudiobook();
    const reviews = Array.from({ length: 12 }, (_, n) => aReview({ text: `review ${n}` }));
    h.audiobookRepository.withAudiobook('pl', audiobook);
    h.reviewRepository.withReviews('pl', audiobook.id, reviews);

    const result = await h.load.execute({ locale: 'pl', id: audiobook.id, reviewsPage: 2 });

    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.audiobook).toBe(audiobook);
    expect(result.value.categoryTrail.map((c) => c.name)).toEqual(['Klasyka literatury', 'Przygoda']);
    expect(result.value.reviews?.reviews.map((r) => r.text)).toEqual(
      reviews.slice(REVIEWS_PAGE_SIZE, 2 * REVIEWS_PAGE_SIZE).map((r) => r.text),
    );
    expect(result.value.reviews?.pages).toBe(3);
    expect(h.reviewRepository.requests).toEqual([
      { locale: 'pl', productId: audiobook.id, request: { page: 2, limit: REVIEWS_PAGE_SIZE } },
    ]);
  });

  it('is AUDIOBOOK.NOT_FOUND for an id the market does not have', async () => {
    const h = harness();
    const audiobook = anAudiobook();
    h.audiobookRepository.withAudiobook('de', audiobook);
    expect(await h.load.execute({ locale: 'pl', id: audiobook.id, reviewsPage: 1 })).toEqual({
      ok: false,
      error: { code: 'AUDIOBOOK.NOT_FOUND' },
    });
  });

  it('passes maintenance on, for the page to send visitors to error503', async () => {
    const h = harness();
    h.audiobookRepository.failWith({ code: 'API.MAINTENANCE' });
    expect(await h.load.execute({ locale: 'pl', id: 'x', reviewsPage: 1 })).toEqual({
      ok: false,
      error: { code: 'API.MAINTENANCE' },
    });
  });

  it('still shows the audiobook when its reviews cannot be read', async () => {
    const h = harness();
    const audiobook = anAudiobook();
    h.audiobookRepository.withAudiobook('pl', audiobook);
    h.reviewRepository.failWith({ code: 'REVIEWS.UNAVAILABLE' });

    const result = await h.load.execute({ locale: 'pl', id: audiobook.id, reviewsPage: 1 });

    expect(result.ok && result.value.reviews).toBeNull();
    expect(result.ok && result.value.audiobook).toBe(audiobook);
  });
});
