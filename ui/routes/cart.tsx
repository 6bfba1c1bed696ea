import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { data, Form, redirectDocument, useNavigation } from 'react-router';
import type { CartPageError } from '#application/cart/cart-page.errors';
import { beginCheckoutEvent } from '#application/checkout/checkout-events';
import type { ProductId } from '#domain/cart/cart-item';
import { canCheckOut, type PricedCart } from '#domain/cart/priced-cart';
import type { Locale } from '#domain/market/locale';
import { TOKENS } from '#infrastructure/composition/tokens';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../components/button/button.module.css';
import { marketPriceFormatter } from '../components/price/format-price';
import { useService } from '../di/container-context';
import { failPrivatePage, PRIVATE_PAGE_HEADERS } from '../features/account/private-page';
import { hasSignedInHint } from '../components/session/signed-in-hint';
import { GuestCart } from '../features/cart/GuestCart';
import { useMergeGuestCart } from '../features/cart/use-merge-guest-cart';
import { CartItemList, EmptyCart } from '../features/cart/CartItemList';
import styles from '../features/cart/CartPage.module.css';
import { CartSummary } from '../features/cart/CartSummary';
import { useSyncCartBadge } from '../features/cart/use-sync-cart-badge';
import { intentOf, textOf } from '../features/user-panel/account-forms';
import { usePageLocale } from '../i18n/locale-provider';
import { pageMeta, rootDataOf } from '../i18n/page-meta';
import type { Route } from './+types/cart';
import { requireLocale } from './request-locale';

/** The query the payment provider sends the buyer back with when the payment did not go through. */
const PAYMENT_FAILED = 'payment';

export const loader = async ({ url, request, context }: Route.LoaderArgs) => {
  const locale = requireLocale(url);
  const paymentFailed = url.searchParams.get(PAYMENT_FAILED) === 'failed';
  // A visitor's cart is kept in their browser, which shows it; the server has nothing of theirs to read.
  if (!hasSignedInHint(request.headers.get('cookie')))
    return data({ cart: null, paymentFailed: false }, { headers: PRIVATE_PAGE_HEADERS });
  const result = await context.container.get(TOKENS.LoadCartPage).execute({ locale });
  if (!result.ok) return failPrivatePage(result.error, url, locale, context.brand);
  return data({ cart: result.value, paymentFailed }, { headers: PRIVATE_PAGE_HEADERS });
};

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** What the page answers a form with: the field or message a refusal names, and the code last applied. */
interface Answer {
  readonly promoError: TranslationKey | null;
  readonly alert: TranslationKey | null;
  readonly typedCode: string;
  readonly done: 'removed' | 'promo-applied' | 'promo-removed' | null;
}

const answer = (fields: Partial<Answer>): Answer => ({
  promoError: null,
  alert: null,
  typedCode: '',
  done: null,
  ...fields,
});

const PROMO_ERRORS: Partial<Record<CartPageError['code'], TranslationKey>> = {
  'CART.PROMO_NOT_FOUND': 'cart.promo.not_found',
  'CART.PROMO_EXPIRED': 'cart.promo.expired',
  'CART.PROMO_ALREADY_USED': 'cart.promo.already_used',
  'CART.PROMO_REQUIRED': 'cart.promo.required',
  'CART.PROMO_TOO_MANY_ATTEMPTS': 'cart.promo.throttled',
};

/** A refusal the page tells in its alert; a signed-out session or maintenance leaves the page. */
const failed = (error: CartPageError, url: URL, locale: Locale, brand: string, typedCode = '') => {
  if (error.code === 'AUTH.NOT_SIGNED_IN' || error.code === 'API.MAINTENANCE')
    return failPrivatePage(error, url, locale, brand);
  const promoError = PROMO_ERRORS[error.code];
  if (promoError) return data(answer({ promoError, typedCode }), { status: 422 });
  if (error.code === 'CART.EMPTY') return data(answer({ alert: 'cart.checkout.empty' }), { status: 409 });
  if (error.code === 'CART.PAYMENT_UNAVAILABLE')
    return data(answer({ alert: 'cart.checkout.payments_unavailable' }), { status: 503 });
  return data(answer({ alert: 'common.generic_error.message' }), { status: 503 });
};

/**
 * Spec §2, §7 the cart's forms, each working without JavaScript: a title taken out, a promo code applied or taken
 * off, and checkout, which sends the browser to the payment provider's page.
 */
