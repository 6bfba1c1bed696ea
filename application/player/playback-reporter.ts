import {
  catchError,
  defer,
  EMPTY,
  mergeMap,
  type Observable,
  of,
  type SchedulerLike,
  Subject,
  Subscription,
  timer,
} from 'rxjs';
import { type PlaybackSpan, reportRetryStep } from '#domain/playback/playback-report';
import {
  INITIAL_PLAYBACK_REPORT_STATE,
  nextReportDue,
  type PlaybackReportEvent,
  playbackReportReducer,
  type PlaybackReportState,
  type ReportedTrack,
} from '#domain/playback/playback-report.reducer';
import { epochMs } from '#domain/shared/time';
import type { PlaybackReporterPort } from '../ports/playback-reporter.port';
import { err, type Result } from '#domain/shared/result';
import type { PlaybackReportError } from './player.errors';
import { DeadlineTimer } from '../shared/deadline-timer';

export interface PlaybackReporterDeps {
  readonly reporter: PlaybackReporterPort;
  /** asyncScheduler in the browser, a TestScheduler in tests: the reporter's only clock and timer. */
  readonly scheduler: SchedulerLike;
}

/**
 * Spec §8: a span could not be reported in 3 attempts, so the player shows the generic error toast
 * (common.generic_error) and unloads playback.
 */
export interface PlaybackReportFailure {
  readonly span: PlaybackSpan;
  readonly error: PlaybackReportError;
  readonly toast: 'common.generic_error';
  readonly unloadPlayback: true;
}

const FAILED: PlaybackReportError = { code: 'PLAYBACK.REPORT_FAILED' };

/**
 * Spec §4, §5, §7, §8 and §9 playback-time reporting: feeds player events into the playback-report reducer with
 * `now` from the scheduler, keeps one timer at the open span's report due time (60 s after it opened), and sends
 * each report through the port, retrying 3 attempts in all 1 s apart on the scheduler; a report that still fails
 * comes out of `failures$`. Whether anything is reported (samples, anonymous listeners, spans under 5 s) is the
 * reducer's decision, so `played` takes the track's sample flag and whether the listener is anonymous.
 */
export class PlaybackReporter {
  readonly #deps: PlaybackReporterDeps;
  readonly #failures = new Subject<PlaybackReportFailure>();
  readonly #deliveries = new Subscription();
  #state: PlaybackReportState = INITIAL_PLAYBACK_REPORT_STATE;
  readonly #timer: DeadlineTimer;

  constructor(deps: PlaybackReporterDeps) {
    this.#deps = deps;
    this.#timer = new DeadlineTimer(deps.scheduler, () => this.#dispatch({ type: 'ticked' }));
  }

  /** Spec §8: reports that failed for good; the subscriber shows the generic error toast and unloads playback. */
  get failures$(): Observable<PlaybackReportFailure> {
    return this.#failures.asObservable();
  }

  /** Whether a span is open (so played time is being counted). */
  get isCounting(): boolean {
    return this.#state.playing !== null;
  }

  played(track: ReportedTrack, isAnonymous: boolean): void {
    this.#dispatch({ type: 'playStarted', track, isAnonymous });
  }

  paused(): void {
    this.#dispatch({ type: 'paused' });
  }

  seeked(): void {
    this.#dispatch({ type: 'seeked' });
  }

  /** The player's own progress ticks may come in too; only one at least 60 s into a span reports it. */
  ticked(): void {
    this.#dispatch({ type: 'ticked' });
  }

  ended(): void {
    this.#dispatch({ type: 'ended' });
  }

  /** Playback unloaded: the open span is reported, if long enough. */
  unloaded(): void {
    this.#dispatch({ type: 'unloaded' });
  }

  /** Stops the timer and any pending retries (the page is going away). */
  dispose(): void {
    this.#timer.cancel();
    this.#deliveries.unsubscribe();
    this.#failures.complete();
  }

  #dispatch(event: PlaybackReportEvent): void {
    const { state, commands } = playbackReportReducer(this.#state, event, epochMs(this.#deps.scheduler.now()));
    this.#state = state;
    this.#reschedule();
    for (const command of commands) this.#deliveries.add(this.#deliver(command.span, 0).subscribe());
  }

  // Spec §7: one attempt, then per reportRetryStep either another 1 s later or the final failure.
  #deliver(span: PlaybackSpan, failedBefore: number): Observable<never> {
    return defer(() => this.#deps.reporter.report(span)).pipe(
      // A throwing adapter counts as a failed attempt: the retry policy and the failure outcome still apply.
      catchError(() => of<Result<void, PlaybackReportError>>(err(FAILED))),
      mergeMap((result) => {
        if (result.ok) return EMPTY;
        const step = reportRetryStep(failedBefore + 1);
        if (step.type === 'retry') {
          return timer(step.afterMs, this.#deps.scheduler).pipe(mergeMap(() => this.#deliver(span, failedBefore + 1)));
        }
        this.#failures.next({ span, error: result.error, toast: 'common.generic_error', unloadPlayback: true });
        return EMPTY;
      }),
    );
  }

  #reschedule(): void {
    this.#timer.setDeadline(nextReportDue(this.#state));
  }
}
