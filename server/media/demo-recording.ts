import type { Locale } from '#domain/market/locale';

/**
 * Where the demo media lives, relative to the repository: `public/` is the static, CDN-ready tree (manifests,
 * segments, samples; encrypted where protected), `downloads/` the DRM-free files only a licence holder may fetch.
 * No key material is ever written under either.
 */
export const DEMO_MEDIA_DIR = 'server/media/demo';
export const DEMO_MEDIA_PUBLIC_DIR = `${DEMO_MEDIA_DIR}/public`;
export const DEMO_MEDIA_DOWNLOADS_DIR = `${DEMO_MEDIA_DIR}/downloads`;

/** A chapter of a recording: where it starts and how long it lasts, in milliseconds. */
export interface DemoRecordingChapter {
  readonly title: string;
  readonly startMs: number;
  readonly durationMs: number;
}

/** A DASH MPD and an HLS master playlist over the same segments, relative to `DEMO_MEDIA_PUBLIC_DIR`. */
export interface DemoStreamPaths {
  readonly dash: string;
  readonly hls: string;
}

/**
 * One narrated recording of the demo media, as the generator made it. The catalogue takes a title's chapters,
 * duration, key id and protection from the recording it maps onto, so the table of contents and the media agree.
 */
export interface DemoRecording {
  /** `<language>-<slug>`; also the recording's folder under the public tree and its download's name. */
  readonly id: string;
  readonly kind: 'audiobook' | 'podcast-episode';
  /** The market whose language it is spoken in. */
  readonly locale: Locale;
  /** BCP 47 language of the narration (`cs` for the `cz` market). */
  readonly language: string;
  readonly title: string;
  readonly durationMs: number;
  /** From 0, one after another without gaps, the last ending at `durationMs`. */
  readonly chapters: readonly DemoRecordingChapter[];
  /** Encrypted (cbcs, ClearKey) with a key of its own; a clear recording has no key. */
  readonly protected: boolean;
  /** The content key id written as a UUID, as in the MPD's `cenc:default_KID`; `null` when clear. */
  readonly keyId: string | null;
  readonly stream: DemoStreamPaths;
  /** The clear opening (audiobooks): packaged on its own, never encrypted. */
  readonly sample: (DemoStreamPaths & { readonly durationMs: number }) | null;
  /** The DRM-free `.m4a` with chapter marks (audiobooks), relative to `DEMO_MEDIA_DOWNLOADS_DIR`. */
  readonly download: string | null;
}
