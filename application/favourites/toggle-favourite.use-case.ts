import type { User } from '#domain/auth/user';
import type { ProductId } from '#domain/cart/cart-item';
import { type FavouriteCommand, toggleFavourite } from '#domain/favourites/toggle-favourite';
import type { AnalyticsPort } from '../ports/analytics.port';
import type { FavouritesRepository } from '../ports/favourites-repository.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { RedirectTargetStore } from '../ports/redirect-target-store.port';
import type { ToastPresenterPort } from '../ports/toast-presenter.port';
import { ok, type Result } from '#domain/shared/result';
import { genericErrorToast } from '../shared/generic-error-toast';
import type { FavouritesError } from './favourites.errors';
import type { FavouritesStore } from './favourites.store';

export interface ToggleFavouriteDeps {
  readonly favouritesRepository: FavouritesRepository;
  readonly favouritesStore: FavouritesStore;
  readonly toastPresenter: ToastPresenterPort;
  readonly analytics: AnalyticsPort;
  readonly navigation: NavigationPort;
  readonly redirectTargetStore: RedirectTargetStore;
  /** Told after every change the server took, the undo's too, so the top bar's count can follow. */
  readonly favouritesChanged?: () => void;
}

export interface ToggleFavouriteInput {
  readonly productId: ProductId;
  /** The flag the visitor sees on screen (FavouritesStore). */
  readonly isFavourite: boolean;
  /** Null for an anonymous visitor. */
  readonly user: User | null;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/** What the toggle did. */
export type ToggleFavouriteOutcome = 'added' | 'removed' | 'signInRequired';

type Done = Result<void, FavouritesError>;

const DONE: Done = ok(undefined);

const outcomeOf = (commands: readonly FavouriteCommand[]): ToggleFavouriteOutcome => {
  if (commands.some((c) => c.type === 'goToSignIn')) return 'signInRequired';
  return commands.some((c) => c.type === 'removeFromFavourites') ? 'removed' : 'added';
};

/**
 * Spec §4 favourite toggle: runs the toggleFavourite rule and carries out its commands in order. The flag
 * changes on screen at once and is put back if the server refuses; a refusal shows the generic error toast
 * (spec §8), or sends a visitor whose session ended to sign-in (UserNotAuthenticated), and stops the rest.
 */
export class ToggleFavourite {
  readonly #deps: ToggleFavouriteDeps;

  constructor(deps: ToggleFavouriteDeps) {
    this.#deps = deps;
  }

  async execute(input: ToggleFavouriteInput): Promise<Result<ToggleFavouriteOutcome, FavouritesError>> {
    const commands = toggleFavourite({
      productId: input.productId,
      isFavourite: input.isFavourite,
      isSignedIn: input.user !== null,
      currentPath: input.currentPath,
    });
    for (const command of commands) {
      const result = await this.#run(command, input.currentPath);
      if (!result.ok) return result;
    }
    return ok(outcomeOf(commands));
  }

  async #run(command: FavouriteCommand, currentPath: string): Promise<Done> {
    const { toastPresenter, analytics, navigation, redirectTargetStore } = this.#deps;
    switch (command.type) {
      case 'storeRedirectTarget':
        redirectTargetStore.save(command.path);
        return DONE;
      case 'goToSignIn':
        navigation.goToSignIn();
        return DONE;
      case 'addToFavourites':
        return this.#write(command.productIds, true, currentPath);
      case 'removeFromFavourites':
        return this.#write(command.productIds, false, currentPath);
      case 'showToast': {
        const undo = command.action.command;
        toastPresenter.show({
          title: command.title,
          action: {
            text: command.action.text,
            onClick: async () => {
              await this.#run(undo, currentPath);
            },
          },
        });
        return DONE;
      }
      case 'trackAnalytics':
        analytics.track({ name: command.event, productId: command.productId });
        return DONE;
    }
  }

  async #write(productIds: readonly ProductId[], isFavourite: boolean, currentPath: string): Promise<Done> {
    const { favouritesRepository, favouritesStore } = this.#deps;
    const change = favouritesStore.changedOptimistically(productIds, isFavourite);
    let result: Done;
    try {
      result = await (isFavourite ? favouritesRepository.add(productIds) : favouritesRepository.remove(productIds));
    } catch (fault) {
      // A fault is not an expected failure, but the screen must still show the truth.
      favouritesStore.revert(change);
      throw fault;
    }
    if (!result.ok) {
      favouritesStore.revert(change);
      this.#presentFailure(result.error, currentPath);
    } else this.#deps.favouritesChanged?.();
    return result;
  }

  #presentFailure(error: FavouritesError, currentPath: string): void {
    const { toastPresenter, navigation, redirectTargetStore } = this.#deps;
    if (error.code === 'AUTH.NOT_SIGNED_IN') {
      // Spec §8 UserNotAuthenticated: the session ended meanwhile; sign in again and come back here.
      redirectTargetStore.save(currentPath);
      navigation.goToSignIn();
      return;
    }
    toastPresenter.show(genericErrorToast());
  }
}
