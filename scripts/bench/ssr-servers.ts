// The servers `npm run bench:ssr` measures, each in a child process of its own so the load generator never shares
// their event loop: the production build (`build/node/main.js`, from a copy taken for the run) on a fresh database,
// and the floor (`ssr-floor-server.tsx`). One runs at a time, so they never compete for the CPU either.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FloorEnv } from './ssr-floor-server';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** Server log lines echoed to stderr; the rest are only counted, since a shedding server may log every refusal. */
const ECHOED_LOG_LINES = 3;

export interface RunningServer {
  readonly origin: string;
  /** Processes that answer requests: a cluster's workers, or the one process; undefined where /proc is missing. */
  servingProcesses(): number | undefined;
  /** CPU time the server's processes (a cluster's primary and workers) have used so far, ms; undefined without /proc. */
  cpuMs(): number | undefined;
  /** Lines the server wrote to stdout after it was ready (its warnings and errors at LOG_LEVEL=warn). */
  loggedLines(): number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const childrenOf = (pid: number): number[] => {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return children === '' ? [] : children.split(/\s+/).map(Number);
};

// A cluster's primary only hands out connections, so its children are the processes doing the work.
const servingProcesses = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined;
  try {
    return Math.max(1, childrenOf(pid).length);
  } catch {
    return undefined;
  }
};

/** Linux counts a process's CPU time in ticks of 1/CLK_TCK s; 100 where getconf cannot tell. */
const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system time of one process, ms: fields 14 and 15 of its stat, counted after the command's `)`. */
const processCpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
};

const treeCpuMs = (pid: number | undefined): number | undefined => {
  if (pid === undefined) return undefined;
  try {
    return [pid, ...childrenOf(pid)].reduce((sum, each) => sum + processCpuMs(each), 0);
  } catch {
    return undefined;
  }
};

/** Waits for the line that says the child is ready and returns the origin it names; later lines are counted. */
const untilReady = (child: ChildProcess, readyLine: RegExp, name: string) =>
  new Promise<{ origin: string; loggedLines: () => number }>((resolve, reject) => {
    if (!child.stdout) throw new Error(`${name} has no stdout`);
    let ready = false;
    let logged = 0;
    const timer = setTimeout(
      () => reject(new Error(`${name} was not ready within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${name} exited with ${code} before it was ready`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = readyLine.exec(line);
      if (!ready && match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve({ origin: match[1].replace(/\/$/, ''), loggedLines: () => logged });
      } else if (ready && line.trim() !== '') {
        logged += 1;
        if (logged <= ECHOED_LOG_LINES) process.stderr.write(`${name}: ${line}\n`);
      }
    });
  });

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(force);
};

const start = async (
  name: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  readyLine: RegExp,
  cleanUp: () => void,
): Promise<RunningServer> => {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const { origin, loggedLines } = await untilReady(child, readyLine, name);
    return {
      origin,
      servingProcesses: () => servingProcesses(child.pid),
      cpuMs: () => treeCpuMs(child.pid),
      loggedLines,
      stop: async () => {
        await stopChild(child);
        cleanUp();
      },
    };
  } catch (error) {
    await stopChild(child);
    cleanUp();
    throw error;
  }
};

/**
 * A copy of `build/` for one run, so a rebuild in the checkout meanwhile cannot take chunks from under the server.
 * Returns the directory holding it; the caller removes it.
 */
export const snapshotBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-bench-ssr-build-'));
  cpSync(join(ROOT, 'build'), join(dir, 'build'), { recursive: true });
  // The bundle imports its npm dependencies, which Node finds by walking up from the file.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
};

/**
 * The built server in `root` (a snapshot) with its own fresh database, seeded with the demo catalogue;
 * `pageCache: false` renders every page.
 */
export const startAudiora = async (options: {
  root: string;
  workers: number;
  pageCache: boolean;
}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'audiora-bench-ssr-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WORKERS: String(options.workers),
    PAGE_CACHE: options.pageCache ? undefined : 'off',
  };
  return start(
    'audiora',
    [join(options.root, 'build', 'node', 'main.js')],
    { cwd: options.root, env },
    /Audiora is running at (http:\/\/\S+)/,
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
};

/** The floor: a bare React Router page serving `html` with as many processes as our server. */
export const startFloor = async (options: { workers: number; html: string }): Promise<RunningServer> => {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-bench-floor-'));
  const htmlFile = join(dir, 'page.html');
  writeFileSync(htmlFile, options.html);
  const floorEnv: FloorEnv = {
    PORT: String(await freePort()),
    WORKERS: String(options.workers),
    FLOOR_HTML_FILE: htmlFile,
  };
  return start(
    'floor',
    ['--import', 'tsx', fileURLToPath(new URL('./ssr-floor-server.tsx', import.meta.url))],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', ...floorEnv } },
    /^floor ready at (http:\/\/\S+)/,
    () => rmSync(dir, { recursive: true, force: true }),
  );
};
