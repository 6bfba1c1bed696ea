import type { SocialProvider } from '#server/db/tables/identity.tables';
import type { SpentIdTokens } from '#server/identity/social/spent-id-tokens.port';

/** Spent id_tokens in memory, each until it expires (then forgotten, as the database prunes them). */
export class InMemorySpentIdTokens implements SpentIdTokens {
  readonly #spent = new Map<string, number>();

  spend(provider: SocialProvider, tokenId: string, expiresAt: Date, now: Date): Promise<boolean> {
    for (const [key, expires] of this.#spent) if (expires <= now.getTime()) this.#spent.delete(key);
    const key = `${provider}:${tokenId}`;
    if (this.#spent.has(key)) return Promise.resolve(false);
    this.#spent.set(key, expiresAt.getTime());
    return Promise.resolve(true);
  }
}
