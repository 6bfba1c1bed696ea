import type { SchedulerLike } from 'rxjs';
import type { SessionError } from '#application/auth/auth.errors';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import { err, ok, type Result } from '#domain/shared/result';
import type { User } from '#domain/auth/user';
import type { CatalogId } from '#domain/market/market';

/** The API's session in memory: who GET /me answers with, how late, and every call it received. */
export class FakeSessionGateway implements SessionGateway {
  #profile: Result<User, SessionError> = err({ code: 'AUTH.NOT_SIGNED_IN' });
  #signOutFailure: SessionError | null = null;
  #scheduler: SchedulerLike | null = null;
  #delay = 0;
  profileRequests = 0;
  tokenSyncs = 0;
  readonly signOuts: CatalogId[] = [];

  signedInAs(user: User): this {
    this.#profile = ok(user);
    return this;
  }

  failWith(error: SessionError): this {
    this.#profile = err(error);
    return this;
  }

  failSignOutWith(error: SessionError): this {
    this.#signOutFailure = error;
    return this;
  }

  /** Answers `delay` units later on the scheduler (virtual time with a TestScheduler). */
  answerAfter(scheduler: SchedulerLike, delay: number): this {
    this.#scheduler = scheduler;
    this.#delay = delay;
    return this;
  }

  async fetchCurrentUser(): Promise<Result<User, SessionError>> {
    this.profileRequests += 1;
    // Read when asked: a sign-out during the call must not change this answer.
    return this.#answer(this.#profile);
  }

  async syncTokens(): Promise<Result<void, SessionError>> {
    this.tokenSyncs += 1;
    return this.#answer(ok(undefined));
  }

  async signOut(catalogId: CatalogId): Promise<Result<void, SessionError>> {
    this.signOuts.push(catalogId);
    if (this.#signOutFailure) return this.#answer(err(this.#signOutFailure));
    this.#profile = err({ code: 'AUTH.NOT_SIGNED_IN' });
    return this.#answer(ok(undefined));
  }

  #answer<T>(value: T): Promise<T> {
    const scheduler = this.#scheduler;
    if (scheduler === null) return Promise.resolve(value);
    return new Promise((resolve) => scheduler.schedule(() => resolve(value), this.#delay));
  }
}
