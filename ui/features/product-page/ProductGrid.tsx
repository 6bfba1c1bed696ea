import type { ProductSummary } from '#application/catalog/product-summary';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import type { FormatPrice } from '#ui/components/price/format-price';
import { ProductCard } from '#ui/components/product/ProductCard';
import { productPath } from '#ui/components/product/product-links';
import { useCardLabels } from '#ui/components/product/card-labels';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  readonly products: readonly ProductSummary[];
  /** A series' volumes: an ordered list, each numbered. */
  readonly numbered?: boolean;
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  /** How many covers load at once (the first row); the rest wait until they come near the screen. */
  readonly eagerCovers?: number;
  /** The heading that names the list. */
  readonly labelledBy?: string;
}

/** Products as cards in a wrapping grid, each linking to its page (an audiobook's, a cycle's or a podcast's). */
export function ProductGrid(props: ProductGridProps) {
  const { products, numbered = false, locale, routing, isClubMember, formatPrice, eagerCovers = 4 } = props;
  const labels = useCardLabels();
  const cards = products.map((product, index) => (
    <ProductCard
      key={product.id}
      product={product}
      href={productPath(product, locale, routing)}
      loading={index < eagerCovers ? 'eager' : 'lazy'}
      isClubMember={isClubMember}
      formatPrice={formatPrice}
      labels={labels}
    />
  ));
  return numbered ? (
    <ol className={`${styles.grid} ${styles.numbered}`} aria-labelledby={props.labelledBy}>
      {cards}
    </ol>
  ) : (
    <ul className={styles.grid} aria-labelledby={props.labelledBy}>
      {cards}
    </ul>
  );
}
