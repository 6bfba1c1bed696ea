import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';

/** The session-storage key of the page to come back to after signing in (spec §4). */
export const REDIRECT_TARGET_STORAGE_KEY = 'audiora.redirectTo';

/**
 * Spec §4: the redirect target in the tab's session storage, so it survives the trip to the sign-in page and no
 * other tab follows it. Blocked or full storage (it throws) keeps nothing: signing in then lands on the default page.
 */
export class SessionStorageRedirectTarget implements RedirectTargetStore {
  readonly #storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

  constructor(deps: { readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null }) {
    this.#storage = deps.storage;
  }

  save(target: string): void {
    this.#attempt((storage) => storage.setItem(REDIRECT_TARGET_STORAGE_KEY, target));
  }

  read(): string | null {
    return this.#attempt((storage) => storage.getItem(REDIRECT_TARGET_STORAGE_KEY)) ?? null;
  }

  clear(): void {
    this.#attempt((storage) => storage.removeItem(REDIRECT_TARGET_STORAGE_KEY));
  }

  #attempt<T>(action: (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => T): T | undefined {
    if (this.#storage === null) return undefined;
    try {
      return action(this.#storage);
    } catch {
      return undefined;
    }
  }
}
