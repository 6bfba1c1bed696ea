import { Suspense, useId, useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Await } from 'react-router';
import type { ProductSummary } from '#application/catalog/product-summary';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { limitItems } from '#domain/shell/item-list';
import { marketPriceFormatter } from '#ui/components/price/format-price';
import { type PriceLabels, withPriceLabels } from '#ui/components/price/price-labels';
import { ProductCard } from '#ui/components/product/ProductCard';
import { useCardLabels } from '#ui/components/product/card-labels';
import { productPath } from '#ui/components/product/product-links';
import styles from './AudiobookPage.module.css';

/** The swimlane's products with their prices written out, or null when they could not be read. */
export interface Recommended {
  readonly products: readonly ProductSummary[];
  readonly priceLabels: PriceLabels;
}

export interface RecommendedAfterProps {
  /** Streamed: the page does not wait for it. */
  readonly recommended: Promise<Recommended | null>;
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
}

function Lane({
  recommended,
  locale,
  routing,
  isClubMember,
}: Omit<RecommendedAfterProps, 'recommended'> & { recommended: Recommended }) {
  const { t } = useTranslation();
  const headingId = useId();
  const labels = useCardLabels();
  const formatPrice = useMemo(
    () => withPriceLabels(recommended.priceLabels, marketPriceFormatter(locale)),
    [recommended.priceLabels, locale],
  );
  const products = limitItems(recommended.products);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('audiobook.recommended')}
      </h2>
      <ul className="swimlane">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            href={productPath(product, locale, routing)}
            loading="lazy"
            isClubMember={isClubMember}
            formatPrice={formatPrice}
            labels={labels}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §7 /me/recommended-after/{id}: what to hear after this audiobook, streamed after the page so it never holds
 * the page back; nothing shows while it loads, when it fails or when it is empty.
 */
export function RecommendedAfter({ recommended, ...rest }: RecommendedAfterProps) {
  return (
    <Suspense fallback={null}>
      <Await resolve={recommended} errorElement={null}>
        {(resolved: Recommended | null) => (resolved === null ? null : <Lane recommended={resolved} {...rest} />)}
      </Await>
    </Suspense>
  );
}
