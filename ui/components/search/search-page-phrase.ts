import { matchPath } from '#domain/routing/match-path';
import type { RoutingContext } from '#domain/routing/routing-context';
import { type SearchPhrase, toSearchPhrase } from '#domain/search/search-phrase';

/**
 * Spec §2, §5: the phrase a search page shows results for (null when it has none the box could submit), or undefined
 * on any page but the search routes.
 */
export const searchPagePhrase = (
  pathname: string,
  search: string,
  routing: RoutingContext,
): SearchPhrase | null | undefined => {
  const match = matchPath(pathname, routing);
  if (match?.name !== 'search' && match?.name !== 'searchContext') return undefined;
  return toSearchPhrase(new URLSearchParams(search).get('phrase') ?? '') ?? null;
};
