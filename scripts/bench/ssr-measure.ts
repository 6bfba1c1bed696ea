// The two measurements `npm run bench:ssr` makes: a bounded autocannon load, whose answers are sorted into pages,
// intended 503s and errors, and time to first byte over one connection, timed with node:http.
import { execFile } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BROWSER_USER_AGENT } from './ssr-targets';

export interface LoadResult {
  /** 2xx answers within the run; a request still waiting when it ends is not counted, nor in the latencies. */
  readonly ok: number;
  /** 2xx answers a second. */
  readonly okPerS: number;
  /** Latency of the 2xx answers only: a fast 503 must not flatter the pages' numbers. */
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** 503s: the server shedding load, as intended. */
  readonly shed: number;
  /** Any other non-2xx answer, socket error or timeout. */
  readonly errors: number;
  /** What the errors were, e.g. `404 x 12, 3 socket errors`; empty without errors. */
  readonly errorKinds: string;
}

export const load = async (url: string, connections: number, durationS: number): Promise<LoadResult> => {
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    headers: { 'user-agent': BROWSER_USER_AGENT },
    excludeErrorStats: true,
  });
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2') && status !== '503')
    .map(([status, { count }]) => `${status} x ${count ?? 0}`);
  if (result.errors > 0) unexpected.push(`${result.errors} socket errors (${result.timeouts} timeouts)`);
  return {
    ok: result['2xx'],
    okPerS: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    shed,
    errors: result.non2xx - shed + result.errors,
    errorKinds: unexpected.join(', '),
  };
};

const PROBE_SCRIPT = fileURLToPath(new URL('./ssr-probe.ts', import.meta.url));

/** `load`, run in a child process so that another load driven from this process cannot slow its measurements. */
export const loadApart = (url: string, connections: number, durationS: number) =>
  new Promise<LoadResult>((resolve, reject) => {
    const args = ['--import', 'tsx', PROBE_SCRIPT, url, String(connections), String(durationS)];
    execFile(process.execPath, args, (error, stdout) => {
      if (error) reject(new Error(`The probe of ${url} failed: ${error.message}`));
      else resolve(JSON.parse(stdout) as LoadResult);
    });
  });

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Milliseconds from sending the request to the response's first body byte; the body is read to its end. */
const firstByteMs = (url: string, agent: Agent) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    let firstByte: number | undefined;
    get(url, { agent, headers: { 'user-agent': BROWSER_USER_AGENT } }, (response) => {
      response.on('data', () => {
        firstByte ??= performance.now() - started;
      });
      response.on('end', () => {
        if (response.statusCode !== 200 || firstByte === undefined)
          reject(new Error(`GET ${url} answered ${response.statusCode} at one connection`));
        else resolve(firstByte);
      });
    }).on('error', reject);
  });

/** Median time to first byte of `requests` requests sent one after another over one kept-alive connection. */
export const ttfbP50 = async (url: string, requests: number): Promise<number> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) times.push(await firstByteMs(url, agent));
    return median(times);
  } finally {
    agent.destroy();
  }
};

export interface FirstBytes {
  readonly requests: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Time to first byte while `connections` clients each send one request after another, on a kept-alive connection of
 * their own, for `durationS` seconds: how long a visitor waits for a page to start while others load it too.
 */
export const ttfbUnderLoad = async (url: string, connections: number, durationS: number): Promise<FirstBytes> => {
  const until = performance.now() + durationS * 1000;
  const times: number[] = [];
  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (performance.now() < until) times.push(await firstByteMs(url, agent));
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
};
