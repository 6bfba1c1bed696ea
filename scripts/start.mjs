// `npm start`: builds what is missing or stale, then runs the production server (built JavaScript, no loader).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildFresh, ROOT } from './build-fingerprint.mjs';

if (!isBuildFresh()) {
  process.stdout.write('Building Audiora...\n');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
await import(pathToFileURL(join(ROOT, 'build', 'node', 'main.js')).href);
