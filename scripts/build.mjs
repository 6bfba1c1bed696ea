// Builds the storefront (browser + SSR) and the production server, then precompresses the browser assets.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { currentFingerprint, FINGERPRINT_FILE, isBuildFresh, ROOT } from './build-fingerprint.mjs';

const force = process.argv.includes('--force');
if (!force && isBuildFresh()) {
  process.stdout.write('Build is up to date.\n');
  process.exit(0);
}

const fingerprint = currentFingerprint();
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(bin(cmd), args, { cwd: ROOT, stdio: 'inherit' });

const started = Date.now();
run('react-router', ['build']);
run('vite', ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
const assetsDir = join(ROOT, 'build', 'client', 'assets');
for (const name of readdirSync(assetsDir)) {
  const file = join(assetsDir, name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

writeFileSync(FINGERPRINT_FILE, fingerprint);
process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
