import { normalisePromoCode } from '#domain/pricing/promo-code';
import { halLinksSchema } from './hal.schema';
import { z } from './zod';

const minorUnits = z.int().nonnegative();

/** Spec §3 Cart item's product: prices in minor units of the market's currency. */
export const cartProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image_url: z.string(),
  reference_id: z.string(),
  price: minorUnits,
  price_for_subscribers: minorUnits.nullable(),
  discount_price: minorUnits.nullable(),
  lowest_price: minorUnits.nullable(),
  _embedded: z.object({ 'app:author': z.array(z.object({ name: z.string() })) }),
});

/** Spec §3 Cart item: the product and what the user pays for it (the lowest of its prices, spec §5). */
export const cartItemSchema = z.object({ product: cartProductSchema, price: minorUnits });

/** Spec §3 Cart: its items and the applied promo code (null when none). */
export const cartSchema = z.object({ products: z.array(cartItemSchema), promocode: z.string().nullable() });

/** `GET /{locale}/user/profile.json?mode=cart` (spec §7, legacy store host). */
export const legacyCartResponseSchema = z.object({ cart: cartSchema });

/** `GET /{locale}/cart/add/{id}` (spec §7, legacy store host). */
export const cartAddResponseSchema = z.object({ ok: z.literal(true), cart: cartSchema });

/** `GET /{lang}/v2/me/cart`: the same cart in the API's HAL conventions, with its totals after the promo code. */
export const meCartSchema = z.object({
  currency: z.string().length(3),
  /** What the cart costs now: `subtotal` less `discount`. */
  value: minorUnits,
  subtotal: minorUnits,
  discount: minorUnits,
  promocode: z.string().nullable(),
  _embedded: z.object({ 'app:product': z.array(cartProductSchema.extend({ cart_price: minorUnits })) }),
  _links: halLinksSchema.optional(),
});

export type CartWire = z.infer<typeof cartSchema>;
export type CartProductWire = z.infer<typeof cartProductSchema>;
export type MeCartWire = z.infer<typeof meCartSchema>;

/** `RemoveFromCart`: the product's id. */
export const removeFromCartPayloadSchema = z.object({ product_id: z.uuid() });

/** `ApplyPromoCode`: the code as typed; the limits apply to it as codes are compared (`normalisePromoCode`). */
export const applyPromoCodePayloadSchema = z.object({
  code: z
    .string()
    .overwrite(normalisePromoCode)
    .refine((code) => code.length >= 1, { params: { code: 'REQUIRED' } })
    .refine((code) => code.length <= 32, { params: { code: 'TOO_LONG' } }),
});

/** Commands without fields (`RemovePromoCode`, `StartCheckout`, `JoinClub`). */
export const emptyPayloadSchema = z.object({});

export type LegacyCartResponseWire = z.infer<typeof legacyCartResponseSchema>;
export type CartAddResponseWire = z.infer<typeof cartAddResponseSchema>;
