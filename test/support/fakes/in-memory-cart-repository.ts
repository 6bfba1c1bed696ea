import type { CartError } from '#application/cart/cart.errors';
import type { CartRepository } from '#application/ports/cart-repository.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { CartItem, CartProductId } from '#domain/cart/cart-item';

/**
 * A signed-in user's cart in memory, as the legacy store keeps it: products it knows by cart id, the cart's items,
 * failures to answer with, and every call it received. Calls can be held back and answered by the test.
 */
export class InMemoryCartRepository implements CartRepository {
  readonly #catalogue = new Map<CartProductId, CartItem>();
  #items: CartItem[] = [];
  #loadFailure: CartError | null = null;
  #addFailure: CartError | null = null;
  #held: (() => void)[] | null = null;
  #signedIn = true;
  readonly calls: string[] = [];

  /** Products the store can sell, by the id the cart adds them by. */
  selling(cartProductId: string, item: CartItem): this {
    this.#catalogue.set(cartProductId as CartProductId, item);
    return this;
  }

  holding(items: readonly CartItem[]): this {
    this.#items = [...items];
    return this;
  }

  failLoadsWith(error: CartError | null): this {
    this.#loadFailure = error;
    return this;
  }

  failAddsWith(error: CartError | null): this {
    this.#addFailure = error;
    return this;
  }

  /** A visitor's browser: every call answers that nobody is signed in. */
  signedOut(): this {
    this.#signedIn = false;
    return this;
  }

  /** From now on calls wait until `release()`. */
  hold(): this {
    this.#held = [];
    return this;
  }

  /** Answers every held call, in the order they came. */
  release(): void {
    const held = this.#held ?? [];
    this.#held = null;
    for (const answer of held) answer();
  }

  get items(): readonly CartItem[] {
    return this.#items;
  }

  load(): Promise<Result<readonly CartItem[], CartError>> {
    this.calls.push('load');
    return this.#answer(() => {
      if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      return this.#loadFailure ? err(this.#loadFailure) : ok([...this.#items]);
    });
  }

  add(cartProductId: CartProductId): Promise<Result<void, CartError>> {
    this.calls.push(`add ${cartProductId}`);
    return this.#answer(() => {
      if (!this.#signedIn) return err({ code: 'AUTH.NOT_SIGNED_IN' });
      if (this.#addFailure) return err(this.#addFailure);
      const item = this.#catalogue.get(cartProductId);
      if (!item) return err({ code: 'CART.NOT_ADDABLE' });
      if (!this.#items.some((held) => held.product.id === item.product.id)) this.#items.push(item);
      return ok(undefined);
    });
  }

  #answer<T>(answer: () => T): Promise<T> {
    if (this.#held === null) return Promise.resolve(answer());
    const held = this.#held;
    return new Promise((resolve) => held.push(() => resolve(answer())));
  }
}
