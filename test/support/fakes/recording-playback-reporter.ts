import type { SchedulerLike } from 'rxjs';
import type { PlaybackReportError } from '#application/player/player.errors';
import type { PlaybackReporterPort } from '#application/ports/playback-reporter.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { PlaybackSpan } from '#domain/playback/playback-report';

/** One call of report(): the span, the virtual instant and whether it went through. */
export interface ReportAttempt {
  readonly span: PlaybackSpan;
  readonly at: number;
  readonly succeeded: boolean;
}

/**
 * SavePlaybackTime in memory: records every attempt with its virtual instant; it can be told to fail (or throw,
 * like a broken adapter) a number of times before it works again.
 */
export class RecordingPlaybackReporter implements PlaybackReporterPort {
  readonly #scheduler: SchedulerLike;
  #failuresLeft = 0;
  #throws = false;
  readonly attempts: ReportAttempt[] = [];

  constructor(deps: { readonly scheduler: SchedulerLike }) {
    this.#scheduler = deps.scheduler;
  }

  /** The next `times` attempts fail (Infinity: all of them); with `throws`, by throwing instead of answering. */
  failing(times = Number.POSITIVE_INFINITY, options: { readonly throws?: boolean } = {}): this {
    this.#failuresLeft = times;
    this.#throws = options.throws ?? false;
    return this;
  }

  /** The spans that went through, in order. */
  get reported(): readonly PlaybackSpan[] {
    return this.attempts.filter((attempt) => attempt.succeeded).map((attempt) => attempt.span);
  }

  /** The instants of every attempt, in order. */
  get attemptTimes(): readonly number[] {
    return this.attempts.map((attempt) => attempt.at);
  }

  async report(span: PlaybackSpan): Promise<Result<void, PlaybackReportError>> {
    const succeeded = this.#failuresLeft <= 0;
    this.attempts.push({ span, at: this.#scheduler.now(), succeeded });
    if (succeeded) return ok(undefined);
    this.#failuresLeft -= 1;
    if (this.#throws) throw new Error('SavePlaybackTime exploded');
    return err({ code: 'PLAYBACK.REPORT_FAILED' });
  }
}
