import { type ReactNode, useId } from 'react';
import { Form } from 'react-router';
import { PROMO_CODE_MAX_LENGTH } from '#application/cart/apply-promo-code.use-case';
import type { PricedCart } from '#domain/cart/priced-cart';
import type { TranslationKey } from '#ui/i18n/translator';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../../components/button/button.module.css';
import type { FormatPrice } from '../../components/price/format-price';
import styles from './CartPage.module.css';

export interface CartSummaryProps {
  readonly cart: PricedCart;
  readonly formatPrice: FormatPrice;
  readonly busy: boolean;
  /** Why the promo code typed was refused, and what was typed, to show it again. */
  readonly promoError: TranslationKey | null;
  readonly typedCode: string;
  /** The way to pay, under the totals. */
  readonly checkout: ReactNode;
}

/** Spec §3 cart value: the promo code (applied, or a field to type one), the subtotal, the discount and the total. */
export function CartSummary({ cart, formatPrice, busy, promoError, typedCode, checkout }: CartSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const price = (amount: PricedCart['value']) => formatPrice(amount, cart.currency);
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cart.summary.heading')}</h2>
      {cart.promoCode === null ? (
        <Form method="post" className={styles.promo}>
          <p className={styles.field}>
            <label htmlFor="promo-code">{t('cart.promo.label')}</label>
            <input
              id="promo-code"
              name="code"
              className={styles.input}
              defaultValue={typedCode}
              key={typedCode}
              autoComplete="off"
              maxLength={PROMO_CODE_MAX_LENGTH * 2}
              aria-invalid={promoError !== null}
              aria-describedby={promoError === null ? undefined : errorId}
            />
          </p>
          <button type="submit" name="intent" value="apply-promo" className={buttons.secondary} aria-disabled={busy}>
            {t('cart.promo.apply')}
          </button>
          {promoError !== null && (
            <p id={errorId} className={styles.fieldError} role="alert">
              {t(promoError)}
            </p>
          )}
        </Form>
      ) : (
        <Form method="post" className={styles.promo}>
          <p role="status">{t('cart.promo.applied', { code: cart.promoCode })}</p>
          <button type="submit" name="intent" value="remove-promo" className={buttons.secondary} aria-disabled={busy}>
            {t('cart.promo.remove')}
          </button>
        </Form>
      )}
      <dl className={styles.totals}>
        <dt>{t('cart.summary.subtotal', { items: t('cart.items_count', { count: cart.items.length }) })}</dt>
        <dd>{price(cart.subtotal)}</dd>
        {cart.discount > 0 && (
          <>
            <dt>{t('cart.summary.discount')}</dt>
            <dd>−{price(cart.discount)}</dd>
          </>
        )}
        <dt className={styles.total}>{t('cart.summary.total')}</dt>
        <dd className={styles.total}>{price(cart.value)}</dd>
      </dl>
      {checkout}
    </section>
  );
}
