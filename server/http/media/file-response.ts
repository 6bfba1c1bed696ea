import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { requestedSpan } from './byte-range';

/** How one file is answered. */
export interface FileAnswer {
  /** Absolute. */
  readonly path: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** Further headers (`Content-Disposition`, CORS). */
  readonly headers?: Readonly<Record<string, string>>;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Whether an `If-None-Match` or `If-Range` value names the tag. */
const names = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

/**
 * A file with byte ranges: 200 whole, 206 for one satisfiable range, 416 (with `Content-Range: bytes *\/size`) for
 * one past its end, 304 when `If-None-Match` names its tag; HEAD sends the headers only. The tag is the file's size
 * and modification time, and an `If-Range` naming another one gets the whole file. Null when there is no such file.
 */
export const fileResponse = async (c: Context<AppEnv>, answer: FileAnswer): Promise<Response | null> => {
  let size: number;
  let modifiedMs: number;
  try {
    const stats = await stat(answer.path);
    if (!stats.isFile()) return null;
    size = stats.size;
    modifiedMs = Math.trunc(stats.mtimeMs);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const etag = `"${size.toString(16)}-${modifiedMs.toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': answer.contentType,
    'Cache-Control': answer.cacheControl,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    ...answer.headers,
  };
  if (names(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  const ifRange = c.req.header('If-Range');
  const span = ifRange === undefined || ifRange === etag ? requestedSpan(c.req.header('Range'), size) : null;
  if (span === 'unsatisfiable') {
    const { 'Content-Type': _type, ...rest } = headers;
    return c.body(null, 416, { ...rest, 'Content-Range': `bytes */${size}` });
  }
  const { start, end } = span ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  const sent = {
    ...headers,
    'Content-Length': String(length),
    ...(span ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  };
  const status = span ? 206 : 200;
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, sent);
  const body = Readable.toWeb(createReadStream(answer.path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(body, status, sent);
};
