import { DeadlineTimer } from '#application/shared/deadline-timer';
import { epochMs } from '#domain/shared/time';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';

const setup = () => {
  const scheduler = new VirtualTimeScheduler();
  const fired: number[] = [];
  const timer = new DeadlineTimer(scheduler, () => fired.push(scheduler.now()));
  return { scheduler, fired, timer };
};

describe('DeadlineTimer', () => {
  it('fires once at the deadline', () => {
    const { scheduler, fired, timer } = setup();
    timer.setDeadline(epochMs(5_000));
    scheduler.flush();
    expect(fired).toEqual([5_000]);
  });

  it('keeps only the latest deadline when it moves', () => {
    const { scheduler, fired, timer } = setup();
    timer.setDeadline(epochMs(5_000));
    timer.setDeadline(epochMs(300));
    timer.setDeadline(epochMs(300));
    scheduler.flush();
    expect(fired).toEqual([300]);
  });

  it('schedules nothing for no deadline, and cancel drops a pending one', () => {
    const { scheduler, fired, timer } = setup();
    timer.setDeadline(epochMs(100));
    timer.setDeadline(null);
    timer.setDeadline(epochMs(200));
    timer.cancel();
    scheduler.flush();
    expect(fired).toEqual([]);
  });

  it('fires at once for a deadline already past', () => {
    const { scheduler, fired, timer } = setup();
    scheduler.schedule(() => timer.setDeadline(epochMs(10)), 50);
    scheduler.flush();
    expect(fired).toEqual([50]);
  });
});
