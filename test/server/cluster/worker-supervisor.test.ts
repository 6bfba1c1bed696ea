import { describe, expect, it } from 'vitest';
import { LEAVING_MESSAGE, RELEASE_MESSAGE, STOP_MESSAGE } from '#server/cluster/cluster-messages';
import type { RestartPolicy } from '#server/cluster/restart-policy';
import { SHUTDOWN_LIMIT_MS, type WorkerProcess, WorkerSupervisor } from '#server/cluster/worker-supervisor';
import { recordingLogger } from '#test/support/server/recording-logger';

const POLICY: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 1_000, windowMs: 10_000, maxFailedStarts: 3 };
const PORT = 4100;
const CHANGE = { kind: 'audiora.catalogue-changed', locale: 'pl', productIds: ['p1'] };

class FakeWorker implements WorkerProcess {
  readonly inbox: unknown[] = [];
  killed = false;
  constructor(readonly id: number) {}
  get pid() {
    return 1000 + this.id;
  }
  send(message: unknown) {
    this.inbox.push(message);
  }
  kill() {
    this.killed = true;
  }
  get askedToStop() {
    return this.inbox.some((m) => JSON.stringify(m) === JSON.stringify(STOP_MESSAGE));
  }
}

/** A supervisor over fake workers and a clock the test moves. */
const supervised = (workers = 2) => {
  const forked: FakeWorker[] = [];
  const timers: { at: number; task: () => void; cancelled: boolean }[] = [];
  const readyPorts: number[] = [];
  const exits: { code: number; failure: string | undefined }[] = [];
  let now = 0;
  const logger = recordingLogger();
  const supervisor = new WorkerSupervisor({
    workers,
    fork: () => {
      const worker = new FakeWorker(forked.length + 1);
      forked.push(worker);
      return worker;
    },
    logger,
    now: () => now,
    schedule: (task, ms) => {
      const timer = { at: now + ms, task, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
    ready: (port) => readyPorts.push(port),
    exit: (code, failure) => exits.push({ code, failure }),
    policy: POLICY,
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
      timer.cancelled = true;
      timer.task();
    }
  };
  const messages = () => logger.lines.map((line) => line.message);
  /** Lets the rolling restart's awaits run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { supervisor, forked, readyPorts, exits, advance, logger, messages, settle };
};

const listening = (s: ReturnType<typeof supervised>, ...workers: FakeWorker[]) => {
  for (const worker of workers) s.supervisor.listening(worker.id, PORT);
};

describe('the worker supervisor', () => {
  it('starts the configured number of workers and announces the server once, when the first listens', () => {
    const s = supervised(3);
    s.supervisor.start();
    expect(s.forked).toHaveLength(3);
    expect(s.readyPorts).toEqual([]);
    listening(s, ...s.forked);
    expect(s.readyPorts).toEqual([PORT]);
  });

  it('starts another in place of a worker that died, after the pause the policy gives', () => {
    const s = supervised();
    s.supervisor.start();
    const [first, second] = s.forked as [FakeWorker, FakeWorker];
    listening(s, first, second);
    s.supervisor.exited(first.id, 1, null);
    expect(s.logger.lines).toContainEqual(
      expect.objectContaining({ message: 'Worker died', pid: first.pid, code: 1, beforeListening: false }),
    );
    s.advance(99);
    expect(s.forked).toHaveLength(2);
    s.advance(1);
    expect(s.forked).toHaveLength(3);
    expect(s.supervisor.pids()).toEqual([second.pid, s.forked[2]?.pid]);
  });

  it('gives up when workers keep dying before they listen: stops the others and exits 1 with the reason', () => {
    const s = supervised(3);
    s.supervisor.start();
    const [a, b, c] = s.forked as [FakeWorker, FakeWorker, FakeWorker];
    listening(s, a);
    s.supervisor.exited(b.id, 1, null);
    s.advance(100);
    const d = s.forked[3] as FakeWorker;
    s.supervisor.exited(c.id, 1, null);
    s.supervisor.exited(d.id, 1, null);
    expect(a.askedToStop).toBe(true);
    expect(s.exits).toEqual([]);
    s.supervisor.exited(a.id, 0, null);
    expect(s.exits).toEqual([
      {
        code: 1,
        failure: 'Workers keep failing to start: 3 workers in a row exited before they listened (the last with code 1)',
      },
    ]);
    // The restart scheduled before giving up never happens.
    s.advance(10_000);
    expect(s.forked).toHaveLength(4);
  });

  it('passes a catalogue change on to every other worker, and nothing else', () => {
    const s = supervised(3);
    s.supervisor.start();
    const [a, b, c] = s.forked as [FakeWorker, FakeWorker, FakeWorker];
    s.supervisor.message(b.id, CHANGE);
    s.supervisor.message(b.id, { kind: 'something else' });
    expect(a.inbox).toEqual([CHANGE]);
    expect(b.inbox).toEqual([]);
    expect(c.inbox).toEqual([CHANGE]);
  });

  it('answers a leaving worker, and only it, that nothing more is on its way', () => {
    const s = supervised();
    s.supervisor.start();
    const [a, b] = s.forked as [FakeWorker, FakeWorker];
    listening(s, a, b);
    s.supervisor.message(a.id, LEAVING_MESSAGE);
    expect(a.inbox).toEqual([RELEASE_MESSAGE]);
    expect(b.inbox).toEqual([]);
  });

  describe('on shutdown', () => {
    it('asks every worker to stop and exits 0 once the last is gone, cancelling a pending restart', () => {
      const s = supervised();
      s.supervisor.start();
      const [a, b] = s.forked as [FakeWorker, FakeWorker];
      listening(s, a, b);
      s.supervisor.exited(a.id, 1, null);
      s.supervisor.shutdown({ signal: 'SIGTERM' });
      expect(b.askedToStop).toBe(true);
      s.advance(1_000);
      expect(s.forked).toHaveLength(2);
      expect(s.exits).toEqual([]);
      s.supervisor.exited(b.id, 0, null);
      expect(s.exits).toEqual([{ code: 0, failure: undefined }]);
      expect(s.messages()).toContain('Stopped');
    });

    it('exits 1 when a worker did not stop cleanly', () => {
      const s = supervised();
      s.supervisor.start();
      const [a, b] = s.forked as [FakeWorker, FakeWorker];
      s.supervisor.shutdown({ signal: 'SIGINT' });
      s.supervisor.exited(a.id, 1, null);
      s.supervisor.exited(b.id, 0, null);
      expect(s.exits).toEqual([{ code: 1, failure: undefined }]);
    });

    it('kills the workers left after 10 s and exits 1', () => {
      const s = supervised();
      s.supervisor.start();
      const [a, b] = s.forked as [FakeWorker, FakeWorker];
      s.supervisor.shutdown({ signal: 'SIGTERM' });
      s.supervisor.exited(a.id, 0, null);
      s.advance(SHUTDOWN_LIMIT_MS - 1);
      expect(b.killed).toBe(false);
      s.advance(1);
      expect(b.killed).toBe(true);
      expect(s.exits).toEqual([{ code: 1, failure: undefined }]);
    });
  });

  describe('a rolling restart', () => {
    it('replaces the workers one at a time, never serving with fewer than before', async () => {
      const s = supervised();
      s.supervisor.start();
      const [a, b] = s.forked as [FakeWorker, FakeWorker];
      listening(s, a, b);
      const done = s.supervisor.rollingRestart();
      const c = s.forked[2] as FakeWorker;
      await s.settle();
      // The old ones go on until the new one listens.
      expect([a.askedToStop, b.askedToStop, s.forked.length]).toEqual([false, false, 3]);
      listening(s, c);
      await s.settle();
      expect([a.askedToStop, b.askedToStop]).toEqual([true, false]);
      // The next starts only once the stopped one has finished its requests and exited.
      expect(s.forked).toHaveLength(3);
      s.supervisor.exited(a.id, 0, null);
      await s.settle();
      const d = s.forked[3] as FakeWorker;
      listening(s, d);
      await s.settle();
      expect(b.askedToStop).toBe(true);
      s.supervisor.exited(b.id, 0, null);
      await done;
      expect(s.supervisor.pids()).toEqual([c.pid, d.pid]);
      expect(s.messages()).toContain('Rolling restart done');
      // Workers it let go are not restarted, and the server is not announced again.
      s.advance(10_000);
      expect(s.forked).toHaveLength(4);
      expect(s.readyPorts).toEqual([PORT]);
      expect(s.messages()).not.toContain('Worker died');
    });

    it('stops when a new worker fails to start, leaving the old ones serving', async () => {
      const s = supervised();
      s.supervisor.start();
      const [a, b] = s.forked as [FakeWorker, FakeWorker];
      listening(s, a, b);
      const done = s.supervisor.rollingRestart();
      const c = s.forked[2] as FakeWorker;
      s.supervisor.exited(c.id, 1, null);
      await done;
      expect([a.askedToStop, b.askedToStop]).toEqual([false, false]);
      expect(s.supervisor.pids()).toEqual([a.pid, b.pid]);
      expect(s.messages()).toContain('Rolling restart stopped: a new worker did not start; the others go on serving');
      s.advance(10_000);
      expect(s.forked).toHaveLength(3);
    });

    it('runs one at a time: a second request while one is under way is refused', async () => {
      const s = supervised(1);
      s.supervisor.start();
      const [a] = s.forked as [FakeWorker];
      listening(s, a);
      const first = s.supervisor.rollingRestart();
      await s.supervisor.rollingRestart();
      expect(s.forked).toHaveLength(2);
      expect(s.messages()).toContain('A rolling restart is already under way');
      s.supervisor.exited((s.forked[1] as FakeWorker).id, 1, null);
      await first;
    });
  });
});
