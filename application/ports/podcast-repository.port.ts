import type { Locale } from '#domain/market/locale';
import type { Result } from '#domain/shared/result';
import type { Podcast } from '../podcast/podcast';
import type { PodcastError } from '../podcast/podcast.errors';

/** The market's podcasts (spec §2 `/podcast/[id]`). */
export interface PodcastRepository {
  /** The show with that id or slug and all its episodes; PODCAST.NOT_FOUND when the market has none. */
  findPodcast(locale: Locale, idOrSlug: string): Promise<Result<Podcast, PodcastError>>;
}
