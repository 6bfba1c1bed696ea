import { PageLink } from '#ui/components/link/PageLink';
import { CoverImage, type CoverLoading } from '#ui/components/media/CoverImage';
import type { FormatPrice } from '#ui/components/price/format-price';
import type { ProductSummary } from '#application/catalog/product-summary';
import { cardPrices } from './card-prices';
import styles from './ProductCard.module.css';

/** The cover's CSS width on the widest layout; the image is asked for at this and twice this. */
export const COVER_WIDTH_PX = 176;

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
}

/** A product in a list or swimlane: cover in a fixed square box, name, authors and the displayed price. */
export function ProductCard({ product, href, loading, isClubMember, formatPrice, labels }: ProductCardProps) {
  const { shown, was } = cardPrices(product, isClubMember);
  return (
    <li className={styles.card}>
      <PageLink href={href} className={styles.cardLink}>
        <span className={styles.coverBox}>
          <CoverImage className={styles.cover} url={product.imageUrl} px={COVER_WIDTH_PX} loading={loading} />
        </span>
        <span className={styles.name}>{product.name}</span>
      </PageLink>
      {product.authors && <p className={styles.authors}>{product.authors}</p>}
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
    </li>
  );
}
