import type { Logger } from '../logging/logger';
import type { JobQueue } from './job-queue.port';

/**
 * Work done after the answer has gone out, one job at a time in arrival order, so a request's timing never shows
 * what the job found (password reset: the same answer and timing for unknown accounts). A failed job is logged.
 */
export class SerialJobQueue implements JobQueue {
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;

  constructor(private readonly deps: { readonly logger: Logger; readonly name: string; readonly maxPending: number }) {}

  /** Queues a job; false (and nothing queued) when the queue is full. */
  enqueue(job: () => Promise<void>): boolean {
    if (this.#pending >= this.deps.maxPending) {
      this.deps.logger.warn('Job queue full, job dropped', { queue: this.deps.name });
      return false;
    }
    this.#pending += 1;
    this.#tail = this.#tail.then(async () => {
      try {
        await job();
      } catch (error) {
        this.deps.logger.error('Background job failed', {
          queue: this.deps.name,
          error: error instanceof Error ? error.name : 'unknown',
          detail: error instanceof Error ? error.message : String(error),
        });
      } finally {
        this.#pending -= 1;
      }
    });
    return true;
  }

  /** Resolves once every job queued so far has finished. */
  idle(): Promise<void> {
    return this.#tail;
  }
}
