import { useId, useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { data, Link } from 'react-router';
import { matchPath } from '#domain/routing/match-path';
import { limitItems } from '#domain/shell/item-list';
import { TOKENS } from '#infrastructure/composition/tokens';
import buttons from '../components/button/button.module.css';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices, withPriceLabels } from '../components/price/price-labels';
import { productAmounts } from '../components/product/card-prices';
import { useSessionUser } from '../components/session/shell-session';
import styles from '../features/info-pages/InfoPages.module.css';
import { ProductGrid } from '../components/product/ProductGrid';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/join-club';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/**
 * Spec §1, §2 `/join-{product}-club`. React Router matched a brand segment by shape only, so the domain's matcher
 * decides with the configured brand (anything else is a 404). In a club market: its benefits, picks and the way to
 * its external landing page; where the club is off (sk, es, en): a page saying so, status 200.
 */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const match = matchPath(url.pathname, { product: context.brand });
  if (match?.name !== 'joinClub') throw data('Not found', { status: 404 });
  const result = await context.container.get(TOKENS.LoadClubLanding).execute({ locale });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const club = result.value;
  const picks = club.available ? limitItems(club.picks.items) : [];
  return { club, picks, priceLabels: labelPrices(productAmounts(picks), marketPriceFormatter(locale)) };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  const vars = { brand: brandName(root?.brand ?? '') };
  return loaderData?.club.available === false
    ? pageMeta(
        root,
        (t) => t('info_pages.club.not_available_title', vars),
        (t) => t('info_pages.club.not_available_message', vars),
      )
    : pageMeta(
        root,
        (t) => t('pages.joinClub.title', vars),
        (t) => t('pages.joinClub.lead', vars),
      );
};

/** The club's page: what membership gives, the club's picks and the way to join; or, without a club, the way home. */
export default function JoinClub({ loaderData }: Route.ComponentProps) {
  const { club, picks, priceLabels } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const benefitsId = useId();
  const picksId = useId();
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
  const vars = { brand: brandName(brand) };
  if (!club.available)
    return (
      <main className="page page--message">
        <h1 className="page__title">{t('info_pages.club.not_available_title', vars)}</h1>
        <p>{t('info_pages.club.not_available_message', vars)}</p>
        <p>
          <Link to={path('home', {})}>{t('not_found.back_home')}</Link>
        </p>
      </main>
    );
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.joinClub.title', vars)}</h1>
      <p className="page__lead">{t('pages.joinClub.lead', vars)}</p>
      {club.benefits.items.length > 0 && (
        <section aria-labelledby={benefitsId}>
          <h2 id={benefitsId}>{club.benefits.title ?? t('info_pages.club.benefits')}</h2>
          <ul className={styles.features}>
            {club.benefits.items.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.section}>
        <a className={buttons.primary} href={club.landingPage}>
          {t('info_pages.club.join', vars)}
        </a>
      </p>
      {picks.length > 0 && (
        <section aria-labelledby={picksId}>
          <h2 id={picksId}>{club.picks.title ?? t('info_pages.club.picks')}</h2>
          <ProductGrid
            products={picks}
            locale={locale}
            routing={routing}
            isClubMember={isClubMember}
            formatPrice={formatPrice}
            aboveTheFold={false}
            labelledBy={picksId}
          />
        </section>
      )}
    </main>
  );
}
