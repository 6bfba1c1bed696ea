import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeConnectionsAsResponsesEnd, KEEP_ALIVE_MS, slowClientLimits } from '#server/start-server';
import { recordingLogger } from '#test/support/server/recording-logger';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const LIMITS = { headersMs: 300, requestMs: 800 };

/** Writes the given bytes and then nothing more, answering what the server sends before it closes, and when. */
const stall = (port: number, bytes: string) =>
  new Promise<{ readonly answer: string; readonly afterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    socket.on('error', reject);
    // A server that never gives up would keep this test waiting: end it well after the limits.
    setTimeout(() => socket.destroy(), 5_000).unref();
  });

describe('slow clients', () => {
  const logger = recordingLogger();
  let testApp: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // The production app, so its body reading and error handling meet the limits as they will in production.
    testApp = await createTestApp({ logger });
    server = serve({
      fetch: testApp.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: slowClientLimits(LIMITS),
    }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });

  it('are answered 408 and let go when their headers do not arrive in time', async () => {
    const { answer, afterMs } = await stall(port, 'GET /pl/v2/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.requestMs + 1_000);
  });

  it('are answered 408 and let go when their body does not arrive in time', async () => {
    const head = 'POST /pl/v2/commands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';
    const { answer, afterMs } = await stall(port, `${head}Content-Length: 100\r\n\r\n{"name":"Re`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.requestMs + 1_000);
    // A client that gave up is no fault of the server's: nothing is logged as an error.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('keep an idle connection open longer than proxies keep theirs, so none reuses one the server is closing', () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it('leave a client that sends its request in time to be served', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/pl/v2/categories`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});

describe('a server closing with requests running on kept-alive connections', () => {
  /** A server whose every response waits for the test, begun (`early`: headers sent) or not, and a client that keeps its connection alive. */
  const setUp = async (early: boolean) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
      if (early) res.writeHead(200, { 'content-type': 'text/plain' }).write('first part, ');
      void released.then(() => {
        if (!early) res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('the end');
      });
    });
    const closeConnections = closeConnectionsAsResponsesEnd(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    const response = new Promise<{ status: number | undefined; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/', agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        }).on('error', reject);
      },
    );
    await new Promise((resolve) => server.once('request', resolve));
    const close = () => {
      const started = Date.now();
      const closed = new Promise<number>((resolve) => server.close(() => resolve(Date.now() - started)));
      closeConnections();
      return closed;
    };
    return { response, release, close, agent };
  };

  it('finishes the running response, tells the client to close, and closes at once after it', async () => {
    const { response, release, close, agent } = await setUp(false);
    const closed = close();
    release();
    expect(await response).toEqual({ status: 200, connection: 'close', body: 'the end' });
    // Node would otherwise keep the connection open for its keep-alive timeout (5 s) before the close completes.
    expect(await closed).toBeLessThan(1_000);
    agent.destroy();
  });

  it('closes a connection whose response had already promised to keep it alive, once that response ends', async () => {
    const { response, release, close, agent } = await setUp(true);
    const closed = close();
    release();
    expect(await response).toEqual({ status: 200, connection: 'keep-alive', body: 'first part, the end' });
    expect(await closed).toBeLessThan(1_000);
    agent.destroy();
  });
});
