import { type RefObject, useRef } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { ItemList } from '#application/catalog/view-item-list-event';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { deferred } from '#ui/components/deferred/deferred';
import { lazyWithServices } from '#ui/di/lazy-with-services';
import type { FormatPrice } from '#ui/components/price/format-price';
import { useCardLabels } from './card-labels';
import { coverLoadingAt } from './cover-loading';
import { CardCartButton } from './CardCartButton';
import { ProductCard } from './ProductCard';
import { useTranslation } from '#ui/i18n/use-translation';
import { productPath } from './product-links';
import styles from './ProductGrid.module.css';

// It renders nothing and acts only once the list is seen, so its code (and the analytics event's) comes after the page's.
// Analytics is an early service: reporting a list does not fetch the composition root.
const ViewItemListTracker = deferred(() => import('./ViewItemListTracker'));
// The cards' add buttons are the server's HTML; their one listener comes with the services at the first intent.
export const CardCartControls = lazyWithServices(() => import('./CardCartControls'));

export interface ProductGridProps {
  readonly products: readonly ProductSummary[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
  /** Club members see subscriber prices (spec §5), once the session is known. */
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  /** Names the list in its view_item_list event (spec §9); without it no event is sent. */
  readonly list?: ItemList;
  /** The place of the first product in the whole list (15 on a second page of 15), for analytics. */
  readonly firstIndex?: number;
  /** Whether the grid starts near the top of its page, so that its first row's covers load eagerly. */
  readonly aboveTheFold?: boolean;
  /** The list's accessible name, where no heading names it. */
  readonly label?: string;
  /** The id of the heading that names the list. */
  readonly labelledBy?: string;
  /** A series' volumes: an ordered list, each numbered. */
  readonly numbered?: boolean;
  /** Whether each title can be put in the cart from its card (spec §7). */
  readonly cartable?: boolean;
}

/**
 * Products as a responsive grid of cards (two columns on a phone, up to seven on the widest layout), covers in fixed
 * square boxes: the first row's load eagerly, the first with high priority, the rest lazily. Given a `list`, it
 * reports view_item_list once at least half of it has been on screen.
 */
export function ProductGrid({
  products,
  locale,
  routing,
  isClubMember,
  formatPrice,
  list,
  firstIndex = 0,
  aboveTheFold = true,
  label,
  labelledBy,
  numbered = false,
  cartable = false,
}: ProductGridProps) {
  const labels = useCardLabels();
  const { t } = useTranslation();
  const listRef = useRef<HTMLElement>(null);
  // One element type for the ref: a series numbers its volumes in an ordered list.
  const List = numbered ? 'ol' : 'ul';
  return (
    <>
      <List
        ref={listRef as RefObject<HTMLOListElement & HTMLUListElement>}
        className={numbered ? `${styles.grid} ${styles.numbered}` : styles.grid}
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            href={productPath(product, locale, routing)}
            loading={coverLoadingAt(index, aboveTheFold)}
            isClubMember={isClubMember}
            formatPrice={formatPrice}
            labels={labels}
            footer={
              cartable && (
                <CardCartButton product={product} isClubMember={isClubMember} label={t('audiobook.add_to_cart')} />
              )
            }
          />
        ))}
      </List>
      {cartable && <CardCartControls target={listRef} products={products} isClubMember={isClubMember} />}
      {list && products.length > 0 && (
        <ViewItemListTracker
          target={listRef}
          list={list}
          products={products}
          firstIndex={firstIndex}
          isClubMember={isClubMember}
        />
      )}
    </>
  );
}
