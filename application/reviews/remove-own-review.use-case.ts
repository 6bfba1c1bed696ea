import type { User } from '#domain/auth/user';
import { err, type Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import type { OwnReviewRepository } from '../ports/own-review-repository.port';
import type { OwnReviewError } from './own-review.errors';

export interface RemoveOwnReviewDeps {
  readonly ownReviewRepository: Pick<OwnReviewRepository, 'remove'>;
  readonly requireSignIn: Pick<RequireSignIn, 'execute'>;
}

export interface RemoveOwnReviewInput {
  readonly productId: string;
  /** Null for a visitor. */
  readonly user: User | null;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/** Deletes the listener's rating and review of the title (RemoveProductReview); a lapsed session goes to sign-in. */
export class RemoveOwnReview {
  readonly #deps: RemoveOwnReviewDeps;

  constructor(deps: RemoveOwnReviewDeps) {
    this.#deps = deps;
  }

  async execute(input: RemoveOwnReviewInput): Promise<Result<void, OwnReviewError>> {
    if (input.user === null) {
      this.#deps.requireSignIn.execute({ currentPath: input.currentPath });
      return err({ code: 'AUTH.NOT_SIGNED_IN' });
    }
    const removed = await this.#deps.ownReviewRepository.remove(input.productId);
    if (!removed.ok && removed.error.code === 'AUTH.NOT_SIGNED_IN')
      this.#deps.requireSignIn.execute({ currentPath: input.currentPath });
    return removed;
  }
}
