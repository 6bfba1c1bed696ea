import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built production server, as `npm start` runs it. */
export const PRODUCTION_MAIN = join(import.meta.dirname, '..', '..', '..', 'build', 'node', 'main.js');

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Its data directory (the SQLite file lives there). */
  readonly dataDir: string;
  /** The address it printed once ready. */
  readonly url: Promise<string>;
  /** Its exit code once it exits. */
  readonly exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** The development server, as `npm run dev` runs it (through tsx). */
export const DEVELOPMENT_MAIN = join(import.meta.dirname, '..', '..', '..', 'server', 'dev.ts');

/**
 * Starts a server (the built one unless told) on a free loopback port with a fresh data directory; `nodeArgs` go
 * before the script.
 */
export const startServer = (
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  script = PRODUCTION_MAIN,
): ServerProcess => {
  const dataDir = mkdtempSync(join(tmpdir(), 'audiora-proc-'));
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return { child, dataDir, url, exited, output: () => output };
};

/** Kills a server a test left running. */
export const stopServer = async (server: ServerProcess): Promise<void> => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
};

export interface Answer {
  readonly status: number | undefined;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** One request on a connection of its own, so that successive requests are spread over a server's workers. */
export const send = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; keepAlive?: boolean } = {},
): Promise<Answer> =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { connection: init.keepAlive ? 'keep-alive' : 'close', ...init.headers },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
    req.end(init.body);
  });
