import type { CartItem, CartProduct, ProductId, ReferenceId } from '#domain/cart/cart-item';
import type { MinorUnits } from '#domain/pricing/minor-units';

/** A cart item (Pan Tadeusz, 39,90) with sensible defaults; override what the test cares about. */
export const aCartItem = (overrides: { product?: Partial<CartProduct>; price?: number } = {}): CartItem => ({
  product: {
    id: '0b5f8c8e-3c7a-4d35-9f5a-2f6b1a0c9d11' as ProductId,
    name: 'Pan Tadeusz',
    imageUrl: 'https://example.test/pan-tadeusz.jpg',
    referenceId: 'pl_pan-tadeusz' as ReferenceId,
    price: 3990 as MinorUnits,
    discountPrice: null,
    priceForSubscribers: null,
    lowestPrice: null,
    authors: [{ name: 'Adam Mickiewicz' }],
    ...overrides.product,
  },
  price: (overrides.price ?? 3990) as MinorUnits,
});
