import type { KyInstance } from 'ky';
import { err, ok, type Result } from '#domain/shared/result';
import type { z } from '#contract/zod';
import { isMaintenance, isNotFound, isRemoteFailure } from './http-failure';

/** The failures a catalogue resource maps the API's answers to: none such, unreadable, or the store in maintenance. */
export interface ResourceFailures<NotFound, Unavailable> {
  readonly notFound: NotFound;
  readonly unavailable: Unavailable;
}

/**
 * One catalogue resource under `/{lang}/v2`, without links: parsed with its wire schema and mapped to the domain in
 * one place. A 404 is the resource's not-found failure, a 503 maintenance, any other remote failure or a body that
 * does not parse its unavailable failure.
 */
export const getResource = async <
  S extends z.ZodType,
  T,
  NotFound extends { code: string },
  Unavailable extends { code: string },
>(
  http: KyInstance,
  path: string,
  schema: S,
  map: (wire: z.output<S>) => T,
  failures: ResourceFailures<NotFound, Unavailable>,
): Promise<Result<T, NotFound | Unavailable | { readonly code: 'API.MAINTENANCE' }>> => {
  try {
    const body: unknown = await http.get(path, { searchParams: { '_f[noLinks]': 1 } }).json();
    const parsed = schema.safeParse(body);
    return parsed.success ? ok(map(parsed.data)) : err(failures.unavailable);
  } catch (error) {
    if (isMaintenance(error)) return err({ code: 'API.MAINTENANCE' });
    if (isNotFound(error)) return err(failures.notFound);
    if (isRemoteFailure(error)) return err(failures.unavailable);
    throw error;
  }
};

/** A path segment from a route's id or slug: whatever it holds stays one segment. */
export const segment = (value: string): string => encodeURIComponent(value);
