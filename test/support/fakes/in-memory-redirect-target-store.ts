import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';

/** The stored redirect target in memory. */
export class InMemoryRedirectTargetStore implements RedirectTargetStore {
  #target: string | null = null;

  save(target: string): void {
    this.#target = target;
  }

  read(): string | null {
    return this.#target;
  }

  clear(): void {
    this.#target = null;
  }
}
