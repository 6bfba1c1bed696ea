import type { Audiobook, Review, ReviewPage } from '#application/audiobook/audiobook';
import type { ProductId, ReferenceId } from '#domain/cart/cart-item';
import { aCategory } from './category.mother';
import { minorUnits } from './screen.mother';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`;
};

/** An audiobook with sensible defaults (39,90 PLN, one author, lector and publisher, three chapters). */
export const anAudiobook = (overrides: Partial<Audiobook> = {}): Audiobook => {
  const id = (overrides.id ?? nextId()) as ProductId;
  const parent = aCategory({ name: 'Klasyka literatury' });
  const main = aCategory({ name: 'Przygoda', parentId: parent.id });
  return {
    id,
    name: 'Hrabia Monte Christo',
    description: 'Edmund Dantès, niesłusznie oskarżony, spędza czternaście lat w lochach twierdzy If.',
    imageUrl: `/pl/v2/covers/${id}/v1.svg`,
    referenceId: 'pl_hrabia-monte-christo' as ReferenceId,
    prices: { price: minorUnits(3990), discountPrice: null, priceForSubscribers: null, lowestPrice: null },
    currency: 'PLN',
    rating: 4.26,
    ratingCount: 34,
    isFree: false,
    isAvailableInSubscription: false,
    durationMs: 203_235,
    sampleUrl: `/pl/v2/catalogs/c/audiobooks/${id}/media?samples=true`,
    mainCategoryId: main.id,
    authors: [{ id: nextId(), slug: 'aleksander-dumas', name: 'Aleksander Dumas' }],
    lectors: [{ id: nextId(), slug: 'tomasz-grabowiecki', name: 'Tomasz Grabowiecki' }],
    publishers: [{ id: nextId(), slug: 'audiora-klasyka', name: 'Audiora Klasyka' }],
    categories: [main, parent],
    cycles: [],
    chapters: [
      { title: 'Przyjazd', startMs: 0 },
      { title: 'Noc sztormu', startMs: 72_669 },
      { title: 'Światło o świcie', startMs: 138_433 },
    ],
    ...overrides,
  };
};

/** A five-star review with a text and a signature. */
export const aReview = (overrides: Partial<Review> = {}): Review => ({
  id: nextId(),
  rating: 5,
  text: 'Wspaniały lektor.',
  signature: 'Marek',
  createdAt: '2026-07-22T10:00:00+00:00',
  verifiedListener: false,
  ...overrides,
});

/** One page of the given reviews, with paging fields that agree with them. */
export const aReviewPage = (reviews: readonly Review[], overrides: Partial<ReviewPage> = {}): ReviewPage => ({
  page: 1,
  pages: reviews.length === 0 ? 0 : 1,
  total: reviews.length,
  reviews,
  ...overrides,
});
