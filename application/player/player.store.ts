import { type Observable, type SchedulerLike, Subject, type Subscription } from 'rxjs';
import { nextChapterTarget, previousChapterTarget } from '#domain/playback/chapters';
import type { AudiobookId, MediaId } from '#domain/playback/playback-ids';
import { localPositionOf, rememberPosition } from '#domain/playback/local-positions';
import { type PositionMs, positionMs, resumePosition } from '#domain/playback/playback-position';
import {
  INITIAL_PLAYER_STATE,
  type PlayerCommand,
  type PlayerEvent,
  playerReducer,
  type PlayerState,
} from '#domain/playback/player.reducer';
import { normalisePlayerSettings, type PlayerSettings } from '#domain/playback/player-settings';
import { shouldEmitProgress } from '#domain/playback/progress-throttle';
import type { StreamChapter } from '#domain/playback/stream-media';
import { rateFor, rememberRate, snapRate } from '#domain/playback/playback-rate';
import type { ResumeDecision, ResumeSource } from '#domain/playback/resume-choice';
import { resumeTargetAfterPause } from '#domain/playback/rewind-after-pause';
import type { SkipIntervals } from '#domain/playback/skip-intervals';
import {
  isStalled,
  mediaProgressed,
  NOT_WAITING,
  type StallWatch,
  stallDeadline,
  waitingStarted,
} from '#domain/playback/stall-watch';
import { epochMs, type EpochMs, milliseconds } from '#domain/shared/time';
import type { MediaEngineError, MediaEngineEvent, MediaPlayerPort, MediaSources } from '../ports/media-player.port';
import type { PlayerStoragePort } from '../ports/player-storage.port';
import { Store } from '../shared/store';
import { failureKindOf, type PlaybackFailureKind } from './failure-kind';

/** What the player holds: an audiobook, or an episode of the podcast with this id. */
export type PlayingItem = { readonly type: 'audiobook' } | { readonly type: 'episode'; readonly podcastId: string };

/** The title in the player, as the bar and the player page show it. */
export interface PlayingTitle {
  /** What the player keys the load by: the audiobook's id, or for an episode the episode's. */
  readonly audiobookId: AudiobookId;
  readonly mediaId: MediaId;
  readonly name: string;
  readonly authors: readonly string[];
  readonly coverUrl: string | null;
  readonly chapters: readonly StreamChapter[];
  /** An audiobook when absent. */
  readonly item?: PlayingItem;
}

/** The podcast whose episode the title is, or null for an audiobook. */
export const podcastOfEpisode = (title: PlayingTitle): string | null =>
  title.item?.type === 'episode' ? title.item.podcastId : null;

/** Issue 20: the server's position and this browser's differ by more than 30 s: the listener chooses. */
export type ResumeOffer = Extract<ResumeDecision, { readonly kind: 'choose' }>;

/** Spec §3, §4: the player's state, the title it holds and the listener's settings. */
export interface PlayerView {
  readonly player: PlayerState;
  readonly title: PlayingTitle | null;
  readonly settings: PlayerSettings;
  /** How far skip back and forward move. */
  readonly skip: SkipIntervals;
  /** Two positions to continue from, until the listener picks one, plays, seeks, or another title loads. */
  readonly resumeOffer: ResumeOffer | null;
  /** What failed, while the title stands failed; null otherwise. */
  readonly failureKind: PlaybackFailureKind | null;
}

/** What the listener or the engine did to the loaded title, for the parts that report it (reporting, other tabs). */
export interface PlayerActivity {
  readonly type: 'played' | 'paused' | 'seeked' | 'ended' | 'unloaded';
  readonly title: PlayingTitle;
  readonly state: PlayerState;
  /**
   * The listener played or moved the title in this load. One only loaded (restored paused, 15 s before where it was
   * left) holds no place of theirs: keeping or saving it would move their place back.
   */
  readonly heard: boolean;
}

