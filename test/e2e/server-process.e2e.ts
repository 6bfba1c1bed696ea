import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const MAIN = join(import.meta.dirname, '..', '..', 'build', 'node', 'main.js');

const startServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'audiora-proc-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/running at (http:\/\/\S+?)\/?\s/);
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
  return { child, url, exited, output: () => output };
};

const stop = (child: ChildProcess) => {
  if (child.exitCode === null) child.kill('SIGKILL');
};

test.describe('the production server process', () => {
  test('prints its URL, serves, and stops cleanly on SIGTERM with a keep-alive connection open', async () => {
    const server = startServer({});
    try {
      const base = await server.url;
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // A keep-alive connection left idle must not hold the shutdown up.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = request(`${base}/pl/v2/`, { headers: { connection: 'keep-alive' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.output()).toContain('"message":"Stopped"');
    } finally {
      stop(server.child);
    }
  });

  test('refuses to start with a clear message when the configuration is invalid', async () => {
    const server = startServer({ PORT: 'eighty' });
    try {
      await expect(server.url).rejects.toThrow('Invalid configuration: PORT');
      expect(await server.exited).toBe(1);
    } finally {
      stop(server.child);
    }
  });
});
