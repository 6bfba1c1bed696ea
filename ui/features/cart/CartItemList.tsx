import { Form, Link } from 'react-router';
import type { PricedCart } from '#domain/cart/priced-cart';
import { useTranslation } from '#ui/i18n/use-translation';
import buttons from '../../components/button/button.module.css';
import { CoverImage } from '../../components/media/CoverImage';
import type { FormatPrice } from '../../components/price/format-price';
import { useRoutePath } from '../../routes/use-route-path';
import styles from './CartPage.module.css';

const COVER_PX = 72;

export interface CartItemListProps {
  readonly cart: PricedCart;
  readonly formatPrice: FormatPrice;
  readonly busy: boolean;
}

/**
 * Spec §3 cart items: each title's cover, name (to its page), authors and what the listener pays, with the shelf
 * price struck through when they pay less; and a button to take it out, named after the title.
 */
export function CartItemList({ cart, formatPrice, busy }: CartItemListProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <ul className={styles.items}>
      {cart.items.map(({ product, price }) => {
        const regular = product.price !== null && product.price > price ? product.price : null;
        return (
          <li key={product.id} className={styles.item}>
            {product.imageUrl ? (
              <CoverImage className={styles.cover} url={product.imageUrl} px={COVER_PX} loading="lazy" />
            ) : (
              <span className={styles.cover} aria-hidden="true" />
            )}
            <div>
              <p className={styles.name} id={`cart-item-${product.id}`}>
                <Link to={path('audiobook', { id: product.id })}>{product.name}</Link>
              </p>
              {product.authors.length > 0 && (
                <p className={styles.authors}>{product.authors.map((author) => author.name).join(', ')}</p>
              )}
            </div>
            <div className={styles.prices}>
              <span className={styles.price}>
                <span className="visually-hidden">{t('cart.item.price')}: </span>
                {formatPrice(price, cart.currency)}
              </span>
              {regular !== null && (
                <span className={styles.was}>
                  <span className="visually-hidden">{t('cart.item.was')}: </span>
                  {formatPrice(regular, cart.currency)}
                </span>
              )}
              <Form method="post">
                <input type="hidden" name="product_id" value={product.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className={buttons.secondary}
                  aria-disabled={busy}
                  aria-describedby={`cart-item-${product.id}`}
                >
                  {t('cart.item.remove')}
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
