import { useCallback, useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { ProductPage } from '#application/catalog/product-page';
import type { ItemList } from '#application/catalog/view-item-list-event';
import { type ListOrderView, pageSearch } from '#domain/catalog/list-query';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { ITEMS_LIMIT } from '#domain/shell/item-list';
import { DeferredPagination } from '#ui/components/pagination/DeferredPagination';
import type { FormatPrice } from '#ui/components/price/format-price';
import { ProductGrid } from '#ui/components/product/ProductGrid';
import type { SortFormProps } from './SortForm';
import { deferred } from '#ui/components/deferred/deferred';
// The order form works as the server wrote it (a GET form); its code comes after the page's.
import './SortForm.css';
import '#ui/components/pagination/Pagination.css';
import styles from './ProductListing.module.css';

const SortForm = deferred<SortFormProps>(() => import('./SortForm').then((module) => ({ default: module.SortForm })));

export interface ProductListingProps {
  /** One page of the list, in `order`. */
  readonly page: ProductPage;
  /** The list's order as its loader wrote it out (`listOrderView`). */
  readonly order: ListOrderView;
  /** The list's own address, without a query; each page and order adds its own. */
  readonly path: string;
  /** Names the list in its view_item_list event. */
  readonly list: ItemList;
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
}

/**
 * A page of a sorted product list: how many titles it holds, the order (a GET form), the products and a pager of
 * plain links. Page and order live in the address, so the list works without JavaScript and can be shared.
 */
export function ProductListing({
  page,
  order,
  path,
  list,
  locale,
  routing,
  isClubMember,
  formatPrice,
}: ProductListingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hrefOf = useCallback(
    (pageNumber: number) => `${path}${pageSearch(pageNumber, order.query)}`,
    [path, order.query],
  );
  return (
    <section aria-labelledby={headingId} className={styles.listing}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.count}>
          {t('catalog.titles', { count: page.total })}
        </h2>
        {page.total > 1 && <SortForm action={path} current={order.value} />}
      </div>
      {page.products.length === 0 ? (
        <p className={styles.empty}>{t('catalog.empty')}</p>
      ) : (
        <ProductGrid
          products={page.products}
          locale={locale}
          routing={routing}
          isClubMember={isClubMember}
          formatPrice={formatPrice}
          list={list}
          firstIndex={(page.page - 1) * ITEMS_LIMIT}
          cartable
        />
      )}
      <DeferredPagination page={page.page} pages={page.pages} hrefOf={hrefOf} />
    </section>
  );
}
