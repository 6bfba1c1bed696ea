/**
 * Maps `items` through `task` with at most `limit` tasks running at once, each item's result at its own index, so
 * the output's order never depends on which task finished first. After a failure no new task starts, and its
 * error is thrown once the running ones have settled, so nothing still writes when the caller cleans up.
 */
export const mapConcurrently = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('A concurrency limit must be a positive whole number');
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = settled.find((outcome) => outcome.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
};
