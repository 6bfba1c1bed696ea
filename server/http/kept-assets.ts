import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './compress.middleware';

/** A built asset as it is answered: its bytes and the compressed copies the build made beside it. */
export interface KeptAsset {
  readonly type: string;
  readonly identity: Uint8Array<ArrayBuffer>;
  readonly br?: Uint8Array<ArrayBuffer>;
  readonly gzip?: Uint8Array<ArrayBuffer>;
}

export interface KeptAssetsLimits {
  /** A file larger than this is left to the file system. */
  readonly maxFileBytes: number;
  /** Files are kept until they would take more than this in all. */
  readonly maxTotalBytes: number;
}

export const KEPT_ASSETS_LIMITS: KeptAssetsLimits = { maxFileBytes: 2 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 };

const COMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

// A copy with an ArrayBuffer of its own, as a response body wants; made once, at start.
const bytesOf = (path: string): Uint8Array<ArrayBuffer> => Uint8Array.from(readFileSync(path));

const readIfPresent = (path: string): Uint8Array<ArrayBuffer> | undefined => {
  try {
    return bytesOf(path);
  } catch {
    return undefined;
  }
};

/**
 * Reads the hashed build assets under `dir` once, keyed by their URL under `urlPrefix`. Their names change with their
 * content, so what is read at start stays right for the life of the process.
 */
export const keepAssets = (
  dir: string,
  urlPrefix: string,
  limits: KeptAssetsLimits = KEPT_ASSETS_LIMITS,
): ReadonlyMap<string, KeptAsset> => {
  const kept = new Map<string, KeptAsset>();
  if (!existsSync(dir)) return kept;
  let total = 0;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(dir, file);
    const type = getMimeType(file);
    if (!type || file.endsWith('.br') || file.endsWith('.gz')) continue;
    const stats = statSync(path);
    if (!stats.isFile() || stats.size > limits.maxFileBytes) continue;
    const identity = bytesOf(path);
    const copies = Object.fromEntries(
      COMPRESSED.map(([encoding, suffix]) => [encoding, readIfPresent(path + suffix)] as const).filter(
        (entry): entry is [(typeof COMPRESSED)[number][0], Uint8Array<ArrayBuffer>] => entry[1] !== undefined,
      ),
    );
    const bytes = identity.byteLength + (copies.br?.byteLength ?? 0) + (copies.gzip?.byteLength ?? 0);
    if (total + bytes > limits.maxTotalBytes) break;
    total += bytes;
    kept.set(`${urlPrefix}/${relative(dir, path).split(sep).join('/')}`, { type, identity, ...copies });
  }
  return kept;
};

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * Answers kept assets from memory in the turn their request is read: no file system round trips, each of which
 * would wait behind whatever else the process is doing. Anything not kept goes on to the next handler.
 */
export const keptAssets =
  (assets: ReadonlyMap<string, KeptAsset>, cacheControl: string): MiddlewareHandler =>
  async (c, next) => {
    const asset = assets.get(c.req.path);
    if (!asset) return next();
    const offered = ENCODINGS.filter((encoding) => asset[encoding] !== undefined);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), offered);
    const body = (encoding && asset[encoding]) ?? asset.identity;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControl,
    };
    if (offered.length > 0) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
