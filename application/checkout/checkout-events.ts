import type { CartItem } from '#domain/cart/cart-item';
import type { PricedCart } from '#domain/cart/priced-cart';
import { toMajorUnits } from '#domain/pricing/minor-units';
import type { AnalyticsEvent, AnalyticsItem } from '../ports/analytics.port';

const analyticsItem = (item: CartItem, index?: number): AnalyticsItem => ({
  id: item.product.id,
  name: item.product.name,
  price: toMajorUnits(item.price),
  ...(index === undefined ? {} : { index }),
});

/** add_to_cart: the title added, at the price it went into the cart for. */
export const addToCartEvent = (item: CartItem, currency: string): AnalyticsEvent => ({
  name: 'add_to_cart',
  currency,
  item: analyticsItem(item),
});

/** begin_checkout: the cart as it goes to payment, its value after the promo code. */
export const beginCheckoutEvent = (cart: PricedCart): AnalyticsEvent => ({
  name: 'begin_checkout',
  currency: cart.currency,
  value: toMajorUnits(cart.value),
  coupon: cart.promoCode,
  items: cart.items.map((item, index) => analyticsItem(item, index)),
});
