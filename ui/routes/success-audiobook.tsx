import { useId, useMemo } from 'react';
import { data, Link } from 'react-router';
import { fromMajorUnits } from '#domain/pricing/minor-units';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { marketPriceFormatter } from '../components/price/format-price';
import { failPrivatePage, PRIVATE_PAGE_HEADERS, requireSignedInHint } from '../features/account/private-page';
import styles from '../features/cart/CartPage.module.css';
import { orderIdOf } from '../features/purchase/order-param';
import { PurchaseFollowUp } from '../features/purchase/PurchaseFollowUp';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/success-audiobook';
import { requireLocale } from './request-locale';
import { useRoutePath } from './use-route-path';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  requireSignedInHint(request, url, locale, context.brand);
  const orderId = orderIdOf(url);
  if (orderId === null) return data({ orderId, order: null }, { headers: PRIVATE_PAGE_HEADERS });
  const result = await context.container.get(TOKENS.LoadPaidOrder).execute({ locale, orderId });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  return data({ orderId, order: result.value }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.successAudiobook.title'),
    (t) => t('pages.successAudiobook.lead'),
  );

/**
 * Issue 22 `/success/audiobook`: the titles just bought, each with "Listen now" (the licence is the listener's from
 * the moment the payment went through), what was paid, and the way to the shelf; the purchase is reported once.
 */
export default function SuccessAudiobook({ loaderData }: Route.ComponentProps) {
  const { orderId, order } = loaderData;
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const path = useRoutePath();
  const boughtId = useId();
  const formatPrice = useMemo(() => marketPriceFormatter(locale), [locale]);
  const paid = order === null ? null : fromMajorUnits(order.value);
  return (
    <main className="page">
      <h1 className="page__title">{t('pages.successAudiobook.title')}</h1>
      <p className="page__lead">{t('pages.successAudiobook.lead')}</p>
      {order === null ? (
        <p>{t('purchase.pending')}</p>
      ) : (
        <section aria-labelledby={boughtId}>
          <h2 id={boughtId}>{t('purchase.bought', { count: order.items.length })}</h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.id} className={styles.bought}>
                <p className={styles.name} id={`bought-${item.id}`}>
                  <Link to={path('audiobook', { id: item.id })}>{item.name}</Link>
                </p>
                <Link
                  to={path('player', { id: item.id })}
                  className={buttons.primary}
                  aria-describedby={`bought-${item.id}`}
                >
                  {t('purchase.listen_now')}
                </Link>
              </li>
            ))}
          </ul>
          {paid !== null && <p>{t('purchase.paid', { amount: formatPrice(paid, order.currency) })}</p>}
        </section>
      )}
      <p>
        <Link to={path('shelf', {})}>{t('purchase.shelf')}</Link>
      </p>
      <PurchaseFollowUp locale={locale} orderId={order === null ? null : orderId} kind="products" />
    </main>
  );
}
