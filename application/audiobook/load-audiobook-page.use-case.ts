import { categoryTrail } from '#domain/catalog/category-trail';
import type { Category } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { AudiobookRepository } from '../ports/audiobook-repository.port';
import type { ReviewRepository } from '../ports/review-repository.port';
import type { Audiobook, ReviewPage } from './audiobook';
import type { AudiobookError } from './audiobook.errors';

/** How many reviews an audiobook's page shows at a time. */
export const REVIEWS_PAGE_SIZE = 5;

export interface LoadAudiobookPageDeps {
  readonly audiobookRepository: AudiobookRepository;
  readonly reviewRepository: ReviewRepository;
}

export interface LoadAudiobookPageInput {
  readonly locale: Locale;
  readonly id: string;
  /** The 1-based page of reviews to show. */
  readonly reviewsPage: number;
}

/** What an audiobook's page shows from the catalogue. */
export interface AudiobookPage {
  readonly audiobook: Audiobook;
  /** The main category after its parent, for the breadcrumb. */
  readonly categoryTrail: readonly Category[];
  /** Null when the reviews could not be read: the page is still worth showing without them. */
  readonly reviews: ReviewPage | null;
}

/**
 * Spec §2 /audiobook/[id], §7: the audiobook and one page of its reviews, read together. An unknown audiobook is
 * AUDIOBOOK.NOT_FOUND; reviews that fail to load leave the rest of the page.
 */
export class LoadAudiobookPage {
  readonly #deps: LoadAudiobookPageDeps;

  constructor(deps: LoadAudiobookPageDeps) {
    this.#deps = deps;
  }

  async execute(input: LoadAudiobookPageInput): Promise<Result<AudiobookPage, AudiobookError>> {
    const { audiobookRepository, reviewRepository } = this.#deps;
    const [audiobook, reviews] = await Promise.all([
      audiobookRepository.findAudiobook(input.locale, input.id),
      reviewRepository.listReviews(input.locale, input.id, { page: input.reviewsPage, limit: REVIEWS_PAGE_SIZE }),
    ]);
    if (!audiobook.ok) return audiobook;
    return ok({
      audiobook: audiobook.value,
      categoryTrail: categoryTrail(audiobook.value.categories, audiobook.value.mainCategoryId),
      reviews: reviews.ok ? reviews.value : null,
    });
  }
}
