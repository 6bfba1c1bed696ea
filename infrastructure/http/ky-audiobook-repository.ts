import { HTTPError, type KyInstance } from 'ky';
import type { Audiobook } from '#application/audiobook/audiobook';
import type { AudiobookError } from '#application/audiobook/audiobook.errors';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import type { ProductId, ReferenceId } from '#domain/cart/cart-item';
import type { CategoryId } from '#domain/catalog/category';
import type { Locale } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import { err, ok, type Result } from '#domain/shared/result';
import { type AudiobookWire, audiobookSchema } from '#contract/audiobook.schema';
import { isMaintenance, isRemoteFailure } from './http-failure';
import { toCategory } from './ky-screen-repository';
import { toPersonRef } from './person-ref-wire';
import { minor } from './product-list-wire';

const toAudiobook = (wire: AudiobookWire): Audiobook => ({
  id: wire.id as ProductId,
  name: wire.name,
  description: wire.description,
  imageUrl: wire.image_url,
  referenceId: wire.reference_id === '' ? null : (wire.reference_id as ReferenceId),
  prices: {
    price: minor(wire.price),
    discountPrice: minor(wire.discount_price),
    priceForSubscribers: minor(wire.price_for_subscribers),
    lowestPrice: minor(wire.lowest_price),
  },
  currency: wire.currency,
  rating: wire.rating,
  ratingCount: wire.rating_count,
  isFree: wire.is_free,
  isAvailableInSubscription: wire.is_available_in_subscription,
  durationMs: wire.duration_in_ms,
  sampleUrl: wire.sample_url === '' ? null : wire.sample_url,
  mainCategoryId: wire.main_category_id as CategoryId,
  authors: wire._embedded['app:author'].map(toPersonRef),
  lectors: wire._embedded['app:lector'].map(toPersonRef),
  publishers: wire._embedded['app:publisher'].map(toPersonRef),
  categories: wire._embedded['app:category'].map(toCategory),
  cycles: wire._embedded['app:cycle'].map((cycle) => ({
    id: cycle.id,
    name: cycle.name,
    position: cycle.position,
    volumesCount: cycle.volumes_count,
  })),
  chapters: wire._embedded['app:chapter'].map((chapter) => ({ title: chapter.title, startMs: chapter.start_ms })),
});

// The API answers 400 for an id that is no id at all: to a visitor both are a page that does not exist.
const isUnknown = (error: unknown): boolean =>
  error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400);

/** The market's audiobooks over GET `/{lang}/v2/audiobooks/{id}?catalog=&strict=1` (spec §7), without links. */
export class KyAudiobookRepository implements AudiobookRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  async findAudiobook(locale: Locale, id: string): Promise<Result<Audiobook, AudiobookError>> {
    try {
      const body = await this.#http
        .get(`${locale}/v2/audiobooks/${encodeURIComponent(id)}`, {
          searchParams: { catalog: MARKETS[locale].catalogId, strict: 1, '_f[noLinks]': 1 },
        })
        .json();
      const parsed = audiobookSchema.safeParse(body);
      return parsed.success ? ok(toAudiobook(parsed.data)) : err({ code: 'AUDIOBOOK.UNAVAILABLE' });
    } catch (error) {
      if (isUnknown(error)) return err({ code: 'AUDIOBOOK.NOT_FOUND' });
      if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
      if (isRemoteFailure(error)) return err({ code: 'AUDIOBOOK.UNAVAILABLE' });
      throw error;
    }
  }
}
