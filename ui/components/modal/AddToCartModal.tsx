import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { CoverImage } from '../media/CoverImage';
import { type FormatPrice, marketPriceFormatter } from '../price/format-price';
import { type ShellRouting, shellPath } from '../shell/shell-links';
import buttons from '../button/button.module.css';
import styles from './AddToCartModal.module.css';
import { Modal } from './Modal';

/** The item just added (spec §3 cart item: product name, cover, authors, price). */
export interface AddedCartItem {
  readonly name: string;
  /** Null when the product has no cover: a plain square takes its place. */
  readonly imageUrl: string | null;
  readonly authors: readonly string[];
  readonly price: MinorUnits;
  readonly currency: string;
}

export interface AddToCartModalProps extends ShellRouting {
  /** The recent item; the modal is open while there is one. */
  readonly item: AddedCartItem | null;
  readonly onClose: () => void;
  /** Defaults to Intl with the market's locale tag. */
  readonly formatPrice?: FormatPrice;
  /** The cart's address when the launch test sends it to another host; else the market's cart route. */
  readonly cartHref?: string;
}

const COVER_PX = 96;

/** Spec §2 and §4: after adding to cart, the item's cover, title, authors and price, back-to-store and go-to-cart. */
export function AddToCartModal({ item, onClose, formatPrice, cartHref, locale, routing }: AddToCartModalProps) {
  const { t } = useTranslation();
  const format = formatPrice ?? marketPriceFormatter(locale);
  const cart = cartHref ?? shellPath({ locale, routing }, 'cart', {});
  return (
    <Modal open={item !== null} onClose={onClose} title={t('shell.add_to_cart.title')}>
      {item && (
        <>
          <div className={styles.item}>
            {item.imageUrl ? (
              <CoverImage className={styles.cover} url={item.imageUrl} px={COVER_PX} />
            ) : (
              <span className={styles.cover} aria-hidden="true" />
            )}
            <div>
              <p className={styles.name}>{item.name}</p>
              {item.authors.length > 0 && <p className={styles.authors}>{item.authors.join(', ')}</p>}
              <p className={styles.price}>
                <span className="visually-hidden">{t('shell.add_to_cart.price')}: </span>
                {format(item.price, item.currency)}
              </p>
            </div>
          </div>
          <div className={buttons.actions}>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {t('shell.add_to_cart.back_to_store')}
            </button>
            {cart.startsWith('/') ? (
              <Link to={cart} className={buttons.primary} onClick={onClose} data-autofocus="">
                {t('shell.add_to_cart.go_to_cart')}
              </Link>
            ) : (
              <a href={cart} className={buttons.primary} data-autofocus="">
                {t('shell.add_to_cart.go_to_cart')}
              </a>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
