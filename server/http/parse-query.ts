import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a request's query string against a schema; a bad value answers 400 with one error per field. */
export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    property: issue.path.map(String).join('.') || 'query',
    code: 'INVALID',
  }));
  throw new ApiError(400, 'INVALID_QUERY', 'Invalid query parameters', errors);
};
