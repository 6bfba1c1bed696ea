import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding } from '../../http/compress.middleware';
import { hashedContentSecurityPolicy } from '../../http/security-headers.middleware';
import { inlineSourceHashes } from './inline-source-hashes';
import type { StoredPage } from './page-store';

/** How a shared page may be kept: browsers ask again each time (a 304 is cheap), a CDN keeps it a little while. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** A shared page differs by the page cookies (and so by none a signed-in user has), and by encoding. */
export const SHARED_PAGE_VARY = 'Accept-Encoding, Cookie';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

// Headers the shared page sets itself, or that belong to one response only.
const OWN_HEADERS = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/** A rendered page every visitor of its kind is given: the same bytes, compressed once, under a hash-built policy. */
export interface SharedPage extends StoredPage {
  readonly headers: readonly (readonly [string, string])[];
  readonly contentSecurityPolicy: string;
  readonly identity: Buffer;
  readonly encoded: Readonly<Record<Encoding, Buffer>>;
  readonly etags: Readonly<Record<Encoding | 'identity', string>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The policy of a page rendered without a nonce: its own inline scripts and styles, allowed by their hashes. */
export const hashedPolicyFor = (html: string): string => hashedContentSecurityPolicy(inlineSourceHashes(html));

/** Whether a rendered response may be shared: a whole HTML page, for everyone, that sets nothing on the visitor. */
export const isShareable = (response: Response): boolean =>
  response.status === 200 &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
  !response.headers.has('Set-Cookie') &&
  !/\b(?:private|no-store)\b/i.test(response.headers.get('Cache-Control') ?? '');

/**
 * Reads a rendered page whole and prepares it for sharing: its policy from the hashes of its inline scripts and
 * styles, a strong tag per encoding, and brotli and gzip copies made off the main thread.
 */
export const sharePage = async (response: Response, revision: number, storedAtMs: number): Promise<SharedPage> => {
  const identity = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(identity, { level: 6 }),
  ]);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    headers: [...response.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
    contentSecurityPolicy: hashedPolicyFor(identity.toString('utf8')),
    identity,
    encoded: { br, gzip: gz },
    // A strong tag names exact bytes, so each encoding has its own.
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
    bytes: identity.length + br.length + gz.length,
    revision,
    storedAtMs,
  };
};

/** Whether `If-None-Match` names the tag (compared weakly, as RFC 9110 has it for this header). */
const matches = (ifNoneMatch: string | null, etag: string): boolean =>
  ifNoneMatch !== null &&
  ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/** The shared page as this request wants it: in its best encoding, 304 when it already holds it, headers only for HEAD. */
export const sharedPageResponse = (page: SharedPage, request: Request): Response => {
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined, ENCODINGS);
  const etag = page.etags[encoding ?? 'identity'];
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('Content-Security-Policy', page.contentSecurityPolicy);
  headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  headers.set('Vary', SHARED_PAGE_VARY);
  headers.set('ETag', etag);
  if (matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const body = encoding ? page.encoded[encoding] : page.identity;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
};
