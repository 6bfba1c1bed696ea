import type { ReactNode } from 'react';
import type { ProductSummary } from '#application/catalog/product-summary';
import { PageLink } from '#ui/components/link/PageLink';
import { CoverImage, type CoverLoading } from '#ui/components/media/CoverImage';
import styles from './Library.module.css';

/** The cover's CSS width on the widest layout; the image is asked for at this and twice this. */
const COVER_WIDTH_PX = 176;

export interface LibraryTitleProps {
  readonly product: ProductSummary;
  readonly href: string;
  readonly loading: CoverLoading;
  /** What the listener can do with the title (remove it, continue listening). */
  readonly children?: ReactNode;
}

/** A title in one of the listener's lists: cover and name linking to its page, its authors, and its actions. */
export function LibraryTitle({ product, href, loading, children }: LibraryTitleProps) {
  return (
    <li className={styles.item}>
      <PageLink href={href} className={styles.link}>
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
