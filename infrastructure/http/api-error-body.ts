import { HTTPError } from 'ky';
import { type ApiErrorBody, apiErrorSchema } from '#contract/api-error.schema';
import { err, ok, type Result } from '#domain/shared/result';
import type { z } from '#contract/zod';

/**
 * The API's error body of a refused call (api-contract "Errors"); null for any other failure or a body not of that
 * shape. It reads a clone, so a caller may still read the response.
 */
export const apiErrorOf = async (error: unknown): Promise<ApiErrorBody | null> => {
  if (!(error instanceof HTTPError)) return null;
  const body = apiErrorSchema.safeParse(
    await error.response
      .clone()
      .json()
      .catch(() => null),
  );
  return body.success ? body.data : null;
};

/** The field errors a refused call names (a 422's), or none. */
export const fieldErrorsOf = async (error: unknown): Promise<NonNullable<ApiErrorBody['errors']>> =>
  (await apiErrorOf(error))?.errors ?? [];

/** A body read with its wire schema and mapped to the domain, or `failure` when it is not of that shape. */
export const decoded = <S extends z.ZodType, T, E extends { readonly code: string }>(
  schema: S,
  body: unknown,
  map: (wire: z.output<S>) => T,
  failure: E,
): Result<T, E> => {
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(map(parsed.data)) : err(failure);
};
