import type { MediaEngineError } from '#application/ports/media-player.port';
import type { MediaStream } from '#domain/playback/stream-media';

/** The packagings an engine plays. */
export type Packaging = 'dash' | 'hls';

/** One recording attached to the element by an engine; `detach` releases the engine's hold on it. */
export interface EngineAttachment {
  detach(): void;
}

/**
 * A media engine: fetches a stream's manifest and segments into the element (with the ClearKey licence when the
 * stream is encrypted) and reports its own failures in the one error model.
 */
export interface MediaEngine {
  readonly packaging: Packaging;
  attach(
    audio: HTMLAudioElement,
    stream: MediaStream,
    options: {
      readonly startAtS: number;
      readonly onError: (error: MediaEngineError) => void;
      /** Media bytes arrived (a manifest, a segment or part of one). */
      readonly onProgress: () => void;
    },
  ): EngineAttachment;
}

/** The W3C ClearKey key system (media-pipeline.md). */
export const CLEAR_KEY = 'org.w3.clearkey';
