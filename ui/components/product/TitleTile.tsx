import type { ReactNode } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';
import { PageLink } from '#ui/components/link/PageLink';
import { CoverImage, type CoverLoading } from '#ui/components/media/CoverImage';
import styles from './ProductCard.module.css';

/** The cover's CSS width on the widest layout; the image is asked for at this and twice this. */
export const COVER_WIDTH_PX = 176;

export interface TitleTileProps {
  readonly product: ProductSummary;
  readonly href: string;
  readonly loading: CoverLoading;
  /** Added to the tile's own class, for a list that lays out what follows the authors. */
  readonly className?: string;
  /** What follows the authors: a price, or what the listener can do with the title. */
  readonly children?: ReactNode;
}

/** A title in a grid or lane: the cover in a fixed square box and the name linking to its page, then its authors. */
export function TitleTile({ product, href, loading, className, children }: TitleTileProps) {
  return (
    <li className={className === undefined ? styles.card : `${styles.card} ${className}`}>
      <PageLink href={href} className={styles.cardLink}>
        <span className={styles.coverBox}>
          <CoverImage className={styles.cover} url={product.imageUrl} px={COVER_WIDTH_PX} loading={loading} />
        </span>
        <span className={styles.name}>{product.name}</span>
      </PageLink>
      {product.authors && <p className={styles.authors}>{product.authors}</p>}
      {children}
    </li>
  );
}

/** The first covers are above the fold; the rest wait until they are scrolled to. */
export const coverLoadingAt = (index: number): CoverLoading => (index < 4 ? 'eager' : 'lazy');
