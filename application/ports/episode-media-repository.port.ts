import type { StreamMedia } from '#domain/playback/stream-media';
import type { Result } from '#domain/shared/result';
import type { StreamMediaError } from '../player/player.errors';

/** An episode's stream: a recording's, which belongs to no audiobook. */
export type EpisodeStreamMedia = Omit<StreamMedia, 'audiobookId'>;

/** GET /catalogs/{catalogId}/podcasts/{podcastId}/episodes/{episodeId}/media: an episode's clear stream. */
export interface EpisodeMediaRepository {
  mediaOf(podcastId: string, episodeId: string): Promise<Result<EpisodeStreamMedia, StreamMediaError>>;
}
