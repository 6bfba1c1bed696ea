import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartItem, CartProduct } from '#domain/cart/cart-item';
import { useTranslation } from '#ui/i18n/use-translation';
import { CoverImage } from '../../components/media/CoverImage';
import type { FormatPrice } from '../../components/price/format-price';
import { useRoutePath } from '../../routes/use-route-path';
import styles from './CartPage.module.css';

const COVER_PX = 72;

export interface CartItemListProps {
  readonly items: readonly CartItem[];
  readonly currency: string;
  readonly formatPrice: FormatPrice;
  /** The control that takes a title out (a form, or a button for the browser's own cart), described by its name. */
  readonly remove: (product: CartProduct, describedBy: string) => ReactNode;
}

/** What an empty cart says, with the way back to the catalogue. */
export function EmptyCart() {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <p>
      {t('cart.empty')} <Link to={path('catalog', {})}>{t('cart.browse')}</Link>
    </p>
  );
}

/**
 * Spec §3 cart items, in a section of their own: each title's cover, name (to its page), authors and what the
 * listener pays, with the shelf price struck through when they pay less; and the control to take it out, named after
 * the title.
 */
export function CartItemList({ items, currency, formatPrice, remove }: CartItemListProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <section aria-labelledby="cart-items">
      <h2 id="cart-items" className="visually-hidden">
        {t('cart.items_heading')}
      </h2>
      <ul className={styles.items}>
        {items.map(({ product, price }) => {
          const regular = product.price !== null && product.price > price ? product.price : null;
          const nameId = `cart-item-${product.id}`;
          return (
            <li key={product.id} className={styles.item}>
              {product.imageUrl ? (
                <CoverImage className={styles.cover} url={product.imageUrl} px={COVER_PX} loading="lazy" />
              ) : (
                <span className={styles.cover} aria-hidden="true" />
              )}
              <div>
                <p className={styles.name} id={nameId}>
                  <Link to={path('audiobook', { id: product.id })}>{product.name}</Link>
                </p>
                {product.authors.length > 0 && (
                  <p className={styles.authors}>{product.authors.map((author) => author.name).join(', ')}</p>
                )}
              </div>
              <div className={styles.prices}>
                <span className={styles.price}>
                  <span className="visually-hidden">{t('cart.item.price')}: </span>
                  {formatPrice(price, currency)}
                </span>
                {regular !== null && (
                  <span className={styles.was}>
                    <span className="visually-hidden">{t('cart.item.was')}: </span>
                    {formatPrice(regular, currency)}
                  </span>
                )}
                {remove(product, nameId)}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
