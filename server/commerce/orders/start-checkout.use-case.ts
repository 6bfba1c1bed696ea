import type { Market } from '#domain/market/market';
import { err, type Result } from '#domain/shared/result';
import type { CommerceError } from '../commerce.errors';
import { type PricedCartDeps, readPricedCart } from '../cart/priced-cart';
import { type CreateOrderDeps, createOrder, type StartedOrder } from './create-order';

export interface StartCheckoutDeps extends PricedCartDeps, CreateOrderDeps {
  readonly now: () => Date;
}

export interface StartCheckoutInput {
  readonly userId: string;
  readonly market: Market;
}

/**
 * Turns the viewer's cart into a pending order at today's prices and promo code, and answers where to pay it: an
 * empty cart is CART_EMPTY (before asking for a provider), a server without payments PAYMENT_UNAVAILABLE.
 */
export class StartCheckout {
  readonly #deps: StartCheckoutDeps;

  constructor(deps: StartCheckoutDeps) {
    this.#deps = deps;
  }

  async execute(input: StartCheckoutInput): Promise<Result<StartedOrder, CommerceError>> {
    const now = this.#deps.now();
    const cart = await readPricedCart(this.#deps, { ...input, now });
    if (cart.lines.length === 0) return err({ code: 'CART_EMPTY' });
    return createOrder(
      this.#deps,
      {
        userId: input.userId,
        catalogId: cart.catalogId,
        kind: 'products',
        currency: cart.currency,
        totals: cart.totals,
        promoCode: cart.promo?.code ?? null,
        lines: cart.lines.map((line) => ({ productId: line.card.id, name: line.card.name, price: line.price })),
        description: cart.lines.map((line) => line.card.name).join(', '),
      },
      now,
    );
  }
}
