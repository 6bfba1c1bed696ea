import type { CartProductWire, CartWire, MeCartWire } from '#contract/cart.schema';
import type { CartLine, CartView } from '#server/commerce/cart/priced-cart';
import { creditLine } from '#server/catalogue/queries/cover.query';
import { coverUrl } from '#server/catalogue/cover-url';
import { apiBase } from '../hal';

const cartProductWire = (locale: string, line: CartLine): CartProductWire => {
  const { card } = line;
  return {
    id: card.id,
    name: card.name,
    image_url: coverUrl(locale, card.coverId, { title: card.name, author: creditLine(card.credits) }),
    reference_id: card.referenceId,
    price: card.prices.price,
    price_for_subscribers: card.prices.priceForSubscribers,
    discount_price: card.prices.discountPrice,
    lowest_price: card.prices.lowestPrice,
    _embedded: { 'app:author': card.credits.authors.map((author) => ({ name: author.name })) },
  };
};

/** Spec §3 Cart: the items with what the user pays for each, and the promo code. */
export const cartWire = (locale: string, cart: CartView): CartWire => ({
  products: cart.lines.map((line) => ({ product: cartProductWire(locale, line), price: line.price })),
  promocode: cart.promo?.code ?? null,
});

/** `/me/cart`: the cart in the API's HAL conventions with its currency and value. */
export const meCartWire = (locale: string, cart: CartView): MeCartWire => ({
  currency: cart.currency,
  value: cart.totals.total,
  subtotal: cart.totals.subtotal,
  discount: cart.totals.discount,
  promocode: cart.promo?.code ?? null,
  _embedded: {
    'app:product': cart.lines.map((line) => ({ ...cartProductWire(locale, line), cart_price: line.price })),
  },
  _links: { self: { href: `${apiBase(locale)}/me/cart` } },
});
