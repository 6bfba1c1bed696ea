import type { Locale } from '#domain/market/locale';
import { ok, type Result } from '#domain/shared/result';
import type { PodcastRepository } from '../ports/podcast-repository.port';
import type { Podcast } from './podcast';
import type { PodcastError } from './podcast.errors';

export interface LoadPodcastPageInput {
  readonly locale: Locale;
  /** The route's id: a show's id or slug. */
  readonly id: string;
}

const publishedMs = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Spec §2 `/podcast/[id]`: the show with its episodes newest first (release date, then place in the show). */
export class LoadPodcastPage {
  readonly #deps: { readonly podcastRepository: PodcastRepository };

  constructor(deps: { readonly podcastRepository: PodcastRepository }) {
    this.#deps = deps;
  }

  async execute(input: LoadPodcastPageInput): Promise<Result<Podcast, PodcastError>> {
    const result = await this.#deps.podcastRepository.findPodcast(input.locale, input.id);
    if (!result.ok) return result;
    const episodes = [...result.value.episodes].sort(
      (a, b) => publishedMs(b.publishedAt) - publishedMs(a.publishedAt) || b.position - a.position,
    );
    return ok({ ...result.value, episodes });
  }
}
