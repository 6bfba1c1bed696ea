// Preloaded (`node --import`) into the server processes a process test starts, and so into every worker a primary
// forks: each answer names the process that served it in `X-Served-By`, so a test sees which worker answered.
import http from 'node:http';

const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function (...args) {
  if (!this.headersSent) this.setHeader('x-served-by', String(process.pid));
  return writeHead.apply(this, args);
};
