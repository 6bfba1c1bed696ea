import type { Locale } from '#domain/market/locale';
import { pathFor } from '#domain/routing/path-for';
import type { RoutingContext } from '#domain/routing/routing-context';

/** Spec §5 for the browser's own form check (before the page is interactive): not blank, some non-space character. */
export const SUBMITTABLE_PHRASE_PATTERN = '.*\\S.*';

/** Spec §2: the search route of a market. */
export const searchRoutePath = (locale: Locale, routing: RoutingContext): string =>
  pathFor('search', {}, locale, routing);

/** Spec §5: the search route with the submitted phrase as its `phrase` query parameter. */
export const searchPageHref = (phrase: string, locale: Locale, routing: RoutingContext): string =>
  `${searchRoutePath(locale, routing)}?${new URLSearchParams({ phrase }).toString()}`;
