import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, standInsWarning } from './config';

// React picks its development or production build from NODE_ENV as it loads, and a bundle's static imports all load
// before its first statement: so NODE_ENV is set here and the server comes in by dynamic import.
process.env.NODE_ENV ??= 'production';

/** The production server: built JavaScript only (this file is bundled to `build/node/main.js`). */
const main = async () => {
  const config = loadConfig(process.env);
  const warning = cluster.isPrimary ? standInsWarning(config) : null;
  if (warning) process.stderr.write(`\n  ${warning}\n`);
  if (cluster.isPrimary && config.workers > 1) {
    const { runPrimary } = await import('./cluster/primary');
    // Workers run this file itself, however the primary was started (`npm start` imports it).
    await runPrimary(config, { workerEntry: fileURLToPath(import.meta.url) });
    return;
  }
  const { startProductionServer } = await import('./production-server');
  await startProductionServer(config, { buildDir: resolve(import.meta.dirname, '..'), worker: cluster.isWorker });
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
});
