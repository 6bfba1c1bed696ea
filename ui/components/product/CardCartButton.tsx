import type { ProductSummary } from '#application/catalog/product-summary';
import { offersCartAdd } from '#application/cart/card-cart-offer';
import { HOLDS_CLICK_ATTRIBUTE } from '#domain/shell/held-clicks';
import { CartIcon } from '#ui/components/shell/icons';
import styles from './CardCartButton.module.css';

/** Marks a card's add-to-cart button with its product's id; the list's one listener acts on it (`CardCartControls`). */
export const ADD_TO_CART_ATTRIBUTE = 'data-add-to-cart';

/**
 * A list card's add to cart (spec §7), where its title can be bought: the server's HTML until the list's services
 * arrive at the first intent, so a press meanwhile waits for them. Among a list's many adds, each names its title.
 */
export function CardCartButton({
  product,
  isClubMember,
  label,
}: {
  readonly product: ProductSummary;
  readonly isClubMember: boolean;
  readonly label: string;
}) {
  if (!offersCartAdd(product, isClubMember)) return null;
  return (
    <button
      type="button"
      className={styles.addToCart}
      aria-label={`${label}: ${product.name}`}
      {...{ [ADD_TO_CART_ATTRIBUTE]: product.id, [HOLDS_CLICK_ATTRIBUTE]: '' }}
    >
      <CartIcon />
      {label}
    </button>
  );
}
