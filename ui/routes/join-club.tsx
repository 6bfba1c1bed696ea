import { useEffect, useId, useMemo, useRef } from 'react';
import { data, Form, Link, redirectDocument, useNavigation } from 'react-router';
import type { JoinClubError } from '#application/club/club.errors';
import { matchPath } from '#domain/routing/match-path';
import { redirectPolicyFor, safeRedirect } from '#domain/navigation/safe-redirect';
import { limitItems } from '#domain/shell/item-list';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { marketPriceFormatter } from '../components/price/format-price';
import { labelPrices, withPriceLabels } from '../components/price/price-labels';
import { productAmounts } from '../components/product/card-prices';
import { useSessionUser } from '../components/session/shell-session';
import { failPrivatePage, redirectToSignIn, requireSignedInHint } from '../features/account/private-page';
import offer from '../features/club/ClubPurchase.module.css';
import styles from '../features/info-pages/InfoPages.module.css';
import { ProductGrid } from '../components/product/ProductGrid';
import { brandName, usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/join-club';
import { pageFailure } from './page-failure';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

/** The query the payment provider sends a declined buyer back with (issue 22). */
const PAYMENT_FAILED = { name: 'payment', value: 'failed' } as const;

/** React Router matched a brand segment by shape only: the domain's matcher decides with the configured brand. */
const requireClubPage = (url: URL, brand: string) => {
  const match = matchPath(url.pathname, { product: brand });
  if (match?.name !== 'joinClub') throw data('Not found', { status: 404 });
};

/**
 * Spec §1, §2 `/join-{product}-club` (anything else the brand segment caught is a 404). In a club market: its monthly
 * price, benefits and picks, and whether the payment just failed; where the club is off (sk, es, en): a page saying
 * so, status 200.
 */
export const loader = async ({ url, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireClubPage(url, context.brand);
  const result = await context.container.get(TOKENS.LoadClubLanding).execute({ locale });
  if (!result.ok) return pageFailure(result.error.code, url, locale);
  const club = result.value;
  const picks = club.available ? limitItems(club.picks.items) : [];
  const formatter = marketPriceFormatter(locale);
  return {
    club,
    picks,
    priceLabels: labelPrices(productAmounts(picks), formatter),
    monthlyPrice: club.available ? formatter(club.monthlyPrice.amount, club.monthlyPrice.currency) : null,
    paymentFailed: club.available && url.searchParams.get(PAYMENT_FAILED.name) === PAYMENT_FAILED.value,
  };
};

/** What the page answers its form with when it does not go on to pay: a member already, or what went wrong. */
interface Answer {
  readonly member: boolean;
  readonly key: TranslationKey | null;
}

/** What the page says of a failure it answers itself (signing in, maintenance and a member are answered otherwise). */
type ToldFailure = Exclude<JoinClubError['code'], 'CLUB.ALREADY_MEMBER' | 'AUTH.NOT_SIGNED_IN' | 'API.MAINTENANCE'>;

const FAILURE_KEYS: Readonly<Record<ToldFailure, TranslationKey>> = {
  'CLUB.UNAVAILABLE': 'common.generic_error.message',
  'CLUB.NOT_IN_MARKET': 'info_pages.club.not_available_message',
  'CLUB.PAYMENT_UNAVAILABLE': 'club_purchase.payment_unavailable',
};

/**
 * Issue 22 joining: a visitor goes to sign in and comes back here; a listener's club month is ordered and the browser
 * goes (as a whole document, it is not a page of ours) to the payment page; a member is told so, charged nothing.
 */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const { brand } = context;
  requireClubPage(url, brand);
  // After signing in the listener comes back to the page, not to a failed payment's message.
  const page = new URL(url.pathname, url);
  requireSignedInHint(request, page, locale, brand);
  const result = await context.container.get(TOKENS.JoinClub).execute({ locale });
  if (result.ok) {
    const payment = safeRedirect(result.value.paymentUrl, redirectPolicyFor(url.origin));
    if (payment.ok) throw redirectDocument(payment.value);
    return data<Answer>({ member: false, key: 'common.generic_error.message' }, { status: 502 });
  }
  const { error } = result;
  if (error.code === 'AUTH.NOT_SIGNED_IN') return redirectToSignIn(page, locale, brand);
  if (error.code === 'API.MAINTENANCE') return failPrivatePage(error, url, locale, brand);
  if (error.code === 'CLUB.ALREADY_MEMBER') return data<Answer>({ member: true, key: null });
  const status = error.code === 'CLUB.NOT_IN_MARKET' ? 403 : 503;
  return data<Answer>({ member: false, key: FAILURE_KEYS[error.code] }, { status });
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

/**
 * The club's page: its price and the way to join (a form that works without JavaScript), what membership gives and
 * the club's picks; a member is told so and led to their plan; a declined payment is said at once, focused, with the
 * button to try again. Without a club, the way home.
 */
export default function JoinClub({ loaderData, actionData }: Route.ComponentProps) {
  const { club, picks, priceLabels, monthlyPrice, paymentFailed } = loaderData;
  const { t } = useTranslation();
  const { locale, brand } = usePageLocale();
  const path = useRoutePath();
  const benefitsId = useId();
  const picksId = useId();
  const priceId = useId();
  const told = useRef<HTMLParagraphElement>(null);
  const busy = useNavigation().state !== 'idle';
  const isClubMember = useSessionUser()?.isClubMember ?? false;
  const member = isClubMember || actionData?.member === true;
  const vars = { brand: brandName(brand) };
  const failure = actionData?.key ? t(actionData.key, vars) : paymentFailed ? t('club_purchase.payment_failed') : null;
  useEffect(() => {
    // The listener back from a declined payment, or answered with a failure, hears it first.
    if (failure !== null && !member) told.current?.focus();
  }, [failure, member]);
  const routing = useMemo(() => ({ product: brand }), [brand]);
  const formatPrice = useMemo(() => withPriceLabels(priceLabels, marketPriceFormatter(locale)), [priceLabels, locale]);
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
      {member ? (
        <p role="status" className={offer.offer}>
          {t('club_purchase.already_member', vars)}{' '}
          <Link to={path('userPanel_managePlan', {})}>{t('club_purchase.manage_plan')}</Link>
        </p>
      ) : (
        <section className={offer.offer} aria-labelledby={priceId}>
          <p id={priceId} className={offer.price}>
            {t('club_purchase.price', { price: monthlyPrice ?? '' })}
          </p>
          {failure !== null && (
            <p role="alert" tabIndex={-1} ref={told} className={offer.alert}>
              {failure}
            </p>
          )}
          <Form method="post">
            <button type="submit" className={buttons.primary} aria-disabled={busy} aria-describedby={priceId}>
              {t(paymentFailed ? 'club_purchase.try_again' : 'club_purchase.join', vars)}
            </button>
          </Form>
          <p className={offer.note}>{t('club_purchase.renewal_note')}</p>
          <p className={offer.note}>
            <a href={club.landingPage}>{t('club_purchase.more_about', vars)}</a>
          </p>
        </section>
      )}
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
