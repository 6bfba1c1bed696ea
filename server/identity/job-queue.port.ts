/** Runs work after the answer has gone out, so a request's timing never shows what the work found. */
export interface JobQueue {
  /** Queues a job; false (and nothing queued) when the queue is full. */
  enqueue(job: () => Promise<void>): boolean;
}
