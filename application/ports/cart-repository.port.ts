import type { CartItem, CartProductId } from '#domain/cart/cart-item';
import type { CartError } from '../cart/cart.errors';
import type { Result } from '#domain/shared/result';

/** The signed-in user's cart in the page's market (spec §7: the legacy store's cart calls). */
export interface CartRepository {
  /** Spec §7 GET {locale}/user/profile.json?mode=cart: the cart's items. */
  load(): Promise<Result<readonly CartItem[], CartError>>;
  /** Spec §7 GET {locale}/cart/add/{id}: adds the product by its cart id (the reference id without its prefix). */
  add(cartProductId: CartProductId): Promise<Result<void, CartError>>;
}
