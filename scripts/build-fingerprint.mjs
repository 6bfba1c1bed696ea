// A fingerprint of every input of the production build, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const FINGERPRINT_FILE = join(ROOT, 'build', '.fingerprint');

const SOURCE_DIRS = ['contract', 'domain', 'application', 'infrastructure', 'ui', 'server', 'public'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/compile-ahead.ts',
  'vite.server.config.ts',
  'react-router.config.ts',
];

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });

/** A hash over the paths and contents of every build input under `root`; contents, because an edit can keep a file's size and land within the clock's resolution. */
export const currentFingerprint = (root = ROOT) => {
  const files = [
    ...SOURCE_DIRS.map((d) => join(root, d))
      .filter(existsSync)
      .flatMap(walk),
    ...SOURCE_FILES.map((f) => join(root, f)).filter(existsSync),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(file);
    hash.update(`${relative(root, file)}:${content.length}\n`);
    hash.update(content);
  }
  return hash.digest('hex');
};

export const isBuildFresh = () =>
  existsSync(FINGERPRINT_FILE) &&
  existsSync(join(ROOT, 'build', 'node', 'main.js')) &&
  existsSync(join(ROOT, 'build', 'server', 'index.js')) &&
  readFileSync(FINGERPRINT_FILE, 'utf8') === currentFingerprint();
