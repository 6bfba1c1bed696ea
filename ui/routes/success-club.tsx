import { useId } from 'react';
import { data, Link } from 'react-router';
import type { ActivationMethodId } from '#domain/club/activation-methods';
import { activationMethods } from '#domain/club/activation-methods';
import { MARKETS } from '#domain/market/markets';
import { matchPath } from '#domain/routing/match-path';
import type { RouteName } from '#domain/routing/route-table';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import offer from '../features/club/ClubPurchase.module.css';
import styles from '../features/info-pages/InfoPages.module.css';
import { orderIdOf } from '../features/purchase/order-param';
import { PurchaseFollowUp } from '../features/purchase/PurchaseFollowUp';
import { marketDate } from '../features/user-panel/market-date';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/success-club';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The club's success pages, which share one router path (their brand segment is a parameter). */
type Variant = Extract<RouteName, 'successClub' | 'successClubCode' | 'successClubPayu' | 'successPlus'>;

/** How each page's club came: a card payment, a gift code, PayU (BLIK, pl only) or the plus plan's card payment. */
const METHOD_OF: Readonly<Record<Variant, ActivationMethodId>> = {
  successClub: 'card',
  successClubCode: 'gift-code',
  successClubPayu: 'blik',
  successPlus: 'card',
};

const isVariant = (name: RouteName | undefined): name is Variant => name !== undefined && name in METHOD_OF;

const COPY: Readonly<Record<Variant, { readonly title: TranslationKey; readonly lead: TranslationKey }>> = {
  successClub: { title: 'pages.successClub.title', lead: 'success.club.lead_card' },
  successClubCode: { title: 'pages.successClubCode.title', lead: 'success.club.lead_code' },
  successClubPayu: { title: 'pages.successClubPayu.title', lead: 'success.club.lead_payu' },
  successPlus: { title: 'pages.successPlus.title', lead: 'success.club.lead_plus' },
};

/**
 * Issue 22 `/success/{product}-club` (and `-club-code`, `-club-payu`, `-plus`): a signed-in listener's page, in the
 * markets where that way of getting the club exists (domain activation methods), else a 404. It tells whether the
 * club is active and until when, and what it includes.
 */
export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const { brand, container } = context;
  const name = matchPath(url.pathname, { product: brand })?.name;
  if (!isVariant(name) || !activationMethods(MARKETS[locale]).includes(METHOD_OF[name]))
    throw data('Not found', { status: 404 });
  requireSignedInHint(request, url, locale, brand);
  const [welcome, landing] = await Promise.all([
    container.get(TOKENS.LoadClubWelcome).execute({ locale }),
    container.get(TOKENS.LoadClubLanding).execute({ locale }),
  ]);
  if (!welcome.ok) return failPrivatePage(welcome.error, url, locale, brand);
  const club = welcome.value;
  return data(
    {
      variant: name,
      active: club.active,
      until: club.active && club.clubUntil !== null ? marketDate(locale, club.clubUntil) : null,
      benefits: landing.ok && landing.value.available ? landing.value.benefits : { title: null, items: [] },
      orderId: orderIdOf(url),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  const vars = { brand: brandName(root?.brand ?? '') };
  const copy = COPY[loaderData?.variant ?? 'successClub'];
  return pageMeta(
    root,
    (t) => t(copy.title, vars),
    (t) => t(copy.lead, vars),
  );
};

/**
 * The club just got: the page says it is active and until when, what it includes, and leads to the catalogue and the
 * shelf; in the browser the account is read afresh (so every tab shows the member) and the purchase reported once.
 */
export default function SuccessClub({ loaderData }: Route.ComponentProps) {
  const { variant, active, until, benefits, orderId } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const benefitsId = useId();
  const vars = { brand: brandName(brand) };
  const copy = COPY[variant];
  const standing = () => {
    if (!active) return t('success.club.pending', vars);
    return until === null ? t('success.club.active', vars) : t('success.club.active_until', { ...vars, date: until });
  };
  return (
    <main className="page">
      <h1 className="page__title">{t(copy.title, vars)}</h1>
      <p className="page__lead">{t(copy.lead, vars)}</p>
      <p role="status" className={offer.offer}>
        {standing()}
      </p>
      {benefits.items.length > 0 && (
        <section aria-labelledby={benefitsId} className={styles.section}>
          <h2 id={benefitsId}>{benefits.title ?? t('success.club.includes')}</h2>
          <ul className={styles.features}>
            {benefits.items.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      <ul className={offer.links}>
        <li>
          <Link to={path('catalog', {})}>{t('success.club.browse')}</Link>
        </li>
        <li>
          <Link to={path('shelf', {})}>{t('success.club.shelf')}</Link>
        </li>
        <li>
          <Link to={path('userPanel_managePlan', {})}>{t('club_purchase.manage_plan')}</Link>
        </li>
      </ul>
      {active && <PurchaseFollowUp locale={locale} orderId={orderId} kind="club" />}
    </main>
  );
}