/** A wait with no media bytes for the stall timeout: the engine never said so, the store did. */
export const STALLED: MediaEngineError = { severity: 'fatal', category: 'network', code: 'stalled' };

export interface PlayerStoreDeps {
  readonly engine: MediaPlayerPort;
  readonly storage: PlayerStoragePort;
  /** asyncScheduler in the browser, a TestScheduler in tests: the clock of the progress throttle. */
  readonly scheduler: SchedulerLike;
}

/** What a load needs besides the title: where it starts, whether it plays and how it may be heard (spec §4). */
export interface PlayerLoad {
  readonly title: PlayingTitle;
  readonly sources: MediaSources;
  readonly savedPosition: PositionMs;
  /** Start at `savedPosition` itself, not 15 s before (a retry). */
  readonly exact?: boolean;
  readonly autoPlay: boolean;
  readonly isSample: boolean;
  readonly isLimitedListening: boolean;
  readonly resumeOffer?: ResumeOffer;
}

/** Issue 20: while a title plays, this browser's position in it is kept at least this often. */
const KEEP_POSITION_EVERY_MS = 15_000;

/**
 * Spec §4 player: holds the player reducer's state for one title, runs its commands on the media engine, turns the
 * engine's reports into reducer events (time updates at most once a second) and keeps the listener's settings (rate,
 * volume, mute) in storage and on the engine. What was done comes out of `activity$` for reporting and other tabs.
 * A fatal engine failure, or a wait with no media bytes for the stall timeout, fails the title (out of `failures$`
 * for the alerts); `retry` loads it again where it failed.
 */
export class PlayerStore extends Store<PlayerView> {
  readonly #deps: PlayerStoreDeps;
  readonly #activity = new Subject<PlayerActivity>();
  readonly #failures = new Subject<MediaEngineError>();
  readonly #engineEvents: Subscription;
  /** What the loaded title was loaded from, for a retry; null when no stream was had. */
  #sources: MediaSources | null = null;
  #stallWatch: StallWatch = NOT_WAITING;
  #stallCheck: Subscription | null = null;
  #lastProgressAt: EpochMs | null = null;
  #fade = 1;
  /** When the loaded title last paused; null before its first pause. */
  #pausedAt: EpochMs | null = null;
  /** When this browser's position in the loaded title was last kept. */
  #keptAt: EpochMs | null = null;
  #heard = false;
  /** The saved place the loaded title was loaded from, before the 15 s rewind. */
  #loadedFrom: PositionMs = positionMs(0);

  constructor(deps: PlayerStoreDeps) {
    super({
      player: INITIAL_PLAYER_STATE,
      title: null,
      settings: deps.storage.readSettings(),
      skip: deps.storage.readSkipIntervals(),
      resumeOffer: null,
      failureKind: null,
    });
    this.#deps = deps;
    this.#engineEvents = deps.engine.events$.subscribe((event) => this.#onEngine(event));
  }

  get activity$(): Observable<PlayerActivity> {
    return this.#activity.asObservable();
  }

  /** The failures that ended playback of the loaded title, as the engine (or the stall watch) named them. */
  get failures$(): Observable<MediaEngineError> {
    return this.#failures.asObservable();
  }

  /** The listener played or moved the loaded title in this load (see `PlayerActivity.heard`). */
  get heard(): boolean {
    return this.#heard;
  }

  /** A title is about to be loaded: the engine gets ready while its stream is asked for. */
  prepare(): void {
    this.#deps.engine.prepare();
  }

