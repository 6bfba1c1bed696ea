import type { MiddlewareHandler } from 'hono';

export type ContentEncoding = 'gzip' | 'deflate';

/** What this middleware compresses with, in order of preference. */
export const STREAM_ENCODINGS: readonly ContentEncoding[] = ['gzip', 'deflate'];
/** Text: JSON, XML (a DASH manifest is `application/dash+xml`), scripts, SVG and HLS playlists; never audio or images. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|vnd\.apple\.mpegurl|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;
const THRESHOLD_BYTES = 1024;

/** The encoding an `Accept-Encoding` header prefers among those offered; the first offered wins a tie (gzip here). */
export const chooseEncoding = <Encoding extends string>(
  header: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined => {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
};

/**
 * Compresses text answers of 1 KiB or more for clients that accept gzip or deflate, and marks compressible answers
 * `Vary: Accept-Encoding`. It changes headers through `c.res.headers`, never `c.header()` after the handler: that
 * would make the Node adapter turn every answer into a full web Response with a stream, costing about a third of the
 * throughput of small JSON reads.
 */
export const compressResponses: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const headers = response.headers;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE.test(type) || headers.has('Content-Encoding')) return;
  const vary = headers.get('Vary');
  if (!vary || !VARIES_ON_ENCODING.test(vary))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');

  const length = headers.get('Content-Length');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), STREAM_ENCODINGS);
  if (
    !encoding ||
    c.req.method === 'HEAD' ||
    response.status === 206 ||
    (length !== null && Number(length) < THRESHOLD_BYTES) ||
    NO_TRANSFORM.test(headers.get('Cache-Control') ?? '') ||
    !response.body
  )
    return;
  // Assigning merges the old headers into the new answer, so the fixes below come after it.
  c.res = new Response(response.body.pipeThrough(new CompressionStream(encoding)), response);
  const out = c.res.headers;
  out.delete('Content-Length');
  out.set('Content-Encoding', encoding);
  // The bytes differ from the identity answer's, so a strong tag would claim equality that no longer holds.
  const etag = out.get('ETag');
  if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
};
