#!/usr/bin/env node
// `npx audiora`: runs the TypeScript command line under tsx, so plain node serves after `npm ci`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = join(dirname(fileURLToPath(import.meta.url)), 'audiora.ts');
// tsx resolved from here, so the command runs from any working directory.
const tsx = import.meta.resolve('tsx');
const run = spawnSync(process.execPath, ['--import', tsx, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exitCode = run.status ?? 1;
