import type { ProductId } from '#domain/cart/cart-item';
import type { FavouriteFlags } from '../ports/favourites-repository.port';
import { Store } from '../shared/store';

/** Spec §3 product relations: the favourite flag of each product on screen (absent: not known, shown as false). */
export interface FavouritesState {
  readonly flags: FavouriteFlags;
}

/** An optimistic change, kept so it can be taken back if the server refuses it. */
export interface FavouriteFlagsChange {
  readonly productIds: readonly ProductId[];
  readonly isFavourite: boolean;
  /** Each product's flag before the change (undefined: it was not known). */
  readonly before: ReadonlyMap<ProductId, boolean | undefined>;
}

const EMPTY: FavouritesState = { flags: new Map() };

/** The favourite flags of the products on screen, loaded from product relations and changed optimistically. */
export class FavouritesStore extends Store<FavouritesState> {
  /** How many local changes (optimistic ones and their reverts) there have been, and each product's latest. */
  #changes = 0;
  readonly #changedAt = new Map<ProductId, number>();

  constructor() {
    super(EMPTY);
  }

  /** Taken before asking for relations: flags changed here after it are newer than the answer (`relationsLoaded`). */
  changeMark(): number {
    return this.#changes;
  }

  isFavourite(productId: ProductId): boolean {
    return this.state.flags.get(productId) ?? false;
  }

  /**
   * Product relations arrived: their flags replace what was known of those products, except where the listener
   * changed a flag after they were asked for (`asOf`, a `changeMark`): a press is never undone by an older answer.
   */
  relationsLoaded(relations: FavouriteFlags, asOf = this.#changes): void {
    const fresh = [...relations].filter(([id]) => (this.#changedAt.get(id) ?? 0) <= asOf);
    if (fresh.length === 0) return;
    this.setState(({ flags }) => ({ flags: new Map([...flags, ...fresh]) }));
  }

  #changed(productIds: readonly ProductId[]): void {
    this.#changes += 1;
    for (const id of productIds) this.#changedAt.set(id, this.#changes);
  }

  /** Shows the products as (not) favourite before the server confirms; returns the change for revert(). */
  changedOptimistically(productIds: readonly ProductId[], isFavourite: boolean): FavouriteFlagsChange {
    const before = new Map(productIds.map((id) => [id, this.state.flags.get(id)] as const));
    this.#changed(productIds);
    this.setState(({ flags }) => ({
      flags: new Map([...flags, ...productIds.map((id) => [id, isFavourite] as const)]),
    }));
    return { productIds, isFavourite, before };
  }

  /** Takes an optimistic change back, except where a later change has already replaced it. */
  revert(change: FavouriteFlagsChange): void {
    const next = new Map(this.state.flags);
    let changed = false;
    for (const id of change.productIds) {
      if (next.get(id) !== change.isFavourite) continue;
      const previous = change.before.get(id);
      if (previous === undefined) next.delete(id);
      else next.set(id, previous);
      changed = true;
    }
    if (!changed) return;
    this.#changed(change.productIds);
    this.setState({ flags: next });
  }

  /** Nobody is signed in any more: no product is a favourite. */
  cleared(): void {
    if (this.state.flags.size > 0) this.setState(EMPTY);
  }
}
