// Preloaded (`node --import`) into the server processes that test/e2e/server-process.e2e.ts starts: each process, on
// exit, writes one line saying whether it was the primary, how many requests it served and which React builds it loaded.
import cluster from 'node:cluster';
import { writeSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

let requests = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') requests += 1;
  return emit.call(this, event, ...args);
};

process.on('exit', () => {
  // Only the modules that ran: importing a CommonJS package from ESM also enters the files it might re-export, unrun.
  const react = Object.entries(createRequire(import.meta.url).cache)
    .filter(([file, module]) => module?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
    .map(([file]) => file.split(/[\\/]/).pop())
    .sort();
  writeSync(1, `\nprobe ${JSON.stringify({ pid: process.pid, primary: cluster.isPrimary, requests, react })}\n`);
});
