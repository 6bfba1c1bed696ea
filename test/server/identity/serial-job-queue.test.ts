import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logging/logger';
import { SerialJobQueue } from '#server/identity/serial-job-queue';

describe('SerialJobQueue', () => {
  it('runs jobs one at a time in the order they came, past a failing one', async () => {
    const lines: string[] = [];
    const queue = new SerialJobQueue({
      logger: createLogger('error', (l) => lines.push(l)),
      name: 'q',
      maxPending: 10,
    });
    const order: string[] = [];
    let running = 0;
    const job =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise<void>((resolve) => setImmediate(resolve));
        order.push(name);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
      };
    queue.enqueue(job('a'));
    queue.enqueue(job('b', true));
    queue.enqueue(job('c'));
    await queue.idle();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ message: 'Background job failed', detail: 'b failed' });
  });

  it('refuses jobs beyond its bound', async () => {
    const queue = new SerialJobQueue({ logger: createLogger('silent'), name: 'q', maxPending: 2 });
    const never = () => new Promise<void>((resolve) => setImmediate(resolve));
    expect(queue.enqueue(never)).toBe(true);
    expect(queue.enqueue(never)).toBe(true);
    expect(queue.enqueue(never)).toBe(false);
    await queue.idle();
    expect(queue.enqueue(never)).toBe(true);
    await queue.idle();
  });
});
