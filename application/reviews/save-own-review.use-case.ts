import type { User } from '#domain/auth/user';
import { checkReviewDraft, type ReviewDraft } from '#domain/catalog/review-draft';
import { err, type Result } from '#domain/shared/result';
import type { RequireSignIn } from '../auth/require-sign-in.use-case';
import type { OwnReviewRepository } from '../ports/own-review-repository.port';
import type { OwnReview } from './own-review';
import type { OwnReviewError } from './own-review.errors';

export interface SaveOwnReviewDeps {
  readonly ownReviewRepository: Pick<OwnReviewRepository, 'save'>;
  readonly requireSignIn: Pick<RequireSignIn, 'execute'>;
}

export interface SaveOwnReviewInput {
  readonly productId: string;
  readonly draft: ReviewDraft;
  /** The listener's stored review has a text, which a rating alone would keep. */
  readonly hadText: boolean;
  /** Null for a visitor. */
  readonly user: User | null;
  /** The page to come back to after signing in. */
  readonly currentPath: string;
}

/**
 * Rates, or rates and reviews, the title (RateProduct, RateAndReviewProduct): the draft is checked against the
 * review rules first; a visitor, or a listener whose session ended, is sent to sign-in with the page stored (spec §6).
 */
export class SaveOwnReview {
  readonly #deps: SaveOwnReviewDeps;

  constructor(deps: SaveOwnReviewDeps) {
    this.#deps = deps;
  }

  async execute(input: SaveOwnReviewInput): Promise<Result<OwnReview, OwnReviewError>> {
    if (input.user === null) {
      this.#deps.requireSignIn.execute({ currentPath: input.currentPath });
      return err({ code: 'AUTH.NOT_SIGNED_IN' });
    }
    const checked = checkReviewDraft(input.draft, input.hadText);
    if (!checked.ok) return checked;
    const saved = await this.#deps.ownReviewRepository.save(input.productId, checked.value);
    if (!saved.ok && saved.error.code === 'AUTH.NOT_SIGNED_IN')
      this.#deps.requireSignIn.execute({ currentPath: input.currentPath });
    return saved;
  }
}
