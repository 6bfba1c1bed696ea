import { useId, useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { TOKENS } from '#infrastructure/composition/tokens';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices, withPriceLabels } from '../components/price/price-labels';
import { productAmounts } from '../components/product/card-prices';
import { useSessionUser } from '../components/session/shell-session';
import { PeopleLinks } from '../features/product-page/PeopleLinks';
import { ProductGrid } from '../components/product/ProductGrid';
import { ProductHeader } from '../features/product-page/ProductHeader';
import { namedPageMeta } from '../features/product-page/product-meta';
import { usePageLocale } from '../i18n/locale-provider';
import { rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/cycle';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';

/** Spec §2 `/cycle/[id]`: a cycle by id or slug, the named collections (`zapowiedzi`, `cykle-audiobookow`) included. */
export const loader = async ({ url, params, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container.get(TOKENS.LoadCyclePage).execute({ locale, id: params.id });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const cycle = result.value;
  const products = cycle.volumes.map((volume) => volume.product);
  return { cycle, priceLabels: labelPrices(productAmounts(products), marketPriceFormatter(locale)) };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? namedPageMeta(rootDataOf(matches), loaderData.cycle.name, loaderData.cycle.description) : [];

/** A cycle's page: what it is, who wrote it, and its volumes in order, each a card linking to its page. */
export default function CyclePage({ loaderData }: Route.ComponentProps) {
  const { cycle, priceLabels } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const headingId = useId();
  // Spec §5: club members see subscriber prices, once the auth check knows who is signed in.
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  const isSeries = cycle.cycleType === 'series';
  const facts = [
    ...(cycle.authors.length > 0
      ? [{ term: t('cycle_page.authors'), details: <PeopleLinks people={cycle.authors} route="author" /> }]
      : []),
  ];
  return (
    <main className="page">
      <ProductHeader
        kind={`${t(`cycle_page.type.${cycle.cycleType}`)} · ${t('cycle_page.volume_count', { count: cycle.volumes.length })}`}
        name={cycle.name}
        imageUrl={cycle.imageUrl}
        description={cycle.description}
        facts={facts}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{isSeries ? t('cycle_page.volumes_series') : t('cycle_page.volumes_collection')}</h2>
        {cycle.volumes.length === 0 ? (
          <p>{t('cycle_page.empty')}</p>
        ) : (
          <ProductGrid
            products={cycle.volumes.map((volume) => volume.product)}
            numbered={isSeries}
            locale={locale}
            routing={routing}
            isClubMember={isClubMember}
            formatPrice={formatPrice}
            aboveTheFold={false}
            labelledBy={headingId}
            cartable
          />
        )}
      </section>
    </main>
  );
}
