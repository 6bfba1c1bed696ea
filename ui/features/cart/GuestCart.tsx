import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { isAuthSettled } from '#domain/auth/auth-state';
import { REDIRECT_PARAM } from '#domain/navigation/safe-redirect';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ServiceBoundary, useContainerSlot, useService } from '#ui/di/container-context';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { usePageLocale } from '#ui/i18n/locale-provider';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../../components/button/button.module.css';
import { marketPriceFormatter } from '../../components/price/format-price';
import { useRoutePath } from '../../routes/use-route-path';
import { CartItemList, EmptyCart } from './CartItemList';
import styles from './CartPage.module.css';

/**
 * Issue 22: a visitor's cart, kept in this browser: the titles as their pages showed them, each to take out, and the
 * way to pay, which is signing in (or up) and coming back here, where the store takes the cart over and prices it.
 * Only the browser knows this cart, so the page asks for its services at once rather than on a first intent.
 */
export function GuestCart() {
  const { t } = useTranslation();
  const slot = useContainerSlot('GuestCart');
  useEffect(() => {
    slot.load().catch(() => undefined);
  }, [slot]);
  const path = useRoutePath();
  return (
    <>
      <noscript>
        <p>
          {t('cart.guest.noscript')} <a href={path('signIn', {})}>{t('cart.guest.sign_in')}</a>
        </p>
      </noscript>
      <ServiceBoundary fallback={<p aria-busy="true">{t('cart.guest.loading')}</p>}>
        <KeptCart />
      </ServiceBoundary>
    </>
  );
}

function KeptCart() {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const path = useRoutePath();
  const auth = useStateObservable(useService(TOKENS.AuthStore).state$);
  const { cart } = useStateObservable(useService(TOKENS.CartStore).state$);
  const removeFromGuestCart = useService(TOKENS.RemoveFromGuestCart);
  const formatPrice = useMemo(() => marketPriceFormatter(locale), [locale]);
  const back = `?${new URLSearchParams({ [REDIRECT_PARAM]: path('cart', {}) })}`;
  // The server draws the cart loading; a part hydrating after the session settled (the page left meanwhile) takes
  // that over first.
  const hydrated = useHydrated();

  // Until the browser knows who this is, the cart it keeps is not shown: it may be a signed-in listener's page.
  if (!hydrated || !isAuthSettled(auth)) return <p aria-busy="true">{t('cart.guest.loading')}</p>;
  if (cart.items.length === 0) return <EmptyCart />;
  return (
    <div className={styles.layout}>
      <CartItemList
        items={cart.items}
        currency={cart.currency}
        formatPrice={formatPrice}
        remove={(product, describedBy) => (
          <button
            type="button"
            className={buttons.secondary}
            aria-describedby={describedBy}
            onClick={() => removeFromGuestCart.execute({ locale, productId: product.id })}
          >
            {t('cart.item.remove')}
          </button>
        )}
      />
      <section className={styles.summary} aria-labelledby="guest-summary">
        <h2 id="guest-summary">{t('cart.summary.heading')}</h2>
        <dl className={styles.totals}>
          <dt className={styles.total}>{t('cart.summary.total')}</dt>
          <dd className={styles.total}>{formatPrice(cart.value, cart.currency)}</dd>
        </dl>
        <p>{t('cart.guest.sign_in_to_pay')}</p>
        <Link to={`${path('signIn', {})}${back}`} className={`${buttons.primary} ${styles.checkout}`}>
          {t('cart.guest.sign_in')}
        </Link>
        <Link to={`${path('signUp', {})}${back}`} className={`${buttons.secondary} ${styles.checkout}`}>
          {t('cart.guest.sign_up')}
        </Link>
      </section>
    </div>
  );
}
