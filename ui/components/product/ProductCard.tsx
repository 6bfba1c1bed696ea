import type { ReactNode } from 'react';
import type { CoverLoading } from '#ui/components/media/CoverImage';
import type { FormatPrice } from '#ui/components/price/format-price';
import type { ProductSummary } from '#application/catalog/product-summary';
import { cardPrices } from './card-prices';
import styles from './ProductCard.module.css';
import { TitleTile } from './TitleTile';

/** The words every card shows around its price, translated once for all of them. */
export interface CardLabels {
  readonly free: string;
  readonly price: string;
  readonly regularPrice: string;
}

export interface ProductCardProps {
  readonly product: ProductSummary;
  readonly href: string;
  readonly loading: CoverLoading;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  readonly labels: CardLabels;
  /** What follows the price: a list's add to cart (spec §7). */
  readonly footer?: ReactNode;
}

/** A product in a list or swimlane: cover in a fixed square box, name, authors, the displayed price and a footer. */
export function ProductCard({ product, href, loading, isClubMember, formatPrice, labels, footer }: ProductCardProps) {
  const { shown, was } = cardPrices(product, isClubMember);
  return (
    <TitleTile product={product} href={href} loading={loading}>
      <p className={styles.price}>
        {product.isFree ? (
          labels.free
        ) : shown !== null ? (
          <>
            <span className="visually-hidden">{labels.price}: </span>
            {formatPrice(shown, product.currency)}
            {was !== null && (
              <s className={styles.was}>
                <span className="visually-hidden">{labels.regularPrice}: </span>
                {formatPrice(was, product.currency)}
              </s>
            )}
          </>
        ) : null}
      </p>
      {footer}
    </TitleTile>
  );
}
