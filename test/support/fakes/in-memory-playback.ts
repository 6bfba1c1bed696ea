import type { PlaybackCallError, StreamMediaError } from '#application/player/player.errors';
import type {
  LatestPlayerSession,
  PlaybackCheck,
  PlaybackGateway,
  SavedPosition,
} from '#application/ports/playback-gateway.port';
import type { CatalogId } from '#domain/market/market';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import { type PositionMs, positionMs } from '#domain/playback/playback-position';
import type { StreamMedia } from '#domain/playback/stream-media';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs, type EpochMs } from '#domain/shared/time';

/** A title's stream as the API would answer it: encrypted unless `clear`. */
export const aStreamMedia = (audiobookId: string, options: { readonly clear?: boolean } = {}): StreamMedia => ({
  audiobookId: audiobookId as AudiobookId,
  mediaId: `media-${audiobookId}` as MediaId,
  keyId: options.clear ? null : '0f0e0d0c-0b0a-0908-0706-050403020100',
  dash: {
    url: `https://audiora.test/media/${audiobookId}/manifest.mpd`,
    licenseUrl: options.clear ? null : 'https://audiora.test/license',
  },
  hls: {
    url: `https://audiora.test/media/${audiobookId}/master.m3u8`,
    licenseUrl: options.clear ? null : 'https://audiora.test/license',
  },
  chapters: [
    { title: 'One', startMs: positionMs(0) },
    { title: 'Two', startMs: positionMs(600_000) },
  ],
});

/** Streams in memory: full titles, samples, and a failure to answer with instead. */
export class InMemoryStreamMediaRepository implements StreamMediaRepository {
  readonly #full = new Map<string, StreamMedia>();
  readonly #samples = new Map<string, StreamMedia>();
  #failure: StreamMediaError | null = null;
  #signedOut = false;
  readonly requests: { readonly audiobookId: string; readonly sample: boolean }[] = [];

  withTitle(audiobookId: string, options: { readonly clear?: boolean } = {}): this {
    this.#full.set(audiobookId, aStreamMedia(audiobookId, options));
    this.#samples.set(audiobookId, { ...aStreamMedia(audiobookId, { clear: true }), chapters: [] });
    return this;
  }

  failWith(error: StreamMediaError | null): this {
    this.#failure = error;
    return this;
  }

  /** Answers as for a visitor: samples only. */
  signedOut(): this {
    this.#signedOut = true;
    return this;
  }

  async mediaOf(
    audiobookId: string,
    options: { readonly sample: boolean },
  ): Promise<Result<StreamMedia, StreamMediaError>> {
    this.requests.push({ audiobookId, sample: options.sample });
    if (this.#failure) return err(this.#failure);
    if (this.#signedOut && !options.sample) return err({ code: 'UserNotAuthenticated' });
    const media = (options.sample ? this.#samples : this.#full).get(audiobookId);
    return media ? ok(media) : err({ code: 'stream-media-not-found' });
  }
}

/** The signed-in listener's playback calls in memory, recorded; checks answer what they were told to. */
export class InMemoryPlaybackGateway implements PlaybackGateway {
  readonly started: AudiobookId[] = [];
  readonly saved: { readonly audiobookId: AudiobookId; readonly position: PositionMs; readonly keepAlive: boolean }[] =
    [];
  readonly checks: { readonly audiobookId: AudiobookId; readonly deviceId: string }[] = [];
  readonly #positions = new Map<string, SavedPosition>();
  /** The device this gateway's saves come from. */
  readonly #deviceId: string;
  #check: Result<PlaybackCheck, PlaybackCallError> = ok({ stopPlayback: false, audiobookName: '' });
  #signedOut = false;

  constructor(options: { readonly deviceId?: string } = {}) {
    this.#deviceId = options.deviceId ?? 'device-1';
  }

  /** Answers every call as for a visitor. */
  signedOut(): this {
    this.#signedOut = true;
    return this;
  }

  /** A position saved earlier, by default long ago on an unnamed device. */
  withPosition(audiobookId: string, position: number, saved: Partial<Omit<SavedPosition, 'position'>> = {}): this {
    this.#positions.set(audiobookId, {
      ...NOTHING_SAVED,
      savedAt: epochMs(0),
      ...saved,
      position: positionMs(position),
    });
    return this;
  }

  checkAnswers(answer: Result<PlaybackCheck, PlaybackCallError>): this {
    this.#check = answer;
    return this;
  }

  async startPlayback(audiobookId: AudiobookId): Promise<Result<void, PlaybackCallError>> {
    if (this.#signedOut) return SIGNED_OUT;
    this.started.push(audiobookId);
    return ok(undefined);
  }

  async saveProgress(
    audiobookId: AudiobookId,
    position: PositionMs,
    savedAt: EpochMs,
    options: { readonly keepAlive?: boolean } = {},
  ): Promise<Result<void, PlaybackCallError>> {
    if (this.#signedOut) return SIGNED_OUT;
    this.saved.push({ audiobookId, position, keepAlive: options.keepAlive ?? false });
    this.#positions.set(audiobookId, { position, savedAt, deviceId: this.#deviceId, deviceName: null });
    return ok(undefined);
  }

  async savedPosition(audiobookId: AudiobookId): Promise<Result<SavedPosition, PlaybackCallError>> {
    if (this.#signedOut) return SIGNED_OUT;
    return ok(this.#positions.get(audiobookId) ?? NOTHING_SAVED);
  }

  /** The latest save of any title, as the server picks it; catalogue ids are the fake's business. */
  catalogId: CatalogId = 'catalog-1' as CatalogId;

  async latestSession(): Promise<Result<LatestPlayerSession | null, PlaybackCallError>> {
    if (this.#signedOut) return SIGNED_OUT;
    let latest: LatestPlayerSession | null = null;
    for (const [audiobookId, saved] of this.#positions) {
      if (saved.savedAt === null || (latest !== null && latest.savedAt > saved.savedAt)) continue;
      latest = { ...saved, savedAt: saved.savedAt, audiobookId: audiobookId as AudiobookId, catalogId: this.catalogId };
    }
    return ok(latest);
  }

  async checkPlayback(audiobookId: AudiobookId, deviceId: string): Promise<Result<PlaybackCheck, PlaybackCallError>> {
    if (this.#signedOut) return SIGNED_OUT;
    this.checks.push({ audiobookId, deviceId });
    return this.#check;
  }
}

const NOTHING_SAVED: SavedPosition = { position: positionMs(0), savedAt: null, deviceId: null, deviceName: null };

const SIGNED_OUT = err({ code: 'AUTH.NOT_SIGNED_IN' } as const);

/** A failure answer for `checkAnswers`. */
export const CHECK_FAILED: Result<PlaybackCheck, PlaybackCallError> = err({ code: 'PLAYBACK.UNAVAILABLE' });
