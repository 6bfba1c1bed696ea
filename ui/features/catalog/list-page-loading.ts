import { data, redirect } from 'react-router';
import type { ListPageError } from '#application/catalog/catalog.errors';
import type { ProductSummary } from '#application/catalog/product-summary';
import { type ListState, listStateFromQuery } from '#domain/catalog/list-query';
import type { Locale } from '#domain/market/locale';
import { onServiceUnavailable } from '#domain/errors/service-unavailable-policy';
import { marketPriceFormatter } from '#ui/components/price/format-price';
import { labelPrices, type PriceLabels } from '#ui/components/price/price-labels';
import { productAmounts } from '#ui/components/product/card-prices';

/** The page and order a list page's address asks for (`?page=2&sort=price-desc`). */
export const listStateOf = (url: URL): ListState =>
  listStateFromQuery({ page: url.searchParams.get('page'), sort: url.searchParams.get('sort') });

/**
 * A list page's loader failing: maintenance sends the visitor to the market's 503 page (spec §8), an unknown
 * category or person and a page past the last are the market's 404 page, and an API that cannot answer is an error.
 */
export const failListPage = (error: ListPageError, url: URL, locale: Locale): never => {
  const maintenancePage = error.code === 'API.MAINTENANCE' ? onServiceUnavailable(url.pathname, locale) : null;
  if (maintenancePage !== null) throw redirect(maintenancePage);
  if (error.code === 'CATALOG.NOT_FOUND' || error.code === 'CATALOG.PAGE_NOT_FOUND')
    throw data('Not found', { status: 404 });
  throw data('The catalogue is unavailable', { status: 503 });
};

/** Every price the page's cards may show, written out on the server, so that hydration formats none. */
export const listPriceLabels = (products: readonly ProductSummary[], locale: Locale): PriceLabels =>
  labelPrices(productAmounts(products), marketPriceFormatter(locale));

/**
 * A page's canonical address moved (an id where the slug belongs): a permanent redirect there, keeping the query, so
 * every list has one address.
 */
export const redirectToCanonical = (canonicalPath: string, url: URL): never => {
  throw redirect(`${canonicalPath}${url.search}`, 301);
};
