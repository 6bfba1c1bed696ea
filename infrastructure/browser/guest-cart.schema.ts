import { z } from '#contract/zod';
import { GUEST_CART_LIMIT } from '#domain/cart/guest-cart';

/** The local-storage key of a market's visitor cart. */
export const guestCartKey = (locale: string): string => `audiora.cart.${locale}`;

const amount = z.int().nonnegative().max(100_000_000);

/** A stored visitor cart item, as the page showed it; one not of this shape is dropped, the others kept. */
export const storedGuestItemSchema = z.object({
  product: z.object({
    id: z.string().min(1).max(64),
    name: z.string().max(500),
    imageUrl: z.string().max(2000).nullable(),
    referenceId: z.string().min(1).max(200),
    price: amount.nullable(),
    discountPrice: amount.nullable(),
    priceForSubscribers: amount.nullable(),
    lowestPrice: amount.nullable(),
    authors: z.array(z.object({ name: z.string().max(200) })).max(20),
  }),
  price: amount,
});

/** What is stored: a list, at most the limit long. */
export const storedGuestCartSchema = z.array(z.unknown()).max(GUEST_CART_LIMIT);
