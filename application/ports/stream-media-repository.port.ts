import type { StreamMedia } from '#domain/playback/stream-media';
import type { Result } from '#domain/shared/result';
import type { StreamMediaError } from '../player/player.errors';

/** Spec §7 GET /catalogs/{catalogId}/audiobooks/{id}/media: a title's stream, or its clear sample. */
export interface StreamMediaRepository {
  mediaOf(audiobookId: string, options: { readonly sample: boolean }): Promise<Result<StreamMedia, StreamMediaError>>;
}