export const action = async ({ url, request, context }: Route.ActionArgs) => {
  const locale = requireLocale(url);
  const form = await request.formData();
  const intent = intentOf(form, ['remove', 'apply-promo', 'remove-promo', 'checkout']);
  const { container, brand } = context;
  switch (intent) {
    case 'remove': {
      const productId = textOf(form, 'product_id') as ProductId;
      const result = await container.get(TOKENS.RemoveFromCart).execute({ locale, productId });
      return result.ok ? data(answer({ done: 'removed' })) : failed(result.error, url, locale, brand);
    }
    case 'apply-promo': {
      const code = textOf(form, 'code').slice(0, 64);
      const result = await container.get(TOKENS.ApplyPromoCode).execute({ locale, code });
      return result.ok ? data(answer({ done: 'promo-applied' })) : failed(result.error, url, locale, brand, code);
    }
    case 'remove-promo': {
      const result = await container.get(TOKENS.RemovePromoCode).execute({ locale });
      return result.ok ? data(answer({ done: 'promo-removed' })) : failed(result.error, url, locale, brand);
    }
    case 'checkout': {
      const result = await container.get(TOKENS.StartCheckout).execute({ locale });
      // The payment page is no page of the storefront: the browser loads it as a document.
      if (result.ok) throw redirectDocument(result.value.paymentUrl);
      return failed(result.error, url, locale, brand);
    }
    case null:
      return data(answer({ alert: 'common.generic_error.message' }), { status: 400 });
  }
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    rootDataOf(matches),
    (t) => t('pages.cart.title'),
    (t) => t('pages.cart.lead'),
  );

/**
 * Spec §2, §3 `/cart`: the titles with their covers, authors and what the listener pays (club prices for members),
 * each to take out; the promo code; the totals in the market's currency; and the way to pay. A payment that did not
 * go through brings the buyer back here, told so, with the cart as it was.
 */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.cart === null)
    return (
      <main className="page">
        <h1 className="page__title">{t('pages.cart.title')}</h1>
        <p className="page__lead">{t('pages.cart.lead')}</p>
        <GuestCart />
      </main>
    );
  return <SignedInCart cart={loaderData.cart} paymentFailed={loaderData.paymentFailed} actionData={actionData} />;
}

/** The signed-in listener's cart, as the store prices it, with its forms. */
function SignedInCart({
  cart,
  paymentFailed,
  actionData,
}: {
  readonly cart: PricedCart;
  readonly paymentFailed: boolean;
  readonly actionData: Route.ComponentProps['actionData'];
}) {
  const { t } = useTranslation();
  const { locale } = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const formatPrice = useMemo(() => marketPriceFormatter(locale), [locale]);
  const alert = useRef<HTMLDivElement>(null);
  const told = actionData?.alert ?? (paymentFailed ? 'cart.checkout.payment_failed' : null);
  useSyncCartBadge(cart);
  useMergeGuestCart();
  useEffect(() => {
    // A refusal or a failed payment is read out and takes focus, so the buyer hears it first.
    if (told !== null) alert.current?.focus();
  }, [told, actionData]);
  const analytics = useService(TOKENS.Analytics);
  const onCheckout = (event: FormEvent<HTMLFormElement>) => {
    // A second press while the first is on its way would only replace its order; it is not sent.
    if (busy) event.preventDefault();
    else analytics.track(beginCheckoutEvent(cart));
  };

  return (
    <main className="page">
      <h1 className="page__title">{t('pages.cart.title')}</h1>
      <p className="page__lead">{t('pages.cart.lead')}</p>
      {told !== null && (
        <div className={styles.alert} role="alert" tabIndex={-1} ref={alert}>
          {t(told)}
        </div>
      )}
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <CartItemList
            items={cart.items}
            currency={cart.currency}
            formatPrice={formatPrice}
            remove={(product, describedBy) => (
              <Form method="post">
                <input type="hidden" name="product_id" value={product.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className={buttons.secondary}
                  aria-disabled={busy}
                  aria-describedby={describedBy}
                >
                  {t('cart.item.remove')}
                </button>
              </Form>
            )}
          />
          <CartSummary
            cart={cart}
            formatPrice={formatPrice}
            busy={busy}
            promoError={actionData?.promoError ?? null}
            typedCode={actionData?.typedCode ?? ''}
            checkout={
              <Form method="post" onSubmit={onCheckout}>
                <button
                  type="submit"
                  name="intent"
                  value="checkout"
                  className={`${buttons.primary} ${styles.checkout}`}
                  aria-disabled={busy || !canCheckOut(cart)}
                >
                  {t('cart.checkout.pay', { amount: formatPrice(cart.value, cart.currency) })}
                </button>
              </Form>
            }
          />
        </div>
      )}
    </main>
  );
}
