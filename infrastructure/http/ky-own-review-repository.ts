import { HTTPError, type KyInstance } from 'ky';
import type { OwnReviewRepository } from '#application/ports/own-review-repository.port';
import type { OwnReview } from '#application/reviews/own-review';
import type { OwnReviewError } from '#application/reviews/own-review.errors';
import type { CheckedReview, ReviewField, ReviewFieldError } from '#domain/catalog/review-draft';
import type { Locale } from '#domain/market/locale';
import { err, ok, type Result } from '#domain/shared/result';
import { type UserReviewWire, userReviewSchema } from '#contract/user-review.schema';
import { decoded, fieldErrorsOf } from './api-error-body';
import { isRemoteFailure } from './http-failure';
import { isUnauthorized, type SessionRefresh, withSessionRefresh } from './session-refresh';

export interface KyOwnReviewRepositoryDeps {
  readonly http: KyInstance;
  /** The market of the page: the review is of a title of its catalogue. */
  readonly locale: () => Locale;
  readonly refreshSession: SessionRefresh;
}

const UNAVAILABLE: OwnReviewError = { code: 'OWN_REVIEW.UNAVAILABLE' };
const NOT_FOUND: OwnReviewError = { code: 'OWN_REVIEW.NOT_FOUND' };

/** The API's field names for the form's. */
const FIELDS: Readonly<Record<string, ReviewField>> = {
  rating: 'rating',
  review: 'review',
  author_signature: 'signature',
};

const toOwnReview = (wire: UserReviewWire): OwnReview => ({
  id: wire.id,
  productId: wire.product_id,
  rating: wire.rating,
  text: wire.review,
  signature: wire.author_signature,
  createdAt: wire.created_at,
  verifiedListener: wire.verified_listener,
});

const reviewOf = (body: unknown): Result<OwnReview, OwnReviewError> =>
  decoded(userReviewSchema, body, toOwnReview, UNAVAILABLE);

/** A 422's field errors in the form's terms; an unknown product is NOT_FOUND. */
const invalidFieldsOf = async (error: HTTPError): Promise<OwnReviewError> => {
  const errors = await fieldErrorsOf(error);
  if (errors.some((e) => e.property === 'product_id')) return NOT_FOUND;
  const fields = errors.flatMap((e): ReviewFieldError[] => {
    const field = FIELDS[e.property];
    if (field === undefined) return [];
    return [{ field, code: e.code === 'TOO_LONG' ? 'TOO_LONG' : 'REQUIRED' }];
  });
  return fields.length > 0 ? { code: 'OWN_REVIEW.INVALID', fields } : UNAVAILABLE;
};

/** The expected failure a refused call stands for, or null for a fault that is no remote failure (a bug). */
const failureOf = async (error: unknown): Promise<OwnReviewError | null> => {
  if (isUnauthorized(error)) return { code: 'AUTH.NOT_SIGNED_IN' };
  if (error instanceof HTTPError) {
    if (error.response.status === 404) return NOT_FOUND;
    if (error.response.status === 422) return invalidFieldsOf(error);
    return UNAVAILABLE;
  }
  return isRemoteFailure(error) ? UNAVAILABLE : null;
};

type ReviewCommand =
  | { readonly name: 'RateProduct'; readonly product_id: string; readonly rating: number }
  | {
      readonly name: 'RateAndReviewProduct';
      readonly product_id: string;
      readonly rating: number;
      readonly review: string;
      readonly author_signature: string;
    }
  | { readonly name: 'RemoveProductReview'; readonly product_id: string };

/**
 * The listener's own review over `GET /{lang}/v2/me/products/{id}/review` (404: none yet) and the commands
 * RateProduct, RateAndReviewProduct and RemoveProductReview, each retried once after a token refresh on a 401.
 */
export class KyOwnReviewRepository implements OwnReviewRepository {
  readonly #deps: KyOwnReviewRepositoryDeps;

  constructor(deps: KyOwnReviewRepositoryDeps) {
    this.#deps = deps;
  }

  async find(productId: string): Promise<Result<OwnReview | null, OwnReviewError>> {
    const { http, locale, refreshSession } = this.#deps;
    const found = await this.#call(async () =>
      reviewOf(
        await withSessionRefresh(
          () => http.get(`${locale()}/v2/me/products/${encodeURIComponent(productId)}/review`).json(),
          refreshSession,
        ),
      ),
    );
    // No review yet is no failure.
    if (!found.ok && found.error.code === 'OWN_REVIEW.NOT_FOUND') return ok(null);
    return found;
  }

  save(productId: string, review: CheckedReview): Promise<Result<OwnReview, OwnReviewError>> {
    const command: ReviewCommand =
      review.text === null
        ? { name: 'RateProduct', product_id: productId, rating: review.rating }
        : {
            name: 'RateAndReviewProduct',
            product_id: productId,
            rating: review.rating,
            review: review.text.review,
            author_signature: review.text.signature,
          };
    return this.#call(async () => reviewOf(await this.#send(command)));
  }

  remove(productId: string): Promise<Result<void, OwnReviewError>> {
    return this.#call(async () => {
      await this.#send({ name: 'RemoveProductReview', product_id: productId });
      return ok(undefined);
    });
  }

  #send(command: ReviewCommand): Promise<unknown> {
    const { http, locale, refreshSession } = this.#deps;
    return withSessionRefresh(() => http.post(`${locale()}/v2/commands`, { json: command }).json(), refreshSession);
  }

  async #call<T>(run: () => Promise<Result<T, OwnReviewError>>): Promise<Result<T, OwnReviewError>> {
    try {
      return await run();
    } catch (error) {
      const failure = await failureOf(error);
      if (failure === null) throw error;
      return err(failure);
    }
  }
}
