import type { KyInstance } from 'ky';
import type { Podcast } from '#application/podcast/podcast';
import type { PodcastError } from '#application/podcast/podcast.errors';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import { podcastProductSchema } from '#contract/product.schema';
import type { z } from '#contract/zod';
import { getResource, segment } from './get-resource';
import { toPersonRef } from './person-ref-wire';

const toPodcast = (wire: z.output<typeof podcastProductSchema>): Podcast => ({
  id: wire.id,
  slug: wire.slug,
  name: wire.name,
  description: wire.description,
  imageUrl: wire.image_url,
  // A show credits no author: its voices are its narrators (api-contract: a podcast's list item names its hosts).
  hosts: wire._embedded['app:lector'].map(toPersonRef),
  publishers: wire._embedded['app:publisher'].map(toPersonRef),
  isFree: wire.is_free,
  isAvailableInSubscription: wire.is_available_in_subscription,
  episodes: wire._embedded['app:episode'].map((episode) => ({
    id: episode.id,
    position: episode.position,
    title: episode.title,
    description: episode.description,
    durationMs: episode.duration_in_ms,
    publishedAt: episode.published_at,
    // The API gives episodes no sample of their own.
    hasSample: false,
  })),
});

/** The market's podcasts over the store's HTTP API (`/{lang}/v2/podcasts/{id}`, by id or slug). */
export class KyPodcastRepository implements PodcastRepository {
  readonly #http: KyInstance;

  constructor(deps: { readonly http: KyInstance }) {
    this.#http = deps.http;
  }

  findPodcast(locale: Locale, idOrSlug: string): Promise<Result<Podcast, PodcastError>> {
    return getResource(this.#http, `${locale}/v2/podcasts/${segment(idOrSlug)}`, podcastProductSchema, toPodcast, {
      notFound: { code: 'PODCAST.NOT_FOUND' },
      unavailable: { code: 'CATALOG.UNAVAILABLE' },
    });
  }
}
