import { ContainerModule } from 'inversify';
import { LoadSavedPosition } from '#application/player/load-saved-position.use-case';
import type { Locale } from '#domain/market/locale';
import type { KyInstance } from 'ky';
import { asyncScheduler } from 'rxjs';
import type { AuthStore } from '#application/auth/auth.store';
import type { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { PlayEpisode } from '#application/player/play-episode.use-case';
import { PlayTitle } from '#application/player/play-title.use-case';
import { PlayerSession } from '#application/player/player-session.use-case';
import { MediaSessionSync } from '#application/player/media-session-sync';
import { PlaybackFailureAlerts } from '#application/player/playback-failure-alerts';
import { SleepTimerStore } from '#application/player/sleep-timer.store';
import { epochMs } from '#domain/shared/time';
import { navigatorMediaSession } from '../browser/navigator-media-session';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import { PlaybackReporter } from '#application/player/playback-reporter';
import { type PlayerTabMessage, PlaybackReporting } from '#application/player/playback-reporting';
import { PlayerStore } from '#application/player/player.store';
import type { CrossTabPort } from '#application/ports/cross-tab.port';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { MediaPlayerPort } from '#application/ports/media-player.port';
import type { PlaybackGateway } from '#application/ports/playback-gateway.port';
import type { PlaybackReporterPort } from '#application/ports/playback-reporter.port';
import type { PlayerStoragePort } from '#application/ports/player-storage.port';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { EpisodeMediaRepository } from '#application/ports/episode-media-repository.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import { BroadcastChannelCrossTab } from '../browser/broadcast-channel-cross-tab';
import { localStoragePlayerStorage } from '../browser/local-storage-player-storage';
import { PLAYER_CHANNEL_NAME, playerBroadcastSchema } from '../browser/player-broadcast.schema';
import { SilentCrossTab } from '../browser/silent-cross-tab';
import { KyPlaybackGateway } from '../http/ky-playback-gateway';
import { KyPlaybackReporter } from '../http/ky-playback-reporter';
import { KyStreamMediaRepository } from '../http/ky-stream-media-repository';
import { KyEpisodeMediaRepository } from '../http/ky-episode-media-repository';
import type { SessionRefresh } from '../http/session-refresh';
import { browserPlaybackCapabilities } from '../player/browser-playback-capabilities';
import { HtmlAudioMediaPlayer } from '../player/html-audio-media-player';
import type { EngineName, PlaybackCapabilities } from '../player/media-engine-choice';
import type { MediaEngine } from '../player/media-engine';
import { browserStorage, inBrowser } from './browser-context';
import type { PortOverrides } from './port-overrides';
import type { PlayerRuntime } from './player-runtime';
import { TOKENS } from './tokens';

// Each engine is its own chunk, fetched at the first load that needs it.
const loadEngine = async (name: EngineName): Promise<MediaEngine> => {
  switch (name) {
    case 'dashjs':
      return (await import('../player/dashjs-media-engine')).dashjsMediaEngine;
    case 'hlsjs':
      return (await import('../player/hlsjs-media-engine')).hlsjsMediaEngine;
    case 'native-hls':
      return (await import('../player/native-hls-media-engine')).nativeHlsMediaEngine;
  }
};

// Server rendering plays nothing: an engine there would only ever be asked for nothing.
const NO_CAPABILITIES: PlaybackCapabilities = { mse: false, clearKey: false, nativeHls: false };

/**
 * The player slice (spec §4, §7, §8, issue "The web player"): the audio element with the engine the browser can run,
 * the stream, playback and reporting calls over HTTP, settings and session in local storage, the other tabs over a
 * BroadcastChannel (each unless overridden), and the store, the reporting around it and the PlayTitle and PlayEpisode
 * use cases.
 */
export const playerModule = (overrides: PortOverrides) =>
  new ContainerModule(({ bind }) => {
    const { mediaPlayer, streamMediaRepository, playbackGateway, playbackReporter, playerStorage } = overrides;
    const { episodeMediaRepository } = overrides;
    if (mediaPlayer) bind(TOKENS.MediaPlayer).toConstantValue(mediaPlayer);
    else
      bind(TOKENS.MediaPlayer).toResolvedValue(
        (): MediaPlayerPort =>
          new HtmlAudioMediaPlayer({
            document: globalThis.document,
            capabilities: () => (inBrowser() ? browserPlaybackCapabilities(window) : Promise.resolve(NO_CAPABILITIES)),
            loadEngine,
          }),
        [],
      );
    if (streamMediaRepository) bind(TOKENS.StreamMediaRepository).toConstantValue(streamMediaRepository);
    else
      bind(TOKENS.StreamMediaRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyStreamMediaRepository({
            http,
            locale,
            refreshSession,
            baseUrl: () => globalThis.location?.href ?? 'http://localhost/',
          }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    if (episodeMediaRepository) bind(TOKENS.EpisodeMediaRepository).toConstantValue(episodeMediaRepository);
    else
      bind(TOKENS.EpisodeMediaRepository).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyEpisodeMediaRepository({
            http,
            locale,
            refreshSession,
            baseUrl: () => globalThis.location?.href ?? 'http://localhost/',
          }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    if (playbackGateway) bind(TOKENS.PlaybackGateway).toConstantValue(playbackGateway);
    else
      bind(TOKENS.PlaybackGateway).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyPlaybackGateway({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    bind(TOKENS.LoadSavedPosition).toResolvedValue(
      (gateway: PlaybackGateway) => new LoadSavedPosition({ playbackGateway: gateway }),
      [TOKENS.PlaybackGateway],
    );
    if (playbackReporter) bind(TOKENS.PlaybackReporterPort).toConstantValue(playbackReporter);
    else
      bind(TOKENS.PlaybackReporterPort).toResolvedValue(
        (http: KyInstance, refreshSession: SessionRefresh, locale: () => Locale) =>
          new KyPlaybackReporter({ http, locale, refreshSession }),
        [TOKENS.HttpClient, TOKENS.SessionRefresh, TOKENS.ApiLocale],
      );
    if (playerStorage) bind(TOKENS.PlayerStorage).toConstantValue(playerStorage);
    else
      bind(TOKENS.PlayerStorage).toResolvedValue(
        () => localStoragePlayerStorage(inBrowser() ? browserStorage() : null),
        [],
      );
    bind(TOKENS.PlayerStore).toResolvedValue(
      (engine: MediaPlayerPort, storage: PlayerStoragePort) =>
        new PlayerStore({ engine, storage, scheduler: asyncScheduler }),
      [TOKENS.MediaPlayer, TOKENS.PlayerStorage],
    );
    bind(TOKENS.PlaybackReporting).toResolvedValue(
      (
        store: PlayerStore,
        port: PlaybackReporterPort,
        playback: PlaybackGateway,
        auth: AuthStore,
        deviceId: () => string,
        toasts: ToastPresenterPort,
      ) => {
        const tabs: CrossTabPort<PlayerTabMessage> = inBrowser()
          ? new BroadcastChannelCrossTab({ channelName: PLAYER_CHANNEL_NAME, schema: playerBroadcastSchema })
          : new SilentCrossTab();
        return new PlaybackReporting({
          store,
          reporter: new PlaybackReporter({ reporter: port, scheduler: asyncScheduler }),
          playback,
          user: () => auth.state.user,
          deviceId,
          scheduler: asyncScheduler,
          toasts,
          tabs,
        });
      },
      [
        TOKENS.PlayerStore,
        TOKENS.PlaybackReporterPort,
        TOKENS.PlaybackGateway,
        TOKENS.AuthStore,
        TOKENS.DeviceId,
        TOKENS.ToastPresenter,
      ],
    );
    bind(TOKENS.PlayerRuntime).toResolvedValue(
      (
        store: PlayerStore,
        reporting: PlaybackReporting,
        mediaSession: MediaSessionSync,
        alerts: PlaybackFailureAlerts,
      ): PlayerRuntime => ({ store, reporting, mediaSession, alerts }),
      [TOKENS.PlayerStore, TOKENS.PlaybackReporting, TOKENS.MediaSessionSync, TOKENS.PlaybackFailureAlerts],
    );
    bind(TOKENS.PlayTitle).toResolvedValue(
      (
        { store }: PlayerRuntime,
        streams: StreamMediaRepository,
        licenses: LicenseChannelsRepository,
        playback: PlaybackGateway,
        toasts: ToastPresenterPort,
        errors: ErrorReporterPort,
        requireSignIn: RequireSignIn,
        storage: PlayerStoragePort,
      ) =>
        new PlayTitle({
          store,
          streams,
          licenses,
          playback,
          toasts,
          errors,
          requireSignIn,
          storage,
          now: () => epochMs(Date.now()),
        }),
      [
        TOKENS.PlayerRuntime,
        TOKENS.StreamMediaRepository,
        TOKENS.LicenseChannelsRepository,
        TOKENS.PlaybackGateway,
        TOKENS.ToastPresenter,
        TOKENS.ErrorReporter,
        TOKENS.RequireSignIn,
        TOKENS.PlayerStorage,
      ],
    );
    bind(TOKENS.PlayEpisode).toResolvedValue(
      (
        { store }: PlayerRuntime,
        episodes: EpisodeMediaRepository,
        toasts: ToastPresenterPort,
        errors: ErrorReporterPort,
        requireSignIn: RequireSignIn,
      ) => new PlayEpisode({ store, episodes, toasts, errors, requireSignIn }),
      [
        TOKENS.PlayerRuntime,
        TOKENS.EpisodeMediaRepository,
        TOKENS.ToastPresenter,
        TOKENS.ErrorReporter,
        TOKENS.RequireSignIn,
      ],
    );
    bind(TOKENS.SleepTimerStore).toResolvedValue(
      (player: PlayerStore) => new SleepTimerStore({ player, scheduler: asyncScheduler }),
      [TOKENS.PlayerStore],
    );
    bind(TOKENS.MediaSessionSync).toResolvedValue(
      (store: PlayerStore) =>
        new MediaSessionSync({
          store,
          session: navigatorMediaSession(inBrowser() ? window.navigator : undefined),
        }),
      [TOKENS.PlayerStore],
    );
    bind(TOKENS.PlaybackFailureAlerts).toResolvedValue(
      (store: PlayerStore, toasts: ToastPresenterPort, errors: ErrorReporterPort) =>
        new PlaybackFailureAlerts({ store, toasts, errors }),
      [TOKENS.PlayerStore, TOKENS.ToastPresenter, TOKENS.ErrorReporter],
    );
    bind(TOKENS.PlayerSession).toResolvedValue(
      (
        store: PlayerStore,
        storage: PlayerStoragePort,
        audiobooks: AudiobookRepository,
        playTitle: PlayTitle,
        playEpisode: PlayEpisode,
        playback: PlaybackGateway,
        deviceId: () => string,
        errors: ErrorReporterPort,
      ) => new PlayerSession({ store, storage, audiobooks, playTitle, playEpisode, playback, deviceId, errors }),
      [
        TOKENS.PlayerStore,
        TOKENS.PlayerStorage,
        TOKENS.AudiobookRepository,
        TOKENS.PlayTitle,
        TOKENS.PlayEpisode,
        TOKENS.PlaybackGateway,
        TOKENS.DeviceId,
        TOKENS.ErrorReporter,
      ],
    );
  });
