import { memo, useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { redirect } from 'react-router';
import { pathFor } from '#domain/routing/path-for';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useSessionUser } from '../components/session/shell-session';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices, withPriceLabels } from '../components/price/price-labels';
import { HomeSections as HomeSectionsView } from '../features/home/HomeSections';
import { linkItemSets } from '../features/home/home-links';
import { cardAmounts } from '../features/home/product-price';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { metaTranslator, rootDataOf, titleAndDescription } from '../i18n/page-meta';
import type { Route } from './+types/home';
import { requireLocale } from './request-locale';

export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const result = await context.container.get(TOKENS.LoadHomeScreen).execute({ locale });
  if (result.ok) {
    const sections = linkItemSets(result.value, locale, { product: context.brand });
    return {
      sections,
      priceLabels: labelPrices(cardAmounts(sections), marketPriceFormatter(locale)),
      unavailable: false,
    };
  }
  // Spec §8: while the API is in maintenance the storefront sends visitors to its 503 page.
  if (result.error.code === 'API.MAINTENANCE')
    throw redirect(pathFor('error503', {}, locale, { product: context.brand }));
  return { sections: [], priceLabels: {}, unavailable: true };
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = metaTranslator(root);
  const brand = brandName(root.brand);
  return titleAndDescription(`${brand}: ${t('site.tagline')}`, t('site.description', { brand }));
};

// The router re-renders every route on each of its state changes; the sections, most of the page, skip that.
const HomeSections = memo(HomeSectionsView);

/** The home page: the market's home screen (swimlanes, item sets, categories), rendered on the server. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, priceLabels, unavailable } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  // Spec §5: club members see subscriber prices, once the auth check knows who is signed in.
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  // Stable, so the sections skip the re-renders the router makes of every route.
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  return (
    <main className="page">
      <h1 className="page__title">{t('site.tagline')}</h1>
      {unavailable ? (
        <p role="status">{t('home.catalogue_unavailable')}</p>
      ) : (
        <HomeSections
          sections={sections}
          locale={locale}
          routing={routing}
          isClubMember={isClubMember}
          formatPrice={formatPrice}
        />
      )}
    </main>
  );
}
