import type { ProductSummary } from '#application/catalog/product-summary';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { productPath } from '#ui/components/product/product-links';
import styles from './Library.module.css';
import { coverLoadingAt, TitleTile } from '#ui/components/product/TitleTile';

export interface TitleListProps {
  readonly products: readonly ProductSummary[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
}

/** A plain list of the listener's titles, each linking to its page. */
export function TitleList({ products, locale, routing }: TitleListProps) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <TitleTile
          className={styles.item}
          key={product.id}
          product={product}
          href={productPath(product, locale, routing)}
          loading={coverLoadingAt(index)}
        />
      ))}
    </ul>
  );
}
