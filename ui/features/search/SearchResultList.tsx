import { useRef } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { CoverLoading } from '#ui/components/media/CoverImage';
import type { FormatPrice } from '#ui/components/price/format-price';
import { type CardLabels, ProductCard } from '#ui/components/product/ProductCard';
import styles from './SearchPage.module.css';
import { useSearchResultsViewed } from './use-search-results-viewed';

export interface SearchResultListProps {
  readonly products: readonly ProductSummary[];
  readonly hrefOf: (product: ProductSummary) => string;
  /** The position of the first product in the whole result list (page 2 of 15 starts at 15). */
  readonly offset: number;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  readonly labels: CardLabels;
  readonly label: string;
}

/** Covers of the first row load eagerly (the first with high priority), as many as the widest layout shows. */
const EAGER_COVERS = 5;

const loadingOf = (index: number): CoverLoading => (index === 0 ? 'high' : index < EAGER_COVERS ? 'eager' : 'lazy');

/**
 * The search results as a grid of product cards. Kept minimal on purpose: the shared product grid replaces it.
 */
export function SearchResultList({
  products,
  hrefOf,
  offset,
  isClubMember,
  formatPrice,
  labels,
  label,
}: SearchResultListProps) {
  const list = useRef<HTMLUListElement>(null);
  useSearchResultsViewed(list, products, offset);
  return (
    <ul ref={list} className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          href={hrefOf(product)}
          loading={loadingOf(index)}
          isClubMember={isClubMember}
          formatPrice={formatPrice}
          labels={labels}
        />
      ))}
    </ul>
  );
}
