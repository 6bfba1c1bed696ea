import type { Market } from '#domain/market/market';
import { err, ok, type Result } from '#domain/shared/result';
import { type EntitlementDeps, type Listener, listeningEntitlement } from '../library/entitlement';
import { type LibraryError, mediaNotReady } from '../library/library.errors';
import { notFound, type SharedError } from '../shared/server-error';
import type { DemoStreamPaths } from './demo-recording';
import { type MediaError, unauthenticated } from './media.errors';
import type { MediaRecordings } from './media-recordings.port';
import type { MediaChapter, MediaTitles } from './media-titles.port';

export interface GetStreamMediaDeps extends EntitlementDeps {
  readonly mediaTitles: MediaTitles;
  readonly recordings: MediaRecordings;
  readonly now: () => Date;
}

export interface GetStreamMediaInput {
  /** Null for an anonymous visitor. */
  readonly listener: Listener | null;
  readonly market: Market;
  readonly audiobookId: string;
  /** The clear sample instead of the full title. */
  readonly samples: boolean;
}

/** What a player needs to play a title: its streams (paths in the static media tree), key id and chapters. */
export interface StreamMedia {
  readonly audiobookId: string;
  /** The recording played, as SavePlaybackTime reports it. */
  readonly mediaId: string;
  /** The content key id (a UUID) when the stream is encrypted; null when clear. */
  readonly keyId: string | null;
  readonly stream: DemoStreamPaths;
  /** The title's clear sample; null without one. */
  readonly sample: DemoStreamPaths | null;
  /** The chapters the stream holds (the sample's: those that start within it). */
  readonly chapters: readonly MediaChapter[];
}

/**
 * The media of an audiobook of the market (api-contract "media"): the clear sample for anyone; the full title only
 * to a signed-in listener the licence rules let hear it on this device (`listeningEntitlement`, as StartPlayback),
 * with its key id when encrypted. What the recording is decides the key id: it is what the bytes are.
 */
export class GetStreamMedia {
  readonly #deps: GetStreamMediaDeps;

  constructor(deps: GetStreamMediaDeps) {
    this.#deps = deps;
  }

  async execute(input: GetStreamMediaInput): Promise<Result<StreamMedia, MediaError | LibraryError | SharedError>> {
    const { listener, market } = input;
    const found = await this.#deps.mediaTitles.findAudiobook(market.catalogId, input.audiobookId);
    if (!found) return err(notFound('Audiobook'));
    const sampleRecording =
      found.hasSample && found.sampleMediaId ? this.#deps.recordings.find(found.sampleMediaId) : undefined;
    const sample = sampleRecording?.sample ?? null;
    if (input.samples) {
      if (!sample || !sampleRecording) return err(notFound('Sample'));
      return ok({
        audiobookId: found.title.id,
        mediaId: sampleRecording.id,
        keyId: null,
        stream: { dash: sample.dash, hls: sample.hls },
        sample: { dash: sample.dash, hls: sample.hls },
        chapters: found.chapters.filter((chapter) => chapter.startMs < sample.durationMs),
      });
    }
    if (!listener) return err(unauthenticated());
    const entitled = await listeningEntitlement(this.#deps, {
      listener,
      market,
      title: found.title,
      now: this.#deps.now(),
    });
    if (!entitled.ok) return entitled;
    const recording = found.mediaId === null ? undefined : this.#deps.recordings.find(found.mediaId);
    if (!recording) return err(mediaNotReady());
    return ok({
      audiobookId: found.title.id,
      mediaId: recording.id,
      keyId: recording.protected ? recording.keyId : null,
      stream: recording.stream,
      sample: sample ? { dash: sample.dash, hls: sample.hls } : null,
      chapters: found.chapters,
    });
  }
}
