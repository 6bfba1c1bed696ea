/**
 * Stands for every plain path segment no route names literally. Such a segment matches a route's literal segment only
 * by being equal to it, and a parameter or a splat matches any of them, so two paths that differ only in such segments
 * match the same routes.
 */
export const ANY_SEGMENT = '_';

/** A segment of letters, digits, `-`, `.`, `_` and `~` (ids, slugs); others (`\`, spaces, controls) stay as they are. */
const PLAIN_SEGMENT = /^[\p{L}\p{N}._~-]+$/u;

/** The segments the routes' paths name literally (not parameters, not splats), lower-cased. */
export const literalSegmentsOf = (routePaths: Iterable<string | undefined>): ReadonlySet<string> => {
  const literals = new Set<string>();
  for (const path of routePaths) {
    for (const segment of path?.split('/') ?? []) {
      if (segment === '' || segment.startsWith(':') || segment === '*') continue;
      // An optional literal (`lang?`) is the literal all the same.
      literals.add(segment.replace(/\?$/, '').toLowerCase());
    }
  }
  if (literals.has(ANY_SEGMENT)) throw new Error(`A route names "${ANY_SEGMENT}", which stands for any segment`);
  return literals;
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The shape of a path as the router matches it: each plain segment that is no route's literal (compared decoded and
 * without case, as the router may compare it) becomes `ANY_SEGMENT`; every other segment is kept as it is.
 */
export const routePathShape = (path: string, literals: ReadonlySet<string>): string =>
  path
    .split('/')
    .map((segment) => {
      const value = decoded(segment);
      return value !== null && PLAIN_SEGMENT.test(value) && !literals.has(value.toLowerCase()) ? ANY_SEGMENT : segment;
    })
    .join('/');
