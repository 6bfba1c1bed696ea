import { interval, type SchedulerLike, type Subscription } from 'rxjs';
import {
  INITIAL_SLEEP_TIMER_STATE,
  type SleepTimerCommand,
  type SleepTimerEvent,
  sleepTimerReducer,
  sleepTimerRemainingMs,
  type SleepTimerState,
} from '#domain/playback/sleep-timer';
import { epochMs } from '#domain/shared/time';
import { Store } from '../shared/store';
import type { PlayerStore } from './player.store';

/** The sleep timer as the player shows it: its state, the time left, and whether it just ended (for an announcement). */
export interface SleepTimerView {
  readonly timer: SleepTimerState;
  /** Wall-clock milliseconds left; null while off. */
  readonly remainingMs: number | null;
  /** Raised each time the timer ends, so a polite live region can say so. */
  readonly endedCount: number;
}

export interface SleepTimerStoreDeps {
  readonly player: PlayerStore;
  readonly scheduler: SchedulerLike;
}

const TICK_MS = 250;

/**
 * The sleep timer over its reducer: set for minutes or to the end of a chapter, adjusted, cancelled; while it runs it
 * ticks with the player's position and speed, fades the volume over the last 10 s and pauses the player at the end.
 */
export class SleepTimerStore extends Store<SleepTimerView> {
  readonly #deps: SleepTimerStoreDeps;
  #ticks: Subscription | null = null;

  constructor(deps: SleepTimerStoreDeps) {
    super({ timer: INITIAL_SLEEP_TIMER_STATE, remainingMs: null, endedCount: 0 });
    this.#deps = deps;
  }

  setMinutes(minutes: number): void {
    this.#dispatch({ type: 'minutesSet', minutes });
  }

  /** To the end of the `count`-th chapter from here (1: this chapter). */
  setChapters(count: number): void {
    const { title, player, settings } = this.#deps.player.state;
    if (title === null) return;
    this.#dispatch({
      type: 'chaptersSet',
      count,
      chapters: title.chapters,
      position: player.position,
      duration: player.duration,
      rate: settings.playbackRate,
    });
  }

  addMinutes(minutes: number): void {
    this.#dispatch({ type: 'minutesAdded', minutes });
  }

  cancel(): void {
    this.#dispatch({ type: 'cancelled' });
  }

  override dispose(): void {
    this.#ticks?.unsubscribe();
    super.dispose();
  }

  #tick(): void {
    const { player, settings } = this.#deps.player.state;
    this.#dispatch({ type: 'ticked', position: player.position, rate: settings.playbackRate });
  }

  #dispatch(event: SleepTimerEvent): void {
    const now = epochMs(this.#deps.scheduler.now());
    const { state, commands } = sleepTimerReducer(this.state.timer, event, now);
    const ended = commands.some((command) => command.type === 'announce');
    const { player, settings } = this.#deps.player.state;
    this.setState((current) => ({
      timer: state,
      remainingMs: sleepTimerRemainingMs(state, now, player.position, settings.playbackRate),
      endedCount: current.endedCount + (ended ? 1 : 0),
    }));
    for (const command of commands) this.#run(command);
    this.#keepTicking(state.status === 'running');
  }

  #run(command: SleepTimerCommand): void {
    const { player } = this.#deps;
    if (command.type === 'pause') player.pause();
    else if (command.type === 'setFadeVolume') player.setFade(command.factor);
  }

  #keepTicking(running: boolean): void {
    if (running && this.#ticks === null)
      this.#ticks = interval(TICK_MS, this.#deps.scheduler).subscribe(() => this.#tick());
    if (!running && this.#ticks !== null) {
      this.#ticks.unsubscribe();
      this.#ticks = null;
    }
  }
}
