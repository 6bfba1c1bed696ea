import type { SchedulerLike, Subscription } from 'rxjs';
import type { EpochMs } from '#domain/shared/time';

/**
 * Keeps at most one pending timer, at the latest deadline a reducer asked for, on the given scheduler. A timer
 * that fired is gone, so an early firing followed by the same deadline is always rescheduled.
 */
export class DeadlineTimer {
  readonly #scheduler: SchedulerLike;
  readonly #onDue: () => void;
  #timer: Subscription | null = null;
  #deadline: EpochMs | null = null;

  constructor(scheduler: SchedulerLike, onDue: () => void) {
    this.#scheduler = scheduler;
    this.#onDue = onDue;
  }

  /** Moves the timer to `deadline`; null leaves nothing scheduled. */
  setDeadline(deadline: EpochMs | null): void {
    if (this.#timer !== null && deadline === this.#deadline) return;
    this.cancel();
    if (deadline === null) return;
    this.#deadline = deadline;
    this.#timer = this.#scheduler.schedule(
      () => {
        this.#timer = null;
        this.#onDue();
      },
      Math.max(0, deadline - this.#scheduler.now()),
    );
  }

  cancel(): void {
    this.#timer?.unsubscribe();
    this.#timer = null;
    this.#deadline = null;
  }
}
