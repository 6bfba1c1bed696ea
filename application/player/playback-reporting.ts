import { interval, type SchedulerLike, Subscription } from 'rxjs';
import type { User } from '#domain/auth/user';
import { ERROR_CATALOGUE } from '#domain/errors/error-catalogue';
import type { PositionMs } from '#domain/playback/playback-position';
import { epochMs } from '#domain/shared/time';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { CrossTabPort } from '../ports/cross-tab.port';
import type { PlaybackGateway } from '../ports/playback-gateway.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import type { PlaybackReporter } from './playback-reporter';
import { type PlayerActivity, type PlayerStore, type PlayingTitle, podcastOfEpisode } from './player.store';

/** Spec §4: what one tab tells the others: it started playing, so they pause. */
export interface PlayerTabMessage {
  readonly type: 'playing';
}

/** How often, while a full title plays, its position is saved and the stop-playback check is asked. */
export const PLAYBACK_SYNC_INTERVALS = { progressMs: 15_000, stopCheckMs: 60_000 } as const;

export interface PlaybackReportingDeps {
  readonly store: PlayerStore;
  readonly reporter: PlaybackReporter;
  readonly playback: PlaybackGateway;
  readonly user: () => User | null;
  readonly deviceId: () => string;
  readonly scheduler: SchedulerLike;
  readonly toasts: ToastPresenterPort;
  readonly tabs: CrossTabPort<PlayerTabMessage>;
}

const STOP_TOAST = ERROR_CATALOGUE['player.stop_playback'].toast;

/**
 * Spec §4, §7, §8 around the player: playing in one tab pauses the others; for a signed-in listener of a full title,
 * StartPlayback on every play, played time through the reporter (none for samples or visitors), the position
 * saved on pause, seek and end and every 15 s while playing, and the stop-playback check every 60 s while playing.
 * A check that says stop pauses with the stop-playback toast, which stays; a failed check or report unloads playback
 * with the generic error toast. A podcast episode is reported nowhere: those calls are an audiobook's.
 */
export class PlaybackReporting {
  readonly #deps: PlaybackReportingDeps;
  readonly #subscriptions = new Subscription();
  #whilePlaying: Subscription | null = null;
  /** The last position saved, so that a page or player closed while paused does not save it again over a newer device's. */
  #lastSaved: { readonly audiobookId: string; readonly position: PositionMs } | null = null;

  constructor(deps: PlaybackReportingDeps) {
    this.#deps = deps;
    this.#subscriptions.add(deps.store.activity$.subscribe((activity) => this.#onActivity(activity)));
    this.#subscriptions.add(
      deps.reporter.failures$.subscribe(() => {
        deps.toasts.show(genericErrorToast());
        deps.store.unload();
      }),
    );
    const stopListening = deps.tabs.subscribe((message) => {
      if (message.type === 'playing') deps.store.pause();
    });
    this.#subscriptions.add(stopListening);
  }

  /** The page is going away: the open span is reported and the position saved, in requests that outlive it. */
  pageHidden(): void {
    const { title, player } = this.#deps.store.state;
    if (title === null || podcastOfEpisode(title) !== null) return;
    this.#deps.reporter.unloaded();
    if (this.#reportsFor(player) && this.#deps.store.heard && this.#movedSinceSaved(title, player.position))
      this.#saveProgress(title, player.position, true);
  }

  dispose(): void {
    this.#whilePlaying?.unsubscribe();
    this.#subscriptions.unsubscribe();
  }

  /** Somewhere else than last saved: a newer device's position is not overwritten with the same one again. */
  #movedSinceSaved(title: PlayingTitle, position: PositionMs): boolean {
    const saved = this.#lastSaved;
    return !(saved?.audiobookId === title.audiobookId && saved.position === position);
  }

  #reportsFor(state: { readonly isSample: boolean }): boolean {
    return !state.isSample && this.#deps.user() !== null;
  }

  #onActivity(activity: PlayerActivity): void {
    const { title, state } = activity;
    if (podcastOfEpisode(title) !== null) {
      if (activity.type === 'played') this.#deps.tabs.publish({ type: 'playing' });
      return;
    }
    const reports = this.#reportsFor(state);
    const { reporter } = this.#deps;
    switch (activity.type) {
      case 'played':
        this.#deps.tabs.publish({ type: 'playing' });
        reporter.played(
          { audiobookId: title.audiobookId, mediaId: title.mediaId, isSample: state.isSample },
          this.#deps.user() === null,
        );
        if (reports) this.#startedPlaying(title);
        return;
      case 'paused':
      case 'ended':
        if (activity.type === 'paused') reporter.paused();
        else reporter.ended();
        this.#stopTimers();
        if (reports) this.#saveProgress(title, state.position, false);
        return;
      case 'seeked':
        reporter.seeked();
        if (reports) this.#saveProgress(title, state.position, false);
        return;
      case 'unloaded': {
        reporter.unloaded();
        this.#stopTimers();
        if (reports && activity.heard && state.status === 'ready' && this.#movedSinceSaved(title, state.position))
          this.#saveProgress(title, state.position, false);
        return;
      }
    }
  }

  #startedPlaying(title: PlayingTitle): void {
    const { playback, scheduler } = this.#deps;
    // Every play, not only a load's first: the device the listener last pressed play on is the one that plays.
    playback.startPlayback(title.audiobookId).catch(() => undefined);
    this.#stopTimers();
    const timers = new Subscription();
    timers.add(
      interval(PLAYBACK_SYNC_INTERVALS.progressMs, scheduler).subscribe(() =>
        this.#saveProgress(title, this.#deps.store.state.player.position, false),
      ),
    );
    timers.add(interval(PLAYBACK_SYNC_INTERVALS.stopCheckMs, scheduler).subscribe(() => this.#check(title)));
    this.#whilePlaying = timers;
  }

  #stopTimers(): void {
    this.#whilePlaying?.unsubscribe();
    this.#whilePlaying = null;
  }

  #saveProgress(title: PlayingTitle, position: PositionMs, keepAlive: boolean): void {
    const savedAt = epochMs(this.#deps.scheduler.now());
    this.#lastSaved = { audiobookId: title.audiobookId, position };
    this.#deps.playback.saveProgress(title.audiobookId, position, savedAt, { keepAlive }).catch(() => undefined);
  }

  #check(title: PlayingTitle): void {
    const { playback, store, toasts, deviceId } = this.#deps;
    playback.checkPlayback(title.audiobookId, deviceId()).then(
      (result) => {
        if (store.state.title !== title) return;
        if (!result.ok) {
          store.unload();
          toasts.show(genericErrorToast());
        } else if (result.value.stopPlayback) {
          store.pause();
          toasts.show({
            title: STOP_TOAST.title,
            message: STOP_TOAST.message,
            values: { title: result.value.audiobookName || title.name },
            duration: null,
          });
        }
      },
      () => undefined,
    );
  }
}
