import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';

/** One value and the virtual instant it came out. */
export interface Stamped<T> {
  readonly at: number;
  readonly value: T;
}

// setImmediate runs after every queued microtask, so ports' promises have settled by then.
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const MAX_STEPS = 100_000;

// Run mode counts one frame per character; outside run() the parser would count TestScheduler.frameTimeFactor (10).
const parseRunModeMarbles = (marbles: string, values: Readonly<Record<string, unknown>>) => {
  const factor = TestScheduler.frameTimeFactor;
  TestScheduler.frameTimeFactor = 1;
  try {
    return TestScheduler.parseMarbles(marbles, values, undefined, undefined, true);
  } finally {
    TestScheduler.frameTimeFactor = factor;
  }
};

/**
 * Virtual time for stores whose ports answer with promises: a TestScheduler that is advanced timer by timer,
 * letting promises settle between timers, so a port's answer can start the next timer (a retry, say) at the
 * right virtual instant. Nothing waits in real time.
 */
export class VirtualTime {
  readonly scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  get now(): number {
    return this.scheduler.now();
  }

  /** The instants of the timers still pending, earliest first. */
  get pendingTimers(): readonly number[] {
    return this.scheduler.actions.filter((action) => !action.closed).map((action) => action.delay);
  }

  advanceBy(ms: number): Promise<void> {
    return this.advanceTo(this.now + ms);
  }

  /** Runs every timer due up to `target` (inclusive) in order, settling promises after each, and stops at `target`. */
  async advanceTo(target: number): Promise<void> {
    if (target < this.now) throw new Error(`virtual time cannot go back from ${this.now} to ${target}`);
    const { scheduler } = this;
    const maxFrames = scheduler.maxFrames;
    await settle();
    for (let steps = 0; ; steps += 1) {
      const next = scheduler.actions[0];
      if (next === undefined || next.delay > target) break;
      if (steps > MAX_STEPS) throw new Error('virtual time: timers keep scheduling timers');
      scheduler.maxFrames = next.delay;
      scheduler.flush();
      await settle();
    }
    scheduler.maxFrames = maxFrames;
    scheduler.frame = target;
  }

  /**
   * Schedules `act` for each value of a marble diagram (run-mode timing: one frame per character, `99ms`
   * for a pause), counted from now: `'a 99ms b 99ms c'` acts at +0, +100 and +200.
   */
  play<T>(marbles: string, values: Readonly<Record<string, T>>, act: (value: T) => void): void {
    for (const message of parseRunModeMarbles(marbles, values)) {
      const { notification } = message;
      if (notification.kind !== 'N') continue;
      const value = notification.value as T;
      this.scheduler.schedule(() => act(value), message.frame);
    }
  }

  /** Every value the stream emits from now on, with the virtual instant it came out. */
  record<T>(stream: Observable<T>): Stamped<T>[] {
    const seen: Stamped<T>[] = [];
    stream.subscribe((value) => seen.push({ at: this.now, value }));
    return seen;
  }
}
