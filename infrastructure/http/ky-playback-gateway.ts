import type { KyInstance } from 'ky';
import type { PlaybackCallError } from '#application/player/player.errors';
import type {
  LatestPlayerSession,
  PlaybackCheck,
  PlaybackGateway,
  SavedPosition,
} from '#application/ports/playback-gateway.port';
import type { CatalogId } from '#domain/market/market';
import type { Locale } from '#domain/market/locale';
import type { AudiobookId } from '#domain/playback/playback-ids';
import { playbackProgressPayload } from '#domain/playback/playback-progress';
import { type PositionMs, positionMs } from '#domain/playback/playback-position';
import { err, ok, type Result } from '#domain/shared/result';
import { epochMs, type EpochMs } from '#domain/shared/time';
import { playbackCheckSchema, playbackProgressSchema } from '#contract/playback.schema';
import { playerSessionSchema } from '#contract/player-session.schema';
import { isNotFound, isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyPlaybackGatewayDeps {
  readonly http: KyInstance;
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: PlaybackCallError = { code: 'PLAYBACK.UNAVAILABLE' };

const UNREADABLE = Symbol('unreadable answer');

/**
 * The signed-in listener's playback calls (spec §7): the commands StartPlayback and SavePlaybackProgress, GET
 * `/me/playback-progress/{id}`, `/me/player` and the stop-playback check `/me/playback-check/{id}?device_id=`, each retried once after
 * a token refresh (spec §8). A save the page outlives goes out as a keep-alive request.
 */
export class KyPlaybackGateway implements PlaybackGateway {
  readonly #deps: KyPlaybackGatewayDeps;

  constructor(deps: KyPlaybackGatewayDeps) {
    this.#deps = deps;
  }

  startPlayback(audiobookId: AudiobookId): Promise<Result<void, PlaybackCallError>> {
    return this.#call(async (http, lang) => {
      await http.post(`${lang}/v2/commands`, { json: { name: 'StartPlayback', audiobook_id: audiobookId } });
    });
  }

  saveProgress(
    audiobookId: AudiobookId,
    position: PositionMs,
    savedAt: EpochMs,
    options: { readonly keepAlive?: boolean } = {},
  ): Promise<Result<void, PlaybackCallError>> {
    const json = {
      name: 'SavePlaybackProgress',
      ...playbackProgressPayload(audiobookId, position),
      saved_at: new Date(savedAt).toISOString(),
    };
    return this.#call(async (http, lang) => {
      await http.post(`${lang}/v2/commands`, { json, keepalive: options.keepAlive ?? false });
    });
  }

  savedPosition(audiobookId: AudiobookId): Promise<Result<SavedPosition, PlaybackCallError>> {
    return this.#call(async (http, lang) => {
      const body = await http.get(`${lang}/v2/me/playback-progress/${encodeURIComponent(audiobookId)}`).json();
      const parsed = playbackProgressSchema.safeParse(body);
      if (!parsed.success) return UNREADABLE;
      const wire = parsed.data;
      return {
        position: positionMs(wire.position),
        savedAt: wire.updated_at === null ? null : epochMs(Date.parse(wire.updated_at)),
        deviceId: wire.device_id,
        deviceName: wire.device_name,
      };
    });
  }

  latestSession(): Promise<Result<LatestPlayerSession | null, PlaybackCallError>> {
    return this.#call(async (http, lang) => {
      try {
        const parsed = playerSessionSchema.safeParse(await http.get(`${lang}/v2/me/player`).json());
        if (!parsed.success) return UNREADABLE;
        const wire = parsed.data;
        return {
          audiobookId: wire.audiobook_id as AudiobookId,
          catalogId: wire.catalog_id as CatalogId,
          position: positionMs(wire.position),
          savedAt: epochMs(Date.parse(wire.updated_at)),
          deviceId: wire.device_id,
          deviceName: wire.device_name,
        };
      } catch (error) {
        // NO_PLAYER_SESSION: nothing saved in this market yet.
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  checkPlayback(audiobookId: AudiobookId, deviceId: string): Promise<Result<PlaybackCheck, PlaybackCallError>> {
    return this.#call(async (http, lang) => {
      const body = await http
        .get(`${lang}/v2/me/playback-check/${encodeURIComponent(audiobookId)}`, {
          searchParams: { device_id: deviceId },
        })
        .json();
      const parsed = playbackCheckSchema.safeParse(body);
      if (!parsed.success) return UNREADABLE;
      return { stopPlayback: parsed.data.stop_playback, audiobookName: parsed.data.audiobook_name };
    });
  }

  async #call<T>(
    call: (http: KyInstance, lang: Locale) => Promise<T | typeof UNREADABLE>,
  ): Promise<Result<T, PlaybackCallError>> {
    const { http, locale, refreshSession } = this.#deps;
    try {
      const answer = await withSessionRefresh(() => call(http, locale()), refreshSession);
      // A body that does not parse is the API failing its contract: the call did not work.
      return answer === UNREADABLE ? err(UNAVAILABLE) : ok(answer);
    } catch (error) {
      if (isUnauthorized(error)) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (isRemoteFailure(error)) return err(UNAVAILABLE);
      throw error;
    }
  }
}
