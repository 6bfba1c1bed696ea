import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { notFound } from '../../shared/server-error';
import { apiErrorOf } from '../error-status';
import type { AppEnv } from '../app-env';
import { etagOf, ifNoneMatchHits } from './etag';

export interface ApiResponseSpec {
  readonly description: string;
  readonly schema?: z.ZodType;
}

/** How a response may be cached (spec §7, §9: visitor catalogue reads for 900 s). */
export type CachePolicy = 'catalogue' | 'private' | 'none';

/** One API operation, declared once: it validates requests and documents itself in the OpenAPI document. */
export interface ApiOperation<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  readonly operationId: string;
  readonly method: 'get' | 'post';
  /** Path below `/{lang}/v2`, in Hono's syntax (`/categories/:id`). */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly query?: Q;
  readonly params?: P;
  /** A JSON request body, validated: malformed JSON is a 400, a body that breaks the schema a 422 with field errors. */
  readonly body?: B;
  /** Documents a body the handler validates itself (the command dispatcher). */
  readonly documentedBody?: z.ZodType;
  /** OpenAPI extension fields (`x-…`) of the operation, written into the document as they are. */
  readonly extensions?: Readonly<Record<`x-${string}`, unknown>>;
  readonly responses: Readonly<Record<number, ApiResponseSpec>>;
  readonly cache: CachePolicy;
}

/**
 * Renders an operation's JSON answer with its cache policy. A successful read carries a weak ETag and becomes a 304
 * without a body when the client already holds that tag.
 */
export type Reply = (wire: unknown, status?: ContentfulStatusCode) => Response;

/** Renders an answer other than JSON (an SVG, an image), tagged and revalidated like `Reply`; headers override the policy. */
export type ReplyBody = (body: string | Uint8Array<ArrayBuffer>, headers: Readonly<Record<string, string>>) => Response;

export interface ValidatedInput<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType = z.ZodType> {
  readonly query: z.infer<Q>;
  readonly params: z.infer<P>;
  readonly body: z.infer<B>;
  readonly reply: Reply;
  readonly replyBody: ReplyBody;
}

const CACHE_CONTROL: Record<CachePolicy, string | null> = {
  catalogue: 'public, max-age=900',
  private: 'private, no-store',
  none: null,
};

/** A field error's code: `REQUIRED` when absent, a code a refinement names (`params.code`), else `INVALID`. */
const issueCode = (issue: z.core.$ZodIssue): string => {
  const named = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof named === 'string') return named;
  if (issue.code === 'invalid_type' && issue.message.includes('undefined')) return 'REQUIRED';
  return 'INVALID';
};

export const fieldErrors = (error: z.ZodError, fallback: string) =>
  error.issues.map((issue) => ({ property: issue.path.map(String).join('.') || fallback, code: issueCode(issue) }));

/** The request's JSON body; anything that is not a JSON object is a 400. */
export const readJsonObject = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw apiErrorOf({ code: 'INVALID_BODY' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiErrorOf({ code: 'INVALID_BODY' });
  return body as Record<string, unknown>;
};

/** Validates a command or body against its schema: a 422 with `errors: [{ property, code }]` when it does not fit. */
export const validateBody = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw apiErrorOf({ code: 'VALIDATION_FAILED', errors: fieldErrors(parsed.error, 'body') });
};

const validate = <S extends z.ZodType>(schema: S | undefined, value: unknown, what: 'query' | 'path') => {
  if (!schema) return {} as z.infer<S>;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (what === 'path') throw apiErrorOf(notFound());
  throw apiErrorOf({ code: 'INVALID_QUERY', errors: fieldErrors(parsed.error, 'query') });
};

/** The operations of one API, in the order they were defined. */
export class ApiRegistry {
  readonly #operations: ApiOperation[] = [];

  get operations(): readonly ApiOperation[] {
    return this.#operations;
  }

  /** Registers the route on the router and records the operation for the OpenAPI document. */
  define<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType = z.ZodType>(
    router: Hono<AppEnv>,
    operation: ApiOperation<Q, P, B>,
    handler: (c: Context<AppEnv>, input: ValidatedInput<Q, P, B>) => Response | Promise<Response>,
  ): void {
    this.#operations.push(operation);
    const cacheControl = CACHE_CONTROL[operation.cache];
    const cacheHeaders: Record<string, string> = cacheControl ? { 'Cache-Control': cacheControl } : {};
    const isRead = operation.method === 'get';
    router.on(operation.method.toUpperCase(), operation.path, async (c) => {
      // Path parameters that cannot name a resource are simply unknown resources.
      const params = validate(operation.params, c.req.param(), 'path');
      const query = validate(operation.query, c.req.query(), 'query');
      const body = operation.body ? validateBody(operation.body, await readJsonObject(c)) : undefined;
      // Rendered here rather than by a middleware wrapping `c.json`: changing the context's methods per request made
      // every answer slower by about a tenth.
      const send = (
        body: string | Uint8Array<ArrayBuffer>,
        status: ContentfulStatusCode,
        headers: Record<string, string>,
      ) => {
        if (!isRead || status !== 200) return c.body(body, status, headers);
        const tag = etagOf(body);
        if (ifNoneMatchHits(c.req.header('If-None-Match'), tag)) {
          const cache = headers['Cache-Control'];
          return c.body(null, 304, cache ? { ETag: tag, 'Cache-Control': cache } : { ETag: tag });
        }
        return c.body(body, 200, { ...headers, ETag: tag });
      };
      const reply: Reply = (wire, status = 200) =>
        send(JSON.stringify(wire), status, { 'Content-Type': 'application/json', ...cacheHeaders });
      const replyBody: ReplyBody = (answer, headers) => send(answer, 200, { ...cacheHeaders, ...headers });
      const response = await handler(c, { query, params, body: body as z.infer<B>, reply, replyBody });
      if (cacheControl && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', cacheControl);
      return response;
    });
  }
}
