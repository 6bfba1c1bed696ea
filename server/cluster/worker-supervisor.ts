import type { Logger } from '../logging/logger';
import { isLeavingMessage, parseCatalogueChanged, RELEASE_MESSAGE, STOP_MESSAGE } from './cluster-messages';
import {
  afterDeath,
  afterListening,
  type CrashHistory,
  NO_CRASHES,
  RESTART_POLICY,
  type RestartPolicy,
} from './restart-policy';

/** How long a graceful stop may take before the workers left are killed, as a single process allows itself. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** One forked worker process, as the supervisor drives it. */
export interface WorkerProcess {
  readonly id: number;
  readonly pid: number | undefined;
  /** Delivers a message; one to a worker already gone is dropped. */
  send(message: unknown): void;
  kill(): void;
}

export interface SupervisorDeps {
  readonly workers: number;
  readonly fork: () => WorkerProcess;
  readonly logger: Logger;
  readonly now: () => number;
  /** Runs `task` after `ms`; the answer cancels it. */
  readonly schedule: (task: () => void, ms: number) => () => void;
  /** The first worker listens, on this port: the server is ready. */
  readonly ready: (port: number) => void;
  /** Every worker is gone after a shutdown; `failure` says why when the primary gave up. */
  readonly exit: (code: number, failure?: string) => void;
  readonly policy?: RestartPolicy;
}

type WorkerState = 'starting' | 'listening' | 'stopping';

interface Signal<T> {
  readonly promise: Promise<T>;
  readonly settle: (value: T) => void;
}

