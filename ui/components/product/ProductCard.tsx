import type { CoverLoading } from '#ui/components/media/CoverImage';
import type { FormatPrice } from '#ui/components/price/format-price';
import type { ProductSummary } from '#application/catalog/product-summary';
import { cardCartItem } from '#application/cart/card-cart-item';
import { HOLDS_CLICK_ATTRIBUTE } from '#ui/di/held-clicks';
import { CartIcon } from '#ui/components/shell/icons';
import { cardPrices } from './card-prices';
import styles from './ProductCard.module.css';
import { TitleTile } from './TitleTile';

/** The words every card shows around its price, translated once for all of them. */
export interface CardLabels {
  readonly free: string;
  readonly price: string;
  readonly regularPrice: string;
  readonly addToCart: string;
}

/** Marks a card's add-to-cart button with its product's id; the list's one listener acts on it (`CardCartControls`). */
export const ADD_TO_CART_ATTRIBUTE = 'data-add-to-cart';

export interface ProductCardProps {
  readonly product: ProductSummary;
  readonly href: string;
  readonly loading: CoverLoading;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  readonly labels: CardLabels;
  /** Whether the card offers its title for the cart (spec §7): lists do, swimlanes leave it to the title's page. */
  readonly cartable?: boolean;
}

/** A product in a list or swimlane: cover in a fixed square box, name, authors, the displayed price and maybe an add. */
export function ProductCard({
  product,
  href,
  loading,
  isClubMember,
  formatPrice,
  labels,
  cartable = false,
}: ProductCardProps) {
  const { shown, was } = cardPrices(product, isClubMember);
  return (
    <TitleTile product={product} href={href} loading={loading}>
      <p className={styles.price}>
        {product.isFree ? (
          labels.free
        ) : shown !== null ? (
          <>
            <span className="visually-hidden">{labels.price}: </span>
            {formatPrice(shown, product.currency)}
            {was !== null && (
              <s className={styles.was}>
                <span className="visually-hidden">{labels.regularPrice}: </span>
                {formatPrice(was, product.currency)}
              </s>
            )}
          </>
        ) : null}
      </p>
      {cartable && cardCartItem(product, isClubMember) !== null && (
        // The server's HTML until the list's services arrive at the first intent: a press meanwhile waits for them.
        <button
          type="button"
          className={styles.addToCart}
          // Among a list's many adds, each names its title; the visible words lead the name.
          aria-label={`${labels.addToCart}: ${product.name}`}
          {...{ [ADD_TO_CART_ATTRIBUTE]: product.id, [HOLDS_CLICK_ATTRIBUTE]: '' }}
        >
          <CartIcon />
          {labels.addToCart}
        </button>
      )}
    </TitleTile>
  );
}
