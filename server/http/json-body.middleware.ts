import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-status';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json`, with no parameter but a UTF-8 charset (RFC 8259 §8.1: JSON between systems is UTF-8). */
export const isJsonMediaType = (contentType: string): boolean => {
  const [type = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => /^charset="?utf-8"?$/.test(parameter));
};

/**
 * A write with no body at all: `Content-Length: 0`, or (a request made in-process) neither a length, a chunked body
 * nor a body stream.
 */
const carriesNoBody = (request: Request, header: (name: string) => string | undefined): boolean => {
  const length = header('Content-Length');
  if (length !== undefined) return length.trim() === '0';
  return header('Transfer-Encoding') === undefined && request.body === null;
};

/**
 * The API takes JSON only: a write that carries a body must say `Content-Type: application/json` (a UTF-8 charset
 * may follow), else 415 UNSUPPORTED_MEDIA_TYPE before anyone reads it. A form post or `text/plain` can then never be
 * read as a command, whatever a lenient parser would make of it. Pages at the site root (the development and sandbox
 * forms) and the search API are not behind it.
 */
export const jsonBodyMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const contentType = c.req.header('Content-Type');
  if (contentType === undefined ? carriesNoBody(c.req.raw, (name) => c.req.header(name)) : isJsonMediaType(contentType))
    return next();
  const refused = errorResponse(c, { code: 'UNSUPPORTED_MEDIA_TYPE' });
  // RFC 9110 §15.5.16: say what would have been accepted.
  refused.headers.set('Accept-Post', 'application/json');
  return refused;
};
