import type { Observable } from 'rxjs';
import type { MediaStream } from '#domain/playback/stream-media';

/** The two packagings of one recording; the engine plays the one it can. */
export interface MediaSources {
  readonly dash: MediaStream;
  readonly hls: MediaStream;
}

/** Spec §8: an engine failure in one model, whatever engine raised it. */
export interface MediaEngineError {
  /** Fatal: playback cannot go on without a new load; recoverable: the engine carries on. */
  readonly severity: 'fatal' | 'recoverable';
  readonly category: 'network' | 'media' | 'drm' | 'unsupported';
  /** The engine's own code, for the error report (e.g. `dash.js 36`, `media 3`). */
  readonly code: string;
}

/** What the engine reports, in the past tense; positions and durations in milliseconds. */
export type MediaEngineEvent =
  | { readonly type: 'loaded'; readonly durationMs: number }
  | { readonly type: 'played' }
  /** Where it paused: the exact position, which the throttled time updates may not have shown yet. */
  | { readonly type: 'paused'; readonly positionMs: number }
  | { readonly type: 'waited' }
  /** Media bytes arrived (a segment, a part of one): a wait with these is a slow network, not a stall. */
  | { readonly type: 'progressed' }
  | { readonly type: 'timeUpdated'; readonly positionMs: number }
  | { readonly type: 'ended' }
  | { readonly type: 'failed'; readonly error: MediaEngineError };

/**
 * A media engine behind one element (dash.js, hls.js or the browser's own HLS): loads a recording, plays and seeks
 * it, and reports what happens. The engine's code is fetched on the first load, never before.
 */
export interface MediaPlayerPort {
  readonly events$: Observable<MediaEngineEvent>;
  /** A load is coming: the engine's code is fetched now, beside the calls that find out what to load. */
  prepare(): void;
  /** Loads the recording at `startAtMs`; plays once loaded when `autoPlay`. A load replaces the previous one. */
  load(sources: MediaSources, startAtMs: number, autoPlay: boolean): void;
  play(): void;
  pause(): void;
  seek(positionMs: number): void;
  setRate(rate: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** Stops and releases the recording (the engine's code stays loaded). */
  unload(): void;
}