function signal<T>(): Signal<T> {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

interface Worker {
  readonly process: WorkerProcess;
  state: WorkerState;
  /** Started by a rolling restart and not yet listening: if it dies, the restart stops instead of the policy acting. */
  replacing: boolean;
  /** Settles true once it listens, false if it exits first. */
  readonly listened: Signal<boolean>;
  readonly exited: Signal<void>;
}

/**
 * The primary's workers: keeps their number, starts another in place of one that died (after a growing pause, and
 * gives up when they die while starting), replaces them one at a time on a rolling restart, and stops them all on
 * shutdown. Catalogue changes one worker reports are passed on to the others.
 */
export class WorkerSupervisor {
  readonly #deps: SupervisorDeps;
  readonly #workers = new Map<number, Worker>();
  readonly #pendingStarts = new Set<() => void>();
  #history: CrashHistory = NO_CRASHES;
  #announced = false;
  #rolling = false;
  #stopping: { code: number; failure?: string; cancelForce: () => void } | undefined;

  constructor(deps: SupervisorDeps) {
    this.#deps = deps;
  }

  start(): void {
    for (let i = 0; i < this.#deps.workers; i += 1) this.#fork(false);
  }

  /** The pids of the workers serving or starting, for logs. */
  pids(): (number | undefined)[] {
    return [...this.#workers.values()].filter((w) => w.state !== 'stopping').map((w) => w.process.pid);
  }

  listening(id: number, port: number): void {
    const worker = this.#workers.get(id);
    if (!worker) return;
    if (worker.state === 'starting') worker.state = 'listening';
    this.#history = afterListening(this.#history);
    worker.listened.settle(true);
    if (this.#announced) return;
    this.#announced = true;
    this.#deps.ready(port);
  }

  message(fromId: number, message: unknown): void {
    if (isLeavingMessage(message)) {
      this.#workers.get(fromId)?.process.send(RELEASE_MESSAGE);
      return;
    }
    if (!parseCatalogueChanged(message)) return;
    for (const [id, worker] of this.#workers) if (id !== fromId) worker.process.send(message);
  }

  exited(id: number, code: number | null, exitSignal: string | null): void {
    const worker = this.#workers.get(id);
    if (!worker) return;
    this.#workers.delete(id);
    worker.listened.settle(false);
    worker.exited.settle();
    const pid = worker.process.pid;
    if (this.#stopping) {
      if (code !== 0) this.#stopping.code = 1;
      if (this.#workers.size === 0) this.#finish();
      return;
    }
    // Asked to go by a rolling restart, or a replacement that did not start, which the rolling restart reports.
    if (worker.state === 'stopping' || worker.replacing) return;
    const beforeListening = worker.state === 'starting';
    this.#deps.logger.error('Worker died', { pid, code, signal: exitSignal, beforeListening });
    const { history, decision } = afterDeath(
      this.#history,
      { at: this.#deps.now(), beforeListening },
      this.#deps.policy ?? RESTART_POLICY,
    );
    this.#history = history;
    if (decision.kind === 'give-up') {
      const how = exitSignal ? `signal ${exitSignal}` : `code ${String(code)}`;
      this.shutdown({ failure: `Workers keep failing to start: ${decision.reason} (the last with ${how})` });
      return;
    }
    this.#deps.logger.info('Starting a worker in its place', { afterMs: decision.delayMs });
    const cancel = this.#deps.schedule(() => {
      this.#pendingStarts.delete(cancel);
      this.#fork(false);
    }, decision.delayMs);
    this.#pendingStarts.add(cancel);
  }

  /**
   * Replaces every worker, one at a time: a new one is started and, once it listens, an old one stops taking
   * connections, finishes its requests and exits; the port never goes unserved. A new worker that fails to start
   * stops the restart, leaving the old ones serving.
   */
  async rollingRestart(): Promise<void> {
    if (this.#stopping) return;
    if (this.#rolling) {
      this.#deps.logger.warn('A rolling restart is already under way');
      return;
    }
    this.#rolling = true;
    const previous = [...this.#workers.values()].filter((w) => w.state !== 'stopping');
    this.#deps.logger.info('Rolling restart', { workers: previous.length });
    try {
      for (const old of previous) {
        if (this.#stopping) return;
        // One that died meanwhile has been replaced by the restart policy.
        if (!this.#workers.has(old.process.id)) continue;
        const fresh = this.#fork(true);
        if (!(await fresh.listened.promise)) {
          if (!this.#stopping)
            this.#deps.logger.error('Rolling restart stopped: a new worker did not start; the others go on serving', {
              pid: fresh.process.pid,
            });
          return;
        }
        fresh.replacing = false;
        this.#stop(old);
        await old.exited.promise;
      }
      if (!this.#stopping) this.#deps.logger.info('Rolling restart done', { workers: this.pids() });
    } finally {
      this.#rolling = false;
    }
  }

  /** Stops every worker gracefully; exits once all are gone, or kills those left after 10 s. */
  shutdown(cause: { readonly signal?: string; readonly failure?: string }): void {
    if (this.#stopping) return;
    const { logger } = this.#deps;
    if (cause.failure) logger.error('Giving up', { reason: cause.failure });
    else logger.info('Shutting down', { signal: cause.signal });
    for (const cancel of this.#pendingStarts) cancel();
    this.#pendingStarts.clear();
    const cancelForce = this.#deps.schedule(() => {
      logger.error('Shutdown took longer than 10 s; exiting');
      for (const worker of this.#workers.values()) worker.process.kill();
      this.#deps.exit(1, cause.failure);
    }, SHUTDOWN_LIMIT_MS);
    this.#stopping = {
      code: cause.failure ? 1 : 0,
      ...(cause.failure ? { failure: cause.failure } : {}),
      cancelForce,
    };
    for (const worker of this.#workers.values()) this.#stop(worker);
    if (this.#workers.size === 0) this.#finish();
  }

  #fork(replacing: boolean): Worker {
    const worker: Worker = {
      process: this.#deps.fork(),
      state: 'starting',
      replacing,
      listened: signal<boolean>(),
      exited: signal<void>(),
    };
    this.#workers.set(worker.process.id, worker);
    return worker;
  }

  #stop(worker: Worker): void {
    if (worker.state === 'stopping') return;
    worker.state = 'stopping';
    worker.process.send(STOP_MESSAGE);
  }

  #finish(): void {
    const stopping = this.#stopping;
    if (!stopping) return;
    stopping.cancelForce();
    this.#deps.logger.info('Stopped');
    this.#deps.exit(stopping.code, stopping.failure);
  }
}
