import { Store } from '../shared/store';

/** The number on the top bar's favourites link: the signed-in user's favourites total (0 for a visitor). */
export interface FavouritesCountState {
  readonly count: number;
}

const NONE: FavouritesCountState = { count: 0 };

/** The favourites count; a reset starts a new epoch, so a count asked for before it is dropped. */
export class FavouritesCountStore extends Store<FavouritesCountState> {
  #epoch = 0;

  constructor() {
    super(NONE);
  }

  get epoch(): number {
    return this.#epoch;
  }

  counted(count: number): void {
    this.setState((current) => (current.count === count ? current : { count }));
  }

  /** Nobody's favourites are known any more (signed out, or another market's page). */
  reset(): void {
    this.#epoch += 1;
    this.setState(NONE);
  }
}
