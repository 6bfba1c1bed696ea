import { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import { PlayTitle, type TitleToPlay } from '#application/player/play-title.use-case';
import { PlaybackFailureAlerts } from '#application/player/playback-failure-alerts';
import { PlaybackReporter } from '#application/player/playback-reporter';
import { type PlayerTabMessage, PlaybackReporting } from '#application/player/playback-reporting';
import { PlayerStore } from '#application/player/player.store';
import type { User } from '#domain/auth/user';
import { epochMs } from '#domain/shared/time';
import type { CrossTabPort } from '#application/ports/cross-tab.port';
import { FakeMediaPlayer } from './fakes/fake-media-player';
import { InMemoryLicenseChannelsRepository } from './fakes/in-memory-license-channels-repository';
import { InMemoryPlaybackGateway, InMemoryStreamMediaRepository } from './fakes/in-memory-playback';
import { InMemoryPlayerStorage } from './fakes/in-memory-player-storage';
import { InMemoryRedirectTargetStore } from './fakes/in-memory-redirect-target-store';
import { RecordingErrorReporter } from './fakes/recording-error-reporter';
import { RecordingNavigation } from './fakes/recording-navigation';
import { RecordingPlaybackReporter } from './fakes/recording-playback-reporter';
import { RecordingToastPresenter } from './fakes/recording-toast-presenter';
import { VirtualTime } from './virtual-time';

export const A_TITLE: TitleToPlay = {
  audiobookId: 'book-1',
  name: 'The Night Train',
  authors: ['Ada Example'],
  coverUrl: '/covers/book-1.jpg',
};

const SILENT_TABS: CrossTabPort<PlayerTabMessage> = { publish: () => undefined, subscribe: () => () => undefined };

/**
 * One browser tab's player over fakes in virtual time: the store on a FakeMediaPlayer, PlayTitle over in-memory
 * streams, licences and playback calls, and the reporting around it. `user` is who is signed in (null: a visitor).
 */
export const playerKit = (
  options: {
    readonly time?: VirtualTime;
    readonly user?: User | null;
    readonly tabs?: CrossTabPort<PlayerTabMessage>;
    readonly engine?: FakeMediaPlayer;
  } = {},
) => {
  const time = options.time ?? new VirtualTime();
  const engine = options.engine ?? new FakeMediaPlayer();
  const storage = new InMemoryPlayerStorage();
  const store = new PlayerStore({ engine, storage, scheduler: time.scheduler });
  const streams = new InMemoryStreamMediaRepository().withTitle(A_TITLE.audiobookId);
  const licenses = new InMemoryLicenseChannelsRepository();
  const playback = new InMemoryPlaybackGateway();
  const toasts = new RecordingToastPresenter();
  const errors = new RecordingErrorReporter();
  const navigation = new RecordingNavigation();
  const redirectTargets = new InMemoryRedirectTargetStore();
  const reports = new RecordingPlaybackReporter({ scheduler: time.scheduler });
  let user = options.user ?? null;
  const reporting = new PlaybackReporting({
    store,
    reporter: new PlaybackReporter({ reporter: reports, scheduler: time.scheduler }),
    playback,
    user: () => user,
    deviceId: () => 'device-1',
    scheduler: time.scheduler,
    toasts,
    tabs: options.tabs ?? SILENT_TABS,
  });
  const alerts = new PlaybackFailureAlerts({ store, toasts, errors });
  const playTitle = new PlayTitle({
    store,
    streams,
    licenses,
    playback,
    toasts,
    errors,
    requireSignIn: new RequireSignIn({ navigation, redirectTargetStore: redirectTargets }),
    storage,
    now: () => epochMs(time.scheduler.now()),
  });
  const play = (overrides: Partial<Parameters<PlayTitle['execute']>[0]> = {}) =>
    playTitle.execute({ title: A_TITLE, user, autoPlay: true, currentPath: '/en/audiobook/book-1', ...overrides });
  return {
    time,
    engine,
    storage,
    store,
    streams,
    licenses,
    playback,
    toasts,
    errors,
    navigation,
    redirectTargets,
    reports,
    reporting,
    alerts,
    playTitle,
    play,
    signIn: (next: User | null) => {
      user = next;
    },
  };
};
