import type { AudiobookId, MediaId } from './playback-ids';
import type { PositionMs } from './playback-position';

/** One packaging of a recording: its manifest, and where its ClearKey licence is asked for when it is encrypted. */
export interface MediaStream {
  readonly url: string;
  /** Null for a clear stream. */
  readonly licenseUrl: string | null;
}

/** A chapter as the stream's table of contents gives it (spec §3). */
export interface StreamChapter {
  readonly title: string;
  readonly startMs: PositionMs;
}

/** Spec §3 stream media: what a player needs to play a title, in both packagings (DASH and HLS). */
export interface StreamMedia {
  readonly audiobookId: AudiobookId;
  /** The recording played, as SavePlaybackTime's media_id names it. */
  readonly mediaId: MediaId;
  /** The content key id when encrypted (spec §3 key_id); null for a clear stream. */
  readonly keyId: string | null;
  readonly dash: MediaStream;
  readonly hls: MediaStream;
  readonly chapters: readonly StreamChapter[];
}

/** Whether either packaging needs a licence: a protected title is never played without DRM. */
export const isProtected = (media: StreamMedia): boolean =>
  media.keyId !== null || media.dash.licenseUrl !== null || media.hls.licenseUrl !== null;