  /** Spec §4: a new load restarts at the saved position minus 15 s and plays when asked to. */
  load(request: PlayerLoad): void {
    const previous = this.state;
    if (previous.title !== null) this.#emit('unloaded', previous.title, previous.player);
    this.#lastProgressAt = null;
    this.#pausedAt = null;
    this.#keptAt = null;
    this.#heard = false;
    this.#loadedFrom = request.savedPosition;
    this.#sources = request.sources;
    this.#endWait();
    // The speed this title was last heard at, else the listener's speed.
    const remembered = this.#deps.storage.readRememberedRates();
    const playbackRate = rateFor(remembered, request.title.audiobookId, this.state.settings.playbackRate);
    this.setState((current) => ({
      ...current,
      title: request.title,
      settings: { ...current.settings, playbackRate },
      resumeOffer: request.resumeOffer ?? null,
      failureKind: null,
    }));
    this.#dispatch({
      type: 'loadRequested',
      audiobookId: request.title.audiobookId,
      savedPosition: request.savedPosition,
      exact: request.exact === true,
      autoPlay: request.autoPlay,
      isSample: request.isSample,
      isLimitedListening: request.isLimitedListening,
    });
    const { engine } = this.#deps;
    const { settings } = this.state;
    engine.setRate(settings.playbackRate);
    engine.setVolume(settings.volume);
    engine.setMuted(settings.isMuted);
    engine.load(request.sources, this.state.player.position, request.autoPlay);
  }

  /** A load that failed before the engine had anything to play (no stream, no answer). */
  loadFailed(reason: string): void {
    this.#sources = null;
    this.#endWait();
    this.#dispatch({ type: 'failed', reason });
    this.#setFailureKind('unavailable');
  }

  /**
   * Loads a failed title again where it failed, playing. False when there is no stream to load again (it was never
   * had) or its licence failed (the licence state and the session are to be asked again), so the caller asks for the
   * title afresh.
   */
  retry(): boolean {
    const sources = this.#sources;
    if (this.state.player.status !== 'failed' || sources === null || this.state.failureKind === 'licence') return false;
    this.#pausedAt = null;
    this.#dispatch({ type: 'retried' });
    this.#setFailureKind(null);
    this.#deps.engine.load(sources, this.state.player.position, true);
    return true;
  }

  /** After a pause in this load, playing again rewinds by the pause's length (none under 3 s, at most 30 s). */
  play(): void {
    const { player } = this.state;
    if (player.status !== 'ready') return;
    this.#dropResumeOffer();
    if (this.#pausedAt !== null && !player.isPlaying) {
      const pausedFor = milliseconds(this.#deps.scheduler.now() - this.#pausedAt);
      const target = resumeTargetAfterPause(player.position, pausedFor);
      if (target !== player.position) this.seek(target);
    }
    this.#deps.engine.play();
  }

  pause(): void {
    if (this.state.player.status === 'ready') this.#deps.engine.pause();
  }

  togglePlay(): void {
    if (this.state.player.isPlaying) this.pause();
    else this.play();
  }

  /** Spec §4: the target is clamped between 0 and the duration before the engine hears of it. */
  seek(position: number): void {
    this.#dropResumeOffer();
    const before = this.state.player;
    this.#dispatch({ type: 'seeked', position });
    const { title, player } = this.state;
    if (title !== null && player !== before) this.#emit('seeked', title, player);
  }

  /** Skips by `deltaMs` (negative: back) from where the player stands. */
  skip(deltaMs: number): void {
    this.seek(this.state.player.position + deltaMs);
  }

  /** Back by the listener's skip length. */
  skipBack(): void {
    this.skip(-this.state.skip.backMs);
  }

  /** Forward by the listener's skip length. */
  skipForward(): void {
    this.skip(this.state.skip.forwardMs);
  }

  /** The skip lengths from now on, here and next time. */
  setSkipIntervals(skip: SkipIntervals): void {
    this.setState((current) => ({ ...current, skip }));
    this.#deps.storage.writeSkipIntervals(skip);
  }

  /** Issue 20: continue from the offered position the listener chose (minus 15 s, as any resume), playing. */
  resumeFrom(source: ResumeSource): void {
    const offer = this.state.resumeOffer;
    if (offer === null) return;
    this.seek(resumePosition(offer[source].position));
    this.play();
  }

  /** Keeps where this browser is in the loaded title (the page is going away): another device may offer it later. */
  keepPosition(): void {
    const { title, player } = this.state;
    if (title !== null) this.#keepPosition(title, player);
  }

  /** To the chapter's start, or the previous chapter's within the first 3 s of one. */
  previousChapter(): void {
    const { title, player } = this.state;
    if (title !== null) this.seek(previousChapterTarget(title.chapters, player.position));
  }

  /** To the next chapter's start; nothing at the last one. */
  nextChapter(): void {
    const { title, player } = this.state;
    const target = title === null ? null : nextChapterTarget(title.chapters, player.position, player.duration);
    if (target !== null) this.seek(target);
  }

  /** A fade over the listener's volume (the sleep timer's last seconds): 1 is their volume, 0 silence; never stored. */
  setFade(factor: number): void {
    this.#fade = Math.min(1, Math.max(0, factor));
    this.#deps.engine.setVolume(this.state.settings.volume * this.#fade);
  }

  /** The speed for now and for this title next time (and for titles without one of their own). */
  setRate(playbackRate: number): void {
    this.#changeSettings({ playbackRate: snapRate(playbackRate) });
    const { title, settings } = this.state;
    const { storage } = this.#deps;
    if (title !== null)
      storage.writeRememberedRates(
        rememberRate(storage.readRememberedRates(), title.audiobookId, settings.playbackRate),
      );
  }

  setVolume(volume: number): void {
    this.#changeSettings({ volume, isMuted: volume === 0 ? this.state.settings.isMuted : false });
  }

  setMuted(isMuted: boolean): void {
    this.#changeSettings({ isMuted });
  }

  /** Stops and forgets the title (spec §8: after a reporting failure, a failed check, or the listener closing it). */
  unload(): void {
    const { title, player } = this.state;
    this.#sources = null;
    this.#endWait();
    this.#deps.engine.unload();
    this.setState((current) => ({
      ...current,
      player: INITIAL_PLAYER_STATE,
      title: null,
      resumeOffer: null,
      failureKind: null,
    }));
    if (title !== null) this.#emit('unloaded', title, player);
  }

  override dispose(): void {
    this.#engineEvents.unsubscribe();
    this.#endWait();
    this.#activity.complete();
    this.#failures.complete();
    super.dispose();
  }

  #changeSettings(change: Partial<PlayerSettings>): void {
    const settings = normalisePlayerSettings({ ...this.state.settings, ...change });
    this.setState((current) => ({ ...current, settings }));
    this.#deps.storage.writeSettings(settings);
    const { engine } = this.#deps;
    engine.setRate(settings.playbackRate);
    engine.setVolume(settings.volume * this.#fade);
    engine.setMuted(settings.isMuted);
  }

  #onEngine(event: MediaEngineEvent): void {
    const { title, player } = this.state;
    if (title === null) return;
    switch (event.type) {
      case 'loaded':
        this.#dispatch({ type: 'loaded', audiobookId: title.audiobookId, duration: positionMs(event.durationMs) });
        return;
      case 'paused':
        this.#endWait();
        this.#dispatch({ type: 'timeUpdated', position: event.positionMs });
        this.#activityAfter('paused', title, player);
        if (player.isPlaying) this.#pausedAt = epochMs(this.#deps.scheduler.now());
        return;
      case 'played':
      case 'ended':
        this.#endWait();
        this.#activityAfter(event.type, title, player);
        return;
      case 'timeUpdated': {
        const now = epochMs(this.#deps.scheduler.now());
        if (!shouldEmitProgress(this.#lastProgressAt, now)) return;
        this.#lastProgressAt = now;
        this.#dispatch({ type: 'timeUpdated', position: event.positionMs });
        if (this.#keptAt === null || now - this.#keptAt >= KEEP_POSITION_EVERY_MS) this.keepPosition();
        return;
      }
      case 'waited':
        if (player.status === 'loading' || player.status === 'ready') this.#waited();
        return;
      case 'progressed':
        this.#stallWatch = mediaProgressed(this.#stallWatch, this.#now());
        return;
      case 'failed':
        if (event.error.severity === 'fatal') this.#failed(event.error);
        return;
    }
  }

  /** A failure while playing is also a pause, so the span played and the position are kept. */
  #failed(error: MediaEngineError): void {
    const { title, player } = this.state;
    if (title === null || player.status === 'failed' || player.status === 'idle') return;
    this.#endWait();
    this.#dispatch({ type: 'failed', reason: error.code });
    this.#setFailureKind(failureKindOf(error));
    if (player.isPlaying) this.#emit('paused', title, this.state.player);
    this.#failures.next(error);
  }

  #waited(): void {
    this.#stallWatch = waitingStarted(this.#stallWatch, this.#now());
    this.#armStallCheck();
  }

  // Looked at again at the deadline; bytes since then move it on, and the check is armed again.
  #armStallCheck(): void {
    this.#stallCheck?.unsubscribe();
    const deadline = stallDeadline(this.#stallWatch);
    if (deadline === null) return;
    this.#stallCheck = this.#deps.scheduler.schedule(
      () => {
        this.#stallCheck = null;
        if (!isStalled(this.#stallWatch, this.#now())) return this.#armStallCheck();
        this.#deps.engine.unload();
        this.#failed(STALLED);
      },
      Math.max(0, deadline - this.#now()),
    );
  }

  #endWait(): void {
    this.#stallWatch = NOT_WAITING;
    this.#stallCheck?.unsubscribe();
    this.#stallCheck = null;
  }

  #now(): EpochMs {
    return epochMs(this.#deps.scheduler.now());
  }

  // Reported only when the reducer took it: a pause of a title not ready yet is nothing to report.
  #activityAfter(type: 'played' | 'paused' | 'ended', title: PlayingTitle, before: PlayerState): void {
    this.#dispatch({ type });
    const after = this.state.player;
    if (after.isPlaying !== before.isPlaying || after.isEnded !== before.isEnded) this.#emit(type, title, after);
  }

  #dispatch(event: PlayerEvent): void {
    const { state, commands } = playerReducer(this.state.player, event);
    this.setState((current) => (state === current.player ? current : { ...current, player: state }));
    for (const command of commands) this.#run(command);
  }

  #run(command: PlayerCommand): void {
    // A load is started by `load` itself, which knows the sources; the reducer's load command only fixes where.
    if (command.type === 'seek') this.#deps.engine.seek(command.position);
  }

  #emit(type: PlayerActivity['type'], title: PlayingTitle, state: PlayerState): void {
    if (type === 'played' || type === 'seeked') this.#heard = true;
    this.#keepPosition(title, state);
    this.#activity.next({ type, title, state, heard: this.#heard });
  }

  // A sample's position is not the listener's place in the book; nor is one before the title was ever ready, nor an
  // episode's. A title not heard in this load keeps the place it was loaded from, not that place rewound.
  #keepPosition(title: PlayingTitle, state: PlayerState): void {
    if (state.isSample || state.duration === 0 || podcastOfEpisode(title) !== null) return;
    const position = this.#heard ? state.position : this.#loadedFrom;
    const now = epochMs(this.#deps.scheduler.now());
    this.#keptAt = now;
    const { storage } = this.#deps;
    const positions = storage.readLocalPositions();
    // Unmoved since it was kept: its time stays when the listener was last there, not when the page went.
    if (localPositionOf(positions, title.audiobookId)?.position === position) return;
    const saved = { audiobookId: title.audiobookId, position, updatedAt: now };
    storage.writeLocalPositions(rememberPosition(positions, saved));
  }

  #setFailureKind(failureKind: PlaybackFailureKind | null): void {
    this.setState((current) => (current.failureKind === failureKind ? current : { ...current, failureKind }));
  }

  #dropResumeOffer(): void {
    if (this.state.resumeOffer !== null) this.setState((current) => ({ ...current, resumeOffer: null }));
  }
}
