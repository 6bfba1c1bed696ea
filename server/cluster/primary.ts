import cluster, { type Worker } from 'node:cluster';
import { createStandInSecrets, encodeStandInSecrets, STAND_IN_SECRETS_ENV } from '../composition/stand-in-secrets';
import type { ServerConfig } from '../config';
import { databaseOptionsFor } from '../db/create-database';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../logging/logger';
import { publicUrl } from '../start-server';
import { workerExecArgv } from './worker-exec-argv';
import { type WorkerProcess, WorkerSupervisor } from './worker-supervisor';

const workerProcess = (worker: Worker): WorkerProcess => ({
  id: worker.id,
  pid: worker.process.pid,
  send: (message) => {
    if (worker.isConnected()) worker.send(message as object, undefined, () => undefined);
  },
  kill: () => worker.process.kill('SIGKILL'),
});

/**
 * The primary process of a server with several workers: it prepares the database once, forks the workers, which share
 * the port, and supervises them. It never loads the storefront, so it stays small. SIGTERM and SIGINT stop every
 * worker gracefully; SIGHUP replaces them one at a time.
 */
export const runPrimary = async (config: ServerConfig, options: { readonly workerEntry: string }): Promise<void> => {
  const logger = createLogger(config.logLevel);
  // Migrations and the demo seed run here, once, before any worker opens the database.
  const database = await openDatabase(databaseOptionsFor(config));
  await database.close();
  cluster.setupPrimary({
    exec: options.workerEntry,
    execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, config.workerSemiSpaceMb),
  });
  // The development stand-ins' keys are made once, here, and every worker (a replacement too) signs with them, so a
  // token one worker issued is good in any other.
  const workerEnv = config.accounts.developmentStandIns
    ? { [STAND_IN_SECRETS_ENV]: encodeStandInSecrets(await createStandInSecrets()) }
    : undefined;
  const supervisor = new WorkerSupervisor({
    workers: config.workers,
    fork: () => workerProcess(cluster.fork(workerEnv)),
    logger,
    now: Date.now,
    schedule: (task, ms) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    },
    ready: (port) => {
      const url = publicUrl(config.host, port);
      logger.info('Ready', { url, database: database.kind, workers: config.workers, primary: process.pid });
      process.stdout.write(`\n  Audiora is running at ${url}/\n\n`);
    },
    exit: (code, failure) => {
      if (failure) process.stderr.write(`${failure}\n`);
      process.exit(code);
    },
  });
  cluster.on('listening', (worker, address) => supervisor.listening(worker.id, address.port));
  cluster.on('exit', (worker, code, signal) => supervisor.exited(worker.id, code, signal));
  cluster.on('message', (worker, message) => supervisor.message(worker.id, message));
  process.once('SIGTERM', () => supervisor.shutdown({ signal: 'SIGTERM' }));
  process.once('SIGINT', () => supervisor.shutdown({ signal: 'SIGINT' }));
  process.on('SIGHUP', () => {
    supervisor
      .rollingRestart()
      .catch((error: unknown) => logger.error('Rolling restart failed', { error: String(error) }));
  });
  logger.info('Starting workers', { workers: config.workers, database: database.kind });
  supervisor.start();
};
