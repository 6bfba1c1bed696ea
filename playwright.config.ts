import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run test:e2e` builds first), served on a private port with an
 * embedded database in a fresh temporary directory, driven by the system Chromium (no browser downloads).
 */
const port = Number(process.env.E2E_PORT ?? 4319);
const origin = `http://127.0.0.1:${port}`;
const dataDir = process.env.AUDIORA_E2E_DATA_DIR ?? freshDataDir();
const ci = Boolean(process.env.CI);

/** Created once by the runner (workers re-evaluate this file but inherit the variable) and removed when it exits. */
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'audiora-e2e-'));
  process.env.AUDIORA_E2E_DATA_DIR = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: 'list',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    // Journeys of pl listeners would meet the newsletter offer over their pages; its own journey clears this.
    storageState: {
      cookies: [
        {
          name: 'newsletter_offer',
          value: 'closed',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    // Every journey signs its listeners up from loopback: one client address, far past a real visitor's 30 in 15 min.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGN_UP_LIMIT_PER_ADDRESS: '1000',
    },
    url: `${origin}/pl/v2/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
